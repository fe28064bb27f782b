"""The PDF writer: draws planned pages (:mod:`cardgen.press.planning`) with reportlab —
each distinct face once as a Form XObject placed for every copy, the calibration,
contents and blank pages, cut guides (outlines, crop marks, cut lines, fold line) — with
TrimBox/BleedBox per page and byte-identical output for identical input."""

from __future__ import annotations

import contextlib
import io
import os
import threading
from pathlib import Path

from reportlab import rl_config
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as rl_canvas

from cardgen import __version__
from cardgen.press import layout as L
from cardgen.press.blanknote import blank_note_box
from cardgen.press.contents import draw_contents
from cardgen.press.cutfiles import cut_folder, cut_name, needs_marks
from cardgen.press.facecache import FaceCache
from cardgen.press.options import PrintOptions
from cardgen.press.planning import Page, face_for
from cardgen.press.printplan import cutter_note
from cardgen.press.texts import tr
from cardgen.render.canvas import circle_commands, polyomino_commands
from cardgen.render.fonts import REGULAR, register_fonts
from cardgen.render.pdf import PdfCanvas, face_matrix, form_resources

OUTLINE_GROW = 0.35
"""The cut outline of a packed piece runs this far (mm) outside its trim, in its bleed:
with its white underlay (0.45 mm wide) no ink of it lies on the trim line or inside,
so a cut along its inner edge leaves no dark rim on the piece."""


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


class PdfWriter:
    """Draws the pages of one print file (:meth:`page`, in order) into a reportlab
    canvas; :meth:`finish` returns the file's bytes."""

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
        self.name = ""
        """The file's name (for the cut file pointer on a cutter's pages)."""
        self.hand_sheets = 0
        """A cutter's file: the sheets of pieces of the same file without registration
        marks (the contents page compares)."""
        self._pairs: dict[str, int] | None = None

    # -- faces --------------------------------------------------------------------------
    def _form(self, comp, piece: L.Piece, side: str, bleed: float, mirrored: bool):
        item = piece.ref
        face = face_for(item, comp, side)
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
            # (images a layout placed are in reportlab's list of the form's XObjects)
            images = c._doc.xobjDict(c._formsinuse) if c._formsinuse else None
            c.endForm(Resources=form_resources(patterns, images))
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
        if comp.shape == "rect":  # (butted cards show no bleed towards their neighbours)
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
        # Nothing within 4 mm of the paper edge, whatever the back offset shifts there
        # (the calibration page promises it; home printers can't print it anyway).
        edge = L.UNPRINTED
        clip = c.beginPath()
        clip.rect(edge * mm, edge * mm, (media_w - 2 * edge) * mm, (media_h - 2 * edge) * mm)
        c.clipPath(clip, stroke=0, fill=0)
        if (
            L.turned(page.paper) and page.kind != "blank"
        ):  # sheet point (x, y) → page point (H - y, x): L.turned
            c.transform(0, -1, 1, 0, 0, pw * mm)
        if page.kind in ("calibration", "calibration-back"):
            from cardgen.press.calibration import back_target_position, draw_calibration

            pc = self._page_canvas(page)
            draw_calibration(pc, self.game, self.o, page.kind)
            if page.kind == "calibration-back":  # the contents, clear of the scale
                _tx, ty = back_target_position(page.paper, self.o.duplex, self.o.back_offset)
                top, bottom = (20.0, ty - 20.0) if ty > ph / 2 else (ty + 32.0, ph - 20.0)
                draw_contents(pc, self.pages, self.o, top, bottom, self.game,
                              self._cutter_note())  # fmt: skip
        elif page.kind == "contents":
            draw_contents(self._page_canvas(page), self.pages, self.o, 20.0, ph - 20.0,
                          self.game, self._cutter_note())  # fmt: skip
        elif page.kind == "blank":
            self._blank_note(page, media_h)
        else:
            n_front = len(page.sheet.fronts) if page.kind == "front" else 0
            for i, slot in enumerate(slots):
                side = "front" if page.kind == "front" and i < n_front else "back"
                self._place(page, slot, side)
            if page.kind == "front":
                self._guides(page)
        c.restoreState()
        if self.o.cutter and needs_marks(page):
            self._registration(page)
        c.showPage()

    def _blank_note(self, page: Page, media_h: float) -> None:
        """The "left blank on purpose" note, where :func:`blank_note_box` puts it: drawn on
        the portrait page itself (never turned with a landscape sheet), upright or, in a
        column, read from the bottom up."""
        box = blank_note_box(page, self.o.duplex)
        if box is None:
            return
        c = self.c
        length, across = box.x1 - box.x0, box.y1 - box.y0
        if box.turned:
            length, across = across, length
            c.translate(box.x1 * mm, (media_h - box.y1) * mm)
            c.rotate(90)
            c.transform(*face_matrix(0.0, across * mm))
            x, y = 0.0, 0.0
        else:
            c.transform(*face_matrix(0.0, media_h * mm))
            x, y = box.x0, box.y0
        pc = PdfCanvas(c, length, across, 0.0, low_ink=self.o.low_ink, lang=self.o.lang)
        pc.text(tr("blank", self.o.lang), x, y, length, across, size_pt=9, min_size_pt=5,
                align="center", valign="middle", color="#888888", overflow="clip")  # fmt: skip

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
        for slot in sheet.fronts:
            number = self._pair_number(slot.piece)
            if number is not None:
                self._pairing_mark(pc, slot, number)
        if sheet.fold_x is not None:
            fx = sheet.fold_x
            top = L.UNPRINTED + 4.0
            pc.line(fx, top, fx, ph - L.UNPRINTED, stroke="#777777", stroke_width=0.25,
                    dash=(3.0, 2.0))  # fmt: skip
            pc.text(tr("fold_label", self.o.lang), fx - 15, L.UNPRINTED, 30, 3.5, size_pt=6,
                    align="center", color="#777777", overflow="clip")  # fmt: skip
        c.restoreState()

    def _cutter_note(self) -> str | None:
        """The print-and-cut note of the contents page (None: not a cutter's file)."""
        if not self.o.cutter:
            return None
        sheets = sum(needs_marks(page) for page in self.pages)
        folder = cut_folder(Path(self.name or "print.pdf")).name
        return cutter_note(self.o, sheets, self.hand_sheets, folder)

    def _registration(self, page: Page) -> None:
        """A cutting machine's registration marks (:func:`L.registration_marks`), drawn on
        the portrait page itself, black whatever the ink setting (the sensor looks for
        black), and a line at the foot naming the page's cut file and the marks' settings,
        in the middle of the bottom margin, well away from the marks."""
        c = self.c
        media_w, media_h = L.page_size(page.paper)
        marks = L.registration_marks((media_w, media_h))
        c.saveState()
        pc = self._page_canvas(Page("contents", (media_w, media_h)))
        x0, y0, x1, y1 = marks.square
        pc.rect(x0, y0, x1 - x0, y1 - y0, fill="#000000")
        for arm_end, corner, other_end in marks.corners:
            pc.path([("M", *arm_end), ("L", *corner), ("L", *other_end)], stroke="#000000",
                    stroke_width=marks.line)  # fmt: skip
        number = self.pages.index(page) + 1
        folder = cut_folder(Path(self.name or "print.pdf")).name
        name = f"{folder}/{cut_name(number, len(self.pages))}"
        text = tr("cut_file", self.o.lang).format(
            file=name, inset=f"{L.INSET:g}", length=f"{L.ARM:g}", line=f"{L.LINE:g}"
        )
        margin = L.INSET + L.KEEP_OUT + 15.0
        pc.text(text, margin, media_h - L.INSET + 1.5, media_w - 2 * margin, 2.8, size_pt=6,
                min_size_pt=4.5, align="center", color="#555555", overflow="clip")  # fmt: skip
        c.restoreState()

    def _pair_number(self, piece: L.Piece) -> int | None:
        """The number that pairs the two faces of a double-faced piece printed as two
        separate fronts (one too large to fold: see ``planning._folded``), counted in
        the order the file prints them; None for any other piece."""
        if self._pairs is None:
            keys: dict[str, None] = {}
            for page in self.pages:
                for slot in page.slots:
                    if slot.piece.side == "back":
                        keys.setdefault(slot.piece.key.removesuffix("#back"), None)
            self._pairs = {key: n for n, key in enumerate(keys, 1)}
        return self._pairs.get(piece.key.removesuffix("#back"))

    def _pairing_mark(self, pc: PdfCanvas, slot: L.Slot, number: int) -> None:
        """The pair's number, small, just above the piece's top left square (below its
        bottom right one when it is turned), in the bleed that is cut away."""
        piece = slot.piece
        cells = piece.cells or ("X",)
        step = piece.cell_mm or piece.w
        col = cells[0].index("X") if "X" in cells[0] else 0
        w, h = 6.0, 2.6
        if slot.rotated:
            x, y = slot.x + piece.w - col * step - w, slot.y + piece.h + 0.2
        else:
            x, y = slot.x + col * step, slot.y - h - 0.2
        pc.rect(x, y, w, h, radius=0.6, fill="#ffffff", stroke="#000000", stroke_width=0.15)
        pc.text(f"{number}", x, y, w, h, size_pt=5.5, min_size_pt=5.5, bold=True,
                align="center", valign="middle", color="#000000", overflow="clip")  # fmt: skip

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
