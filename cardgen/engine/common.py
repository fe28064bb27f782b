"""Shared helpers of the scoring engines: their phrases in every language, the result's
lines and winners, the game data's catalogs. STANDARD LIBRARY ONLY: this runs in Pyodide.

Reading a record and its faults: :mod:`cardgen.engine.checks`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from cardgen.engine.catalogs import Catalog
from cardgen.engine.languages import LANGS, SOURCE_LANG
from cardgen.engine.plurals import CATEGORIES, form_key

Table = Mapping[str, Mapping[str, str]]
"""Texts as ``{key: {lang: text}}``: a :class:`~cardgen.engine.catalogs.Catalog` (cardgen's
own texts) or a dict written in a module (a designer's engine, the tests)."""


def _checked(table: Table, what: str = "phrase") -> Table:
    """``table``, checked at import to have every text in the source language: the one every
    other language falls back to. A text another language lacks is read in the source
    language (a language added to ``cardgen/languages.json`` before its translations: the
    engine still loads); :func:`missing_texts` lists those, and the tests hold every table
    of the engine to every language. A catalog is not read at import: its template is its
    source language."""
    if isinstance(table, Catalog):
        return table
    for key, texts in table.items():
        if not texts.get(SOURCE_LANG):
            raise ValueError(f"{what} {key!r} lacks {SOURCE_LANG} (the source language)")
    return table


def missing_texts(table: Table) -> list[str]:
    """``key: lang`` for every text of ``table`` that a language of ``LANGS`` lacks (and
    reads in the source language)."""
    return [
        f"{key}: {lang}" for key, texts in table.items() for lang in LANGS if not texts.get(lang)
    ]


SHARED = Catalog("engine")
"""The phrases every game may use without listing them: the joints of :meth:`Speaker.joined`
(``and``, ``comma``, ``comma_last``), ``points`` (``speaker.counted("points", n)``) and
``name_in_text`` (:meth:`Speaker.in_text`), in the catalog ``engine``
(``cardgen/locale/``). A game's own table wins over these."""


MINUS = "\u2212"
"""The minus sign (U+2212) of a negative number shown in a text: the hyphen-minus of
``str(-2)`` reads as a dash ("Law card: -2")."""


def template(table: Table, key: str, lang: str) -> str:
    """The text ``key`` of ``table`` in ``lang``, in the source language where it lacks
    it."""
    if isinstance(table, Catalog):
        return table.text(key, lang)
    texts = table[key]
    return texts.get(lang) or texts[SOURCE_LANG]


def counted_template(table: Table, key: str, n: Any, lang: str) -> str:
    """The form of the counted text ``key`` of ``table`` that goes with ``n`` in ``lang``
    (by its CLDR plural category), by the source language's forms where ``lang`` lacks
    them."""
    if isinstance(table, Catalog) and table.has_counted(key):
        return table.counted(key, n, lang)
    form, speaking = plural_form(table, key, n, lang)
    return table[form][speaking]


def shown_number(value: Any) -> Any:
    """``value`` as an explanation shows it: a negative whole number with a real minus sign
    ("−2"); anything else unchanged (the result's JSON numbers stay numbers)."""
    if isinstance(value, int) and not isinstance(value, bool) and value < 0:
        return f"{MINUS}{-value}"
    return value


class Phrases:
    """A game's explanation texts in every language: ``Phrases(Catalog("web"))`` (cardgen's
    games: their gettext catalog) or ``Phrases({"key": {"en": "{n} ships", "de": "{n}
    Schiffe", …}})`` (a designer's engine), then ``phrases.bind(lang)("key", n=5)`` or
    ``phrases("key", lang, n=5)``. Every key needs the source language (a dict is checked at
    import, a catalog's template is the source language; the others by the tests,
    :func:`missing_texts`); a key the table lacks is looked up in :data:`SHARED`. A language
    a text lacks reads it in the source language, so an explanation is never missing."""

    def __init__(self, table: Table) -> None:
        self.table = _checked(table)

    def __call__(self, key: str, lang: str, /, **values: Any) -> str:
        table = self.table if key in self.table else SHARED
        shown = {name: shown_number(value) for name, value in values.items()}
        return template(table, key, lang).format(**shown)

    def bind(self, lang: str) -> Speaker:
        """The phrases in one language."""
        return Speaker(self, lang)


class Speaker:
    """A game's phrases bound to one language: ``say("key", **values)``,
    ``say.counted("key", n)`` and ``say.joined(names)``. A game that also words names from
    its data subclasses it (``class Say(Speaker)``)."""

    def __init__(self, phrases: Phrases, lang: str = SOURCE_LANG) -> None:
        self.phrases = phrases
        self.lang = lang

    def __call__(self, key: str, /, **values: Any) -> str:
        return self.phrases(key, self.lang, **values)

    def counted(self, key: str, n: int, /, **values: Any) -> str:
        """The form of the counted text ``key`` that goes with ``n`` in this language (by its
        CLDR plural category: ``{key}_one``, ``{key}_other`` …); ``n`` fills ``{n}`` unless
        ``values`` give another ``n``."""
        table = self.phrases.table if f"{key}_other" in self.phrases.table else SHARED
        shown = {name: shown_number(value) for name, value in {"n": n, **values}.items()}
        return counted_template(table, key, n, self.lang).format(**shown)

    def in_text(self, name: str) -> str:
        """A name of the game data ("Desert", "Red") as a sentence writes it: the phrase
        ``name_in_text`` says whether the language writes it in lower case."""
        return self("name_in_text", name=name, lower=name[:1].lower() + name[1:])

    def joined(self, names: Sequence[str], /, *, sep: str = "comma", last: str = "and") -> str:
        """Names as a list: the phrase ``sep`` between them, ``last`` before the last one
        (``A, B and C`` / ``A, B und C`` / ``A, B en C`` / ``A, B e C`` by default)."""
        if len(names) < 2:
            return "".join(names)
        return self(sep).join(names[:-1]) + self(last) + names[-1]


def text_in(value: Any, lang: str) -> str:
    """A text of the game data (``{en, de, …}`` or ``{neutral}``) in ``lang``."""
    if isinstance(value, dict):
        return str(value.get("neutral") or value.get(lang) or value.get(SOURCE_LANG) or "")
    return str(value)


def catalog_names(data: Mapping[str, Any] | None, name: str, lang: str) -> dict[str, str]:
    """A catalog of the game data as ``{id: its name in lang}`` (the id where it has no
    name)."""
    return {
        key: text_in(e.get("name") or key, lang) for key, e in catalog(data or {}, name).items()
    }


def item_words(
    entries: Mapping[str, Mapping[str, Any]],
    by: str,
    names: Mapping[str, Mapping[str, str]],
) -> dict[str, dict[str, str]]:
    """Items named as the checker's card pickers name them: an item's own ``name``, else
    the name (per language, ``names[lang][value]``) of the catalog entry its front field
    ``by`` refers to, numbered in content order when several items share it ("Denmark 1",
    "Denmark 2"). Returns ``{item id: {lang: name}}``; no id ever stands in for a name
    the data has."""
    totals: dict[Any, int] = {}
    for entry in entries.values():
        if not entry.get("name"):
            value = (entry.get("front") or {}).get(by)
            totals[value] = totals.get(value, 0) + 1
    seen: dict[Any, int] = {}
    out: dict[str, dict[str, str]] = {}
    for item_id, entry in entries.items():
        if entry.get("name"):
            out[item_id] = {lang: text_in(entry["name"], lang) for lang in LANGS}
            continue
        value = (entry.get("front") or {}).get(by)
        seen[value] = seen.get(value, 0) + 1
        number = f" {seen[value]}" if totals[value] > 1 else ""
        out[item_id] = {
            lang: f"{names.get(lang, {}).get(str(value), str(value))}{number}" for lang in LANGS
        }
    return out


class Message:
    """A text in every language: ``templates`` maps each of ``LANGS`` to a ``str.format``
    template, ``values`` fill it. A value may itself be a ``Message`` (rendered in the same
    language). Engines build one per fault with ``msg(TABLE, key, **values)``."""

    def __init__(self, templates: Mapping[str, str], **values: Any) -> None:
        self.templates = templates
        self.values = values

    def text(self, lang: str = SOURCE_LANG) -> str:
        template = self.templates.get(lang) or self.templates[SOURCE_LANG]
        values = {k: v.text(lang) if isinstance(v, Message) else v for k, v in self.values.items()}
        return template.format(**values)

    def __str__(self) -> str:
        return self.text(SOURCE_LANG)


def messages(table: Table) -> Table:
    """A module's table of fault messages, checked at import to have the source language
    (the others: :func:`missing_texts`, in the tests)."""
    return _checked(table, "message")


def msg(table: Table, key: str, /, **values: Any) -> Message:
    return Message(table[key], **values)


def plural_form(table: Table, key: str, n: Any, lang: str) -> tuple[str, str]:
    """``(form, language)``: the key of the form of the counted text ``key`` that goes with
    ``n``, and the language it is read in: ``lang`` where the table has the text in it, else
    the source language, whose own plural rules then choose the form (English "0 points"
    stands in for a missing French "0 point", not "0 point" in English)."""
    if f"{key}_other" not in table:
        raise KeyError(
            f"the counted text {key!r} has no form {key + '_other'!r}, the one for every"
            " count its '_one' does not take (once named '_many')"
        )
    other = table[f"{key}_other"]
    speaking = lang if other.get(lang) else SOURCE_LANG
    forms = {f"{key}_{c}" for c in CATEGORIES if (table.get(f"{key}_{c}") or {}).get(speaking)}
    return form_key(key, n, speaking, forms), speaking


class _Forms(Mapping[str, str]):
    """The forms of a counted text for one number, ``{lang: form}``, worded on demand (a
    fault is read in one language)."""

    def __init__(self, table: Table, key: str, n: Any) -> None:
        self.table, self.key, self.n = table, key, n

    def __getitem__(self, lang: str) -> str:
        return counted_template(self.table, self.key, self.n, lang)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)


def counted(table: Table, key: str, n: int, /, **values: Any) -> Message:
    """The message of the counted text ``key`` for ``n`` things: in each language the form
    of ``n``'s CLDR plural category there (``{key}_one``, ``{key}_other`` …). ``n`` fills
    ``{n}`` unless ``values`` give another ``n`` (a fault may count one thing and name
    another: the missing players of round ``n``)."""
    if isinstance(table, Catalog):
        return Message(_Forms(table, key, n), **{"n": n, **values})
    templates = {}
    for lang in LANGS:
        form, speaking = plural_form(table, key, n, lang)
        if speaking == lang:
            templates[lang] = table[form][lang]
    return Message(templates, **{"n": n, **values})


def verbatim(texts: Mapping[str, str]) -> Message:
    """Texts given per language (names from the game data) as a ``Message`` that shows
    them unchanged (braces escaped); English stands in for a missing language."""
    return Message(
        {
            lang: (texts.get(lang) or texts.get(SOURCE_LANG) or "")
            .replace("{", "{{")
            .replace("}", "}}")
            for lang in LANGS
        }
    )


def line(rule: str, points: int, detail: str, parts: Sequence[str] | None = None) -> dict[str, Any]:
    """One explained part of a score. ``parts`` are the phrases ``detail`` lists, in its
    order, each a whole ("Italien 1. Rang (geteilt): 6"): the checker breaks a line between
    them, never inside one that fits on a line (the result's ``parts``, docs/records.md)."""
    out: dict[str, Any] = {"rule": rule, "points": points, "detail": detail}
    if parts:
        out["parts"] = list(parts)
    return out


def player_result(name: str, lines: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"name": name, "total": sum(entry["points"] for entry in lines), "lines": lines, **extra}


def rank_winners(
    players: Sequence[Mapping[str, Any]],
    tie_breakers: Sequence[tuple[str, Callable[[Mapping[str, Any]], int]]] = (),
) -> tuple[list[str], str]:
    """Winners by highest total, then each tie-breaker in turn (higher is better).

    Returns the winners and how it was decided: ``"total"``, the name of the tie-breaker
    that decided, or ``"shared"`` when a tie remains (several winners).
    """
    if not players:
        return [], "total"
    best = max(p["total"] for p in players)
    leaders = [p for p in players if p["total"] == best]
    decided = "total"
    for name, key in tie_breakers:
        if len(leaders) == 1:
            break
        top = max(key(p) for p in leaders)
        leaders = [p for p in leaders if key(p) == top]
        decided = name
    if len(leaders) > 1:
        decided = "shared"
    return [p["name"] for p in leaders], decided


def catalog(data: Mapping[str, Any], name: str) -> dict[str, Mapping[str, Any]]:
    """A catalog of the game data as ``{id: entry}``, in content order."""
    return {entry["id"]: entry for entry in data.get("catalogs", {}).get(name, [])}


def items(data: Mapping[str, Any], component: str | None = None) -> dict[str, Mapping[str, Any]]:
    """Items of the game data (of one component, or all) as ``{id: item}``."""
    out: dict[str, Mapping[str, Any]] = {}
    for comp in data.get("components", []):
        if component is None or comp["id"] == component:
            for item in comp["items"]:
                out[item["id"]] = item
    return out


ParamSpec = Mapping[str, tuple[Any, ...]]
"""What a scoring rule's ``params`` hold: param name → ``("int", lo, hi)`` (a whole number,
``None`` = no bound), ``("choice", [values…])``, ``("order", [values…])`` (a list holding
each value once), ``("text",)``, ``("any",)``; a name ending in ``?`` is optional."""


def param_problems(
    data: Mapping[str, Any], spec_for: Callable[[Mapping[str, Any]], ParamSpec | None]
) -> list[tuple[str, str, str]]:
    """Check every scoring rule's ``params`` of the game data against the spec that
    ``spec_for(rule)`` gives (``None``: the rule is not checked). Returns ``(rule id, param,
    message)`` for each fault (``param`` is ``""`` when the whole ``params`` is wrong), so
    ``cardgen validate`` can name the spot instead of every score failing later."""
    out: list[tuple[str, str, str]] = []
    for rule in data.get("scoring", []):
        spec = spec_for(rule)
        if spec is None:
            continue
        rule_id = str(rule.get("id"))
        params = rule.get("params") or {}
        if not isinstance(params, dict):
            out.append((rule_id, "", "expected a mapping of parameters"))
            continue
        names = {name.rstrip("?") for name in spec}
        for key in params:
            if key not in names:
                out.append(
                    (rule_id, key, f"unknown parameter (allowed: {', '.join(sorted(names))})")
                )
        for name, (kind, *args) in spec.items():
            key = name.rstrip("?")
            if key not in params:
                if not name.endswith("?"):
                    out.append((rule_id, key, "missing parameter"))
                continue
            fault = _param_fault(params[key], kind, args)
            if fault:
                out.append((rule_id, key, fault))
    return out


def _param_fault(value: Any, kind: str, args: Sequence[Any]) -> str:
    if kind == "any":
        return ""
    if kind == "int":
        lo, hi = (list(args) + [None, None])[:2]
        if not isinstance(value, int) or isinstance(value, bool):
            return f"expected a whole number, got {value!r}"
        if lo is not None and value < lo:
            return f"must be at least {lo}, got {value}"
        if hi is not None and value > hi:
            return f"must be at most {hi}, got {value}"
        return ""
    if kind == "order":
        choices = list(args[0])
        if not isinstance(value, list) or sorted(map(str, value)) != sorted(choices):
            names = ", ".join(map(str, choices))
            return f"expected each of {names} once, in any order, got {value!r}"
        return ""
    if kind == "choice":
        choices = list(args[0])
        if not isinstance(value, str) or value not in choices:
            return f"expected one of {', '.join(map(str, choices))}, got {value!r}"
        return ""
    if not isinstance(value, str) or not value.strip():
        return f"expected a non-empty text, got {value!r}"
    return ""
