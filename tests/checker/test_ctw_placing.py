"""Circle the Wagons' town builder's reckoning (``widgets/ctw/placing.js``) under Node: the
cards offered are those no player has placed and no bonus goal shows; no card is offered
as "the next" once the one chosen is laid (the page cannot know which was played next); a
card laid beside the last one goes two squares over; a placement is told as a person sees
it (beside the card before it, or on it); and a square's column and row names stay its own
however the town grows."""

from __future__ import annotations

import shutil

import pytest
from node import run_modules

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")

CARDS = """new Map([1, 2, 3, 4, 5, 6].map(n => [`card-0${n}`, {id: `card-0${n}`,
  back: {goal: `goal-${n}`},
  front: {territories: [{terrain: 'forest', icon: 'cattle'}, {terrain: 'plains', icon: 'bottle'},
    {terrain: 'desert', icon: 'bottle'}, {terrain: 'snow', icon: 'gun'}]}}]))"""


def run(script: str):
    return run_modules(f"const cards = {CARDS};\n{script}", placing="widgets/ctw/placing.js")


def test_only_cards_no_one_has_placed_are_offered_and_none_is_chosen_for_the_person():
    out = run(
        """const players = [
          {name: 'Anna', town: [{card: 'card-01', x: 0, y: 0}, {card: 'card-04', x: 2, y: 0}]},
          {name: 'Ben', town: [{card: 'card-02', x: 0, y: 0}]},
          {name: 'Cleo', grid: ['forest:cattle']}];
        const placed = placing.placedCards(players);
        const free = placing.freeCards(cards, placed, ['goal-6']);
        // Anna lays card-03, chosen: it is offered no more, and nothing takes its place
        const after = placing.freeCards(cards, new Set([...placed, 'card-03']), ['goal-6']);
        console.log(JSON.stringify({placed: [...placed].sort(), free, after,
          kept: placing.stillChosen('card-05', free),
          laid: placing.stillChosen('card-03', after),
          taken: placing.stillChosen('card-02', free),
          none: placing.stillChosen(null, free),
          hostile: [...placing.placedCards([null, {town: 'x'}, {town: [null, {card: 7}]}])]}));"""
    )
    assert out["placed"] == ["card-01", "card-02", "card-04"]
    # the other players' cards are not offered, nor the card of a bonus goal in play
    assert out["free"] == ["card-03", "card-05"]
    assert out["after"] == ["card-05"]
    # a card chosen stays chosen while it is free; once laid (or placed by another player)
    # no card is chosen: "the next number" is not the card played next
    assert out["kept"] == "card-05"
    assert out["laid"] is None and out["taken"] is None and out["none"] is None
    assert out["hostile"] == []


def test_a_squares_name_is_its_own_however_the_town_grows():
    out = run(
        """const names = [-3, -2, -1, 0, 1, 2, 7].map(placing.axisName);
        // a grid drawn around a town, then around the same town grown left and up: each
        // square keeps its name, and no new square takes an old one's name
        const grid = (x0, x1) =>
          Array.from({length: x1 - x0 + 1}, (_, i) => placing.axisName(x0 + i));
        const before = grid(-2, 3), after = grid(-4, 5);
        console.log(JSON.stringify({names, before, after}));"""
    )
    assert out["names"] == ["\u22123", "\u22122", "\u22121", "1", "2", "3", "8"]
    before, after = out["before"], out["after"]
    assert before == ["\u22122", "\u22121", "1", "2", "3", "4"]
    assert after[2:8] == before  # the old squares, named as before
    assert len(set(after)) == len(after)  # no two squares share a name


def test_a_card_beside_the_last_goes_two_squares_over_and_is_told_so():
    out = run(
        """const last = {card: 'card-01', x: 3, y: -1};
        const ways = ['left', 'right', 'above', 'below'];
        const at = Object.fromEntries(ways.map(w => [w, placing.besides(last, w)]));
        const told = ways.map(w => placing.relation(last, at[w]));
        console.log(JSON.stringify({at, told, on: placing.relation(last, {x: 3, y: -1}),
          apart: placing.relation(last, {x: 4, y: -1}),
          first: placing.relation(undefined, last)}));"""
    )
    assert out["at"] == {
        "left": {"x": 1, "y": -1},
        "right": {"x": 5, "y": -1},
        "above": {"x": 3, "y": -3},
        "below": {"x": 3, "y": 1},
    }
    assert out["told"] == ["left", "right", "above", "below"]
    assert out["on"] == "on"
    # one square over, half on it: no "beside" to tell (the page gives column and row)
    assert out["apart"] is None and out["first"] is None


def test_the_visible_town_is_the_cards_in_order_later_on_top_turned_or_not():
    out = run(
        """const town = placing.visible([{card: 'card-01', x: 0, y: 0},
          {card: 'card-02', x: 1, y: 0, turned: true}, {card: 'nope', x: 5, y: 5}], cards);
        console.log(JSON.stringify([...town].map(([k, c]) => [k, c.terrain, c.card])));"""
    )
    assert out == [
        ["0,0", "forest", "card-01"],
        ["1,0", "snow", "card-02"],
        ["0,1", "desert", "card-01"],
        ["1,1", "plains", "card-02"],
        ["2,0", "desert", "card-02"],
        ["2,1", "forest", "card-02"],
    ]
