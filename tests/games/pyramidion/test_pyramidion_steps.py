"""Site evaluation: the structured ``steps`` of the result (what the checker's step view
reads), in every language, against the notes and the site after the evaluation."""

from __future__ import annotations

import pytest

from cardgen.engine import score
from cardgen.engine.common import LANGS

STEP_IDS = ["torturer", "negotiator", "merchant", "discard"]


def site(**fields):
    base = {"id": "thebes", "torturer": None, "negotiator": None, "resources": {}}
    return {**base, **fields}


def steps_of(result):
    return {s["step"]: s for s in result["steps"]}


def test_steps_in_order_with_every_field(run):
    result = run({"site": site(), "players": [{"name": "blue"}, {"name": "red"}]})
    assert [s["step"] for s in result["steps"]] == STEP_IDS
    keys = {"step", "title", "kind", "minimum", "best", "leaders", "winner", "placed"}
    for step in result["steps"]:
        assert keys | {"reason", "before", "after"} <= set(step)
        assert isinstance(step["reason"], str) and step["reason"]


def test_seed_thebes_torturer_replaces_old_troop(data, record_file):
    result = score(record_file("seed-thebes.json"), data)
    torturer = steps_of(result)["torturer"]
    assert torturer["winner"] == "blue" and torturer["placed"] is True
    assert torturer["before"] == "yellow" and torturer["after"] == "blue"
    assert torturer["kind"] == "influence" and torturer["minimum"] == 5
    assert torturer["best"] == 7 and torturer["leaders"] == ["blue"]
    assert torturer["after"] == result["site"]["torturer"]
    assert "yellow's old torturer troop returns to yellow" in torturer["reason"]


def test_below_minimum_keeps_old_troop(run):
    result = run(
        {
            "site": site(negotiator="red"),
            "players": [{"name": "blue", "negotiation": 3}, {"name": "red"}],
        }
    )
    step = steps_of(result)["negotiator"]
    assert step["winner"] is None and step["placed"] is False
    assert step["leaders"] == ["blue"] and step["best"] == 3
    assert step["before"] == "red" and step["after"] == "red"
    assert "below the minimum" in step["reason"]


def test_tie_places_nothing(run):
    result = run(
        {
            "site": site(),
            "players": [{"name": "blue", "influence": 6}, {"name": "red", "influence": 6}],
        }
    )
    step = steps_of(result)["torturer"]
    assert step["winner"] is None and step["placed"] is False
    assert step["leaders"] == ["blue", "red"]
    assert step["after"] is None


def test_merchant_takes_resources_before_and_after(run):
    result = run(
        {
            "site": site(resources={"stone": 2, "urn": 1}),
            "players": [{"name": "blue", "haggling": 4}, {"name": "red", "haggling": 1}],
        }
    )
    step = steps_of(result)["merchant"]
    assert step["winner"] == "blue" and step["placed"] is True
    assert step["before"] == {"stone": 2, "urn": 1}
    assert step["after"] == {} == result["site"]["resources"]
    assert step["minimum"] == 0


def test_merchant_tie_resources_stay(run):
    result = run(
        {
            "site": site(resources={"wood": 3}),
            "players": [{"name": "blue", "haggling": 2}, {"name": "red", "haggling": 2}],
        }
    )
    step = steps_of(result)["merchant"]
    assert step["winner"] is None and step["placed"] is False
    assert step["before"] == step["after"] == {"wood": 3}


def test_discard_step_names_the_site(run):
    step = steps_of(run({"site": site(), "players": [{"name": "blue"}, {"name": "red"}]}))[
        "discard"
    ]
    assert step["winner"] is None and step["placed"] is False
    assert "Thebes" in step["reason"] and "sundial" in step["reason"]


@pytest.mark.parametrize("lang", LANGS)
def test_reason_and_title_are_the_notes_in_every_language(data, record_file, lang):
    result = score(record_file("rules-example.json"), data, lang)
    troop_steps = [s for s in result["steps"] if s["step"] != "discard"]
    step_notes = result["notes"][-len(troop_steps) :]
    for step, note in zip(troop_steps, step_notes, strict=True):
        # "Title: reason", French "Title\u00a0: reason" (a no-break space before the colon)
        assert note in (
            f"{step['title']}: {step['reason']}",
            f"{step['title']}\u00a0: {step['reason']}",
        )
    english = score(record_file("rules-example.json"), data, "en")["steps"]
    for ours, theirs in zip(result["steps"], english, strict=True):
        same = ("step", "kind", "minimum", "best", "leaders", "winner", "placed", "before", "after")
        assert {k: ours[k] for k in same} == {k: theirs[k] for k in same}
    if lang != "en":
        assert result["steps"][3]["reason"] != english[3]["reason"]


def test_final_scoring_has_no_steps(run):
    result = run({"players": [{"name": "blue", "boats": [3, 4]}, {"name": "red", "boats": []}]})
    assert "steps" not in result
