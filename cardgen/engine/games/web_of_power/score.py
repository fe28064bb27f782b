"""Scoring of Web of Power – The Card Game (``web-of-power``).

STANDARD LIBRARY ONLY: the browser checker runs this module in Pyodide.

``score(record, data, lang)`` reads a record of ``shared/records.md`` (each player in the tally
form or the cards form, see :mod:`cardgen.engine.games.web_of_power.record`) and scores, per
player, four lines named by the content's scoring rules (countries in the order of the
``lands`` rule's ``order``: Frankreich first, as the rules say, then our printed chart's rows):

* ``lands`` — per country a majority cascade: the players holding the most cards of the
  country score the number of that country's cards held by all players together; each
  next rank (the next lower count actually held) scores the count held by the rank before
  it. Tied players share a rank and all score it. Players without cards there score 0.
* ``symbols`` — per country, the highest count of one symbol type held by anyone; every
  player holding that many of one type scores that number, once per country.
* ``chains`` — 5 (``params.minimum``) or more ships score the number of ships; likewise
  carriages; both may score.
* ``laws`` — each "2 Siegpunkte" Law card held scores its ``points`` (−2).

Winners: the highest total; a tie goes to the tied player with more Land cards; a tie
after that has no winner (``winners == []``).

Details and notes are in ``lang`` (a language code), worded by
:mod:`cardgen.engine.games.web_of_power.text`; country names are the printed German ones in
English and the translated ones otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.checks import need_list, only_keys, player_entries
from cardgen.engine.common import (
    Message,
    ParamSpec,
    Speaker,
    catalog_names,
    line,
    param_problems,
    player_result,
    rank_winners,
)
from cardgen.engine.games.web_of_power.deck import Deck, build_deck
from cardgen.engine.games.web_of_power.record import RECORD_KEYS, DesignNote, Tally, read_players
from cardgen.engine.games.web_of_power.text import ENGLISH, ORDINALS, PHRASES, country_labels
from cardgen.engine.languages import SOURCE_LANG

__all__ = ["score"]

GAME_ID = "web-of-power"


def check_params(data: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """Faults of the scoring rules' ``params`` (``cardgen validate`` reports them)."""
    laws = [entry["id"] for entry in data.get("catalogs", {}).get("laws", [])]
    countries = [entry["id"] for entry in data.get("catalogs", {}).get("countries", [])]
    spec: dict[str, ParamSpec] = {
        "lands": {"order?": ("order", countries)},
        "symbols": {},
        "chains": {"minimum": ("int", 1, None)},
        "laws": {"law": ("choice", laws)},
    }
    return param_problems(data, lambda rule: spec.get(str(rule.get("id"))))


def score(
    record: dict[str, Any], data: Mapping[str, Any], lang: str = SOURCE_LANG
) -> dict[str, Any]:
    """Score a Web of Power record; raises ``RecordError`` for an invalid one.

    ``lang`` (a language code) is the language of the line details and the notes."""
    only_keys(record, RECORD_KEYS, "")
    players = player_entries(record, data)
    deck = build_deck(data)
    design: list[DesignNote] = []
    tallies = read_players(need_list(players, "players"), deck, notes=design)
    say = PHRASES.bind(lang)
    labels = country_labels(data, lang)
    symbol_names = catalog_names(data, "symbols", lang)
    # a value beyond our design that a field holds is a doubt at that field (the checker
    # marks it as it marks a fault, docs/records.md); one on the game as a whole, a note
    notes: list[str] = [
        design_text(note, say, labels, symbol_names) for note in design if not note.path
    ]
    doubts = [
        {"path": note.path, "message": design_text(note, say, labels, symbol_names)}
        for note in design
        if note.path
    ]
    lands = score_lands(tallies, deck, notes, labels, say)
    symbols = score_symbols(tallies, deck, labels, symbol_names, say)
    results = []
    for tally in tallies:
        lines = [lands[tally.name], symbols[tally.name], score_chains(tally, deck, say)]
        # the Law card line only for a player who holds one: "no Law card" under every
        # other player was noise
        if tally.penalty_laws:
            lines.append(score_laws(tally, deck, say))
        results.append(player_result(tally.name, lines, land_cards=tally.land_cards))
    winners = decide(results, notes, say)
    result = {"game": "web-of-power", "players": results, "winners": winners, "notes": notes}
    if doubts:
        result["doubts"] = doubts
    return result


def design_text(
    note: DesignNote, say: Speaker, labels: Mapping[str, str], symbol_names: Mapping[str, str]
) -> str:
    """A note of a record that goes beyond our own design, in the reader's language."""
    values = {
        key: value.text(say.lang) if isinstance(value, Message) else value
        for key, value in note.values
    }
    if "country" in values:
        values["label"] = labels.get(values.pop("country"), "")
    if "symbol" in values:
        values["symbol"] = symbol_names.get(values["symbol"], values["symbol"])
    if "cards" in values:
        values["cards"] = say.counted("land_cards", values["cards"])
    if "things" in values:
        parts = []
        for kind, count, *where in values.pop("things"):
            if kind == "symbols":
                symbol, country = where
                name = symbol_names.get(symbol, symbol)
                parts.append(f"{count} × {name} ({labels.get(country, country)})")
            elif kind == "laws":
                (law,) = where
                parts.append(f"{count} × {law.text(say.lang)}")
            else:
                parts.append(say.counted(kind, count))
        values["what"] = say.joined(parts)
    return say(note.key, **values)


def cascade(held: Mapping[str, int]) -> dict[str, tuple[int, int, bool]]:
    """The majority cascade of one country: player → (rank, points, shared).

    ``held`` maps players to the cards they hold there; players with none are left out.
    Rank 0 scores the cards held by everyone together; rank k scores the count held by
    rank k − 1. Equal counts share a rank.
    """
    counts = sorted({n for n in held.values() if n > 0}, reverse=True)
    together = sum(held.values())
    out = {}
    for name, n in held.items():
        if n <= 0:
            continue
        rank = counts.index(n)
        points = together if rank == 0 else counts[rank - 1]
        shared = sum(1 for m in held.values() if m == n) > 1
        out[name] = (rank, points, shared)
    return out


def score_lands(
    tallies: list[Tally],
    deck: Deck,
    notes: list[str],
    labels: Mapping[str, str] | None = None,
    say: Speaker = ENGLISH,
) -> dict[str, dict]:
    labels = labels or deck.labels
    parts: dict[str, list[str]] = {t.name: [] for t in tallies}
    points: dict[str, int] = {t.name: 0 for t in tallies}
    for country in deck.order:
        total = deck.countries[country]
        held = {t.name: t.lands.get(country, 0) for t in tallies}
        together = sum(held.values())
        label = labels[country]
        if together < total:
            if together:
                notes.append(say("note_partial", label=label, together=together, total=total))
            else:
                notes.append(say("note_nobody", label=label, total=total))
        for name, (rank, value, shared) in cascade(held).items():
            points[name] += value
            key = "land_rank_shared" if shared else "land_rank"
            ordinal = ORDINALS[rank] if rank < len(ORDINALS) else f"{rank + 1}th"
            parts[name].append(say(key, label=label, ordinal=ordinal, n=rank + 1, value=value))
    return {
        name: line("lands", points[name], ", ".join(parts[name]) or say("no_lands"), parts[name])
        for name in parts
    }


def score_symbols(
    tallies: list[Tally],
    deck: Deck,
    labels: Mapping[str, str] | None = None,
    symbol_names: Mapping[str, str] | None = None,
    say: Speaker = ENGLISH,
) -> dict[str, dict]:
    labels = labels or deck.labels
    symbol_names = symbol_names or deck.symbols
    parts: dict[str, list[str]] = {t.name: [] for t in tallies}
    points: dict[str, int] = {t.name: 0 for t in tallies}
    for country in deck.order:
        best = max((n for t in tallies for n in t.symbols.get(country, {}).values()), default=0)
        if best <= 0:
            continue
        for tally in tallies:
            kinds = [s for s, n in tally.symbols.get(country, {}).items() if n == best]
            if not kinds:
                continue
            points[tally.name] += best
            names = "/".join(symbol_names.get(s, s) for s in kinds)
            key = "symbol_best_once" if len(kinds) > 1 else "symbol_best"
            parts[tally.name].append(say(key, label=labels[country], best=best, names=names))
    return {
        name: line(
            "symbols", points[name], ", ".join(parts[name]) or say("no_symbols"), parts[name]
        )
        for name in parts
    }


def score_chains(tally: Tally, deck: Deck, say: Speaker = ENGLISH) -> dict:
    total = 0
    parts = []
    for count, kind in ((tally.ships, "ships"), (tally.carriages, "carriages")):
        what = say.counted(kind, count)
        if count >= deck.minimum:
            total += count
            parts.append(say("chain_scores", what=what, n=count))
        else:
            parts.append(say("chain_short", what=what, minimum=deck.minimum))
    return line("chains", total, ", ".join(parts), parts)


def score_laws(tally: Tally, deck: Deck, say: Speaker = ENGLISH) -> dict:
    n = tally.penalty_laws
    points = n * deck.penalty
    law = deck.law_name(say.lang)
    return line("laws", points, say("laws", n=n, points=points, law=law))


def decide(results: list[dict[str, Any]], notes: list[str], say: Speaker = ENGLISH) -> list[str]:
    """Most points; a tie → most Land cards; still tied → no winner."""
    winners, how = rank_winners(results, [("land cards", lambda p: p["land_cards"])])
    if how == "total":
        return winners
    best = max(p["total"] for p in results)
    tied = [p for p in results if p["total"] == best]
    names = say.joined([p["name"] for p in tied], last="comma_last")
    points = say.counted("points", best)
    if how == "shared":
        cards = next(p["land_cards"] for p in results if p["name"] == winners[0])
        leaders = say.joined(winners, last="comma_last")
        cards_shown = say.counted("land_cards", cards)
        notes.append(say("note_no_winner", leaders=leaders, points=points, cards=cards_shown))
        return []
    winner = winners[0]
    cards = next(p["land_cards"] for p in results if p["name"] == winner)
    notes.append(
        say("note_land_cards_decide", names=names, points=points, winner=winner, cards=cards)
    )
    return winners
