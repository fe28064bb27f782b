"""Print-and-play PDFs: calibration page, imposed fronts and backs, cut guides.

:func:`render_pdf(game, options) -> bytes` and :func:`write_pdf(game, options, path)`
(atomic: temp file + ``os.replace``). Page order: the calibration page (plus its back
in duplex mode), then per component its sheets, each front page directly followed by its
back page (duplex) — a sheet without backs gets a marked blank back page so that later
sheets stay in step. ``duplex="none"`` prints fronts only; ``layout="fold"`` puts the
backs on the same page.

Components without any back (no common back, no item back; not ``sheet`` components)
share sheets in the grid and spaced layouts: their pieces are packed together, in the
order of the file, onto common sheets (:func:`cardgen.press.layout.pack_mixed`) that
take the place of the first of them. Each piece carries its component
(:attr:`cardgen.press.layout.Piece.component`), so a page may hold several.

Every distinct face is drawn once into a PDF Form XObject and placed with ``doForm`` for
each copy (fast, small files). Each page carries TrimBox (the trim of everything on it)
and BleedBox; the document has title, language, creator, ``PrintScaling=None`` and the
duplex mode. reportlab runs with ``invariant=1`` and all names are counters, so identical
input gives byte-identical files.
"""

from __future__ import annotations

import contextlib
import io
import json
import math
import os
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

from reportlab import rl_config
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as rl_canvas

from cardgen import __version__
from cardgen.errors import UserError
from cardgen.press import layout as L
from cardgen.press.contents import draw_contents
from cardgen.press.facecache import FaceCache
from cardgen.render.canvas import circle_commands, polyomino_commands
from cardgen.render.fonts import REGULAR, register_fonts
from cardgen.render.pdf import PdfCanvas, face_matrix, form_resources

LANGS = ("en", "de", "nl", "it")
OUTLINE_GROW = 0.35
"""The cut outline of a packed piece runs this far (mm) outside its trim, in its bleed:
with its white underlay (0.45 mm wide) no ink of it lies on the trim line or inside,
so a cut along its inner edge leaves no dark rim on the piece."""
TOKEN_PAD = 0.0


@cache
def strings() -> dict[str, dict[str, str]]:
    return json.loads((Path(__file__).parent / "strings.json").read_text("utf-8"))


def tr(key: str, lang: str) -> str:
    return strings()[key][lang]


@dataclass(frozen=True)
class PrintOptions:
    lang: str = "en"
    paper: str = "a4"
    layout: str = "grid"
    bleed: float = 3.0
    duplex: str = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)
    low_ink: bool = False
    cards: tuple[str, ...] | None = None
    """Item ids to print (None = everything)."""
    cut_lines: bool = False
    mark_length: float = L.MARK_LENGTH
    mark_offset: float | None = None
    """Gap between the bleed edge and a crop mark (default 1 mm). Marks shrink (offset
    first, then length, down to 2 mm) to stay 4 mm from the paper edge; see
    :func:`cardgen.press.layout.mark_fit` and :func:`cardgen.press.layout.plan_grid`."""

    def marks(self) -> tuple[float, float]:
        offset = self.mark_offset if self.mark_offset is not None else L.MARK_OFFSET
        return (offset, self.mark_length)

    def check(self) -> None:
        if self.lang not in LANGS:
            raise UserError(f"unknown language {self.lang!r} (use one of {', '.join(LANGS)})")
        if self.paper not in L.PAPERS:
            raise UserError(f"unknown paper {self.paper!r} (use one of {', '.join(L.PAPERS)})")
        if self.layout not in L.LAYOUTS:
            raise UserError(f"unknown layout {self.layout!r} (use {', '.join(L.LAYOUTS)})")
        if self.duplex not in L.DUPLEX:
            raise UserError(f"unknown duplex mode {self.duplex!r} (use {', '.join(L.DUPLEX)})")
        if not 0.0 <= self.bleed <= L.MAX_BLEED + 1e-9:
            raise UserError(f"bleed must be between 0 and {L.MAX_BLEED} mm, not {self.bleed:g}")
        if any(abs(v) > 20 for v in self.back_offset):
            raise UserError("back offset must be within ±20 mm in x and y")
        if self.mark_length < 0 or (self.mark_offset is not None and self.mark_offset < 0):
            raise UserError("crop mark length and offset must not be negative")


@dataclass
class Page:
    kind: str  # calibration | calibration-back | contents | front | back | blank
    paper: tuple[float, float]
    slots: list[L.Slot] = field(default_factory=list)
    """What is placed on the page; each slot's piece knows its item and component."""
    sheet: L.Sheet | None = None
    side: str = "front"


def _face_for(item, component, side: str):
    if side == "front":
        return item.front
    return item.back if item.back is not None else component.back


def _select(game, options: PrintOptions):
    """(component, [items]) pairs after ``--cards``; unknown ids are a UserError."""
    wanted = set(options.cards) if options.cards is not None else None
    if wanted is not None:
        known = {it.id for c in game.components for it in c.items}
        unknown = sorted(wanted - known)
        if unknown:
            raise UserError(f"{game.id}: no card with id {', '.join(unknown)}")
    out = []
    for comp in game.components:
        items = [it for it in comp.items if wanted is None or it.id in wanted]
        if items:
            out.append((comp, items))
    return out


def _pieces(comp, items, single_sided: bool = False) -> list[L.Piece]:
    """Every copy to print, in item order. ``single_sided``: an item with a back of its
    own (a double-faced piece: both faces hold game information) gets a second piece,
    that back printed as a front; a common back is left out."""
    pieces = []
    for item in items:
        if comp.shape == "polyomino":
            cells = item.cells or ("X",)
            w, h = L.piece_size(cells, comp.cell_mm or 20.0)
            piece = L.Piece(f"{comp.id}/{item.id}", w, h, "polyomino", cells, comp.cell_mm, item,
                            comp)  # fmt: skip
        else:
            size = comp.size
            piece = L.Piece(f"{comp.id}/{item.id}", size.width, size.height, comp.shape, None,
                            None, item, comp)  # fmt: skip
        copies = max(0, int(item.quantity))
        pieces.extend([piece] * copies)
        if single_sided and item.back is not None:
            back = replace(piece, key=f"{piece.key}#back", cells=L.mirror_cells(piece.cells),
                           side="back")  # fmt: skip
            pieces.extend([back] * copies)
    return pieces


def _single_sided(options: PrintOptions) -> bool:
    return options.duplex == "none" and options.layout != "fold"


def _has_backs(comp, items) -> bool:
    return comp.back is not None or any(it.back is not None for it in items)


def _groups(selected, options: PrintOptions) -> list[list[tuple]]:
    """The selected (component, items) pairs in print order, grouped by sheets: a group
    of one prints on sheets of its own; every back-less component with pieces (not a
    ``sheet``) joins the one shared group, which prints where the first of them is."""
    groups: list[list[tuple]] = []
    shared: list[tuple] | None = None
    for comp, items in selected:
        if (
            comp.kind != "sheet"
            and not _has_backs(comp, items)
            and any(int(it.quantity) > 0 for it in items)
        ):
            if shared is None:
                shared = []
                groups.append(shared)
            shared.append((comp, items))
        else:
            groups.append([(comp, items)])
    return groups


def _own_sheets(game, comp, items, options: PrintOptions) -> list[L.Sheet]:
    """The sheets of one component printed on its own."""
    paper = L.PAPERS[options.paper]
    if comp.kind == "sheet":
        return _sheet_pages(comp, items, paper)
    pieces = _pieces(comp, items, _single_sided(options))
    if not pieces:
        return []
    sizes = {(p.w, p.h) for p in pieces}
    try:
        if comp.shape == "rect" and len(sizes) == 1:
            plan = L.plan_grid(paper, pieces[0].w, pieces[0].h, options.bleed,
                               options.layout, options.marks())  # fmt: skip
            if plan is None:
                raise L.TooLarge(pieces[0])
            sheets = L.impose_grid(pieces, plan, options.bleed, options.layout)
            if options.layout == "fold":
                for s in sheets:
                    s.fold_x = s.paper[0] / 2
            return sheets
        return L.pack_shaped(pieces, paper, options.bleed, options.layout == "fold")
    except L.TooLarge as e:
        raise _too_large(game, e.piece, options) from None


def _deck_plan(comp, items, options: PrintOptions) -> L.GridPlan | None:
    """The grid of a deck whose last part-filled sheet may join other decks' (cards of one
    size with backs, not in the fold layout), else None."""
    if options.layout == "fold" or comp.kind == "sheet" or comp.shape != "rect":
        return None
    if not _has_backs(comp, items):
        return None
    pieces = _pieces(comp, items, _single_sided(options))
    if not pieces or len({(p.w, p.h) for p in pieces}) != 1:
        return None
    return L.plan_grid(L.PAPERS[options.paper], pieces[0].w, pieces[0].h, options.bleed,
                       options.layout, options.marks())  # fmt: skip


def _all_sheets(game, groups: list[list[tuple]], options: PrintOptions) -> list[L.Sheet]:
    """Every sheet in print order. Decks of one card size pool the cards of their last,
    part-filled sheets where that saves paper: the pooled sheets print after the last of
    those decks (each card keeps its own back, at its mirrored place)."""
    paper = L.PAPERS[options.paper]
    plans = [_deck_plan(*group[0], options) if len(group) == 1 else None for group in groups]
    single = _single_sided(options)
    decks = {i: _pieces(*groups[i][0], single) for i, plan in enumerate(plans) if plan is not None}
    rests: dict[tuple[float, float], list[int]] = {}
    for i, pieces in decks.items():
        if len(pieces) % plans[i].per_sheet:
            rests.setdefault((pieces[0].w, pieces[0].h), []).append(i)
    pooled: dict[int, list[L.Piece]] = {}  # deck -> the pool its last cards join
    last_of_pool: dict[int, list[L.Piece]] = {}  # last deck of a pool -> that pool
    for members in rests.values():
        per_sheet = plans[members[0]].per_sheet
        rest = sum(len(decks[i]) % per_sheet for i in members)
        if len(members) > 1 and math.ceil(rest / per_sheet) < len(members):
            pool: list[L.Piece] = []
            pooled.update((i, pool) for i in members)
            last_of_pool[members[-1]] = pool
    sheets: list[L.Sheet] = []
    for index, group in enumerate(groups):
        if index in pooled:
            plan, pieces = plans[index], decks[index]
            full = len(pieces) - len(pieces) % plan.per_sheet
            if full:
                sheets.extend(L.impose_grid(pieces[:full], plan, options.bleed, options.layout))
            pooled[index].extend(pieces[full:])
            if index in last_of_pool:
                pool = last_of_pool[index]
                sheets.extend(L.impose_grid(pool, plan, options.bleed, options.layout))
        elif len(group) == 1:
            sheets.extend(_own_sheets(game, *group[0], options))
        else:
            try:
                parts = [_pieces(c, items, _single_sided(options)) for c, items in group]
                marks = options.marks()
                # (fold: pieces without backs need no fold; they go butted as in grid)
                layout = "grid" if options.layout == "fold" else options.layout
                sheets.extend(L.pack_mixed(parts, paper, options.bleed, layout, marks))
            except L.TooLarge as e:
                raise _too_large(game, e.piece, options) from None
    return sheets


def _too_large(game, piece: L.Piece, options: PrintOptions) -> UserError:
    return UserError(
        f"{game.id}: {piece.component.id} ({piece.w:g} × {piece.h:g} mm) does not fit on"
        f" {options.paper} paper with {options.bleed:g} mm bleed"
    )


def plan_pages(game, options: PrintOptions) -> list[Page]:
    """Every page of the file, in order (no drawing)."""
    options.check()
    paper = L.PAPERS[options.paper]
    portrait = L.orientations(paper)[0]
    pages = [Page("calibration", portrait)]
    duplex = options.layout != "fold" and options.duplex != "none"
    if duplex:  # (the contents list goes on the calibration page's back)
        pages.append(Page("calibration-back", portrait, side="back"))
    else:
        pages.append(Page("contents", portrait))
    for sheet in _all_sheets(game, _groups(_select(game, options), options), options):
        front = Page("front", sheet.paper, list(sheet.fronts), sheet)
        pages.append(front)
        if options.layout == "fold":
            # (a sheet component's back is not folded onto its page)
            for slot in sheet.fronts:
                if slot.piece.component.kind != "sheet" and _back_of(slot) is not None:
                    sheet.backs.append(L.back_slot(slot, sheet.paper, "vertical"))
            front.slots.extend(sheet.backs)
        elif duplex:
            axis = L.flip_axis(sheet.paper, options.duplex)
            offset = L.sheet_offset(sheet.paper, options.back_offset)
            backs = [
                L.back_slot(s, sheet.paper, axis, offset)
                for s in sheet.fronts
                if _back_of(s) is not None
            ]
            sheet.backs = backs
            kind = "back" if backs else "blank"
            pages.append(Page(kind, sheet.paper, backs, sheet, side="back"))
    return pages


BLANK_BAND = (2.5, 20.0)
"""Least and most width (mm) of the strip that takes the "left blank" line."""


def _widest_gap(taken, end: float) -> tuple[float, float] | None:
    best: tuple[float, float] | None = None
    start = L.UNPRINTED
    for a, b in [*sorted(taken), (end - L.UNPRINTED, end)]:
        if a - start > (best[1] - best[0] if best else 0.0):
            best = (start, a)
        start = max(start, b)
    return best


def blank_band(page: Page, duplex: str) -> tuple[str, float, float] | None:
    """Where the "left blank on purpose" line goes on a blank back page: the widest strip
    across (``"across"``, y0, y1) or, failing that, along the page (``"along"``, x0, x1)
    that lies behind no piece of the front and outside the unprinted edge, at most 20 mm
    wide and centred in it; None if no strip is 2.5 mm wide (a 5 pt line)."""
    pw, ph = page.paper
    horizontal = L.flip_axis(page.paper, duplex) == "horizontal"
    fronts = page.sheet.fronts if page.sheet is not None else []
    rows, cols = [], []
    for slot in fronts:
        x0, y0, x1, y1 = slot.clip
        rows.append((ph - y1, ph - y0) if horizontal else (y0, y1))
        cols.append((x0, x1) if horizontal else (pw - x1, pw - x0))
    gaps = [("across", _widest_gap(rows, ph)), ("along", _widest_gap(cols, pw))]
    gaps = [(d, g) for d, g in gaps if g is not None and g[1] - g[0] >= BLANK_BAND[0]]
    if gaps:
        # across the page when that is comfortable (8 mm), else the wider strip
        roomy = [(d, g) for d, g in gaps if d == "across" and g[1] - g[0] >= 8.0]
        direction, gap = roomy[0] if roomy else max(gaps, key=lambda dg: dg[1][1] - dg[1][0])
        middle = (gap[0] + gap[1]) / 2
        half = min(gap[1] - gap[0], BLANK_BAND[1]) / 2
        return (direction, middle - half, middle + half)
    return None


def _back_of(slot: L.Slot):
    """The back face of a placed piece (None: it has none)."""
    return _face_for(slot.piece.ref, slot.piece.component, "back")


def _sheet_pages(comp, items, paper) -> list[L.Sheet]:
    """``sheet`` components: one face per page, centred, in the orientation it fits."""
    sheets = []
    for item in items:
        for _ in range(max(0, int(item.quantity))):
            if comp.size is not None:
                w, h = comp.size.width, comp.size.height
                orient = next(
                    (o for o in L.orientations(paper)
                     if w <= o[0] - 2 * L.MARGIN and h <= o[1] - 2 * L.MARGIN),
                    None,
                )  # fmt: skip
                if orient is None:
                    raise UserError(f"{comp.id} ({w:g} × {h:g} mm) does not fit on the paper")
            else:
                orient = L.orientations(paper)[0]
                w, h = orient[0] - 20.0, orient[1] - 20.0
            x, y = (orient[0] - w) / 2, (orient[1] - h) / 2
            piece = L.Piece(f"{comp.id}/{item.id}", w, h, "rect", None, None, item, comp)
            sheet = L.Sheet(orient)
            sheet.fronts.append(L.Slot(piece, x, y, (x, y, x + w, y + h)))
            sheets.append(sheet)
    return sheets


_ENV_LOCK = threading.Lock()


@contextlib.contextmanager
def _no_source_date_epoch():
    """reportlab dates the file (and seeds its ID) from ``SOURCE_DATE_EPOCH`` when set,
    even in invariant mode: the same input must give the same bytes in any environment,
    so the variable is out of sight while the document starts (that is when it is read)."""
    with _ENV_LOCK:
        saved = os.environ.pop("SOURCE_DATE_EPOCH", None)
        try:
            yield
        finally:
            if saved is not None:
                os.environ["SOURCE_DATE_EPOCH"] = saved


class _Writer:
    def __init__(self, game, options: PrintOptions, cache: FaceCache | None = None) -> None:
        register_fonts()
        self.game = game
        self.o = options
        self.cache = cache if cache is not None else FaceCache()
        self.buf = io.BytesIO()
        # initialFontName: a TrueType font, so reportlab's page preamble does not select
        # (and the file does not list) Helvetica, a font no page uses.
        with _no_source_date_epoch():
            c = rl_canvas.Canvas(self.buf, invariant=1, pageCompression=1, lang=options.lang,
                                 initialFontName=REGULAR)  # fmt: skip
        name = game.name.get(options.lang)
        c.setTitle(f"{name} — {tr('title', options.lang)}")
        c.setAuthor("cardgen")
        c.setCreator(f"cardgen {__version__}")
        c.setSubject(f"{game.id} {options.lang} {options.paper} {options.layout}")
        c.setViewerPreference("PrintScaling", "None")
        c.setViewerPreference(
            "Duplex",
            {"long": "DuplexFlipLongEdge", "short": "DuplexFlipShortEdge"}.get(
                options.duplex if options.layout != "fold" else "none", "Simplex"
            ),
        )
        self.c = c
        self.forms: dict[tuple, str] = {}
        self.pages: list[Page] = []

    # -- faces --------------------------------------------------------------------------
    def _form(self, comp, piece: L.Piece, side: str, bleed: float, mirrored: bool):
        item = piece.ref
        face = _face_for(item, comp, side)
        if face is None:
            return None
        common = side == "back" and item.back is None
        # A common back is drawn once per component (per shape for polyominoes).
        shared = common and comp.shape != "polyomino"
        key = (comp.id, None if shared else item.id, side)
        name = self.forms.get(key)
        if name is not None:
            return name
        label = "".join(ch if ch.isalnum() else "-" for ch in (key[1] or "common"))[:40]
        name = f"Face{len(self.forms) + 1}.{side}.{label}"
        self.forms[key] = name
        cells = piece.cells
        if cells is not None and mirrored:
            cells = L.mirror_cells(cells)
        b = bleed
        content = self.cache.pdf(
            self.game,
            comp,
            face,
            None if common else item,
            side=side,
            lang=self.o.lang,
            size=(piece.w, piece.h),
            bleed=b,
            low_ink=self.o.low_ink,
            cells=cells,
        )
        c = self.c
        c.beginForm(name, 0, 0, (piece.w + 2 * b) * mm, (piece.h + 2 * b) * mm)
        c.saveState()
        matrix = face_matrix(b * mm, (piece.h + b) * mm)
        c.transform(*matrix)
        patterns = content.emit(c, matrix)
        c.restoreState()
        if patterns:
            c.endForm(Resources=form_resources(patterns))
        else:
            c.endForm()
        return name

    def _place(self, page: Page, slot: L.Slot, side: str) -> None:
        comp = slot.piece.component
        if slot.piece.side == "back":  # a second face printed single-sided
            side = "back"
        bleed = self.o.bleed if comp.kind != "sheet" else 0.0
        name = self._form(comp, slot.piece, side, bleed, slot.mirrored_cells)
        if name is None:
            return
        c = self.c
        ph = page.paper[1]
        w, h = slot.piece.w, slot.piece.h
        b = bleed
        c.saveState()
        x0, y0, x1, y1 = slot.clip
        if self.o.layout in ("grid", "fold") and comp.shape == "rect":
            p = c.beginPath()
            p.rect(x0 * mm, (ph - y1) * mm, (x1 - x0) * mm, (y1 - y0) * mm)
            c.clipPath(p, stroke=0, fill=0)
        if slot.rotated:
            c.translate((slot.x + w + b) * mm, (ph - slot.y + b) * mm)
            c.rotate(180)
        else:
            c.translate((slot.x - b) * mm, (ph - slot.y - h - b) * mm)
        c.doForm(name)
        c.restoreState()

    # -- pages --------------------------------------------------------------------------
    def page(self, page: Page) -> None:
        c = self.c
        pw, ph = page.paper
        media_w, media_h = L.page_size(page.paper)
        c.setPageSize((media_w * mm, media_h * mm))
        slots = page.slots
        if slots:
            tx0 = min(s.x for s in slots)
            ty0 = min(s.y for s in slots)
            tx1 = max(s.x + s.piece.w for s in slots)
            ty1 = max(s.y + s.piece.h for s in slots)
            bx0 = max(0.0, min(s.clip[0] for s in slots))
            by0 = max(0.0, min(s.clip[1] for s in slots))
            bx1 = min(pw, max(s.clip[2] for s in slots))
            by1 = min(ph, max(s.clip[3] for s in slots))
        else:
            tx0, ty0, tx1, ty1 = 0.0, 0.0, pw, ph
            bx0, by0, bx1, by1 = tx0, ty0, tx1, ty1
        c.setTrimBox(_box(*L.to_page((tx0, ty0, tx1, ty1), page.paper), media_h))
        c.setBleedBox(_box(*L.to_page((bx0, by0, bx1, by1), page.paper), media_h))
        c.saveState()
        if L.turned(page.paper):  # sheet point (x, y) → page point (H - y, x): L.turned
            c.transform(0, -1, 1, 0, 0, pw * mm)
        if page.kind in ("calibration", "calibration-back"):
            from cardgen.press.calibration import back_target_position, draw_calibration

            pc = self._page_canvas(page)
            draw_calibration(pc, self.game, self.o, page.kind)
            if page.kind == "calibration-back":  # the contents, clear of the scale
                _tx, ty = back_target_position(page.paper, self.o.duplex, self.o.back_offset)
                top, bottom = (20.0, ty - 20.0) if ty > ph / 2 else (ty + 32.0, ph - 20.0)
                draw_contents(pc, self.pages, self.o, top, bottom)
        elif page.kind == "contents":
            draw_contents(self._page_canvas(page), self.pages, self.o, 20.0, ph - 20.0)
        elif page.kind == "blank":
            band = blank_band(page, self.o.duplex)
            if band is not None:
                direction, a, b = band
                pc = self._page_canvas(page)
                if direction == "along":  # a strip down the page: the line turned
                    c.translate((a + b) / 2, ph / 2)
                    c.rotate(-90)
                    length, x, y = ph - 40, -(ph - 40) / 2, -(b - a) / 2
                else:
                    length, x, y = pw - 40, 20.0, a
                pc.text(tr("blank", self.o.lang), x, y, length, b - a, size_pt=9,
                        min_size_pt=5, align="center", valign="middle", color="#888888",
                        overflow="clip")  # fmt: skip
        else:
            n_front = len(page.sheet.fronts) if page.kind == "front" else 0
            for i, slot in enumerate(slots):
                side = "front" if page.kind == "front" and i < n_front else "back"
                self._place(page, slot, side)
            if page.kind == "front":
                self._guides(page)
        c.restoreState()
        c.showPage()

    def _page_canvas(self, page: Page) -> PdfCanvas:
        pw, ph = page.paper
        c = self.c
        c.transform(*face_matrix(0.0, ph * mm))
        return PdfCanvas(c, pw, ph, 0.0, low_ink=self.o.low_ink, lang=self.o.lang)

    def _guides(self, page: Page) -> None:
        """Cut guides: the outline of every packed piece, crop marks (and, if asked for,
        cut lines) around every block; a fold line. One-per-page sheets get none."""
        sheet = page.sheet
        c = self.c
        c.saveState()
        pc = self._page_canvas(page)
        ph = page.paper[1]
        b = self.o.bleed
        g = OUTLINE_GROW
        for slot in sheet.fronts:
            if not slot.outline:
                continue
            if slot.piece.shape == "polyomino":
                cells = L.turn_cells(slot.piece.cells) if slot.rotated else slot.piece.cells
                cmds = polyomino_commands(cells, slot.piece.cell_mm or 20.0, g, slot.x,
                                          slot.y)  # fmt: skip
            elif slot.piece.shape == "round":
                r = min(slot.piece.w, slot.piece.h) / 2
                cmds = circle_commands(slot.x + r, slot.y + r, r + g)
            else:
                x, y, w, h = slot.x - g, slot.y - g, slot.piece.w + 2 * g, slot.piece.h + 2 * g
                cmds = [("M", x, y), ("L", x + w, y), ("L", x + w, y + h), ("L", x, y + h),
                        ("Z",)]  # fmt: skip
            pc.path(cmds, stroke="#ffffff", stroke_width=0.45)
            pc.path(cmds, stroke="#000000", stroke_width=0.18)
        for block in sheet.blocks:
            # Marks go beyond the block's bleed, per side as room allows, never closer
            # than L.UNPRINTED to the paper edge (nor beyond the room kept for them).
            segments = L.crop_marks(block, page.paper, b, self.o.marks(), sheet.fold_x)
            for (x1, y1), (x2, y2) in segments:
                pc.line(x1, y1, x2, y2, stroke="#ffffff", stroke_width=0.5)
            for (x1, y1), (x2, y2) in segments:
                pc.line(x1, y1, x2, y2, stroke="#000000", stroke_width=0.2)
            if self.o.cut_lines:
                # Full-length lines, also kept out of the unprintable strip at the edge.
                for (x1, y1), (x2, y2) in L.cut_lines(block, page.paper, sheet.fold_x):
                    pc.line(x1, y1, x2, y2, stroke="#ffffff", stroke_width=0.35)
                    pc.line(x1, y1, x2, y2, stroke="#000000", stroke_width=0.12,
                            dash=(2.0, 1.0))  # fmt: skip
        if sheet.fold_x is not None:
            fx = sheet.fold_x
            top = L.UNPRINTED + 4.0
            pc.line(fx, top, fx, ph - L.UNPRINTED, stroke="#777777", stroke_width=0.25,
                    dash=(3.0, 2.0))  # fmt: skip
            pc.text(tr("fold_label", self.o.lang), fx - 15, L.UNPRINTED, 30, 3.5, size_pt=6,
                    align="center", color="#777777", overflow="clip")  # fmt: skip
        c.restoreState()

    def finish(self) -> bytes:
        # Streams are Flate-compressed; reportlab would add ASCII85 on top (+25 % bytes
        # and slow pure-Python encoding) for 7-bit-clean files, which nobody needs.
        old = rl_config.useA85
        rl_config.useA85 = 0
        try:
            self.c.save()
        finally:
            rl_config.useA85 = old
        return self.buf.getvalue()


def _box(x0: float, y0: float, x1: float, y1: float, ph: float) -> tuple[float, ...]:
    """Page-mm box (y down) → PDF points (y up), rounded so files stay stable."""
    return (
        round(x0 * mm, 3),
        round((ph - y1) * mm, 3),
        round(x1 * mm, 3),
        round((ph - y0) * mm, 3),
    )


def render_pdf(game, options: PrintOptions, cache: FaceCache | None = None) -> bytes:
    """The print file's bytes. ``cache`` shares drawn faces with other files of the same
    game and language (see :class:`~cardgen.press.facecache.FaceCache`)."""
    pages = plan_pages(game, options)
    writer = _Writer(game, options, cache)
    writer.pages = pages
    for page in pages:
        writer.page(page)
    return writer.finish()


@cache
def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` via a temporary file in the same folder.

    A path that cannot be written (a read-only folder, a parent that is a file, a name
    too long) is a :class:`UserError` naming ``path``, never the temporary file; the
    temporary name is kept short so that any name the file system takes works."""
    path = Path(path)
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name[:32]}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes 0600; give the usual mode
        os.replace(tmp, path)
    except BaseException as error:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        if isinstance(error, OSError):
            reason = error.strerror or type(error).__name__
            raise UserError(f"cannot write {path}: {reason}") from None
        raise


def write_pdf(game, options: PrintOptions, path: Path, cache: FaceCache | None = None) -> Path:
    atomic_write(path, render_pdf(game, options, cache))
    return Path(path)


def page_kinds(game, options: PrintOptions) -> Sequence[str]:
    return [p.kind for p in plan_pages(game, options)]
