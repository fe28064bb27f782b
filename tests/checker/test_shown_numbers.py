"""Numbers and calculations as the page shows them (``core/shown.js`` under Node): negative
numbers with a real minus sign, a sum of lines written out, and a line's detail cut into the
phrases the engine names, so that none breaks inside."""

from __future__ import annotations

from node import run_modules


def test_numbers_and_calculations_as_the_page_shows_them():
    script = """
      console.log(JSON.stringify([
        [s.shownNumber(-2), s.shownNumber(0), s.shownNumber(43), s.shownNumber("x")],
        s.shownSum([36, 11]), s.shownSum([-1, 4, -2]),
        s.detailPieces({detail: "Frankreich 1. Rang: 8, Sachsen 2. Rang (geteilt): 4",
                        parts: ["Frankreich 1. Rang: 8", "Sachsen 2. Rang (geteilt): 4"]}),
        s.detailPieces({detail: "a, b", parts: ["b", "a"]}),
        s.detailPieces({detail: "no parts"}),
      ]));
    """
    assert run_modules(script, s="core/shown.js") == [
        ["\u22122", "0", "43", "x"],
        "36 + 11",
        "\u22121 + 4 \u2212 2",
        [
            {"text": "Frankreich 1. Rang: 8,", "part": True},
            {"text": " ", "part": False},
            {"text": "Sachsen 2. Rang (geteilt): 4", "part": True},
        ],
        [{"text": "a, b", "part": False}],
        [{"text": "no parts", "part": False}],
    ]
