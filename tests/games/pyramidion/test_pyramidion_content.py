"""The content reproduces the verified facts of shared/games/pyramidion.md exactly."""

from __future__ import annotations

from collections import Counter

from cardgen.model import LANGS


def component(data, cid):
    return next(c for c in data["components"] if c["id"] == cid)


def quantities(data, cid):
    return sum(item["quantity"] for item in component(data, cid)["items"])


def test_character_cards_per_role_and_basic(data):
    all_roles, basic = Counter(), Counter()
    for item in component(data, "character-cards")["items"]:
        role = item["front"]["role"]
        all_roles[role] += item["quantity"]
        if item["front"].get("colour"):
            basic[role] += item["quantity"]
    assert all_roles == {"merchant": 20, "negotiator": 20, "torturer": 12, "special": 13}
    assert basic == {"merchant": 8, "negotiator": 4, "torturer": 4, "special": 4}
    assert quantities(data, "revolt-cards") == 3


def test_every_colour_has_the_basic_set(data):
    sets = {}
    for item in component(data, "character-cards")["items"]:
        colour = item["front"].get("colour")
        if colour:
            sets.setdefault(colour, Counter())[item["front"]["role"]] += 1
    assert set(sets) == {"blue", "yellow", "red", "green"}
    for found in sets.values():
        assert found == {"merchant": 2, "negotiator": 1, "torturer": 1, "special": 1}


def test_component_counts(data):
    expected = {
        "distribution-cards": 10,
        "boats": 20,
        "site-tiles": 8,
        "resource-tokens": 185,
        "torturer-troops": 20,
        "negotiator-troops": 20,
        "sundials": 8,
        "turn-order-tokens": 4,
        "player-tokens": 4,
        "philosopher-token": 1,
        "revolt-markers": 6,
        "category-markers": 12,
    }
    assert {cid: quantities(data, cid) for cid in expected} == expected


def test_troops_are_five_per_colour(data):
    for cid in ("torturer-troops", "negotiator-troops"):
        per_colour = Counter()
        for item in component(data, cid)["items"]:
            per_colour[item["front"]["colour"]] += item["quantity"]
        assert per_colour == {"blue": 5, "yellow": 5, "red": 5, "green": 5}


def test_sites_and_resources(data):
    sites = {s["id"]: s for s in data["catalogs"]["sites"]}
    assert {"giza", "thebes", "alexandria", "karnak", "abu-simbel"} <= set(sites)
    assert len(sites) == 8
    assert sites["thebes"]["name"]["de"] == "Theben"
    assert [r["id"] for r in data["catalogs"]["resources"]] == [
        "stone",
        "wood",
        "urn",
        "camel",
        "stonemason",
        "statue",
    ]
    assert {s["resource"] for s in sites.values()} == {
        r["id"] for r in data["catalogs"]["resources"]
    }


def test_role_and_point_names(data):
    roles = {r["id"]: r["name"] for r in data["catalogs"]["roles"]}
    assert [roles[r]["de"] for r in ("torturer", "negotiator", "merchant")] == [
        "Folterknecht",
        "Unterhändler",
        "Kaufmann",
    ]
    assert roles["torturer"]["nl"].lower() == "slavendrijver"
    assert roles["torturer"]["it"].lower() == "schiavista"
    kinds = {k["id"]: k["name"] for k in data["catalogs"]["point-kinds"]}
    assert [kinds[k]["de"] for k in ("influence", "negotiation", "haggling")] == [
        "Einfluss",
        "Verhandlung",
        "Feilschen",
    ]


def test_distribution_cards_supply_existing_sites(data):
    sites = {s["id"] for s in data["catalogs"]["sites"]}
    for item in component(data, "distribution-cards")["items"]:
        supplies = item["front"]["supplies"]
        assert {s["site"] for s in supplies} <= sites
        assert sum(s["amount"] for s in supplies) == 11


def test_designed_parts_are_marked(game):
    by_id = {c.id: c for c in game.components}
    for cid in (
        "character-cards",
        "revolt-cards",
        "distribution-cards",
        "boats",
        "site-tiles",
        "resource-tokens",
        "category-markers",
        "player-tokens",
    ):
        assert by_id[cid].provenance.status == "designed"


def test_every_site_marks_its_minimums_and_resource_as_ours(game):
    """The sources name five sites, but no site's minimums or resource: no site reads as
    verified, and the reason of the five named ones says that only the name is verified."""
    sites = {e.id: e for e in game.catalogs["sites"].entries}
    assert len(sites) == 8
    for site in sites.values():
        assert site.provenance is not None, site.id
        assert site.provenance.status == "designed", site.id
        for lang in LANGS:
            assert site.provenance.reason.get(lang).strip(), (site.id, lang)
    named = ("giza", "thebes", "alexandria", "karnak", "abu-simbel")
    for site_id in named:
        reason = sites[site_id].provenance.reason.get("en")
        assert "name is verified" in reason and "minimums" in reason and "resource" in reason
    for site_id in set(sites) - set(named):
        assert "do not name" in sites[site_id].provenance.reason.get("en")


def test_scoring_rules_point_at_rules_sections(game):
    assert {r.id for r in game.scoring} == {"torturer", "negotiator", "merchant", "boats"}
    for rule in game.scoring:
        for page in game.rules.values():
            assert rule.section in page.section_ids
