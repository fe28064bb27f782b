"""The format of ``content/<game>/checker.yaml`` (the ``checker:`` section), and its check.

    checker:
      tie_breaker: <text>            # in words, shown when a tie was broken
      tie_key: <result key>          # optional: a player's count that breaks a tie, shown
                                     # only for players tied on the highest total
      subtotal: {after, label, section?}
                                     # optional: a running sum shown after the result's line
                                     # of rule ``after`` (Web of Power's Übertrag), linked to
                                     # the rules' ``section``; also per record mode
      rounds: {min, max}             # optional: players are scored over rounds
      fields: [<field>]              # fields at the record's top level
      players:                       # per-player input
        names: {catalog: <id>}       # optional name suggestions (e.g. colours)
        help: <text>
        fields: [<field>]            # or
        modes: [{id, label, help?, defaults?, unique_defaults?, link_only?, fields: [<field>]}]
                                     # alternative forms; unique_defaults: {key: {catalog}}
                                     # = a default no other player holds; link_only: true =
                                     # offered only while a player uses it (from a link)
      modes: [{id, label, when?, result?, help?, points_heading?, fields, players}]
                                     # optional record modes; result: a widget that draws
                                     # the result's own part; points_heading: the <text>
                                     # heading the result's number column where its
                                     # numbers are not points (e.g. influence)

A ``<field>`` is ``{kind, key, label, …}``; ``key`` is a dotted path in the record (or in
the player). Kinds: ``number``, ``text``, ``numbers`` (a list of whole numbers),
``tally`` (``catalog``, ``max_field``), ``tally-grid`` (``rows``/``cols``: ``{catalog}``),
``choice`` (``catalog`` | ``component`` | ``players`` | ``values``; ``optional``),
``preset`` (an entry whose fields ``fill`` the record), ``pick`` (``scoring: <kind>`` or
``catalog``, ``count``), ``cards`` (``component(s)``, ``group_by``, ``group_catalog``,
``label_by``, ``label_prefix: <text>`` (before the ``label_by`` value: "Boat 6"),
``show_code: false`` (no short code beside the name), ``one_owner: true`` (a card another
player holds goes last, marked as theirs), ``show``), ``widget`` (``widget: <name>`` =
``site/checker/widgets/<name>.js``: the site's checker imports the widgets its games name,
see ``cardgen.model.checker_front``).
A ``number`` field may carry ``default_from: {catalog, id_key, field}``: when it is empty the
engine uses the catalog entry named by the record's ``id_key`` (e.g. the site's minimum),
so the form shows that entry's ``field`` as the placeholder and says so.
A field of a player mode may carry ``from``: switching a player to that mode fills it from
the cards they ticked in the mode they leave: ``{cards: <key of a cards field>, count: <front
field>}`` (a tally by that field's value), ``count: [<front field>, <front field>]`` (a
tally-grid: rows by the first, columns by each value of the second) or ``where: {<front
field>: <value>}`` (a number: the cards with that value).
A top-level field may carry ``setup: true``: a choice of the game's set-up (Circle the
Wagons' bonus goals), which alone scores no one (the page waits for the players' entries).
A top-level field may carry ``if_player_mode: <mode id>``: it is shown (after the players
with ``after_players: true``) and sent to the engine only while a player uses that mode.
A ``<text>`` is ``{en, de, …}``: one translation in each of the game's languages (and
in no other), or ``{neutral: …}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.model.checker_front import widget_names
from cardgen.model.languages import spoken_list
from cardgen.model.schema import undeclared_language
from cardgen.model.types import LANGS

KINDS = {
    "number",
    "text",
    "numbers",
    "tally",
    "tally-grid",
    "choice",
    "preset",
    "pick",
    "cards",
    "widget",
}


def problems(
    checker: Mapping[str, Any], data: Mapping[str, Any], langs: tuple[str, ...] = LANGS
) -> list[str]:
    """Every fault of a checker definition against the game data (empty = fine); its
    texts are in ``langs``, the game's languages."""
    out: list[str] = []
    widgets = set(widget_names())
    catalogs = set(data.get("catalogs", {}))
    components = {c["id"] for c in data.get("components", [])}

    def text(value: Any, where: str) -> None:
        if value is None:
            return
        if not isinstance(value, Mapping) or not (
            all(value.get(lang) for lang in langs) or value.get("neutral")
        ):
            out.append(f"{where}: a text needs {spoken_list(langs, 'and')}")
            return
        for lang in value:
            if lang in LANGS and lang not in langs:
                out.append(f"{where}.{lang}: {undeclared_language(lang, langs)}")

    def field(f: Any, where: str) -> None:
        if not isinstance(f, Mapping):
            out.append(f"{where}: a field is a mapping")
            return
        kind = f.get("kind")
        if kind not in KINDS:
            out.append(f"{where}.kind: unknown kind {kind!r} (known: {', '.join(sorted(KINDS))})")
        if not isinstance(f.get("key"), str) or not f.get("key"):
            out.append(f"{where}.key: a field needs a key (a dotted record path)")
        if kind != "widget":
            text(f.get("label"), f"{where}.label")
            if kind not in {"widget"} and "label" not in f:
                out.append(f"{where}.label: missing")
        text(f.get("label_prefix"), f"{where}.label_prefix")
        for flag in ("show_code", "one_owner", "setup"):
            if f.get(flag) not in (None, True, False):
                out.append(f"{where}.{flag}: expected true or false")
        for name in ("catalog", "group_catalog"):
            if name in f and f[name] not in catalogs:
                out.append(f"{where}.{name}: no catalog {f[name]!r}")
        for name in ("rows", "cols"):
            if name in f and f[name].get("catalog") not in catalogs:
                out.append(f"{where}.{name}: no catalog {f[name].get('catalog')!r}")
        comps = f.get("components") or ([f["component"]] if "component" in f else [])
        for comp in comps if isinstance(comps, list) else [comps]:
            if comp not in components:
                out.append(f"{where}: no component {comp!r}")
        source = f.get("default_from")
        if source is not None:
            if not isinstance(source, Mapping) or source.get("catalog") not in catalogs:
                out.append(f"{where}.default_from: needs a known catalog")
            elif not (
                isinstance(source.get("id_key"), str) and isinstance(source.get("field"), str)
            ):
                out.append(f"{where}.default_from: needs id_key and field")
        if kind == "widget" and f.get("widget") not in widgets:
            out.append(f"{where}.widget: unknown widget {f.get('widget')!r}")
        if "from" in f:
            derived(f, where)

    def derived(f: Mapping[str, Any], where: str) -> None:
        spec = f["from"]
        shape = {"tally": str, "tally-grid": list, "number": None}
        if f.get("kind") not in shape:
            out.append(f"{where}.from: only a tally, tally-grid or number field is filled so")
            return
        if not isinstance(spec, Mapping) or not isinstance(spec.get("cards"), str):
            out.append(f"{where}.from: needs cards (the key of the cards field counted)")
            return
        count, matches = spec.get("count"), spec.get("where")
        wanted = shape[f["kind"]]
        if wanted is None:
            if not (isinstance(matches, Mapping) and matches) or count is not None:
                out.append(f"{where}.from: a number field counts the cards 'where' fields match")
        elif matches is not None or not isinstance(count, wanted):
            out.append(f"{where}.from: a {f['kind']} field needs 'count' as a {wanted.__name__}")
        elif wanted is list and not (len(count) == 2 and all(isinstance(c, str) for c in count)):
            out.append(f"{where}.from.count: two front fields, the rows' and the columns'")

    def players(p: Any, where: str) -> None:
        if p is None:
            return
        if not isinstance(p, Mapping):
            out.append(f"{where}: expected a mapping")
            return
        text(p.get("help"), f"{where}.help")
        for i, f in enumerate(p.get("fields", [])):
            field(f, f"{where}.fields[{i}]")
        for i, mode in enumerate(p.get("modes", [])):
            here = f"{where}.modes[{i}]"
            if not mode.get("id"):
                out.append(f"{here}.id: missing")
            text(mode.get("label"), f"{here}.label")
            if mode.get("link_only") not in (None, True, False):
                out.append(f"{here}.link_only: expected true or false")
            elif i == 0 and mode.get("link_only"):
                out.append(f"{here}.link_only: the first mode is every new player's form")
            for j, f in enumerate(mode.get("fields", [])):
                field(f, f"{here}.fields[{j}]")
            for key, source in (mode.get("unique_defaults") or {}).items():
                if key not in (mode.get("defaults") or {}):
                    out.append(f"{here}.unique_defaults.{key}: no default to vary")
                if not isinstance(source, Mapping) or source.get("catalog") not in catalogs:
                    out.append(f"{here}.unique_defaults.{key}: needs a known catalog")

    def subtotal(value: Any, where: str) -> None:
        if value is None:
            return
        rules = {str(r.get("id")) for r in data.get("scoring", [])}
        if not isinstance(value, Mapping) or value.get("after") not in rules:
            out.append(f"{where}.after: needs the id of a scoring rule")
            return
        text(value.get("label"), f"{where}.label")
        if "label" not in value:
            out.append(f"{where}.label: missing")

    if not isinstance(checker, Mapping):
        return ["checker: expected a mapping"]
    text(checker.get("tie_breaker"), "checker.tie_breaker")
    subtotal(checker.get("subtotal"), "checker.subtotal")
    if "tie_key" in checker and not (isinstance(checker["tie_key"], str) and checker["tie_key"]):
        out.append("checker.tie_key: expected the name of a result key")
    for i, f in enumerate(checker.get("fields", [])):
        field(f, f"checker.fields[{i}]")
    players(checker.get("players"), "checker.players")
    for i, mode in enumerate(checker.get("modes", [])):
        here = f"checker.modes[{i}]"
        text(mode.get("label"), f"{here}.label")
        if "points_heading" in mode:
            text(mode["points_heading"], f"{here}.points_heading")
        subtotal(mode.get("subtotal"), f"{here}.subtotal")
        if "result" in mode and mode["result"] not in widgets:
            out.append(f"{here}.result: unknown widget {mode['result']!r}")
        for j, f in enumerate(mode.get("fields", [])):
            field(f, f"{here}.fields[{j}]")
        players(mode.get("players"), f"{here}.players")
    return out
