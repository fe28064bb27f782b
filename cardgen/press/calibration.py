"""The calibration page that opens every print file (and its back in duplex mode).

Front: title, the print settings, how to print (in the file's language, texts in
the catalog ``press``), a 100 mm ruler and a 4 inch ruler at 100 %, and a duplex alignment
target (a cross in circles). Back: a millimetre scale centred exactly behind the target
(after the flip, with the back offset applied), so that holding the sheet against the
light shows the printer's front/back misalignment — the numbers to pass as
``--back-offset X,Y`` (+x right, +y down, as seen on the back). Once corrected, the cross
shows through at 0,0.
"""

from __future__ import annotations

from cardgen.model import decimal
from cardgen.press import layout as L
from cardgen.press.options import offset_argument
from cardgen.press.texts import tr


def target_position(paper: tuple[float, float]) -> tuple[float, float]:
    """Centre of the alignment target on the front page (mm, y down)."""
    return (paper[0] - 45.0, paper[1] - 55.0)


def back_target_position(paper, duplex: str, offset=(0.0, 0.0)) -> tuple[float, float]:
    """Where the front target lies behind the sheet, in back-page mm (+ offset)."""
    tx, ty = target_position(paper)
    if L.flip_axis(paper, duplex) == "vertical":
        tx = paper[0] - tx
    else:
        ty = paper[1] - ty
    return (tx + offset[0], ty + offset[1])


def signed_mm(value: float, lang: str) -> str:
    """``-1.5`` → ``"−1.5"`` (en) or ``"−1,5"`` (de/nl/it): a true minus sign, a plus on
    positive values, the reader's decimal separator. Only ever shown after "X " or "Y ",
    so a decimal comma can't be read as the comma between X and Y."""
    text = decimal(f"{abs(value):g}", lang)
    if value > 0:
        return "+" + text
    return "\u2212" + text if value < 0 else text


def offset_words(offset: tuple[float, float], lang: str) -> str:
    """The back offset per axis in words, on a line of its own, e.g. "Back offset: X −1 mm
    · Y +5 mm (typed as --back-offset=-1,+5)": what was meant and what was typed."""
    return tr("offset_setting", lang).format(
        x=signed_mm(offset[0], lang),
        y=signed_mm(offset[1], lang),
        typed=offset_argument(offset),
    )


def draw_calibration(pc, game, options, kind: str) -> None:
    lang = options.lang
    pw, ph = pc.width, pc.height
    if kind == "calibration-back":
        _back_scale(pc, *back_target_position((pw, ph), options.duplex, options.back_offset))
        bx, by = back_target_position((pw, ph), options.duplex, options.back_offset)
        left = min(max(bx - 45, 10.0), pw - 100.0)  # 90 mm wide, 10 mm from either edge
        pc.text(tr(options.says("back_scale"), lang), left, by + 16, 90, 14, size_pt=7,
                align="center", color="#444444", overflow="clip")  # fmt: skip
        return
    x0, w = 20.0, pw - 40.0
    pc.text(f"{game.name.get(lang)} — {tr('title', lang)}", x0, 15, w, 12, size_pt=18,
            min_size_pt=10, bold=True, overflow="clip")  # fmt: skip
    single = options.layout == "fold" or options.duplex == "none"
    # No backs are printed single-sided, so an offset there has no effect and is not shown.
    offset = "" if single else offset_words(options.back_offset, lang)
    settings = tr("settings", lang).format(
        paper=options.paper.upper() if len(options.paper) == 2 else options.paper.title(),
        layout=tr(f"layout_{options.layout}", lang),
        bleed=f"{options.bleed:g}",
        duplex=tr("print_none" if single else f"print_{options.duplex}", lang),
        offset=offset,
        low_ink=tr("low_ink", lang) if options.low_ink else "",
    )
    pc.text(settings, x0, 28, w, 11, size_pt=8, min_size_pt=6, color="#444444", overflow="clip")
    steps = [tr("scale", lang)]
    if options.layout == "fold":
        steps.append(tr("fold", lang))
    else:
        steps.append(tr(f"duplex_{options.duplex}", lang))
    steps.append(tr("cut", lang))
    if options.layout != "fold" and options.duplex != "none":
        steps.append(tr(options.says("offset"), lang))
    body = "\n".join(f"{i}. {s}" for i, s in enumerate(steps, 1))
    pc.text(body, x0, 40, w, 62, size_pt=10, min_size_pt=6, line_height=1.35, overflow="clip")
    _mm_ruler(pc, x0, 118.0, tr("ruler_mm", lang))
    _inch_ruler(pc, x0, 142.0, tr("ruler_inch", lang))
    if options.layout != "fold" and options.duplex != "none":
        tx, ty = target_position((pw, ph))
        pc.circle(tx, ty, 10, stroke="#000000", stroke_width=0.25)
        pc.circle(tx, ty, 5, stroke="#000000", stroke_width=0.25)
        pc.line(tx - 15, ty, tx + 15, ty, stroke="#000000", stroke_width=0.3)
        pc.line(tx, ty - 15, tx, ty + 15, stroke="#000000", stroke_width=0.3)
        pc.text(tr("target", lang), tx - 35, ty + 17, 70, 6, size_pt=7, align="center",
                color="#444444", overflow="clip")  # fmt: skip


def _mm_ruler(pc, x: float, y: float, label: str) -> None:
    pc.line(x, y, x + 100, y, stroke="#000000", stroke_width=0.2)
    for i in range(101):
        length = 5.0 if i % 10 == 0 else 3.5 if i % 5 == 0 else 2.0
        pc.line(x + i, y, x + i, y + length, stroke="#000000", stroke_width=0.12)
        if i % 10 == 0:
            pc.text(str(i // 10), x + i - 3, y + 5.5, 6, 4, size_pt=7, align="center")
    pc.text(label, x + 103, y, 50, 5, size_pt=7, overflow="clip")


def _inch_ruler(pc, x: float, y: float, label: str) -> None:
    pc.line(x, y, x + 101.6, y, stroke="#000000", stroke_width=0.2)
    for i in range(33):
        xi = x + i * 25.4 / 8
        length = 5.0 if i % 8 == 0 else 3.5 if i % 4 == 0 else 2.5 if i % 2 == 0 else 1.5
        pc.line(xi, y, xi, y + length, stroke="#000000", stroke_width=0.12)
        if i % 8 == 0:
            pc.text(str(i // 8), xi - 3, y + 5.5, 6, 4, size_pt=7, align="center")
    pc.text(label, x + 104.6, y, 50, 5, size_pt=7, overflow="clip")


def _back_scale(pc, cx: float, cy: float) -> None:
    pc.line(cx - 12, cy, cx + 12, cy, stroke="#000000", stroke_width=0.15)
    pc.line(cx, cy - 12, cx, cy + 12, stroke="#000000", stroke_width=0.15)
    for i in range(-10, 11):
        length = 2.5 if i % 5 == 0 else 1.2
        pc.line(cx + i, cy - length / 2, cx + i, cy + length / 2, stroke="#000000",
                stroke_width=0.1)  # fmt: skip
        pc.line(cx - length / 2, cy + i, cx + length / 2, cy + i, stroke="#000000",
                stroke_width=0.1)  # fmt: skip
        if i % 5 == 0 and i:
            pc.text(f"{i:+d}", cx + i - 2.5, cy + 1.6, 5, 2.5, size_pt=5, align="center",
                    min_size_pt=4, overflow="clip")  # fmt: skip
            pc.text(f"{i:+d}", cx + 1.6, cy + i - 1.2, 5, 2.5, size_pt=5, min_size_pt=4,
                    overflow="clip")  # fmt: skip
