"""Decks of one card size pool the cards of their last, part-filled sheets when that saves
paper: the pooled sheet prints after the last of those decks, every card keeps its own back
at the mirrored place, and decks that would save nothing keep their own sheets."""

from __future__ import annotations

import math
from collections import Counter

import pytest
from pdfgeom import placed_rect_mm, placements, reader
from press_games import deck

from cardgen.model import load_game
from cardgen.press import layout as L
from cardgen.press.aids import with_aids
from cardgen.press.document import render_pdf
from cardgen.press.options import PrintOptions
from cardgen.press.planning import plan_pages


def fronts(pages):
    return [p for p in pages if p.kind == "front"]


def owners(page):
    return Counter(s.piece.component.id for s in page.slots)


def test_three_decks_share_one_sheet_for_their_last_cards(make_game):
    # poker cards on A4: 9 a sheet; 10 + 11 + 3 cards print on 1 + 1 + 1 sheets, not 2 + 2 + 1
    game = make_game(deck(10, cid="a"), deck(11, cid="b", per_item_backs=True), deck(3, cid="c"))
    pages = plan_pages(game, PrintOptions())
    sheets = fronts(pages)
    assert [owners(p) for p in sheets] == [
        Counter(a=9),
        Counter(b=9),
        Counter(a=1, b=2, c=3),
    ]
    pooled = sheets[-1]
    back = pages[pages.index(pooled) + 1]
    assert back.kind == "back" and len(back.slots) == 6
    pw = pooled.paper[0]
    for front, mirrored in zip(pooled.slots, back.slots, strict=True):
        assert mirrored.piece is front.piece  # its own card, so its own back
        assert mirrored.x == pytest.approx(pw - front.x - front.piece.w)
        assert mirrored.y == pytest.approx(front.y)
    # one block of crop marks around the pooled grid, as on any deck sheet
    assert len(pooled.sheet.blocks) == 1
    # the PDF draws each card's own back at its place: b's per-card backs, a's and c's
    # deck backs (two different faces)
    opts = PrintOptions()
    r = reader(render_pdf(game, opts))
    pdf_page = r.pages[pages.index(back)]
    ph_pt = float(pdf_page.mediabox.height)
    placed = [
        (name, placed_rect_mm(pdf_page, name, ctm, ph_pt, opts.bleed))
        for name, ctm in placements(pdf_page, r)
    ]
    assert len(placed) == len(back.slots)
    drawn = {}
    for slot in back.slots:
        (name,) = [n for n, rect in placed if rect == pytest.approx(slot.trim, abs=0.05)]
        comp = slot.piece.component.id
        assert name.split(".")[-1] == (slot.piece.ref.id if comp == "b" else "common")
        drawn.setdefault(comp, set()).add(name)
    assert drawn["a"].isdisjoint(drawn["c"]) and len(drawn["c"]) == 1


def test_decks_keep_their_own_sheets_when_pooling_saves_nothing(make_game):
    # remainders 5 + 6 = 11 cards still need two sheets: nothing to save
    game = make_game(deck(14, cid="a"), deck(6, cid="b"))
    assert [owners(p) for p in fronts(plan_pages(game, PrintOptions()))] == [
        Counter(a=9),
        Counter(a=5),
        Counter(b=6),
    ]


def test_only_cards_of_one_size_pool(make_game):
    game = make_game(deck(1, cid="a"), deck(1, cid="b", size=(57.0, 87.0)))
    assert [owners(p) for p in fronts(plan_pages(game, PrintOptions()))] == [
        Counter(a=1),
        Counter(b=1),
    ]


def test_the_fold_layout_pools_last_cards_too_each_back_folded_behind_its_front(make_game):
    """Pyramidion, Italian, Letter, fold put 1 character card on a sheet and the 3 revolt
    cards on the next: one sheet wasted."""
    game = make_game(deck(1, cid="a"), deck(1, cid="b", per_item_backs=True))
    pages = plan_pages(game, PrintOptions(layout="fold"))
    (front,) = [p for p in pages if p.kind == "front"]
    assert owners(front) == {"a": 2, "b": 2} and front.sheet.fold_x is not None
    half = front.sheet.fold_x
    for card, back in zip(front.sheet.fronts, front.sheet.backs, strict=True):
        assert back.piece == card.piece and back.y == card.y
        assert back.x + back.piece.w / 2 == pytest.approx(2 * half - card.x - card.piece.w / 2)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_pyramidion_fold_takes_one_sheet_less(paper):
    pyramidion = load_game("pyramidion")
    pages = plan_pages(pyramidion, PrintOptions(paper=paper, layout="fold"))
    # 33 with the player aids' sheet (32 without them), 34 before the decks' last cards
    # were pooled
    assert len(pages) == 33
    revolt = [p for p in fronts(pages) if "revolt-cards" in owners(p)]
    assert "character-cards" in owners(revolt[0])  # the last character card joins them
    assert sum(p.sheet.fold_x is not None for p in fronts(pages)) == 26  # 27 before
    # the 4 player aids fill a fold sheet of their own, after the game's decks
    (aids,) = [p for p in fronts(pages) if "player-aid" in owners(p)]
    assert Counter(s.piece.component.id for s in aids.sheet.fronts) == {"player-aid": 4}
    assert fronts(pages).index(aids) == 25


# (the four decks and the player aids, a deck of the same card size: + 2 pages each)
@pytest.mark.parametrize(("paper", "before", "after"), [("a4", 42, 36), ("letter", 44, 38)])
def test_pyramidion_pools_its_four_decks_last_cards(paper, before, after):
    pyramidion = with_aids(load_game("pyramidion"))
    pages = plan_pages(pyramidion, PrintOptions(paper=paper))
    assert len(pages) == after < before  # pages before pooling: `before`
    decks = {"distribution-cards", "boats", "character-cards", "revolt-cards", "player-aid"}
    counts = {c.id: sum(int(it.quantity) for it in c.items) for c in pyramidion.components}
    counts = {cid: n for cid, n in counts.items() if cid in decks}
    plan = L.plan_grid(L.PAPERS[paper], 63.5, 88.9, 3.0, "grid", PrintOptions().marks())
    per = plan.per_sheet
    deck_sheets = [p for p in fronts(pages) if set(owners(p)) & decks]
    rest = sum(n % per for n in counts.values())
    pooled_sheets = math.ceil(rest / per)
    assert len(deck_sheets) == sum(n // per for n in counts.values()) + pooled_sheets
    # the pooled sheets come after every deck's own; the first holds the four game decks,
    # all of them together every deck
    pooled = deck_sheets[-pooled_sheets:]
    assert set(owners(pooled[0])) >= decks - {"player-aid"}
    assert set().union(*(owners(p) for p in pooled)) == decks
    assert sum(len(p.slots) for p in pooled) == rest
