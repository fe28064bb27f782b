"""The contents list after the calibration page: every component with how many pieces,
the pages they are on (fronts and backs: "Cards: pages 3–5" left out page 6, a back) and
how to cut them, in the file's language; on the calibration
page's back in duplex files (no extra paper), on a page of its own otherwise."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pdfgeom import reader

from cardgen.model import game_ids, load_games
from cardgen.press.aids import with_aids
from cardgen.press.contents import page_ranges
from cardgen.press.document import render_pdf
from cardgen.press.options import PrintOptions
from cardgen.press.planning import plan_pages
from cardgen.press.texts import tr, tr_counted

CONTENT = Path(__file__).resolve().parents[2] / "content"


@pytest.fixture(scope="module")
def games():
    return load_games(game_ids(CONTENT), CONTENT)


def test_page_ranges():
    assert page_ranges((3, 5, 7, 11), 2) == "3–7, 11"
    assert page_ranges((3, 4, 5, 9, 10), 1) == "3–5, 9–10"
    assert page_ranges((17,), 2) == "17"


@pytest.mark.parametrize(
    ("lang", "extra"),
    [("en", {}), ("de", {"layout": "fold"}), ("it", {"duplex": "none"}), ("nl", {})],
)
@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_every_file_lists_its_pieces_pages_and_how_to_cut(games, lang, extra):
    for game in map(with_aids, games):  # (the player aids print with the game)
        opts = PrintOptions(lang=lang, **extra)
        pages = plan_pages(game, opts)
        duplex = opts.layout != "fold" and opts.duplex != "none"
        assert pages[1].kind == ("calibration-back" if duplex else "contents")
        text = " ".join(reader(render_pdf(game, opts)).pages[1].extract_text().split())
        assert tr("contents", lang) in text
        # what each component should say, worked out from the plan independently
        count, where = Counter(), {}
        for number, page in enumerate(pages, 1):
            if page.kind != "front":
                continue
            for slot in page.sheet.fronts:
                comp = slot.piece.component
                count[comp.id] += slot.piece.side == "front"
                where.setdefault(comp.id, [])
                if number not in where[comp.id]:
                    where[comp.id].append(number)
                    if number < len(pages) and pages[number].kind in ("back", "blank"):
                        where[comp.id].append(number + 1)  # its back page, blank or not
        names = {c.id: c.name.get(lang) for c in game.components}
        for cid, n in count.items():
            assert names[cid] in text, (game.id, cid)
            word = tr_counted("pages", len(where[cid]), lang)  # (plurals: tests/engine)
            row = f"{names[cid]} {n} {word} {page_ranges(tuple(where[cid]), 1)}"
            assert row in text, (game.id, row, text)
        assert sum(count.values()) == sum(
            int(it.quantity) for c in game.components for it in c.items
        ), game.id
        if opts.layout == "fold":
            assert tr("how_fold", lang).split(",")[0] in text
        if opts.duplex == "none" and any(it.back for c in game.components for it in c.items):
            # each face folded onto its own back (they fit half a sheet)
            assert tr("how_fold", lang).split(",")[0] in text
