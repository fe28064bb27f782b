"""Shared helpers of the scoring engines. STANDARD LIBRARY ONLY: this runs in Pyodide.

Every engine validates the record as it reads it and raises ``RecordError(message, path)``
for the first fault, with ``path`` in the JSON-path style of ``records.md``
(``players[1].lands.frankreich``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

LANGS: tuple[str, ...] = ("en", "de", "nl", "it")
"""The languages an engine explains its scores in (``lang`` argument of ``score``)."""


def _checked(table: Mapping[str, Mapping[str, str]]) -> Mapping[str, Mapping[str, str]]:
    for key, texts in table.items():
        missing = [lang for lang in LANGS if lang not in texts]
        if missing:
            raise ValueError(f"phrase {key!r} lacks {', '.join(missing)}")
    return table


SHARED: Mapping[str, Mapping[str, str]] = _checked(
    {
        # the word before the last name of a list: "A, B and C" / "A, B und C" …
        "and": {"en": " and ", "de": " und ", "nl": " en ", "it": " e "},
        "comma": {"en": ", ", "de": ", ", "nl": ", ", "it": ", "},
        # the same with the English lists the engines have always written: "A, B, C"
        "comma_last": {"en": ", ", "de": " und ", "nl": " en ", "it": " e "},
        # German "mit 1 Punkt" / "mit 7 Punkten": the dative that follows "mit", "bei" …
        "points_one": {"en": "1 point", "de": "1 Punkt", "nl": "1 punt", "it": "1 punto"},
        "points_many": {
            "en": "{n} points",
            "de": "{n} Punkten",
            "nl": "{n} punten",
            "it": "{n} punti",
        },
    }
)
"""The phrases every game may use without listing them: the joints of :meth:`Speaker.joined`
(``and``, ``comma``, ``comma_last``) and ``points`` (``speaker.counted("points", n)``). A
game's own table wins over these."""


class Phrases:
    """A game's explanation texts in four languages: ``Phrases({"key": {"en": "{n} ships",
    "de": "{n} Schiffe", …}})``, then ``phrases.bind(lang)("key", n=5)`` or
    ``phrases("key", lang, n=5)``. Every key needs all four languages; a key the table lacks
    is looked up in :data:`SHARED`. Unknown languages fall back to English, so an
    explanation is never missing."""

    def __init__(self, table: Mapping[str, Mapping[str, str]]) -> None:
        self.table = _checked(table)

    def __call__(self, key: str, lang: str, /, **values: Any) -> str:
        texts = self.table[key] if key in self.table else SHARED[key]
        return texts.get(lang, texts["en"]).format(**values)

    def bind(self, lang: str) -> Speaker:
        """The phrases in one language."""
        return Speaker(self, lang)


class Speaker:
    """A game's phrases bound to one language: ``say("key", **values)``,
    ``say.counted("key", n)`` and ``say.joined(names)``. A game that also words names from
    its data subclasses it (``class Say(Speaker)``)."""

    def __init__(self, phrases: Phrases, lang: str = "en") -> None:
        self.phrases = phrases
        self.lang = lang

    def __call__(self, key: str, /, **values: Any) -> str:
        return self.phrases(key, self.lang, **values)

    def counted(self, key: str, n: int, /, **values: Any) -> str:
        """``{key}_one`` for exactly one, else ``{key}_many``; ``n`` fills ``{n}``."""
        return self(f"{key}_one" if n == 1 else f"{key}_many", n=n, **values)

    def joined(self, names: Sequence[str], /, *, sep: str = "comma", last: str = "and") -> str:
        """Names as a list: the phrase ``sep`` between them, ``last`` before the last one
        (``A, B and C`` / ``A, B und C`` / ``A, B en C`` / ``A, B e C`` by default)."""
        if len(names) < 2:
            return "".join(names)
        return self(sep).join(names[:-1]) + self(last) + names[-1]


def text_in(value: Any, lang: str) -> str:
    """A text of the game data (``{en, de, nl, it}`` or ``{neutral}``) in ``lang``."""
    if isinstance(value, dict):
        return str(value.get("neutral") or value.get(lang) or value.get("en") or "")
    return str(value)


def catalog_names(data: Mapping[str, Any] | None, name: str, lang: str) -> dict[str, str]:
    """A catalog of the game data as ``{id: its name in lang}`` (the id where it has no
    name)."""
    return {
        key: text_in(e.get("name") or key, lang) for key, e in catalog(data or {}, name).items()
    }


class RecordError(ValueError):
    """An invalid record: ``message`` says what is wrong, ``path`` where."""

    def __init__(self, message: str, path: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.path = path

    def to_json(self) -> dict[str, Any]:
        return {"error": {"message": self.message, "path": self.path}}

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


def join(path: str, key: str | int) -> str:
    """Extend a JSON path: ``join("players", 1)`` → ``players[1]``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def need_object(value: Any, path: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(f"expected an object, got {describe(value)}", path)
    return value


def need_list(value: Any, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"expected a list, got {describe(value)}", path)
    return value


def need_int(value: Any, path: str, lo: int | None = 0, hi: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"expected a whole number, got {describe(value)}", path)
    if lo is not None and value < lo:
        raise RecordError(f"must be at least {lo}, got {value}", path)
    if hi is not None and value > hi:
        raise RecordError(f"must be at most {hi}, got {value}", path)
    return value


def need_str(value: Any, path: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise RecordError(f"expected a non-empty text, got {describe(value)}", path)
    return value


def need_bool(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise RecordError(f"expected true or false, got {describe(value)}", path)
    return value


def need_choice(value: Any, choices: Sequence[str], path: str, what: str = "value") -> str:
    if not isinstance(value, str) or value not in choices:
        shown = ", ".join(choices[:15]) + (" …" if len(choices) > 15 else "")
        raise RecordError(f"unknown {what} {describe(value)} (expected one of: {shown})", path)
    return value


def only_keys(obj: Mapping[str, Any], allowed: Sequence[str], path: str) -> None:
    for key in obj:
        if key not in allowed:
            raise RecordError(
                f"unknown field '{key}' (allowed: {', '.join(allowed)})", join(path, key)
            )


def describe(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else value[:37] + "...")
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    return type(value).__name__


def player_entries(
    record: Mapping[str, Any], data: Mapping[str, Any], key: str = "players", path: str = ""
) -> list[Mapping[str, Any]]:
    """The record's players: a list of objects with unique non-empty names, within the
    game's player count (``data["players"]``)."""
    players = need_list(record.get(key), join(path, key))
    limits = data.get("players") or {}
    lo, hi = limits.get("min", 1), limits.get("max", 99)
    if not lo <= len(players) <= hi:
        raise RecordError(
            f"this game has {lo} to {hi} players, the record has {len(players)}", join(path, key)
        )
    seen: set[str] = set()
    for i, entry in enumerate(players):
        here = join(join(path, key), i)
        entry = need_object(entry, here)
        name = need_str(entry.get("name"), join(here, "name"))
        if name in seen:
            raise RecordError(f"the name '{name}' is used twice", join(here, "name"))
        seen.add(name)
    return players


def line(rule: str, points: int, detail: str) -> dict[str, Any]:
    """One explained part of a score."""
    return {"rule": rule, "points": points, "detail": detail}


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
