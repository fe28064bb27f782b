"""The check of ``content/<game>/checker.yaml`` (the ``checker:`` section) against the game.

The format's reference is ``docs/checker-format.md``: every mapping of the section, each
kind of field and every key, with what it does. The vocabulary (which keys each mapping
and each kind of field takes) is :mod:`cardgen.model.checker_keys`, held to that page by a
test. In short::

    checker:
      tie_breaker: <text>            # in words, shown when a tie was broken
      fields: [<field>]              # fields at the record's top level
      players:                       # per-player input
        names: {catalog: <id>}       # optional name suggestions (e.g. colours)
        help: <text>
        fields: [<field>]            # or modes: [{id, label, fields, …}]
      modes: [{id, label, when?, fields, players, …}]   # optional record modes

A ``<field>`` is ``{kind, key, label, …}``; ``key`` is a dotted path in the record (or in
the player). A ``<text>`` is ``{en, de, …}``: one translation in each of the game's
languages (and in no other), or ``{neutral: …}``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import Any

from cardgen.model import checker_keys as vocab
from cardgen.model.checker_front import widget_names
from cardgen.model.languages import spoken_list
from cardgen.model.schema import undeclared_language
from cardgen.model.types import LANGS

KINDS = set(vocab.KINDS)


def front_fields(data: Mapping[str, Any], faces: Mapping[str, Collection[str]] | None) -> dict:
    """Each component's front fields (component id → names): its face type's fields from
    ``faces`` (the schema's ``faces``), else the fields its items' fronts hold."""
    out: dict[str, set[str]] = {}
    for comp in data.get("components", []):
        fields: set[str] = set()
        if faces is not None and comp.get("front_type") in faces:
            fields.update(faces[comp["front_type"]])
        else:
            for item in comp.get("items", []):
                fields.update((item.get("front") or {}).keys())
        out[comp["id"]] = fields
    return out


def problems(
    checker: Mapping[str, Any],
    data: Mapping[str, Any],
    langs: tuple[str, ...] = LANGS,
    faces: Mapping[str, Collection[str]] | None = None,
) -> list[str]:
    """Every fault of a checker definition against the game data (empty = fine); its
    texts are in ``langs``, the game's languages; ``faces`` are the fields of each face
    type (the schema's ``faces``; without it, the fields the cards' fronts hold)."""
    out: list[str] = []
    widgets = set(widget_names())
    catalogs = set(data.get("catalogs", {}))
    components = {c["id"] for c in data.get("components", [])}
    fronts = front_fields(data, faces)

    def keys(value: Mapping[str, Any], allowed: Iterable[str], where: str, what: str) -> None:
        known = list(allowed)
        for key in value:
            if key not in known:
                out.append(f"{where}.{key}: unknown key {key!r} ({what}: {', '.join(known)})")

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

    def field(f: Any, where: str, place: tuple[str, ...]) -> None:
        if not isinstance(f, Mapping):
            out.append(f"{where}: a field is a mapping")
            return
        kind = f.get("kind")
        if kind not in KINDS:
            out.append(
                f"{where}.kind: unknown kind {kind!r} (known: {', '.join(sorted(vocab.KINDS))})"
            )
        else:
            allowed = (*vocab.FIELD_KEYS, *vocab.KIND_KEYS[kind], *place)
            keys(f, allowed, where, f"a {kind} field here takes")
        if not isinstance(f.get("key"), str) or not f.get("key"):
            out.append(f"{where}.key: a field needs a key (a dotted record path)")
        if kind != "widget":
            text(f.get("label"), f"{where}.label")
            if "label" not in f:
                out.append(f"{where}.label: missing")
        text(f.get("label_prefix"), f"{where}.label_prefix")
        text(f.get("help"), f"{where}.help")
        text(f.get("none"), f"{where}.none")
        for flag in vocab.FLAGS:
            if f.get(flag) not in (None, True, False):
                out.append(f"{where}.{flag}: expected true or false")
        for name in ("catalog", "group_catalog"):
            if name in f and f[name] not in catalogs:
                out.append(f"{where}.{name}: no catalog {f[name]!r}")
        for name in ("rows", "cols"):
            if name in f and f[name].get("catalog") not in catalogs:
                out.append(f"{where}.{name}: no catalog {f[name].get('catalog')!r}")
        comps = f.get("components") or ([f["component"]] if "component" in f else [])
        comps = comps if isinstance(comps, list) else [comps]
        for comp in comps:
            if comp not in components:
                out.append(f"{where}: no component {comp!r}")
        if kind == "cards":
            card_fields(f, where, [c for c in comps if c in components])
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

    def card_fields(f: Mapping[str, Any], where: str, comps: list[str]) -> None:
        """``group_by``, ``label_by`` and ``show`` name fields of the cards' fronts."""
        known = sorted(set().union(*(fronts.get(c, set()) for c in comps))) if comps else []
        for key in vocab.FRONT_FIELD_KEYS:
            if key not in f:
                continue
            value = f[key]
            # group_by: one field; show: a list; label_by: either
            names = [value] if key != "show" and isinstance(value, str) else value
            shapes = {"group_by": "a front field", "show": "a list of front fields"}
            if (
                (key == "group_by" and not isinstance(value, str))
                or not isinstance(names, list)
                or not names
                or not all(isinstance(name, str) and name for name in names)
            ):
                shape = shapes.get(key, "a front field or a list of them")
                out.append(f"{where}.{key}: expected {shape}")
                continue
            for name in names:
                if known and name.split(".")[0] not in known:
                    out.append(
                        f"{where}.{key}: {name!r} is not a field of the cards' fronts"
                        f" (fields: {', '.join(known)})"
                    )

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
        keys(p, vocab.PLAYERS_KEYS, where, "players takes")
        text(p.get("help"), f"{where}.help")
        for i, f in enumerate(p.get("fields", [])):
            field(f, f"{where}.fields[{i}]", ())
        for i, mode in enumerate(p.get("modes", [])):
            here = f"{where}.modes[{i}]"
            if not isinstance(mode, Mapping):
                out.append(f"{here}: expected a mapping")
                continue
            keys(mode, vocab.PLAYER_MODE_KEYS, here, "a player mode takes")
            if not mode.get("id"):
                out.append(f"{here}.id: missing")
            text(mode.get("label"), f"{here}.label")
            text(mode.get("help"), f"{here}.help")
            if mode.get("link_only") not in (None, True, False):
                out.append(f"{here}.link_only: expected true or false")
            elif i == 0 and mode.get("link_only"):
                out.append(f"{here}.link_only: the first mode is every new player's form")
            for j, f in enumerate(mode.get("fields", [])):
                field(f, f"{here}.fields[{j}]", vocab.PLAYER_FIELD_KEYS)
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
        keys(value, vocab.SUBTOTAL_KEYS, where, "a subtotal takes")
        text(value.get("label"), f"{where}.label")
        if "label" not in value:
            out.append(f"{where}.label: missing")

    if not isinstance(checker, Mapping):
        return ["checker: expected a mapping"]
    keys(checker, vocab.CHECKER_KEYS, "checker", "the checker section takes")
    text(checker.get("tie_breaker"), "checker.tie_breaker")
    subtotal(checker.get("subtotal"), "checker.subtotal")
    if "tie_key" in checker and not (isinstance(checker["tie_key"], str) and checker["tie_key"]):
        out.append("checker.tie_key: expected the name of a result key")
    rounds = checker.get("rounds")
    if rounds is not None:
        if isinstance(rounds, Mapping):
            keys(rounds, vocab.ROUNDS_KEYS, "checker.rounds", "rounds takes")
        else:
            out.append("checker.rounds: expected {min, max}")
    for i, f in enumerate(checker.get("fields", [])):
        field(f, f"checker.fields[{i}]", vocab.TOP_FIELD_KEYS)
    players(checker.get("players"), "checker.players")
    for i, mode in enumerate(checker.get("modes", [])):
        here = f"checker.modes[{i}]"
        if not isinstance(mode, Mapping):
            out.append(f"{here}: expected a mapping")
            continue
        keys(mode, vocab.RECORD_MODE_KEYS, here, "a record mode takes")
        text(mode.get("label"), f"{here}.label")
        text(mode.get("help"), f"{here}.help")
        if "points_heading" in mode:
            text(mode["points_heading"], f"{here}.points_heading")
        subtotal(mode.get("subtotal"), f"{here}.subtotal")
        if "result" in mode and mode["result"] not in widgets:
            out.append(f"{here}.result: unknown widget {mode['result']!r}")
        for j, f in enumerate(mode.get("fields", [])):
            field(f, f"{here}.fields[{j}]", vocab.TOP_FIELD_KEYS)
        players(mode.get("players"), f"{here}.players")
    return out
