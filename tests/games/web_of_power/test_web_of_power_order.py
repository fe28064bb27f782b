"""Web of Power's order of scoring: the rules score Frankreich first, then the other
countries; our printed chart's rows and the result's lines follow one order (the ``lands``
rule's ``order``), and each line names its phrases (``parts``) so the checker keeps each
whole."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from cardgen.engine import check_params, score
from cardgen.model import LANGS, load_game
from cardgen.render import faces
from cardgen.render.svg import SvgCanvas

WORKED = Path(__file__).resolve().parents[3] / "content" / "web-of-power" / "examples"


def _worked() -> dict:
    return json.loads((WORKED / "worked-example.json").read_text(encoding="utf-8"))


def _country_order(data: dict, lang: str) -> list[str]:
    names = {e["id"]: e["name"][lang] for e in data["catalogs"]["countries"]}
    order = next(r for r in data["scoring"] if r["id"] == "lands")["params"]["order"]
    return [names[c] for c in order]


def test_the_result_lists_frankreich_first_then_the_charts_rows(data):
    result = score(_worked(), data, "de")
    order = _country_order(data, "de")
    assert order[0] == "Frankreich"
    for player in result["players"]:
        for line in player["lines"][:2]:  # countries, then their symbols
            named = [next(c for c in order if part.startswith(c)) for part in line["parts"]]
            assert named == sorted(named, key=order.index), (player["name"], line["detail"])
    anna = result["players"][0]["lines"][0]
    assert anna["parts"][0] == "Frankreich 1. Rang: 8"
    assert anna["parts"][-1] == "Dänemark 1. Rang (geteilt): 4"


def test_the_printed_chart_has_the_rows_in_the_same_order(data):
    """The chart's layout draws a row per entry of its ``countries``, in that order; that
    order is the ``lands`` rule's."""
    game = load_game("web-of-power")
    lands = next(r for r in data["scoring"] if r["id"] == "lands")
    chart = game.component("scoring-chart")
    item = chart.items[0]
    assert list(item.front["countries"]) == lands["params"]["order"]
    canvas = _Texts(chart.size.width, chart.size.height, 0.0, lang="de")
    faces.draw(canvas, item.front, item, chart, game, "de")
    countries = game.catalogs["countries"]
    names = {entry.name.get("de") for entry in countries}
    rows = [(y, text) for text, y in canvas.texts if text.split(" (")[0] in names]
    expected = [f"{countries[c].name.get('de')} ({countries[c].get('cards')})"
                for c in lands["params"]["order"]]  # fmt: skip
    assert [text for _y, text in sorted(rows)] == expected


class _Texts(SvgCanvas):
    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.texts: list[tuple[str, float]] = []

    def text(self, text, x, y, w, h, **kw):
        self.texts.append((text, y))
        return super().text(text, x, y, w, h, **kw)


def test_each_line_lists_its_phrases_as_its_detail_joins_them(data):
    for lang in LANGS:
        for player in score(_worked(), data, lang)["players"]:
            for line in player["lines"]:
                if "parts" in line:
                    assert ", ".join(line["parts"]) == line["detail"], line
            assert [ln["rule"] for ln in player["lines"]][:3] == ["lands", "symbols", "chains"]


def test_an_order_naming_each_country_once_is_checked(data):
    broken = copy.deepcopy(data)
    lands = next(r for r in broken["scoring"] if r["id"] == "lands")
    assert check_params("web-of-power", broken) == []
    lands["params"]["order"] = lands["params"]["order"][:-1] + ["frankreich"]
    faults = check_params("web-of-power", broken)
    assert [(rule, param) for rule, param, _ in faults] == [("lands", "order")]
    assert "once" in faults[0][2]


def test_one_order_of_the_countries_everywhere(data):
    """The checker's form (its country groups follow the deck, its counts the catalog),
    the deck, the rules' table of the countries in every language, the chart and the result
    list the countries in one order: the ``lands`` rule's (issue 34: the form listed
    Dänemark first, the result Frankreich)."""
    order = next(r for r in data["scoring"] if r["id"] == "lands")["params"]["order"]
    assert [e["id"] for e in data["catalogs"]["countries"]] == order
    game = load_game("web-of-power")
    deck = [item.front["country"] for item in game.component("land-cards").items]
    assert list(dict.fromkeys(deck)) == order
    printed = {e["id"]: e["name"]["de"] for e in data["catalogs"]["countries"]}
    rules = Path(__file__).resolve().parents[3] / "content" / "web-of-power" / "rules"
    for lang in LANGS:
        text = (rules / f"{lang}.md").read_text(encoding="utf-8")
        names = set(printed.values())
        # the German (printed) name stands in the table's first column, or in its second
        # where the language leads with its own name (French)
        rows = [
            german[0]
            for line in text.splitlines()
            if line.startswith("    | ")
            and (german := [c.strip() for c in line.split("|")[1:3] if c.strip() in names])
        ]
        assert rows == [printed[c] for c in order], lang
