"""The print plan on the contents page: the file's pages as runs, one per stock
(:data:`cardgen.press.planning.STOCKS`: card decks, then tokens and tiles with backs,
then tokens and tiles without, then sheets), each with its page range (fronts and backs),
how to print it, what to print it on and what it holds; below them the sleeve size for
each card size.

Paper weights and sleeve sizes are advice (the plan says so): card stock of 250–300 g/m²
(or 80 g/m² paper sleeved with an old card behind it), heavy card or sticker paper on grey
board for tokens and tiles, plain paper for sheets, and the sleeve sizes players use for
poker (63.5 × 88.9 and 63 × 88 mm: 66 × 91 mm sleeves) and mini euro cards (44 × 68 mm:
46 × 71 mm); another size gets a sleeve 3 mm larger each way, rounded up.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from cardgen.model import decimal
from cardgen.press import layout as L
from cardgen.press.planning import stock_of
from cardgen.press.texts import tr, tr_counted

SLEEVES: dict[tuple[float, float], tuple[int, int]] = {
    (63.5, 88.9): (66, 91),
    (63.0, 88.0): (66, 91),
    (44.0, 68.0): (46, 71),
}
"""Card size → the sleeve size players use for it (mm)."""
SLEEVE_ROOM = 3.0
"""A card size not in :data:`SLEEVES` gets a sleeve this much larger each way (mm)."""


@dataclass(frozen=True)
class Run:
    stock: str
    pages: tuple[int, ...]
    """Every page of the run, fronts and backs (1-based)."""
    fronts: tuple[int, ...]
    double_sided: bool
    """Its backs are printed (duplex): else it is printed single-sided."""
    blank_backs: bool
    """Its sheets have blank back pages (a duplex file): print its fronts only."""
    glued: bool
    """Two faces are glued together: folded sheets, or double-faced pieces printed on
    one side."""
    folded: bool
    """Its sheets are folded on their middle line (fold layout; pieces with backs of
    their own in a fronts-only file)."""
    components: tuple
    """What it holds, in print order."""


def runs(pages) -> list[Run]:
    """The runs of ``pages`` (from :func:`cardgen.press.planning.plan_pages`), in order."""
    out: list[dict] = []
    for number, page in enumerate(pages, 1):
        if page.kind != "front":
            continue
        after = pages[number] if number < len(pages) else None
        back = after.kind if after is not None and after.kind in ("back", "blank") else None
        stock = stock_of(page.sheet)
        if not out or out[-1]["stock"] != stock:
            out.append({"stock": stock, "pages": [], "fronts": [], "backs": set(), "comps": {},
                        "glued": False, "folded": False})  # fmt: skip
        run = out[-1]
        run["fronts"].append(number)
        run["pages"].append(number)
        if back is not None:
            run["pages"].append(number + 1)
            run["backs"].add(back)
        for slot in page.sheet.fronts:
            run["comps"].setdefault(slot.piece.component.id, slot.piece.component)
            run["glued"] |= slot.piece.side == "back"
        run["folded"] |= page.sheet.fold_x is not None and stock != "pieces"
        run["glued"] |= run["folded"]
    return [
        Run(
            r["stock"],
            tuple(r["pages"]),
            tuple(r["fronts"]),
            "back" in r["backs"],
            "back" not in r["backs"] and "blank" in r["backs"],
            r["glued"],
            r["folded"],
            tuple(r["comps"].values()),
        )  # fmt: skip
        for r in out
    ]


def page_span(numbers: tuple[int, ...]) -> str:
    """``3, 4, 5, 6`` → ``3–6`` (a run's pages are consecutive)."""
    first, last = numbers[0], numbers[-1]
    return str(first) if first == last else f"{first}–{last}"


def how_to_print(run: Run, options) -> str:
    lang = options.lang
    if run.double_sided:
        return tr(f"print_{options.duplex}", lang)
    if run.folded:
        return tr("run_fold", lang)
    if run.blank_backs:
        listed = ", ".join(str(n) for n in run.fronts)
        return tr_counted("run_single_fronts", len(run.fronts), lang).format(pages=listed)
    return tr("print_none", lang)


def stock_advice(run: Run, lang: str) -> str:
    if run.stock == "cards":
        return tr("stock_glued" if run.glued else "stock_cards", lang)
    if run.stock == "backed-pieces":
        return tr("stock_glued" if run.glued else "stock_backed", lang)
    return tr(f"stock_{run.stock}", lang)


def sleeve_for(size: tuple[float, float]) -> tuple[int, int]:
    """The sleeve (mm) for cards of ``size`` (see :data:`SLEEVES`)."""
    for card, sleeve in SLEEVES.items():
        if all(abs(a - b) < 0.05 for a, b in zip(card, size, strict=True)):
            return sleeve
    return (math.ceil(size[0] + SLEEVE_ROOM), math.ceil(size[1] + SLEEVE_ROOM))


def sleeves_line(plan: list[Run], lang: str) -> str | None:
    """The sleeve line for the rectangular cards printed, naming the pieces each size fits
    ("Sleeves: 66 × 91 mm for Player aid (63.5 × 88.9 mm)."): a game whose other pieces are
    shaped (Web's network cards) must not read as if the sleeves fitted them."""
    sizes: dict[tuple[float, float], list[str]] = {}
    for run in plan:
        if run.stock != "cards":
            continue
        for comp in run.components:
            if comp.shape != "rect":
                continue
            names = sizes.setdefault((comp.size.width, comp.size.height), [])
            if comp.name.get(lang) not in names:
                names.append(comp.name.get(lang))
    if not sizes:
        return None
    parts = [
        tr("sleeve_size", lang).format(
            sleeve=_mm_pair(sleeve_for(size), lang),
            card=_mm_pair(size, lang),
            what=", ".join(names),
        )
        for size, names in sizes.items()
    ]
    return tr("sleeves", lang).format(sizes="; ".join(parts))


def _mm_pair(size, lang: str) -> str:
    w, h = (decimal(f"{v:g}", lang) for v in size)
    return f"{w} × {h}"


PLAN_COLUMNS = ((0.0, 0.09), (0.1, 0.3), (0.41, 0.3), (0.72, 0.28))
"""(x, width) of the plan's columns as fractions of the text width: pages, how to print,
on what, what."""
PLAN_ROW = (9.5, 13.0)
"""Height (mm) of a run's row: three lines of 7.5 pt, four when it holds many things."""
LONG_LIST = 70
"""A list of things longer than this (characters) gets the taller row."""


def _what(run: Run, lang: str) -> str:
    return ", ".join(comp.name.get(lang) for comp in run.components)


def _row_height(run: Run, lang: str) -> float:
    return PLAN_ROW[len(_what(run, lang)) > LONG_LIST]


def plan_height(plan: list[Run], lang: str, cutter: bool = False) -> float:
    """The height (mm) :func:`draw_plan` takes (``cutter``: with the print-and-cut note)."""
    note = CUTTER_H if cutter else LAYOUT_H
    rows = PLAN_ROW[0] + sum(_row_height(run, lang) for run in plan)  # pages 1-2 first
    return 7.0 + 5.5 + 5.0 + rows + 7.0 + note


LAYOUT_H = 11.0
"""Height (mm) of the word on the layout (butted or spaced cards, and the other file)."""
CUTTER_H = 23.0
"""Height (mm) of the print-and-cut note that takes its place in a cutter's file."""
PAPER_NAMES = {"a4": "A4", "letter": "Letter", "a3": "A3", "tabloid": "Tabloid"}


def cutter_note(options, sheets: int, hand: int, folder: str) -> str:
    """How to cut this file with a Silhouette (``--cut-marks silhouette``): which pages,
    where their cut files are, the settings of Silhouette Studio, and how many sheets the
    pieces take against the same file without marks."""
    lang = options.lang

    def number(value: float) -> str:
        return decimal(f"{value:g}", lang)

    values = {
        "folder": folder,
        "paper": PAPER_NAMES.get(options.paper, options.paper),
        "inset": number(L.INSET),
        "length": number(L.ARM),
        "line": number(L.LINE),
        "sheets": sheets,
        "hand": hand,
    }
    count = "cutter_sheets_same" if sheets == hand else "cutter_sheets"
    return f"{tr('cutter_note', lang)} {tr(count, lang)}".format(**values)


def draw_plan(pc, plan: list[Run], options, x0: float, y: float, w: float,
              cutter: str | None = None) -> float:  # fmt: skip
    """The print plan from ``y`` down; returns where it ends. ``cutter``: the print-and-cut
    note (:func:`cutter_note`), drawn instead of the word on the layout."""
    lang = options.lang
    pc.text(tr("plan", lang), x0, y, w, 6, size_pt=11, min_size_pt=9, bold=True,
            overflow="clip")  # fmt: skip
    y += 7.0
    # (four lines: the runs, pages 1-2 first, and the heavy stock a duplex printer refuses)
    pc.text(tr("plan_note", lang), x0, y, w, 13, size_pt=7.5, min_size_pt=5.5, color="#444444",
            overflow="clip")  # fmt: skip
    y += 13.5
    heads = ("plan_pages", "plan_print", "plan_stock", "plan_what")
    for (fx, fw), key in zip(PLAN_COLUMNS, heads, strict=True):
        pc.text(tr(key, lang), x0 + fx * w, y, fw * w, 4.5, size_pt=7, min_size_pt=6, bold=True,
                color="#444444", overflow="clip")  # fmt: skip
    y += 5.0
    pc.line(x0, y - 0.6, x0 + w, y - 0.6, stroke="#999999", stroke_width=0.2)
    first = ("1–2", tr(f"print_{options.duplex}", lang), tr("stock_sheets", lang),
             tr("plan_first_what", lang))  # fmt: skip
    rows = [(first, PLAN_ROW[0])]
    for run in plan:
        cells = (
            page_span(run.pages),
            how_to_print(run, options),
            stock_advice(run, lang),
            _what(run, lang),
        )
        rows.append((cells, _row_height(run, lang)))
    for cells, row_h in rows:
        for (fx, fw), text in zip(PLAN_COLUMNS, cells, strict=True):
            pc.text(text, x0 + fx * w, y + 0.4, fw * w - 1.0, row_h - 0.8, size_pt=7.5,
                    min_size_pt=5, bold=text == cells[0], overflow="clip")  # fmt: skip
        y += row_h
    line = sleeves_line(plan, lang)
    if line is not None:
        pc.text(line, x0, y + 1.0, w, 5, size_pt=7.5, min_size_pt=5.5, overflow="clip")
    y += 7.0
    if cutter is not None:
        pc.text(cutter, x0, y, w, CUTTER_H - 2.5, size_pt=7.5, min_size_pt=5.5,
                overflow="clip")  # fmt: skip
        return y + CUTTER_H
    if options.layout in ("grid", "spaced") and any(r.stock == "cards" for r in plan):
        pc.text(tr(options.says(f"layout_note_{options.layout}"), lang), x0, y, w, LAYOUT_H - 2.5,
                size_pt=7.5, min_size_pt=5.5, overflow="clip")  # fmt: skip
    return y + LAYOUT_H
