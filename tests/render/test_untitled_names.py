"""An item without a name of its own is named as one item of its component's kind, with its
place ("Carte 3"), never by the component's plural name ("Cartes 3"): in every language; a
component may give its own word (``item_name``: "Bateau 19" under "Cartes Bateau")."""

from __future__ import annotations

import pytest

from cardgen.model import LANGS, load_game
from cardgen.render.parts import item_name, part_name


@pytest.mark.parametrize("lang", LANGS)
def test_a_numbered_card_is_named_in_the_singular(lang):
    game = load_game("circle-the-wagons")
    cards = game.component("cards")
    names = [item_name(game, item, lang, cards) for item in cards.items]
    deck = cards.name.get(lang)
    assert not any(name.startswith(f"{deck} ") for name in names)
    assert names[0].endswith(" 1") and names[17].endswith(" 18")
    assert len(set(names)) == len(names)


def test_the_words_agree_with_one_item():
    game = load_game("pyramidion")
    tokens = game.component("turn-order-tokens")
    boats = game.component("boats")
    assert item_name(game, tokens.items[1], "fr", tokens) == "Jeton 2"
    assert item_name(game, boats.items[0], "de", boats) == "Boot 1"  # its own item_name
    assert item_name(game, boats.items[18], "fr", boats) == "Bateau 19"
    circle = load_game("circle-the-wagons")
    label = part_name(circle, "cards/card-01", "fr", lambda name: name)
    assert label == "Cartes\u00a0: Carte 1"  # the deck, then one card of it


def test_the_only_item_keeps_its_components_name():
    game = load_game("circle-the-wagons")
    pad = game.component("score-pad")
    assert item_name(game, pad.items[0], "fr", pad) == "Feuille de score"


def test_an_item_name_without_its_number_is_refused(tmp_path):
    """``item_name`` without ``{n}`` would call every item the same: a located problem."""
    import shutil

    from cardgen.errors import ContentError
    from cardgen.model.library import builtin_content_dir

    folder = tmp_path / "pyramidion"
    shutil.copytree(builtin_content_dir() / "pyramidion", folder)
    boards = folder / "boards.yaml"
    text = boards.read_text(encoding="utf-8")
    boards.write_text(text.replace('fr: "Bateau {n}"', 'fr: "Bateau"'), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_game("pyramidion", tmp_path)
    said = "\n".join(map(str, caught.value.problems))
    assert "boards.yaml" in said and "item_name" in said and "{n}" in said
