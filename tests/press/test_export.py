"""``cardgen export``: files a print shop takes. Pixel sizes, counts and the pairing of
fronts and backs, for every game (a game or deck a shop has no size for is a clear error)."""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

import pytest
from pdfgeom import MM, placements, reader

from cardgen.cli import main
from cardgen.errors import UserError
from cardgen.model import game_ids, load_games
from cardgen.press import layout as L
from cardgen.press.print_shops import (
    SHOPS,
    common_back,
    decks,
    export,
    pdf_card_components,
    plan_cards,
)

CONTENT = Path(__file__).resolve().parents[2] / "content"
PIXELS = {"tgc": (825, 1125), "mpc": (822, 1122)}
"""The Game Crafter's poker card (2.75 × 3.75 in at 300 dpi); MakePlayingCards' poker
size (their image FAQ)."""


@pytest.fixture(scope="module")
def games():
    return {g.id: g for g in load_games(game_ids(CONTENT), CONTENT)}


def expected_cards(game, target="tgc"):
    found = pdf_card_components(game) if target == "pdf-cards" else decks(game)
    return [(c.id, it.id) for c in found for it in c.items for _ in range(int(it.quantity))]


@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_every_game_plans_its_cards_or_says_why_not(games):
    for game in games.values():
        for target in ("tgc", "mpc", "pdf-cards"):
            if not (pdf_card_components(game) if target == "pdf-cards" else decks(game)):
                with pytest.raises(UserError, match="no card decks"):
                    plan_cards(game, target)
                continue
            poker = all(abs(c.size.width - 63.5) <= 1 and abs(c.size.height - 88.9) <= 1
                        for c in decks(game))  # fmt: skip
            if target != "pdf-cards" and not poker:
                with pytest.raises(UserError, match="use --for pdf-cards"):
                    plan_cards(game, target)
                continue
            cards = plan_cards(game, target)
            assert [(c.component.id, c.item.id) for c in cards] == expected_cards(game, target)
            if target != "pdf-cards":
                assert {c.size for c in cards} == {(63.5, 88.9)}


def test_pdf_cards_one_page_per_face_with_trim_and_bleed_boxes(games, tmp_path):
    for game in games.values():
        components = {c.id: c for c in pdf_card_components(game)}
        if not components:
            continue
        (path,) = export(game, "de", "pdf-cards", tmp_path / game.id)
        r = reader(path.read_bytes())
        cards = expected_cards(game, "pdf-cards")
        assert len(r.pages) == 2 * len(cards)
        for i, (comp_id, item_id) in enumerate(cards):
            comp = components[comp_id]
            item = next(it for it in comp.items if it.id == item_id)
            if comp.shape == "polyomino":  # a shaped card: its bounding box
                w, h = L.piece_size(item.cells, comp.cell_mm)
            else:
                w, h = comp.size.width, comp.size.height
            for j, side in enumerate(("front", "back")):
                page = r.pages[2 * i + j]
                trim = [float(v) / MM for v in page.trimbox]
                bleed = [float(v) / MM for v in page.bleedbox]
                media = [float(v) / MM for v in page.mediabox]
                assert trim == pytest.approx([3.175, 3.175, w + 3.175, h + 3.175], abs=0.01)
                assert bleed == pytest.approx(media, abs=0.01)
                assert media == pytest.approx([0, 0, w + 6.35, h + 6.35], abs=0.01)
                ((name, _ctm),) = placements(page, r)
                assert f".{side}." in name
                label = "".join(ch if ch.isalnum() else "-" for ch in item_id)[:40]
                if side == "front" or item.back is not None:
                    assert name.endswith(f".{label}"), (name, item_id)
                else:
                    assert name.endswith(".common"), name


def test_web_network_cards_have_a_pdf_cards_file(games, tmp_path, capsys):
    """``cardgen export web --for pdf-cards`` said "no card decks"; its network cards are
    double-faced tiles."""
    assert main(["export", "web", "--for", "pdf-cards", "-o", str(tmp_path / "w")]) == 0
    r = reader((tmp_path / "w" / "web-en-cards.pdf").read_bytes())
    assert len(r.pages) == 2 * 46  # 46 network cards, front and back; not the server tile
    assert [c.id for c in pdf_card_components(games["web"])] == ["network-cards"]


@pytest.mark.parametrize(("gid", "target"), [("circle-the-wagons", "tgc"),
                                             ("cosmopolis-networks", "mpc"),
                                             ("pyramidion", "tgc")])  # fmt: skip
@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_shop_images_have_the_shops_pixel_size_and_pair_up(games, tmp_path, capsys, gid,
                                                           target):  # fmt: skip
    from PIL import Image

    out = tmp_path / target
    code = main(["export", gid, "--for", target, "--lang", "it", "-o", str(out)])
    assert code == 0, capsys.readouterr().err
    game = games[gid]
    cards = expected_cards(game)
    rows = list(csv.DictReader((out / "cards.csv").open(encoding="utf-8")))
    assert [(r["deck"], r["card"]) for r in rows] == cards
    pngs = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.png"))
    one_back = {c.id for c in decks(game) if common_back(c)}
    own = [r for r in rows if r["deck"] not in one_back]
    assert len(pngs) == len(cards) + len(own) + len(one_back)
    seen_backs = Counter()
    for row in rows:
        n = int(row["number"])
        assert row["front"] == f"{row['deck']}/{n:03d}-front.png"
        if row["deck"] in one_back:  # one image of the deck's back, not one per card
            assert row["back"] == f"{row['deck']}/back.png"
        else:
            assert row["back"] == f"{row['deck']}/{n:03d}-back.png"
        for side in ("front", "back"):
            image = Image.open(out / row[side])
            assert image.size == PIXELS[target] and image.mode == "RGB"
        seen_backs[(out / row["back"]).read_bytes()] += 1
    # a card with its own back has a back image of its own; a deck's common back is one image
    own = {it.id for c in decks(game) for it in c.items if it.back is not None}
    own_backs = {(out / r["back"]).read_bytes() for r in rows if r["card"] in own}
    assert len(own_backs) == len({r["card"] for r in rows if r["card"] in own})
    for deck in decks(game):
        shared = {(out / r["back"]).read_bytes() for r in rows
                  if r["deck"] == deck.id and r["card"] not in own}  # fmt: skip
        assert len(shared) <= 1, deck.id
    # copies of one card are the same image, front and back; different cards differ
    by_item: dict[str, set[bytes]] = {}
    for row in rows:
        by_item.setdefault(row["card"], set()).add((out / row["front"]).read_bytes())
    assert all(len(v) == 1 for v in by_item.values())
    assert len({next(iter(v)) for v in by_item.values()}) == len(by_item)


def test_a_deck_of_one_back_gets_one_back_image_and_no_stale_ones(tmp_path, monkeypatch):
    """Pyramidion's export wrote 65 identical character-card backs: shops take one. (Which
    files are written, not their pixels: those are checked above, so each face is a short
    stand-in here instead of a 300 dpi PNG, 15 processor seconds for this game.)"""
    from cardgen.model import load_game
    from cardgen.press import print_shops

    monkeypatch.setattr(print_shops, "_png", lambda page, product: b"PNG of a face")
    game = load_game("pyramidion", None)
    out = tmp_path / "pyr"
    stale = out / "revolt-cards" / "003-back.png"
    stale.parent.mkdir(parents=True)
    stale.write_bytes(b"an earlier export's back")
    written = export(game, "en", "mpc", out)
    backs = sorted(p.relative_to(out).as_posix() for p in out.rglob("*back*.png"))
    assert backs == [f"{c.id}/back.png" for c in sorted(decks(game), key=lambda c: c.id)]
    assert all(common_back(c) for c in decks(game))
    assert len(written) == 98 + 4 + 1  # 98 fronts, one back per deck, cards.csv
    assert not stale.exists()


def test_shops_are_the_ones_named():
    assert set(SHOPS) == {"tgc", "mpc"}
    for _shop, products in SHOPS.values():
        for p in products:
            w, h = (round((p.trim[i] + 2 * p.bleed) / 25.4 * p.dpi) for i in (0, 1))
            assert (w, h) == p.pixels


def test_bad_export_input_is_a_clear_error(tmp_path, capsys):
    assert main(["export", "web", "--for", "tgc", "-o", str(tmp_path / "w")]) == 2
    assert "no card decks" in capsys.readouterr().err
    assert main(["export", "web-of-power", "--for", "mpc", "-o", str(tmp_path / "w")]) == 2
    assert "use --for pdf-cards" in capsys.readouterr().err
    assert main(["export", "pyramidion", "--for", "kinkos", "-o", str(tmp_path / "w")]) == 2
    assert "unknown print shop" in capsys.readouterr().err
    assert not (tmp_path / "w").exists()


def test_summaries_say_1_file_not_1_files(tmp_path, capsys):
    """``cardgen export … --for pdf-cards`` said "wrote 1 files"."""
    from cardgen.commands._common import counted

    assert main(["export", "pyramidion", "--for", "pdf-cards", "-o", str(tmp_path / "o")]) == 0
    assert capsys.readouterr().out == f"wrote 1 file to {tmp_path / 'o'}\n"
    assert [counted(n, "SVG file") for n in (0, 1, 2)] == ["0 SVG files", "1 SVG file",
                                                            "2 SVG files"]  # fmt: skip
