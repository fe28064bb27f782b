"""Which pages a print file has and what is placed on each (no drawing): the calibration
and contents pages, then per component its sheets with their backs (duplex), folded
backs (fold) or blank backs; back-less components share sheets, the last part-filled
sheets of decks of one card size are pooled, ``sheet`` components get a page each
(:func:`plan_pages`). Where the "left blank" note goes on a blank back page is
:mod:`cardgen.press.blanknote`."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import partial

from cardgen.errors import UserError
from cardgen.press import framing
from cardgen.press import layout as L
from cardgen.press.aids import with_aids
from cardgen.press.options import PrintOptions


@dataclass
class Page:
    kind: str  # calibration | calibration-back | contents | front | back | blank
    paper: tuple[float, float]
    slots: list[L.Slot] = field(default_factory=list)
    """What is placed on the page; each slot's piece knows its item and component."""
    sheet: L.Sheet | None = None
    side: str = "front"


def face_for(item, component, side: str):
    """The face printed on ``side`` of ``item``: a back of its own, else the component's
    common back (None: no back)."""
    if side == "front":
        return item.front
    return item.back if item.back is not None else component.back


def _selection_key(text: str) -> str:
    """How a ``--cards`` entry is compared: case-blind, "07" and "7" alike."""
    key = text.strip().casefold()
    return str(int(key)) if key.isdigit() else key


def _select(game, options: PrintOptions):
    """(component, [items]) after ``--cards`` (item ids or the codes printed on the cards,
    in any case); an unknown one is a UserError that lists what the game accepts."""
    wanted_ids = None
    if options.cards is not None:
        from cardgen.render.faces import printed_codes

        by_key: dict[str, set[str]] = {}
        shown: list[str] = []
        for comp in game.components:
            for it in comp.items:
                codes = printed_codes(game, it)
                shown.extend(codes or (it.id,))
                for name in (it.id, *codes):
                    by_key.setdefault(_selection_key(name), set()).add(it.id)
        unknown = [c for c in options.cards if _selection_key(c) not in by_key]
        if unknown:
            shown = list(dict.fromkeys(shown))
            listed = ", ".join(shown if len(shown) <= 30 else [*shown[:20], "…", shown[-1]])
            raise UserError(
                f"{game.id}: no card with id or code {', '.join(unknown)}"
                f" (use the code printed on the card, or the id: {listed})"
            )
        wanted_ids = set().union(*(by_key[_selection_key(c)] for c in options.cards))
    wanted = wanted_ids
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


def _folded(comp, items, options: PrintOptions) -> PrintOptions:
    """The options a component is laid out with. Printed single-sided, pieces with a back
    of their own go in the fold layout: each back beside its front, mirrored across the
    sheet's middle line, so that folding the sheet and gluing it pairs every face with
    its own back (scattered over the sheets, they paired only by luck of reading order).
    Common backs stay out, as in the rest of a fronts-only file. A piece too large for
    half a sheet prints its two faces as separate fronts, paired by a printed mark; so does
    every such piece on a cutting machine's sheets, which are never folded (the fold would
    hide the registration marks)."""
    if (
        not _single_sided(options)
        or comp.kind == "sheet"
        or not any(it.back is not None for it in items)
    ):
        return options
    if not options.cutter and _fits_half_sheet(comp, items, options):
        return replace(options, layout="fold")
    # (spaced: the pairing mark goes in the bleed above each card)
    return replace(options, layout="spaced") if comp.shape == "rect" else options


def _fits_half_sheet(comp, items, options: PrintOptions) -> bool:
    fold = replace(options, layout="fold")
    pieces = _pieces(comp, items)
    if not pieces:
        return False
    try:
        if comp.shape == "rect" and len({(p.w, p.h) for p in pieces}) == 1:
            return L.plan_grid(L.PAPERS[options.paper], pieces[0].w, pieces[0].h,
                               options.bleed, "fold", fold.marks()) is not None  # fmt: skip
        for piece in {(p.w, p.h): p for p in pieces}.values():
            L.pack_shaped([piece], L.PAPERS[options.paper], options.bleed, True)
    except L.TooLarge:
        return False
    return True


def _has_backs(comp, items) -> bool:
    return comp.back is not None or any(it.back is not None for it in items)


def _groups(selected, options: PrintOptions) -> list[list[tuple]]:
    """The selected (component, items) pairs in print order, grouped by sheets: a group
    of one prints on sheets of its own; every back-less component with pieces (not a
    ``sheet``) joins the one shared group. Groups go in the order of :data:`STOCKS` (card
    decks, then pieces with backs, then pieces without, then sheets), each kind in the
    order of the file: so each stock prints in one run of pages (see :func:`stock_of`)."""
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
    return sorted(groups, key=lambda group: STOCKS.index(_group_stock(group)))


STOCKS = ("cards", "backed-pieces", "pieces", "sheets")
"""What a run of pages prints on, in print order: card decks with backs (card stock,
double-sided), tokens and tiles with a back of their own (heavy card, double-sided),
tokens and tiles without backs (heavy card or sticker paper, single-sided), ``sheet``
components (paper, single-sided)."""


def _group_stock(group: list[tuple]) -> str:
    comp, items = group[0]
    if comp.kind == "sheet":
        return "sheets"
    if len(group) > 1 or not _has_backs(comp, items):
        return "pieces"
    return "cards" if comp.kind == "deck" else "backed-pieces"


def stock_of(sheet: L.Sheet) -> str:
    """The stock (one of :data:`STOCKS`) of a planned sheet, from what is on it."""
    kinds = {slot.piece.component.kind for slot in sheet.fronts}
    if "sheet" in kinds:
        return "sheets"
    if not any(_back_of(slot) is not None for slot in sheet.fronts):
        return "pieces"
    return "cards" if kinds == {"deck"} else "backed-pieces"


def _own_sheets(game, comp, items, options: PrintOptions) -> list[L.Sheet]:
    """The sheets of one component printed on its own."""
    if comp.kind == "sheet":
        return _sheet_pages(comp, items, L.PAPERS[options.paper])
    options = _folded(comp, items, options)
    pieces = _pieces(comp, items, _single_sided(options))
    if not pieces:
        return []
    sizes = {(p.w, p.h) for p in pieces}
    try:
        if comp.shape == "rect" and len(sizes) == 1:
            paired = any(p.side == "back" for p in pieces)
            plan = framing.grid_plan(pieces[0].w, pieces[0].h, options, paired)
            if plan is None:
                raise L.TooLarge(pieces[0])
            return _grid_sheets(pieces, plan, options)
        pack = partial(L.pack_shaped, pieces, bleed=options.bleed, fold=options.layout == "fold")
        return framing.framed(pack, options)
    except L.TooLarge as e:
        raise _too_large(game, e.piece, options) from None


def _grid_sheets(pieces, plan: L.GridPlan, options: PrintOptions) -> list[L.Sheet]:
    """Equal cards on sheets of ``plan``; fold sheets get their fold line."""
    sheets = L.impose_grid(pieces, plan, options.bleed, options.layout)
    if options.layout == "fold":
        for sheet in sheets:
            sheet.fold_x = sheet.paper[0] / 2
    return sheets


def _deck_plan(comp, items, options: PrintOptions) -> L.GridPlan | None:
    """The grid of a deck whose last part-filled sheet may join other decks' (cards of one
    size with backs; fold sheets too: each card's back is folded behind it wherever it
    lies), else None."""
    if comp.kind == "sheet" or comp.shape != "rect":
        return None
    if not _has_backs(comp, items):
        return None
    options = _folded(comp, items, options)
    pieces = _pieces(comp, items, _single_sided(options))
    if not pieces or len({(p.w, p.h) for p in pieces}) != 1:
        return None
    paired = any(p.side == "back" for p in pieces)
    return framing.grid_plan(pieces[0].w, pieces[0].h, options, paired)


def _all_sheets(game, groups: list[list[tuple]], options: PrintOptions) -> list[L.Sheet]:
    """Every sheet in print order. Decks of one card size pool the cards of their last,
    part-filled sheets where that saves paper: the pooled sheets print after the last of
    those decks (each card keeps its own back, at its mirrored place)."""
    plans = [_deck_plan(*group[0], options) if len(group) == 1 else None for group in groups]
    own = [_folded(*group[0], options) for group in groups]  # (a shared group: unused)
    decks = {
        i: _pieces(*groups[i][0], _single_sided(own[i]))
        for i, plan in enumerate(plans)
        if plan is not None
    }
    rests: dict[tuple, list[int]] = {}
    for i, pieces in decks.items():
        if len(pieces) % plans[i].per_sheet:
            rests.setdefault((pieces[0].w, pieces[0].h, own[i].layout), []).append(i)
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
                sheets.extend(_grid_sheets(pieces[:full], plan, own[index]))
            pooled[index].extend(pieces[full:])
            if index in last_of_pool:
                sheets.extend(_grid_sheets(last_of_pool[index], plan, own[index]))
        elif len(group) == 1:
            sheets.extend(_own_sheets(game, *group[0], options))
        else:
            try:
                parts = [_pieces(c, items, _single_sided(options)) for c, items in group]
                marks = options.marks()
                # (fold: pieces without backs need no fold; they go butted as in grid)
                layout = "grid" if options.layout == "fold" else options.layout
                pack = partial(L.pack_mixed, parts, bleed=options.bleed, layout=layout,
                               marks=marks)  # fmt: skip
                sheets.extend(framing.framed(pack, options))
            except L.TooLarge as e:
                raise _too_large(game, e.piece, options) from None
    return sheets


def _too_large(game, piece: L.Piece, options: PrintOptions) -> UserError:
    inside = " inside the registration marks of --cut-marks silhouette" if options.cutter else ""
    return UserError(
        f"{game.id}: {piece.component.id} ({piece.w:g} × {piece.h:g} mm) does not fit{inside}"
        f" on {options.paper} paper with {options.bleed:g} mm bleed"
    )


def plan_pages(game, options: PrintOptions) -> list[Page]:
    """Every page of the file, in order (no drawing); the game's player aids are part of it
    (:func:`cardgen.press.aids.with_aids`)."""
    options.check()
    game = with_aids(game)
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
        if sheet.fold_x is not None:
            # (a sheet component's back is not folded onto its page; fronts-only files
            # fold the backs of the pieces' own only, see _folded)
            for slot in sheet.fronts:
                if (
                    slot.piece.component.kind != "sheet"
                    and _back_of(slot) is not None
                    and (options.layout == "fold" or slot.piece.ref.back is not None)
                ):
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


def _back_of(slot: L.Slot):
    """The back face of a placed piece (None: it has none)."""
    return face_for(slot.piece.ref, slot.piece.component, "back")


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


def page_kinds(game, options: PrintOptions) -> Sequence[str]:
    return [p.kind for p in plan_pages(game, options)]
