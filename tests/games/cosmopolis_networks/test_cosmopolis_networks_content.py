"""The designed card list keeps the verified facts and the balance we promise in the
design note."""

from __future__ import annotations

from collections import Counter

from cardgen.model import LANGS

VERIFIED_COLOURS = {
    "pacific-north-america": "purple",
    "atlantic-north-america": "orange",
    "caribbea": "red",
    "south-america": "grey",
    "western-europe": "light blue",
    "eastern-europe": "maroon",
    "mediterranea": "dark green",
    "africa": "yellow",
    "western-asia": "dark blue",
    "south-east-asia": "olive green",
    "pacific-asia": "pink",
    "australasia": "light green",
}


def faces(game, component):
    comp = game.component(component)
    return [f for item in comp.items for f in (item.front, item.back)]


def test_twelve_verified_regions_with_their_colour_names(game):
    regions = game.catalogs["regions"]
    assert {r.id: r.get("colour_name").get("en") for r in regions} == VERIFIED_COLOURS
    assert regions["australasia"].name.get("en") == "AustralAsia"
    assert regions["caribbea"].name.get("en") == "Caribbea"


def test_every_region_has_its_own_shade_and_pattern(game):
    regions = list(game.catalogs["regions"])
    assert len({r.get("colour").lower() for r in regions}) == 12
    assert len({r.get("pattern") for r in regions}) == 12


def test_five_verified_icons(game):
    icons = game.catalogs["icons"]
    symbols = {i.id: i.get("symbol").get("en") for i in icons}
    assert symbols == {
        "people": "airplane",
        "goods": "ship",
        "energy": "power poles",
        "money": "coins",
        "information": "satellite dish",
    }


def test_55_double_sided_cards(game):
    regional = game.component("regional-cards")
    linking = game.component("linking-cards")
    assert regional.total == 42 and linking.total == 13
    for comp in (regional, linking):
        assert comp.double_faced and comp.back is None
        assert all(item.back is not None and item.quantity == 1 for item in comp.items)


def test_face_ids_are_unique_over_all_110_faces_and_differ_from_card_ids(game):
    all_faces = faces(game, "regional-cards") + faces(game, "linking-cards")
    ids = [f["face"] for f in all_faces]
    assert len(ids) == 110
    assert len(set(ids)) == 110
    card_ids = {item.id for c in game.components for item in c.items}
    assert not set(ids) & card_ids


def test_city_names_are_unique(game):
    all_faces = faces(game, "regional-cards") + faces(game, "linking-cards")
    for lang in LANGS:
        names = [f["city"].get(lang) for f in all_faces]
        assert len(set(names)) == 110, lang


def test_seven_faces_per_region_on_seven_different_cards(game):
    counts = Counter(f["region"] for f in faces(game, "regional-cards"))
    assert counts == {r: 7 for r in VERIFIED_COLOURS}
    for item in game.component("regional-cards").items:
        assert item.front["region"] != item.back["region"], item.id
    pairs = [
        frozenset((i.front["region"], i.back["region"]))
        for i in game.component("regional-cards").items
    ]
    assert len(set(pairs)) == 42  # no two regional cards carry the same pair of regions


def test_every_region_shows_all_five_icons(game):
    by_region: dict[str, set[str]] = {}
    for f in faces(game, "regional-cards"):
        by_region.setdefault(f["region"], set()).add(f["icon"])
    assert all(
        icons == {"people", "goods", "energy", "money", "information"}
        for icons in by_region.values()
    )


def test_linking_faces_join_two_or_three_regions(game):
    links = {f["face"]: set(f["links"]) for f in faces(game, "linking-cards")}
    assert len(links) == 26
    assert all(len(v) in (2, 3) for v in links.values())
    # verified
    assert links["chicago"] == {"atlantic-north-america", "pacific-north-america"}
    assert links["gibraltar"] == {"western-europe", "mediterranea", "africa"}


def test_every_region_is_reachable_through_several_linking_faces(game):
    seen = Counter(r for f in faces(game, "linking-cards") for r in f["links"])
    assert set(seen) == set(VERIFIED_COLOURS)
    assert min(seen.values()) >= 4 and max(seen.values()) <= 6


def implied_adjacency(game) -> dict[str, set[str]]:
    adj: dict[str, set[str]] = {r: set() for r in VERIFIED_COLOURS}
    for f in faces(game, "linking-cards"):
        for a in f["links"]:
            adj[a] |= set(f["links"]) - {a}
    return adj


def test_reference_map_is_exactly_what_the_linking_faces_imply(game):
    sheet = game.component("reference-map").items[0].front
    listed = {n["region"]: set(n["adjoins"]) for n in sheet["neighbours"]}
    assert listed == implied_adjacency(game)
    assert [n["region"] for n in sheet["neighbours"]] == list(game.catalogs["regions"].ids())


def test_the_world_map_is_connected(game):
    adj = implied_adjacency(game)
    seen, todo = {"africa"}, ["africa"]
    while todo:
        for n in adj[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(VERIFIED_COLOURS)


def test_region_key_lists_every_region_once(game):
    sheet = game.component("region-key").items[0].front
    assert list(sheet["regions"]) == list(game.catalogs["regions"].ids())


def test_designed_parts_are_marked(game):
    labels = {label for label, _ in game.designed_parts()}
    assert {"regional-cards", "linking-cards", "reference-map", "scoring/network"} <= labels


def test_glossary_size(game):
    assert 8 <= len(game.glossary) <= 20
