"""Reading geometry back out of PDFs for the tests (pypdf content streams, no cardgen code)."""

from __future__ import annotations

import io
import re

from pypdf import PdfReader
from pypdf.generic import ContentStream

MM = 72 / 25.4


def mul(m, n):
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (
        a * A + b * C,
        a * B + b * D,
        c * A + d * C,
        c * B + d * D,
        e * A + f * C + E,
        e * B + f * D + F,
    )


def apply(m, x, y):
    a, b, c, d, e, f = m
    return (a * x + c * y + e, b * x + d * y + f)


def reader(data: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(data))


def walk(page, reader_obj):
    """Yield (op, operands, ctm) for every operator of a page, ctm in points."""
    content = ContentStream(page.get_contents(), reader_obj)
    ctm = (1, 0, 0, 1, 0, 0)
    stack = []
    for operands, op in content.operations:
        op = op.decode() if isinstance(op, bytes) else op
        if op == "q":
            stack.append(ctm)
        elif op == "Q":
            ctm = stack.pop()
        elif op == "cm":
            ctm = mul(tuple(float(v) for v in operands), ctm)
        yield op, operands, ctm


_TOKEN = re.compile(
    rb"""\s+|%[^\r\n]*|(?P<num>[+-]?(?:\d+\.?\d*|\.\d+))(?![^\s()<>\[\]{}/%])"""
    rb"""|(?P<name>/[^\s()<>\[\]{}/%]*)|(?P<open>\(|<<|>>|<|\[|\]|\{|\})"""
    rb"""|(?P<op>[^\s()<>\[\]{}/%]+)"""
)
"""One token of a content stream: white space or a comment (skipped), a number, a name, the
start of a string or a bracket, or a word (an operator, ``true``, ``false``, ``null``)."""

_WORDS = {b"true", b"false", b"null"}


def _string_end(data: bytes, start: int) -> int:
    """The index after the literal string ``(...)`` opening at ``start`` (nested brackets
    and backslash escapes as PDF writes them)."""
    depth, i = 0, start
    while True:
        c = data[i]
        if c == 0x5C:  # a backslash escapes the next byte
            i += 2
            continue
        if c == 0x28:
            depth += 1
        elif c == 0x29:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1


def fast_operations(data: bytes):
    """``(operands, operator)`` of a content stream, as pypdf's ``ContentStream`` lists
    them, for the operators; the operands are floats for numbers and raw bytes otherwise
    (``marks_outside_clip`` reads the numbers only). Pure ``re``: pypdf's parser is most of
    the time of the test that proves every page of every print file clear. None when the
    stream holds an inline image (``BI``), which only pypdf's parser reads."""
    out = []
    operands: list = []
    depth = 0  # inside an array or a dictionary, words are operands
    i, n = 0, len(data)
    while i < n:
        m = _TOKEN.match(data, i)
        if m is None:
            raise ValueError(f"content stream: no token at byte {i}")
        kind = m.lastgroup
        i = m.end()
        if kind is None:
            continue
        if kind == "num":
            operands.append(float(m.group()))
        elif kind == "name":
            operands.append(m.group())
        elif kind == "open":
            token = m.group()
            if token == b"(":
                end = _string_end(data, m.start())
                operands.append(data[m.start() : end])
                i = end
            elif token == b"<":
                end = data.index(b">", i) + 1
                operands.append(data[m.start() : end])
                i = end
            else:
                depth += 1 if token in (b"[", b"<<", b"{") else -1
                operands.append(token)
        else:
            word = m.group()
            if depth or word in _WORDS:
                operands.append(word)
            elif word == b"BI":
                return None
            else:
                out.append((operands, word.decode("latin-1")))
                operands = []
    return out


def fast_walk(page, reader_obj):
    """``walk`` over ``fast_operations`` (pypdf's parser where it is None)."""
    ops = fast_operations(page.get_contents().get_data())
    if ops is None:
        yield from walk(page, reader_obj)
        return
    ctm = (1, 0, 0, 1, 0, 0)
    stack = []
    for operands, op in ops:
        if op == "q":
            stack.append(ctm)
        elif op == "Q":
            ctm = stack.pop()
        elif op == "cm":
            ctm = mul(tuple(float(v) for v in operands), ctm)
        yield op, operands, ctm


def placements(page, reader_obj):
    """[(form name, ctm)] for every ``Do`` of a page."""
    return [(str(ops[0]), ctm) for op, ops, ctm in walk(page, reader_obj) if op == "Do"]


def form_bbox(page, name):
    xobj = page["/Resources"]["/XObject"][name].get_object()
    return [float(v) for v in xobj["/BBox"]]


def placed_rect_mm(page, name, ctm, page_h_pt, bleed):
    """Trim rect (x0, y0, x1, y1) in page mm, y down, of a placed face form."""
    x0, y0, x1, y1 = form_bbox(page, name)
    pts = [apply(ctm, x, y) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    b = bleed * MM
    return (
        (min(xs) + b) / MM,
        (page_h_pt - max(ys) + b) / MM,
        (max(xs) - b) / MM,
        (page_h_pt - min(ys) - b) / MM,
    )


def painted_paths(page, reader_obj):
    """Bounding boxes (points, y up) of painted paths: [(op, (x0,y0,x1,y1), ctm)]."""
    out = []
    pts = []
    for op, ops, ctm in walk(page, reader_obj):
        vals = [float(v) for v in ops] if op in ("m", "l", "c", "re", "v", "y") else []
        if op in ("m", "l"):
            pts.append(apply(ctm, vals[0], vals[1]))
        elif op in ("c", "v", "y"):
            for i in range(0, len(vals), 2):
                pts.append(apply(ctm, vals[i], vals[i + 1]))
        elif op == "re":
            x, y, w, h = vals
            pts.extend(
                apply(ctm, px, py) for px, py in ((x, y), (x + w, y + h), (x, y + h), (x + w, y))
            )
        elif op in ("S", "s", "f", "F", "f*", "B", "B*", "b", "b*"):
            if pts:
                xs = [p[0] for p in pts]
                ys = [p[1] for p in pts]
                out.append((op, (min(xs), min(ys), max(xs), max(ys)), ctm))
            pts = []
        elif op == "n":
            pts = []
    return out


PAINTING = {"S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "sh", "Do", "INLINE IMAGE",
            "Tj", "TJ", "'", '"'}  # fmt: skip
"""Operators that put marks on the page (paths, shadings, XObjects, inline images, text)."""

NOT_PAINTING = {
    "q", "Q", "cm", "w", "J", "j", "M", "d", "ri", "i", "gs",  # graphics state
    "m", "l", "c", "v", "y", "h", "re", "n", "W", "W*",  # path construction, clipping
    "BT", "ET", "Tc", "Tw", "Tz", "TL", "Tf", "Tr", "Ts", "Td", "TD", "Tm", "T*",  # text state
    "CS", "cs", "SC", "SCN", "sc", "scn", "G", "g", "RG", "rg", "K", "k",  # colour
    "BMC", "BDC", "EMC", "MP", "DP", "BX", "EX",  # marked content, compatibility
}  # fmt: skip


def marks_outside_clip(page, reader_obj, box) -> list[str]:
    """Why the page may put a mark outside ``box`` (x0, y0, x1, y1 in points, y up): []
    when every painting operator of its content stream runs under a clipping path that lies
    inside ``box``, and the page has no annotations (drawn unclipped by a viewer).

    The clip is proven, not sampled: a clipping path lies inside ``box`` when all its points
    (corners, curve control points: a region lies within their convex hull) do, under the
    transformation current when it was set; a clip only narrows inside its ``q``...``Q``,
    and it clips everything painted there, form XObjects (the faces) included. An operator
    this function does not know counts as a mark, so that the proof never rests on a guess.
    """
    x0, y0, x1, y1 = box
    eps = 1e-3  # points: reportlab writes coordinates to 5 decimals

    def inside(x: float, y: float) -> bool:
        return x0 - eps <= x <= x1 + eps and y0 - eps <= y <= y1 + eps

    faults = [f"the page has annotations: {page['/Annots']}"] if "/Annots" in page else []
    clipped, stack = False, []
    path_inside, clip_pending = True, False
    for n, (op, ops, ctm) in enumerate(fast_walk(page, reader_obj)):
        if op == "q":
            stack.append(clipped)
        elif op == "Q":
            clipped = stack.pop()
        elif op in ("m", "l", "c", "v", "y"):
            vals = [float(v) for v in ops]
            points = zip(vals[::2], vals[1::2], strict=True)
            path_inside = path_inside and all(inside(*apply(ctm, x, y)) for x, y in points)
        elif op == "re":
            x, y, w, h = (float(v) for v in ops)
            corners = ((x, y), (x + w, y), (x, y + h), (x + w, y + h))
            path_inside = path_inside and all(inside(*apply(ctm, *p)) for p in corners)
        elif op in ("W", "W*"):
            clip_pending = True
        elif op in PAINTING and not clipped:
            faults.append(f"operator {n} ({op}) paints with no clip inside the box")
        elif op not in PAINTING and op not in NOT_PAINTING:
            faults.append(f"operator {n} ({op}) is not known to paint nothing")
        if op == "n" or op in PAINTING:  # the end of a path: a pending clip takes effect
            if clip_pending and path_inside:
                clipped = True
            clip_pending, path_inside = False, True
    return faults
