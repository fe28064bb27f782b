"""Files a print shop takes: ``cardgen export GAME --for tgc|mpc|pdf-cards``.

Every card of every deck (quantities expanded, in the order of the content) is drawn
once as a page of a per-card PDF: the card plus its bleed, TrimBox = the card, BleedBox
= the page, each front followed by its back. That PDF is the ``pdf-cards`` output (the
form DriveThruCards-style print-on-demand services take; 1/8 in bleed). It also holds
double-faced tiles (Web's network cards): a shaped card's page is its bounding box plus
bleed, its TrimBox that bounding box, the face clipped to its shape (the back as seen
from behind); the shop cuts the shape with a die. For The Game Crafter and
MakePlayingCards the same vector pages are rasterised with PDFium (``pypdfium2``) at 300
dpi to the shop's exact pixel size, one PNG per face, named so that each shop's uploader
pairs them: ``<deck>/<nnn>-front.png`` and ``<deck>/<nnn>-back.png``, plus ``cards.csv``
listing which card each number is. A deck whose cards all show its common back gets
that back once, ``<deck>/back.png`` (shops take one back for such a deck: Pyramidion's
65 character cards wrote 65 identical backs).

Shop sizes (a card drawn at the shop's trim size; decks within 1 mm of it qualify):
    * The Game Crafter, poker card: 2.5 × 3.5 in trim, 1/8 in bleed = 825 × 1125 px.
    * MakePlayingCards, poker size: 822 × 1122 px at 300 dpi (2.5 × 3.5 in trim,
      36 px bleed per side), from their image FAQ (makeplayingcards.com/faq-photo.aspx).
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from reportlab.lib.units import mm

from cardgen.errors import UserError
from cardgen.press import layout as L
from cardgen.press.atomic import atomic_write
from cardgen.press.facecache import FaceCache
from cardgen.press.options import PrintOptions
from cardgen.press.writer import PdfWriter

INCH = 25.4


@dataclass(frozen=True)
class Product:
    name: str
    trim: tuple[float, float]
    """Card size (mm)."""
    bleed: float
    """Per side (mm)."""
    dpi: int
    pixels: tuple[int, int]
    """The image size the shop asks for, bleed included."""


POKER = (63.5, 88.9)
"""2.5 × 3.5 in."""
SHOPS: dict[str, tuple[str, tuple[Product, ...]]] = {
    "tgc": ("The Game Crafter", (Product("poker", POKER, INCH / 8, 300, (825, 1125)),)),
    "mpc": ("MakePlayingCards", (Product("poker", POKER, 36 / 300 * INCH, 300, (822, 1122)),)),
}
TARGETS = (*SHOPS, "pdf-cards")
PDF_BLEED = INCH / 8
MATCH = 1.0
"""A deck fits a product when its size is within this many mm of the product's trim."""


@dataclass(frozen=True)
class Card:
    number: int
    """1-based, within its deck."""
    component: object
    item: object
    size: tuple[float, float]
    cells: tuple[str, ...] | None = None
    """A shaped card's squares (its size is their bounding box); None for a rectangle."""


def decks(game) -> list:
    """The rectangular card decks: what the shops print."""
    return [c for c in game.components if c.kind == "deck" and c.shape == "rect"]


def pdf_card_components(game) -> list:
    """What ``pdf-cards`` holds: the rectangular decks, and tiles with two printed faces
    (every item a back of its own: cards in play, like Web's network cards)."""
    return [
        c
        for c in game.components
        if (c.kind == "deck" and c.shape == "rect")
        or (c.kind == "tiles" and c.items and all(it.back is not None for it in c.items))
    ]


def common_back(comp) -> bool:
    """Every card of ``comp`` shows its common back (no item has a back of its own)."""
    return comp.back is not None and all(it.back is None for it in comp.items)


def plan_cards(game, target: str) -> list[Card]:
    """Every card copy to export, drawn at the size the target takes."""
    cards: list[Card] = []
    found = pdf_card_components(game) if target == "pdf-cards" else decks(game)
    if not found:
        raise UserError(f"{game.id} has no card decks for a print shop; print it with"
                        " `cardgen print`")  # fmt: skip
    for comp in found:
        size = (comp.size.width, comp.size.height) if comp.size is not None else (0.0, 0.0)
        if target in SHOPS:
            shop, products = SHOPS[target]
            product = _product(size, products)
            if product is None:
                raise UserError(
                    f"{game.id}: {comp.id} ({size[0]:g} × {size[1]:g} mm) matches no card"
                    f" size of {shop} that we know; use --for pdf-cards"
                )
            size = product.trim
        number = 0
        for item in comp.items:
            cells = None
            if comp.shape == "polyomino":
                cells = item.cells or ("X",)
                size = L.piece_size(cells, comp.cell_mm or 20.0)
            for _ in range(max(0, int(item.quantity))):
                number += 1
                cards.append(Card(number, comp, item, size, cells))
    return cards


def _product(size, products) -> Product | None:
    for product in products:
        if all(abs(a - b) <= MATCH for a, b in zip(size, product.trim, strict=True)):
            return product
    return None


def cards_pdf(game, lang: str, cards: list[Card], bleed: float) -> bytes:
    """One page per face: each card's front, then its back (the common back when it has
    none of its own). TrimBox is the card, BleedBox (and the page) the card plus bleed."""
    writer = PdfWriter(game, PrintOptions(lang=lang, bleed=min(bleed, L.MAX_BLEED)),
                     FaceCache())  # fmt: skip
    c = writer.c
    for card in cards:
        w, h = card.size
        comp = card.component
        piece = L.Piece(f"{comp.id}/{card.item.id}", w, h, comp.shape, card.cells,
                        comp.cell_mm, card.item, comp)  # fmt: skip
        for side in ("front", "back"):
            # a shaped back is seen from behind: its squares mirrored
            name = writer._form(comp, piece, side, bleed, side == "back")
            c.setPageSize(((w + 2 * bleed) * mm, (h + 2 * bleed) * mm))
            c.setTrimBox(tuple(round(v * mm, 3) for v in (bleed, bleed, w + bleed, h + bleed)))
            c.setBleedBox(tuple(round(v * mm, 3) for v in (0, 0, w + 2 * bleed, h + 2 * bleed)))
            if name is not None:
                c.doForm(name)
            c.showPage()
    return writer.finish()


def _png(page, product: Product) -> bytes:
    # product.dpi / 72, made to land on the exact pixel count (PDFium rounds the bitmap
    # size up: 69.85 mm is 198.00000000000003 pt)
    width_pt, height_pt = page.get_size()
    px_w, px_h = product.pixels
    bitmap = page.render(scale=min((px_w - 1e-6) / width_pt, (px_h - 1e-6) / height_pt))
    image = bitmap.to_pil().convert("RGB")
    if image.size != product.pixels:
        raise RuntimeError(f"rendered {image.size}, the shop wants {product.pixels}")
    out = io.BytesIO()
    image.save(out, format="PNG", dpi=(product.dpi, product.dpi))
    return out.getvalue()


def export(game, lang: str, target: str, out_dir: Path) -> list[Path]:
    """Write the target's files into ``out_dir``; returns the paths written."""
    if target not in TARGETS:
        raise UserError(f"unknown print shop {target!r} (use {', '.join(TARGETS)})")
    out_dir = Path(out_dir)
    if out_dir.exists() and not out_dir.is_dir():
        raise UserError(f"{out_dir} is a file; give a folder for the exported files")
    cards = plan_cards(game, target)
    if target == "pdf-cards":
        path = out_dir / f"{game.id}-{lang}-cards.pdf"
        atomic_write(path, cards_pdf(game, lang, cards, PDF_BLEED))
        return [path]
    import pypdfium2 as pdfium

    product = _product(POKER, SHOPS[target][1])
    assert product is not None
    pdf = pdfium.PdfDocument(cards_pdf(game, lang, cards, product.bleed))
    written: list[Path] = []
    rows = [("number", "deck", "card", "front", "back")]
    shared: dict[str, str] = {}  # deck -> its one back image
    try:
        for i, card in enumerate(cards):
            deck = card.component.id
            front = f"{deck}/{card.number:03d}-front.png"
            back = f"{deck}/back.png" if common_back(card.component) else front[:-9] + "back.png"
            pending = [(front, 2 * i)]
            if back != shared.get(deck):
                pending.append((back, 2 * i + 1))
                if common_back(card.component):
                    shared[deck] = back
            for rel, index in pending:
                atomic_write(out_dir / rel, _png(pdf[index], product))
                written.append(out_dir / rel)
            rows.append((str(card.number), deck, card.item.id, front, back))
    finally:
        pdf.close()
    for deck in shared:  # per-card backs an earlier export wrote for a deck of one back
        for stale in sorted((out_dir / deck).glob("[0-9][0-9][0-9]-back.png")):
            if stale not in written:
                stale.unlink()
    text = io.StringIO()
    csv.writer(text, lineterminator="\n").writerows(rows)
    atomic_write(out_dir / "cards.csv", text.getvalue().encode("utf-8"))
    written.append(out_dir / "cards.csv")
    return written
