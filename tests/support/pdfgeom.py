"""Reading geometry back out of PDFs for the tests (pypdf content streams, no cardgen code)."""

from __future__ import annotations

import io

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
    for n, (op, ops, ctm) in enumerate(walk(page, reader_obj)):
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
