"""The contents list every print file opens with, after the calibration page: a line
naming the game's rules files (:mod:`cardgen.press.booklet`), then per component, how
many pieces, on which pages (fronts and backs), and how to cut (and glue, for fold and
for double-faced pieces printed single-sided); then the print plan (one run
of pages per stock, :mod:`cardgen.press.printplan`) and where the pieces come from (the
game's provenance: it belongs here and on the site, never on a piece).

Duplex files draw it on the calibration page's back (above the alignment scale, which
stays clear), so it costs no paper; fronts-only and fold files give it a page of its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardgen.press import printplan
from cardgen.press.booklet import rules_pointer
from cardgen.press.texts import tr, tr_counted

ROW_H = 9.0
COLUMNS = ((0.0, 0.36), (0.37, 0.08), (0.46, 0.19), (0.66, 0.34))
"""(x, width) of the columns as fractions of the text width: what, how many, pages, how."""


@dataclass(frozen=True)
class Row:
    component: object
    count: int
    pages: tuple[int, ...]
    """1-based numbers of the pages of the sheets that hold it: fronts and their back
    pages (blank ones too: they are the same sheets)."""
    how: str
    """Key of the cutting instruction in the catalog ``press``."""
    glue_faces: bool = False
    """Double-faced pieces printed single-sided: each second face is glued on."""


def rows(pages, layout: str) -> list[Row]:
    """One row per component, in the order the file prints them."""
    order: list = []
    seen: dict[str, dict] = {}
    for number, page in enumerate(pages, 1):
        if page.kind != "front":
            continue
        for slot in page.sheet.fronts:
            comp = slot.piece.component
            entry = seen.get(comp.id)
            if entry is None:
                entry = seen[comp.id] = {"comp": comp, "count": 0, "pages": [], "how": set(),
                                         "second": False}  # fmt: skip
                order.append(comp.id)
            if slot.piece.side == "back":
                entry["second"] = True
            else:
                entry["count"] += 1
            if number not in entry["pages"]:
                entry["pages"].append(number)
                after = pages[number] if number < len(pages) else None
                if after is not None and after.kind in ("back", "blank"):
                    entry["pages"].append(number + 1)
            if comp.kind == "sheet":
                entry["how"].add("how_sheet")
            elif page.sheet.fold_x is not None:
                entry["how"].add("how_fold_outline" if slot.outline else "how_fold")
            elif slot.outline:
                entry["how"].add("how_outline")
            else:
                entry["how"].add("how_marks")
    out = []
    for cid in order:
        e = seen[cid]
        # the most demanding instruction wins (a component on a fold sheet and a shared one)
        how = next(k for k in ("how_fold_outline", "how_fold", "how_outline", "how_marks",
                               "how_sheet") if k in e["how"])  # fmt: skip
        out.append(Row(e["comp"], e["count"], tuple(e["pages"]), how, e["second"]))
    return out


def page_ranges(numbers: tuple[int, ...], step: int) -> str:
    """``3, 5, 7, 11`` with step 2 → ``3–7, 11``: runs of pages ``step`` apart."""
    parts: list[str] = []
    start = prev = None
    for n in numbers:
        if start is None:
            start = prev = n
        elif n == prev + step:
            prev = n
        else:
            parts.append(f"{start}" if start == prev else f"{start}–{prev}")
            start = prev = n
    if start is not None:
        parts.append(f"{start}" if start == prev else f"{start}–{prev}")
    return ", ".join(parts)


ABOUT_H = 20.0
"""Height (mm) of the note on where the pieces come from."""


def draw_contents(pc, pages, options, top: float, bottom: float, game=None,
                  cutter: str | None = None) -> None:  # fmt: skip
    """The list, the print plan and (given ``game``) a line under the title naming the
    rules files and where its pieces come from, from ``top`` down to ``bottom`` (mm) of
    the page canvas ``pc``. ``cutter``: the print-and-cut note of a cutter's file
    (:func:`cardgen.press.printplan.cutter_note`); its pieces are cut by the machine."""
    lang = options.lang
    x0, w = 20.0, pc.width - 40.0
    pc.text(tr("contents", lang), x0, top, w, 8, size_pt=14, min_size_pt=10, bold=True,
            overflow="clip")  # fmt: skip
    y = top + 10.0
    if game is not None:
        pointer = rules_pointer(game.id, lang, options.paper, options.in_build)
        pc.text(pointer, x0, y - 1.5, w, 7, size_pt=7.5,
                min_size_pt=5, overflow="clip")  # fmt: skip
        y += 7.0
    heads = ("col_what", "col_count", "col_pages", "col_how")
    for (fx, fw), key in zip(COLUMNS, heads, strict=True):
        pc.text(tr(key, lang), x0 + fx * w, y, fw * w, 5, size_pt=7, min_size_pt=5, bold=True,
                color="#444444", overflow="clip")  # fmt: skip
    y += 6.0
    pc.line(x0, y - 0.8, x0 + w, y - 0.8, stroke="#999999", stroke_width=0.2)
    listed = rows(pages, options.layout)
    plan = printplan.runs(pages)
    about = _provenance(game, lang)
    below = printplan.plan_height(plan, lang, cutter is not None) + 3.0
    below += ABOUT_H if about else 0.0
    row_h = min(ROW_H, (bottom - below - y) / max(1, len(listed)))
    for row in listed:
        how = tr("how_cutter" if cutter and row.how != "how_sheet" else row.how, lang)
        if row.glue_faces:
            how = f"{how}; {tr('how_glue_faces', lang)}"
        pages_text = tr_counted("pages", len(row.pages), lang)
        cells = (
            row.component.name.get(lang),
            str(row.count),
            f"{pages_text} {page_ranges(row.pages, 1)}",
            how,
        )
        for (fx, fw), text in zip(COLUMNS, cells, strict=True):
            pc.text(text, x0 + fx * w, y, fw * w, row_h - 0.6, size_pt=8, min_size_pt=5,
                    bold=text == cells[0], overflow="clip")  # fmt: skip
        y += row_h
    y = printplan.draw_plan(pc, plan, options, x0, y + 3.0, w, cutter)
    if about:
        pc.text(tr("about", lang), x0, y, w, 5, size_pt=9, min_size_pt=7, bold=True,
                overflow="clip")  # fmt: skip
        pc.text(about, x0, y + 5.5, w, ABOUT_H - 6.0, size_pt=7.5, min_size_pt=5,
                color="#444444", overflow="clip")  # fmt: skip


def _provenance(game, lang: str) -> str:
    """What of the game is verified and what is ours, in ``lang`` ("" if not known: a
    test's made-up game has no provenance)."""
    provenance = getattr(game, "provenance", None)
    if provenance is None or provenance.reason is None:
        return ""
    return provenance.reason.get(lang)
