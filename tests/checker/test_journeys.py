"""A person's journey through each game's score checker, on a 390x844 phone with touch
(finger taps at the centre of what is on screen) and on a 1280 px desktop (mouse clicks),
typing with the keyboard; every game in one language and every language on one game, in
turn, at each size.

Each journey enters a plausible end of the game as the rules have it, checks that what was
tapped is what is ticked, compares the totals and winners with the Python engine's answer
for the record it meant to enter (``cardgen score``), reads every visible word of the
checker for item ids, JSON paths and names in another language, then types a wrong entry
("2e") and expects the fault in the page's words with the other totals kept.

Where a journey's processor time goes (measured per process with Chromium's
``SystemInfo.getProcessInfo``, issue 29): 5-20 s each, nine tenths of it Chromium's and
most of that the page's renderer; Python and Playwright's driver ~1 s each. The engine
is not the cost: a journey asks for 26-54 scores, the page sends only the last one asked
(``core/engine.js``), and Pyodide's scores take 0.15-0.6 s of a phone journey in all. A
person's action is: a tap ~130 ms of the renderer's time, half of it scrolling the long
form to bring the target to the middle; what the page does for a tap or a keystroke
~30-110 ms; any other round trip (a read, a wait) ~5-10 ms. So a target already on screen
is tapped where it is, and the page is read in one round trip (``read_page``)."""

from __future__ import annotations

import pytest
from browsing import calm, settle
from games import checker_games
from journeys import (
    SHOWN_JS,
    SIZES,
    STRINGS,
    Hands,
    data_of,
    engine_result,
    faces,
    foreign_words,
    t,
    text_in,
    totals_of,
    wait_scored,
)
from matrix import in_turn

GAMES = {g.id for g in checker_games()}


@pytest.fixture(scope="module")
def journey_contexts(browser):
    """One browser context per screen size and server for the whole module, as one
    person's phone and one desktop would be: the real engine's runtime is downloaded,
    compiled and kept (by the service worker and the HTTP cache) by the first journey on
    it, and each later journey boots Python from there instead of paying a cold download
    and compile again (seconds of processor time each). Each journey has a page of its own
    on a device with nothing saved by the journey before (``journey_page``)."""
    made: dict[tuple[str, str], object] = {}

    def get(size: str, site):
        key = (size, site.url)
        if key not in made:
            workers = "allow" if site.httpd.fake_engine is False else "block"  # type: ignore[attr-defined]
            made[key] = browser.new_context(**SIZES[size], service_workers=workers)
        return made[key]

    yield get
    for ctx in made.values():
        ctx.close()


def open_journey(browser, server, game: str, lang: str, size: str, contexts=None):
    """A checker page of ``game`` once it has scored, with a person's hands and its script
    errors. With ``contexts`` (``journey_contexts``) the page opens in the module's context
    of its size after the games saved there (local and session storage) are cleared."""
    if contexts is None:
        ctx = browser.new_context(**SIZES[size])
        page = ctx.new_page()
    else:
        context = contexts(size, server)
        page = context.new_page()
        # before the checker's first script: what the journeys before saved is gone (a
        # page of the site's origin opened only to clear them cost a page load each)
        page.add_init_script(CLEAR_STORAGE_JS)
        ctx = page  # closing the journey's page leaves the module's context open
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server.url}/{lang}/{game}/checker/")
    page.add_style_tag(content=".md-top { display: none !important; }")
    wait_scored(page)
    hands = Hands(page, size)
    hands.remember_ticked()
    return ctx, page, hands, errors


CLEAR_STORAGE_JS = "if (window === window.top) { localStorage.clear(); sessionStorage.clear(); }"
"""The journey page's first script: the games saved on this device (local and session
storage) by the journeys before are cleared. The journeys never reload their page."""

READ_JS = """(box) => {
  const seen = e => { const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; };
  const error = [...document.querySelectorAll('.cg-field-bad .cg-error')].find(seen);
  return {
    checker: document.querySelector('.cg-checker').innerText,
    results: document.querySelector('.cg-results')?.innerText ?? '',
    error: error ? error.innerText : null,
    invalid: box ? box.getAttribute('aria-invalid') : null,
    shown: (SHOWN)(),
  };
}""".replace("SHOWN", SHOWN_JS)
"""What the journey reads of the page once it has scored, in one round trip: every word
of the checker, the results, the first fault shown, ``box``'s ``aria-invalid``, the
totals and winners (``journeys.SHOWN_JS``). Reads of a journey were round trips of their
own (a total's words and its player, one at a time) at ~5 ms of Chromium's time each."""


def read_page(page, box=None) -> dict:
    """``READ_JS`` once what is on the form is scored; the totals as ``shown_totals``
    gives them, the winners as ``shown_winners``."""
    settle(page)
    seen = box.evaluate(READ_JS) if box is not None else page.evaluate(READ_JS, None)
    seen["totals"] = totals_of(seen["shown"]["totals"])
    seen["winners"] = [n for n in (seen["shown"]["winners"] or "").split(", ") if n]
    return seen


def players(page):
    return page.locator(".cg-form .cg-player")


def ensure_players(hands: Hands, n: int) -> None:
    """ "Add a player" tapped until there are ``n`` (each tap waits for its click, and the
    next tap measures the button where the form drew it)."""
    page = hands.page
    for _ in range(n - players(page).count()):
        hands.press(page.locator(".cg-add-player"))
    assert players(page).count() == n


def name_players(hands: Hands, names: list[str]) -> None:
    ensure_players(hands, len(names))
    for i, name in enumerate(names):
        hands.type_into(players(hands.page).nth(i).locator("input.cg-name"), name)


def assert_speaks(text: str, game: str, lang: str) -> None:
    """Every visible word of the checker (``text``) is in ``lang``: no item id, no JSON
    path, no name in another language."""
    leaks = foreign_words(text, game, lang)
    assert leaks == [], f"{lang} page shows {leaks} in:\n{text}"


def assert_scores_as_engine(page, record: dict, game: str, lang: str) -> dict:
    """The totals and winners shown are the Python engine's for ``record``, and the page
    speaks ``lang`` (one read of the page)."""
    expected = engine_result(record, lang)
    seen = read_page(page)
    if "winners" in expected:
        totals = {p["name"]: p["total"] for p in expected["players"]}
        assert seen["totals"] == totals, "the totals are the engine's"
        assert seen["winners"] == expected["winners"], "the winners are the engine's"
    assert_speaks(seen["checker"], game, lang)
    return expected


def assert_number_fault(page, hands: Hands, box, game: str, lang: str, kept: list[str]) -> None:
    """``box`` holding "2e": its fault in the page's words, the totals of ``kept`` stay,
    and the page still speaks ``lang``."""
    hands.type_into(box, "2e")
    seen = read_page(page, box)
    assert seen["invalid"] == "true", "the box is marked invalid"
    assert seen["error"] == t(lang, "need_number"), "the fault in the page's words"
    results = seen["results"]
    # "Not counted until put right:", or since the partial totals "Not final: 1 field…"
    heads = [
        STRINGS[lang][k].split("{")[0]
        for k in ("not_counted", "not_final_one")
        if k in STRINGS[lang]
    ]
    assert any(head in results for head in heads), results
    totals = seen["totals"]
    for name in kept:
        assert name in totals, f"{name}'s total is gone: {totals}"
    assert_speaks(seen["checker"], game, lang)


def assert_name_fault(page, hands: Hands, box, game: str, lang: str, kept: list[str]) -> None:
    """A name of spaces (a box emptied stands for the seat's own name, its placeholder):
    "Enter a name" in the page's words, the totals of ``kept`` stay, and the page still
    speaks ``lang``."""
    hands.type_into(box, " ")
    seen = read_page(page)
    assert seen["error"] == t(lang, "need_name"), "the fault in the page's words"
    assert t(lang, "need_name") in seen["results"], "the results say the name is missing"
    totals = seen["totals"]
    for name in kept:
        assert name in totals, f"{name}'s total is gone: {totals}"
    assert_speaks(seen["checker"], game, lang)


# ----------------------------------------------------------------------------- Web


def web_journey(page, hands: Hands, lang: str) -> None:
    """Three players at the end of Web: the computers each connected (values 1 to 4, as
    the network cards print them) and the cards left in hand."""
    game = [("Anna", "3 2 4 1", "1"), ("Ben", "4 4 2", "0"), ("Carla", "3 1 2", "2")]
    name_players(hands, [name for name, _, _ in game])
    for i, (_, computers, hand) in enumerate(game):
        player = players(page).nth(i)
        hands.type_into(player.locator("input[data-path$='.computers']"), computers)
        hands.type_into(player.locator("input[data-path$='.hand']"), hand)
    record = {
        "game": "web",
        "players": [
            {"name": n, "computers": [int(v) for v in c.split()], "hand": int(h)}
            for n, c, h in game
        ],
    }
    expected = assert_scores_as_engine(page, record, "web", lang)
    assert expected["winners"] == ["Ben"]
    hands.assert_ticked_as_tapped()
    carla = players(page).nth(2).locator("input[data-path$='.hand']")
    assert_number_fault(page, hands, carla, "web", lang, kept=["Anna", "Ben"])


# ----------------------------------------------------------------------- Pyramidion


def pick_mode(hands: Hands, scope, value: str) -> None:
    radio = scope.locator(f'input[type=radio][value="{value}"]').first
    hands.tick(hands.page.locator(f'label[for="{radio.get_attribute("id")}"]'))
    calm(hands.page)


def tick_cards(hands: Hands, scope, items: list[str]) -> None:
    """Each item's card ticked, its group (``details``) opened first when it is closed."""
    for item in items:
        card = scope.locator(
            f'.cg-card[data-item="{item}"], .cg-pick-item:has(input[value="{item}"])'
        )
        if card.evaluate("c => c.parentElement.closest('details')?.open === false"):
            hands.press(card.locator("xpath=ancestor::details[1]").locator("summary"))
        hands.tick(card.locator("label"))


def pyramidion_journey(page, hands: Hands, lang: str) -> None:
    """The end of a three-player game of Pyramidion: two players tick the boats they
    loaded, the third types each boat's victory points from the cards in front of her."""
    boats = {"Anna": ["boat-19", "boat-10", "boat-05"], "Ben": ["boat-15", "boat-11", "boat-01"]}
    carla = [4, 3, 3, 1]
    pick_mode(hands, page.locator(".cg-top-mode"), "final")
    name_players(hands, ["Anna", "Ben", "Carla"])
    for i, name in enumerate(boats):
        tick_cards(hands, players(page).nth(i), boats[name])
    pick_mode(hands, players(page).nth(2), "points")
    points = players(page).nth(2).locator("input:not(.cg-name):not([type=radio])").first
    hands.type_into(points, " ".join(map(str, carla)))
    record = {
        "game": "pyramidion",
        "players": [{"name": n, "boats": b} for n, b in boats.items()]
        + [{"name": "Carla", "boats": carla}],
    }
    assert_scores_as_engine(page, record, "pyramidion", lang)
    hands.assert_ticked_as_tapped()
    name = players(page).nth(1).locator("input.cg-name")
    assert_name_fault(page, hands, name, "pyramidion", lang, kept=["Anna", "Carla"])


# --------------------------------------------------------------------- Cosmopolis

COSMO_ROUNDS = [
    {
        "Anna": [["lagos", "nairobi", "accra"], ["gibraltar", "london", "dakar"]],
        "Ben": [["new-york", "boston", "toronto"]],
    },
    {
        "Anna": [["rome", "athens", "barcelona"]],
        "Ben": [["mumbai", "delhi", "bangkok"], ["singapore", "jakarta", "sydney"]],
    },
]
"""Two rounds (one per dealer) of two players, their sets from the rules' example."""


def cosmopolis_journey(page, hands: Hands, lang: str) -> None:
    """Two players, two rounds: each set found by typing its cities' names (as the page's
    language writes them) and added; a new set started from "Add cards to"."""
    city = {face: text_in(f["city"], lang) for face, f in faces("cosmopolis-networks").items()}
    name_players(hands, list(COSMO_ROUNDS[0]))
    for r, spreads in enumerate(COSMO_ROUNDS):
        if r:
            hands.press(page.locator(".cg-tabs .cg-add"))
            calm(page)
        for i, sets in enumerate(spreads.values()):
            for cards in sets:
                player = players(page).nth(i)
                target = player.locator(".cg-ctw-place select").first
                if target.input_value() != "new":
                    hands.press(player.get_by_role("button", name=t(lang, "cos_start_set")))
                    assert target.input_value() == "new"  # no drop-down menu needed
                for face in cards:
                    player = players(page).nth(i)
                    hands.type_into(player.locator("input.cg-search"), city[face])
                    hands.press(player.locator(".cg-search ~ button"))
    record = {
        "game": "cosmopolis-networks",
        "rounds": [
            {"players": [{"name": n, "spread": sets} for n, sets in spreads.items()]}
            for spreads in COSMO_ROUNDS
        ],
    }
    assert_scores_as_engine(page, record, "cosmopolis-networks", lang)
    hands.assert_ticked_as_tapped()
    name = players(page).nth(1).locator("input.cg-name")
    assert_name_fault(page, hands, name, "cosmopolis-networks", lang, kept=["Anna"])


# ------------------------------------------------------------------- Web of Power

WOP_CARDS = {
    "Anna": {
        "cards": ["frankreich-1", "frankreich-2", "frankreich-3", "frankreich-4"]
        + ["daenemark-1", "daenemark-2", "kastilien-1", "kastilien-2", "kastilien-3"],
        "laws": ["law-two-points-1", "law-three-symbols-1"],
    },
    "Ben": {
        "cards": ["sachsen-1", "sachsen-2", "sachsen-3", "sachsen-4"]
        + ["england-1", "england-2", "frankreich-5"],
        "laws": ["law-two-points-2"],
    },
}
WOP_TALLY = {
    "name": "Carla",
    "lands": {"franken": 5, "italien": 4, "bayern": 3, "daenemark": 1},
    "symbols": {"franken": {"tower": 2, "key": 1}, "italien": {"cross": 2}},
    "ships": 2,
    "carriages": 3,
}
"""Three players at the end of Web of Power: two tick the cards before them, the third
types her counts (lands, circle symbols, ships, carriages)."""


def web_of_power_journey(page, hands: Hands, lang: str) -> None:
    name_players(hands, [*WOP_CARDS, WOP_TALLY["name"]])
    for i, held in enumerate(WOP_CARDS.values()):
        tick_cards(hands, players(page).nth(i), held["cards"] + held["laws"])
    carla = players(page).nth(2)
    pick_mode(hands, carla, "tally")
    for country, n in WOP_TALLY["lands"].items():
        hands.type_into(carla.locator(f'[data-path="players[2].lands.{country}"]'), str(n))
    for country, symbols in WOP_TALLY["symbols"].items():
        for symbol, n in symbols.items():
            box = carla.locator(f'[data-path="players[2].symbols.{country}.{symbol}"]')
            hands.type_into(box, str(n))
    for key in ("ships", "carriages"):
        hands.type_into(carla.locator(f'[data-path="players[2].{key}"]'), str(WOP_TALLY[key]))
    record = {
        "game": "web-of-power",
        "players": [{"name": n, **held} for n, held in WOP_CARDS.items()] + [WOP_TALLY],
    }
    assert_scores_as_engine(page, record, "web-of-power", lang)
    hands.assert_ticked_as_tapped()
    box = carla.locator('[data-path="players[2].lands.bayern"]')
    assert_number_fault(page, hands, box, "web-of-power", lang, kept=list(WOP_CARDS))


# -------------------------------------------------------------- Circle the Wagons

CTW_TOWNS = {
    "Anna": [
        "mountains:pickaxe mountains:gun mountains:fort plains:cattle",
        "mountains:cattle mountains:pickaxe mountains:bottle plains:fort",
        "desert:gun desert:fort forest:cattle snow:fort",
        "desert:cattle desert:wagon plains:bottle water:wagon",
    ],
    "Ben": [
        "water:wagon water:bottle forest:cattle forest:gun",
        "water:fort plains:cattle plains:cattle forest:pickaxe",
        "desert:gun snow:bottle plains:wagon .",
        ". snow:fort . .",
    ],
}
"""Two visible towns of 4 × 4 territories at the end of Circle the Wagons (15 cards laid
over each other leave about that many showing)."""
CTW_BONUS = ["cool-water", "badlands", "one-too-many"]


def painted(grid, word: dict[str, str], lang: str) -> list[str]:
    """The town a grid shows, row by row as a record's ``grid`` writes it, read from what
    each territory's button says ("Column 1, row 1: Desert, Gun")."""
    ids = {name: key for key, name in word.items()}
    rows: dict[int, dict[int, str]] = {}
    for x, y, label in grid.locator("[data-x]").evaluate_all(
        "all => all.map(b => [Number(b.dataset.x), Number(b.dataset.y), b.ariaLabel])"
    ):
        said = label.split(": ", 1)[1]
        cell = "." if said == t(lang, "ctw_empty") else ":".join(ids[w] for w in said.split(", "))
        rows.setdefault(y, {})[x] = cell
    shown = [[row[x] for x in sorted(row)] for _, row in sorted(rows.items())]
    # the painter's grid is larger than the town: its empty columns and rows at the end go
    while shown and all(cell == "." for cell in shown[-1]):
        shown.pop()
    while shown and all(row[-1] == "." for row in shown):
        shown = [row[:-1] for row in shown]
    return [" ".join(row) for row in shown]


def circle_the_wagons_journey(page, hands: Hands, lang: str) -> None:
    """The three bonus goals of this game ticked (none is ticked at first), then each
    player's visible town entered in reading order: a territory pressed where the one the
    painter chose next is not it, then the pad's key of its terrain and icon."""
    data = data_of("circle-the-wagons")["catalogs"]
    word = {e["id"]: e["name"][lang] for name in ("terrains", "icons") for e in data[name]}
    bonus = page.locator(".cg-form > .cg-pick")
    assert bonus.locator("input:checked").count() == 0
    tick_cards(hands, bonus, CTW_BONUS)
    name_players(hands, list(CTW_TOWNS))
    for i, rows in enumerate(CTW_TOWNS.values()):
        town = players(page).nth(i)
        for y, row in enumerate(rows):
            for x, cell in enumerate(row.split()):
                if cell == ".":
                    continue
                here = town.locator(f'.cg-ctw-grid [data-x="{x}"][data-y="{y}"]')
                if "cg-chosen" not in (here.get_attribute("class") or "").split():
                    hands.press(here)
                terrain, icon = cell.split(":")
                hands.press(
                    town.locator(f'.cg-ctw-key[data-terrain="{terrain}"][data-icon="{icon}"]')
                )
        shown = painted(town.locator(".cg-ctw-grid"), word, lang)
        assert shown == rows, "the town painted is the one pressed"
    record = {
        "game": "circle-the-wagons",
        "bonus": CTW_BONUS,
        "players": [{"name": n, "grid": rows} for n, rows in CTW_TOWNS.items()],
    }
    assert_scores_as_engine(page, record, "circle-the-wagons", lang)
    hands.assert_ticked_as_tapped()
    name = players(page).nth(1).locator("input.cg-name")
    assert_name_fault(page, hands, name, "circle-the-wagons", lang, kept=["Anna"])


JOURNEYS = {
    "circle-the-wagons": circle_the_wagons_journey,
    "web-of-power": web_of_power_journey,
    "web": web_journey,
    "pyramidion": pyramidion_journey,
    "cosmopolis-networks": cosmopolis_journey,
}


def journey_params():
    """Every game on a phone with the real engine (Pyodide), and on a desktop in another
    language; every language on both (``matrix.in_turn``)."""
    cases = in_turn(JOURNEYS, ("phone",)) + in_turn(JOURNEYS, ("desktop",), shift=1)
    for game, lang, size in cases:
        yield pytest.param(game, lang, size, id=f"{game}-{lang}-{size}")


@pytest.mark.parametrize(("game", "lang", "size"), list(journey_params()))
def test_journey(browser, server, real_server, journey_contexts, game, lang, size):
    """A person's whole game. On the phone the page runs the real engine: one journey per
    game is where Pyodide in the browser is the point (the first journey's boot is a cold
    one; the engine's first start on a new device is tested in ``test_start_up``)."""
    if game not in GAMES:
        pytest.fail(f"{game} has no checker on the test site")
    site = real_server if size == "phone" else server
    ctx, page, hands, errors = open_journey(browser, site, game, lang, size, journey_contexts)
    try:
        JOURNEYS[game](page, hands, lang)
        assert errors == []
    finally:
        ctx.close()


# ------------------------------------------------------- faults the phone review found


@pytest.mark.parametrize("lang", ["en"])
def test_an_engine_fault_keeps_the_other_players_totals(browser, server, lang):
    ctx, page, hands, errors = open_journey(browser, server, "web-of-power", lang, "phone")
    try:
        name_players(hands, ["Anna", "Ben", "Carla"])
        tick_cards(hands, players(page).nth(0), WOP_CARDS["Anna"]["cards"])
        carla = players(page).nth(2)
        pick_mode(hands, carla, "tally")
        hands.type_into(carla.locator('[data-path="players[2].lands.italien"]'), "4")
        hands.type_into(carla.locator('[data-path="players[2].symbols.italien.cross"]'), "2")
        settle(page)
        box = carla.locator('[data-path="players[2].lands.italien"]')
        assert_number_fault(page, hands, box, "web-of-power", lang, kept=["Anna", "Ben"])
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", ["en"])
def test_2e_in_pyramidions_points_per_boat_says_so(browser, server, lang):
    ctx, page, hands, errors = open_journey(browser, server, "pyramidion", lang, "phone")
    try:
        pick_mode(hands, page.locator(".cg-top-mode"), "final")
        name_players(hands, ["Anna", "Ben"])
        tick_cards(hands, players(page).nth(0), ["boat-19", "boat-10"])
        pick_mode(hands, players(page).nth(1), "points")
        points = players(page).nth(1).locator("input:not(.cg-name):not([type=radio])").first
        hands.type_into(points, "4 3")
        settle(page)
        assert_number_fault(page, hands, points, "pyramidion", lang, kept=["Anna"])
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_placed_towns_buttons_are_named_without_card_ids(browser, server, lang):
    """Circle the Wagons' towns entered card by card: a screen reader names each card's
    "Turn" and "Remove" buttons as the list shows the card ("#01"), not by its id."""
    import base64
    import json

    record = {
        "game": "circle-the-wagons",
        "bonus": CTW_BONUS,
        "players": [
            {"name": "Anna", "grid": CTW_TOWNS["Anna"]},
            {
                "name": "Ben",
                "town": [
                    {"card": "card-01", "x": 0, "y": 0},
                    {"card": "card-15", "x": 2, "y": 0, "turned": True},
                ],
            },
        ],
    }
    raw = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
    ctx = browser.new_context(**SIZES["phone"])
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/{lang}/circle-the-wagons/checker/#record={raw}")
        wait_scored(page)
        names = page.locator(".cg-form [aria-label]").evaluate_all(
            "all => all.map(e => e.getAttribute('aria-label')).join('\\n')"
        )
        assert t(lang, "ctw_turn") in names
        assert foreign_words(names, "circle-the-wagons", lang) == [], names
    finally:
        ctx.close()
