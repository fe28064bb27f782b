"""The checker's strings as a French reader gets them (issue 32): the colon of each language
from ``cardgen/languages.json``, a singular form where French counts 0 and 1 as one, and no
wording that takes a gender the item it names may not have. Pure Python: no browser."""

from __future__ import annotations

from cardgen.engine.plurals import plural_category
from cardgen.model import LANGS, language
from cardgen.site.checker_sources import strings


def test_every_language_joins_a_label_and_its_value_with_its_own_colon():
    ui = strings()
    assert {lang: ui[lang]["colon"] for lang in LANGS} == {
        lang: language(lang).colon for lang in LANGS
    }
    assert ui["fr"]["colon"] == "\u00a0: "


def test_french_counts_zero_and_one_in_the_singular():
    fr = strings()["fr"]
    assert plural_category(0, "fr") == plural_category(1, "fr") == "one"
    # the result's unit after a total, the fault of a choice of so many, a checker's counts
    assert fr["points_one"] == "point" and fr["points"] == "points"
    assert "case cochée" in fr["pick_count_one"] and "cases cochées" in fr["pick_count"]
    assert fr["cards_chosen_one"].format(n=0) == "0 carte choisie"


def test_french_wordings_fit_any_gender_and_any_name():
    fr = strings()["fr"]
    # a blank choice, and the tally of a choice of objectives (objectif: masculine)
    assert fr["none"] == "— aucun choix —" and "choisies" not in fr["chosen_of"]
    # "Anne a été retiré" would give Anne a gender: the notice says it without one
    assert fr["removed_player"].format(name="Anne") == "Anne n’est plus dans la partie."
    assert fr["detail"] == "Détail"
    # the games' own strings (content/<game>/locale/<game>-checker.po): a player's city to add;
    # no troop on a Pyramidion site before a step ("avant : personne")
    assert fr["cos_city_for"].format(name="Anne") == "Ville à ajouter pour Anne"
    assert fr["none_here"] == "personne"
    # a colour after a name in lower case ("Anne (bleu)"), as French writes it
    assert fr["seat_colour"].format(colour="Bleu", lower="bleu") == "(bleu)"
    assert strings()["en"]["seat_colour"].format(colour="Blue", lower="blue") == "(Blue)"
