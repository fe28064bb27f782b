"""Hypothesis properties: order independence, determinism, monotonic networks, and no
exception but RecordError on any JSON input."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardgen.engine import RecordError
from cardgen.engine.checks import name_key
from cardgen.engine.games.cosmopolis_networks import score as engine
from cardgen.model import game_data, load_game

VISIBLE = st.characters(blacklist_categories=("Cc", "Cs", "Cf"))

DATA = game_data(load_game("cosmopolis-networks"))
REGIONS = [r["id"] for r in DATA["catalogs"]["regions"]]
LINK_SETS = sorted(
    {
        tuple(f["links"])
        for c in DATA["components"]
        for i in c["items"]
        for f in (i["front"], i.get("back") or {})
        if "links" in f
    }  # fmt: skip
)
FACES = [f["face"] for c in DATA["components"] for i in c["items"]
         for f in (i["front"], i.get("back") or {}) if "face" in f]  # fmt: skip
GAME = "cosmopolis-networks"
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def legal_set(draw):
    kind = draw(st.sampled_from("abc"))
    if kind == "a":
        region = draw(st.sampled_from(REGIONS))
        return [{"region": region}] * draw(st.integers(3, 4))
    links = draw(st.sampled_from(LINK_SETS))
    cards = [{"links": list(links)}]
    if kind == "b":
        two = draw(st.permutations(links))[:2]
        for region in two:
            cards += [{"region": region}] * draw(st.integers(1, 2))
    else:
        cards += [{"region": draw(st.sampled_from(links))}] * draw(st.integers(2, 3))
    return draw(st.permutations(cards))


spreads = st.lists(legal_set(), max_size=3)
names = st.lists(st.text(VISIBLE, min_size=1, max_size=5).filter(name_key), min_size=2,
                 max_size=4, unique_by=name_key)  # fmt: skip


def outcome(record):
    try:
        result = engine.score(record, DATA)
    except RecordError as error:
        return ("error", error.message)
    return ("ok", {p["name"]: p["total"] for p in result["players"]}, sorted(result["winners"]))


@SETTINGS
@given(names, st.lists(spreads, min_size=4, max_size=4), st.randoms(use_true_random=False))
def test_player_order_never_changes_a_score(people, all_spreads, rnd):
    players = [{"name": n, "spread": s} for n, s in zip(people, all_spreads, strict=False)]
    shuffled = players[:]
    rnd.shuffle(shuffled)
    a = outcome({"game": GAME, "players": players})
    b = outcome({"game": GAME, "players": shuffled})
    assert a[0] == b[0]
    if a[0] == "ok":
        assert a[1:] == b[1:]


@SETTINGS
@given(names, st.lists(spreads, min_size=4, max_size=4))
def test_scoring_is_deterministic(people, all_spreads):
    record = {
        "game": GAME,
        "players": [{"name": n, "spread": s} for n, s in zip(people, all_spreads, strict=False)],
    }
    frozen = json.dumps(record)
    first = outcome(record)
    assert json.dumps(record) == frozen  # the engine does not change its input
    assert outcome(json.loads(frozen)) == first


@SETTINGS
@given(spreads, legal_set())
def test_adding_a_set_never_lowers_the_score_and_never_exceeds_the_regional_cards(spread, extra):
    before = outcome({"game": GAME, "players": [{"name": "A", "spread": spread}, {"name": "B"}]})
    after = outcome({"game": GAME, "players": [{"name": "A", "spread": [*spread, extra]},
                                               {"name": "B"}]})  # fmt: skip
    if before[0] == "ok" and after[0] == "ok":
        assert before[1]["A"] <= after[1]["A"]
        regional = sum(1 for s in [*spread, extra] for c in s if "region" in c)
        assert after[1]["A"] <= regional


@SETTINGS
@given(legal_set())
def test_a_single_set_scores_its_regional_cards(cards):
    result = outcome({"game": GAME, "players": [{"name": "A", "spread": [cards]},
                                                {"name": "B"}]})  # fmt: skip
    assert result[0] == "ok"
    assert result[1]["A"] == sum(1 for c in cards if "region" in c)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(REGIONS + FACES + ["rc-01", "lc-02"]),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["name", "spread", "region", "links", "players", "rounds",
                                       "x"]) | st.text(max_size=4), inner, max_size=4),
    max_leaves=30,
)  # fmt: skip
card_like = (
    st.sampled_from(FACES + ["rc-01", "nowhere"])
    | st.fixed_dictionaries({"region": st.sampled_from(REGIONS) | json_values})
    | st.fixed_dictionaries({"links": st.lists(st.sampled_from(REGIONS), max_size=4) | json_values})
    | json_values
)
player_like = st.fixed_dictionaries(
    {"name": st.sampled_from(["A", "B", "C", ""]) | json_values,
     "spread": st.lists(st.lists(card_like, max_size=5), max_size=4) | json_values},
)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(
    st.one_of(
        json_values,
        st.fixed_dictionaries({"players": st.lists(player_like, max_size=5) | json_values}),
        st.fixed_dictionaries(
            {
                "rounds": st.lists(
                    st.fixed_dictionaries({"players": st.lists(player_like, max_size=4)}),
                    max_size=3,
                )
                | json_values
            }
        ),  # fmt: skip
    )
)
@pytest.mark.slow  # a sweep: not in make check (see pyproject.toml)
def test_any_json_gives_a_result_or_a_record_error(value):
    record = {"game": GAME, **value} if isinstance(value, dict) else value
    try:
        result = engine.score(record, DATA)
    except RecordError as error:
        assert isinstance(error.path, str) and error.message
        return
    assert all(isinstance(p["total"], int) for p in result["players"])
    json.dumps(result)
