"""Printed single-sided, a face and its own back are neighbours: folded across the
sheet's middle line where they fit half a sheet (Web's network cards were scattered by
the packing, with no pairing order; Circle the Wagons and Cosmopolis paired only by luck
of reading order), else printed apart with the same small number in their bleed."""

from __future__ import annotations

import pytest
from pdfgeom import reader

from cardgen.model import load_game
from cardgen.press.aids import with_aids
from cardgen.press.document import render_pdf
from cardgen.press.options import PrintOptions
from cardgen.press.planning import plan_pages
from cardgen.press.texts import tr

PAIRED = ["circle-the-wagons", "cosmopolis-networks", "web", "web-of-power"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game_id", PAIRED)
def test_every_own_back_is_folded_behind_its_front(game_id, paper):
    game = with_aids(load_game(game_id, None))  # (the player aids are paired too)
    pages = plan_pages(game, PrintOptions(paper=paper, duplex="none"))
    paired = 0
    for page in pages:
        if page.kind != "front":
            continue
        sheet = page.sheet
        assert not any(s.piece.side == "back" for s in page.slots)  # no loose second faces
        own = [s for s in sheet.fronts if s.piece.ref.back is not None]
        if not own:
            continue
        assert sheet.fold_x is not None and len(sheet.backs) == len(own)
        for front, back in zip(own, sheet.backs, strict=True):
            assert back.piece == front.piece  # the same item...
            assert back.y == pytest.approx(front.y)  # ...on the same row, mirrored
            mid_front = front.x + front.piece.w / 2
            assert back.x + back.piece.w / 2 == pytest.approx(2 * sheet.fold_x - mid_front)
            assert front.x + front.piece.w <= sheet.fold_x <= back.x
            paired += 1
    expected = sum(int(it.quantity) for c in game.components for it in c.items
                   if it.back is not None)  # fmt: skip
    assert paired == expected > 0


def test_the_contents_and_first_page_say_fold_and_glue():
    game = load_game("web", None)
    r = reader(render_pdf(game, PrintOptions(lang="nl", duplex="none")))
    first = " ".join(r.pages[0].extract_text().split())
    contents = " ".join(r.pages[1].extract_text().split())
    # the back is on the other half of the sheet, mirrored across the fold (not "beside")
    assert "op de andere helft van het vel, gespiegeld in de gestreepte middellijn" in first
    assert tr("how_fold_outline", "nl") in contents
    assert tr("run_fold", "nl") in contents


def test_faces_too_large_to_fold_are_paired_by_a_number(make_game, monkeypatch):
    """A card wider than half the sheet cannot be folded: both faces print as fronts,
    spaced, each with its pair's number in the bleed above it."""
    from press_games import deck

    game = make_game(deck(2, per_item_backs=True, size=(150.0, 100.0)))
    options = PrintOptions(duplex="none")
    pages = plan_pages(game, options)
    fronts = [p for p in pages if p.kind == "front"]
    assert all(p.sheet.fold_x is None for p in fronts)
    sides = [(s.piece.ref.id, s.piece.side) for p in fronts for s in p.slots]
    assert sorted(sides) == [("c0", "back"), ("c0", "front"), ("c1", "back"), ("c1", "front")]
    from cardgen.press.writer import PdfWriter

    marks = []
    real = PdfWriter._pairing_mark

    def spy(self, pc, slot, number):
        marks.append((slot.piece.ref.id, slot.piece.side, number))
        return real(self, pc, slot, number)

    monkeypatch.setattr(PdfWriter, "_pairing_mark", spy)
    r = reader(render_pdf(game, options))
    assert sorted(marks) == [("c0", "back", 1), ("c0", "front", 1), ("c1", "back", 2),
                             ("c1", "front", 2)]  # fmt: skip
    contents = " ".join(r.pages[1].extract_text().split())
    assert tr("how_glue_faces", "en") in contents
