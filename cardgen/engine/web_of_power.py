"""Scoring of Web of Power – The Card Game (``web-of-power``).

STANDARD LIBRARY ONLY: the browser checker runs this module in Pyodide.

``score(record, data)`` reads a record of ``shared/records.md`` (each player in the tally
form or the cards form, see :mod:`cardgen.engine.web_of_power_record`) and scores, per
player, four lines named by the content's scoring rules:

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
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardgen.engine.common import line, need_list, player_entries, player_result, rank_winners
from cardgen.engine.web_of_power_record import Deck, Tally, build_deck, read_players

__all__ = ["score"]

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")


def score(record: dict[str, Any], data: Mapping[str, Any]) -> dict[str, Any]:
    """Score a Web of Power record; raises ``RecordError`` for an invalid one."""
    players = player_entries(record, data)
    deck = build_deck(data)
    tallies = read_players(need_list(players, "players"), deck)
    notes: list[str] = []
    lands = score_lands(tallies, deck, notes)
    symbols = score_symbols(tallies, deck)
    results = []
    for tally in tallies:
        lines = [
            lands[tally.name],
            symbols[tally.name],
            score_chains(tally, deck),
            score_laws(tally, deck),
        ]
        results.append(player_result(tally.name, lines, land_cards=tally.land_cards))
    winners = decide(results, notes)
    return {"game": "web-of-power", "players": results, "winners": winners, "notes": notes}


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


def score_lands(tallies: list[Tally], deck: Deck, notes: list[str]) -> dict[str, dict]:
    parts: dict[str, list[str]] = {t.name: [] for t in tallies}
    points: dict[str, int] = {t.name: 0 for t in tallies}
    for country, total in deck.countries.items():
        held = {t.name: t.lands.get(country, 0) for t in tallies}
        together = sum(held.values())
        label = deck.labels[country]
        if together < total:
            if together:
                notes.append(
                    f"{label}: the players hold {together} of its {total} cards together, "
                    f"so its first rank scored {together} (after a complete game it is {total})."
                )
            else:
                notes.append(f"{label}: nobody holds any of its {total} cards.")
        for name, (rank, value, shared) in cascade(held).items():
            points[name] += value
            tie = " (shared)" if shared else ""
            parts[name].append(f"{label} {ORDINALS[rank]}{tie}: {value}")
    return {
        name: line("lands", points[name], ", ".join(parts[name]) or "no Land cards")
        for name in parts
    }


def score_symbols(tallies: list[Tally], deck: Deck) -> dict[str, dict]:
    parts: dict[str, list[str]] = {t.name: [] for t in tallies}
    points: dict[str, int] = {t.name: 0 for t in tallies}
    for country in deck.countries:
        best = max((n for t in tallies for n in t.symbols.get(country, {}).values()), default=0)
        if best <= 0:
            continue
        for tally in tallies:
            kinds = [s for s, n in tally.symbols.get(country, {}).items() if n == best]
            if not kinds:
                continue
            points[tally.name] += best
            names = "/".join(deck.symbols[s] for s in kinds)
            once = " (scored once)" if len(kinds) > 1 else ""
            parts[tally.name].append(f"{deck.labels[country]}: {best} {names}{once}")
    return {
        name: line("symbols", points[name], ", ".join(parts[name]) or "no symbol majority")
        for name in parts
    }


def score_chains(tally: Tally, deck: Deck) -> dict:
    total = 0
    parts = []
    for count, kind in ((tally.ships, "ship"), (tally.carriages, "carriage")):
        what = kind + "s" * (count != 1)
        if count >= deck.minimum:
            total += count
            parts.append(f"{count} {what}: {count}")
        else:
            parts.append(f"{count} {what}: 0 (fewer than {deck.minimum})")
    return line("chains", total, ", ".join(parts))


def score_laws(tally: Tally, deck: Deck) -> dict:
    n = tally.penalty_laws
    points = n * deck.penalty
    if not n:
        return line("laws", 0, "no '2 Siegpunkte' Law card")
    return line("laws", points, f"{n} × '2 Siegpunkte': {points}")


def decide(results: list[dict[str, Any]], notes: list[str]) -> list[str]:
    """Most points; a tie → most Land cards; still tied → no winner."""
    winners, how = rank_winners(results, [("land cards", lambda p: p["land_cards"])])
    if how == "total":
        return winners
    best = max(p["total"] for p in results)
    tied = [p for p in results if p["total"] == best]
    names = ", ".join(p["name"] for p in tied)
    if how == "shared":
        cards = next(p["land_cards"] for p in results if p["name"] == winners[0])
        leaders = ", ".join(winners)
        notes.append(f"{leaders} tie on {best} points and {cards} Land cards: there is no winner.")
        return []
    winner = winners[0]
    cards = next(p["land_cards"] for p in results if p["name"] == winner)
    notes.append(f"{names} tie on {best} points; {winner} wins with the most Land cards ({cards}).")
    return winners
