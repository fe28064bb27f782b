"""The checker pages in headless Chromium, for every game with an engine and a checker
definition: share links, live recompute, reload, validation messages at the field, text
safety, same-origin requests only. The page's own record is read back from localStorage
and scored natively, so every comparison is with ``cardgen score``."""

from __future__ import annotations

import base64
import json

import pytest
from browsing import calm
from games import checker_games, records_of

from cardgen.commands.score import score_text
from cardgen.engine import RecordError
from cardgen.site.checker import strings as ui_strings

GAMES = [g.id for g in checker_games()]
STRINGS = ui_strings()
XSS = "<img src=x onerror=alert(1)>"


def native(record, lang="en"):
    try:
        return score_text(json.dumps(record), lang=lang)
    except RecordError as error:
        return error.to_json(lang)


def as_sentence(message: str) -> str:
    """An engine's phrase as the page shows it: a capital first, a full stop at the end."""
    text = message.strip()
    if text[:1].islower():
        text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?", "…")) else f"{text}."


def link(record) -> str:
    raw = json.dumps(record, ensure_ascii=False).encode("utf-8")
    return "#record=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def scored_record(game_id):
    """A test record of the game that scores with totals (for the share-link test)."""
    for _, record in records_of(game_id):
        result = native(record)
        if "error" not in result and all("total" in p for p in result["players"]):
            return record, result
    return None, None


class Page:
    """One checker page with its console errors and every request URL."""

    def __init__(self, context, server, game, lang="en"):
        self.page = context.new_page()
        self.server = server
        self.url = f"{server.url}/{lang}/{game}/checker/"
        self.game = game
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))

    def open(self, fragment=""):
        self.page.goto(self.url + fragment)
        self.wait()
        return self

    def scored(self) -> int:
        value = self.page.get_attribute(".cg-checker", "data-scored")
        return int(value or 0)

    def wait(self, after: int = 0):
        self.page.wait_for_function(
            "n => Number(document.querySelector('.cg-checker')?.dataset.scored || 0) > n",
            arg=after,
            timeout=60_000,
        )

    def state(self):
        raw = self.page.evaluate(f"localStorage.getItem('cardgen.checker.{self.game}')")
        return json.loads(raw)["record"]

    def totals(self):
        return self.page.eval_on_selector_all(
            "[data-total-for]", "els => els.map(e => [e.dataset.totalFor, e.textContent])"
        )

    def winners(self):
        node = self.page.query_selector("[data-winners]")
        return None if node is None else node.text_content()

    def check_against_native(self, unfinished_ok: bool = False):
        """The totals and winners `cardgen score` gives. With ``unfinished_ok`` a game
        `cardgen score` refuses (Circle the Wagons before its 3 bonus goals are ticked)
        passes when the page says so: nothing entered yet, or a fault listed."""
        result = native(self.state())
        if unfinished_ok and "error" in result:
            state = self.page.get_attribute(".cg-checker", "data-state")
            faults = self.page.get_attribute(".cg-checker", "data-faults")
            assert state == "blank" or faults not in (None, "0"), (state, faults, result)
            return result
        assert "error" not in result, result
        if self.page.get_attribute(".cg-checker", "data-state") == "blank":
            # names alone: the page asks for the game rather than naming a shared win of 0
            assert all(p.get("total") in (0, None) for p in result["players"]), result
            assert self.totals() == []
            return result
        expected = [[p["name"], str(p["total"])] for p in result["players"] if "total" in p]
        assert self.totals() == expected
        if "winners" in result:
            assert self.winners() == ", ".join(result["winners"])
        return result


@pytest.fixture
def context(browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    requests: list[str] = []
    ctx.on("request", lambda r: requests.append(r.url))
    ctx.requests = requests
    yield ctx
    ctx.close()


@pytest.mark.parametrize("game", GAMES)
def test_share_link_shows_the_cli_totals(context, server, game):
    record, result = scored_record(game)
    if record is None:
        pytest.skip(f"no test record of {game} with totals")
    page = Page(context, server, game).open(link(record))
    assert page.totals() == [[p["name"], str(p["total"])] for p in result["players"]]
    assert page.winners() == ", ".join(result["winners"])
    assert page.errors == []


@pytest.mark.parametrize("game", GAMES)
def test_the_print_view_is_the_result_without_the_form(context, server, game, tmp_path):
    from pypdf import PdfReader

    record, result = scored_record(game)
    if record is None:
        pytest.skip(f"no test record of {game} with totals")
    page = Page(context, server, game).open(link(record))
    page.page.emulate_media(media="print")
    for hidden in (".cg-form", ".cg-toolbar", ".cg-totals-bar", ".md-header", ".md-sidebar"):
        assert not page.page.locator(hidden).first.is_visible(), hidden
    scores = page.page.locator(".cg-score")
    assert scores.count() == len(result["players"])
    for i, player in enumerate(result["players"]):
        score = scores.nth(i)
        assert score.locator(f'[data-total-for="{player["name"]}"]').is_visible()
        assert score.locator("tbody tr").count() == len(player["lines"])
    assert page.page.locator("[data-winners]").is_visible()
    # what the printer gets: every player's name and total, none of the form's labels
    page.page.pdf(path=tmp_path / "result.pdf", format="A4")
    text = " ".join(p.extract_text() for p in PdfReader(tmp_path / "result.pdf").pages)
    for player in result["players"]:
        assert player["name"] in text and str(player["total"]) in text
    assert "Add a player" not in text and "New game" not in text
    assert page.errors == []


@pytest.mark.parametrize("game", GAMES)
def test_edit_recomputes_and_reload_keeps_the_state(context, server, game):
    page = Page(context, server, game).open()
    before = page.totals()
    seen = page.scored()
    EDITS[game](page.page)
    page.wait(seen)
    page.check_against_native()
    assert page.totals() != before
    state = page.state()
    after = page.totals()
    page.page.goto(page.url)  # no fragment: from localStorage
    page.wait()
    assert page.state() == state
    assert page.totals() == after
    assert page.errors == []


@pytest.mark.parametrize("game", GAMES)
def test_invalid_entry_shows_the_engine_message_at_the_field(context, server, game):
    page = Page(context, server, game).open()
    seen = page.scored()
    INVALID[game](page.page)
    page.wait(seen)
    expected = native(page.state())
    assert "error" in expected, "the edit should make the record invalid"
    message = PAGE_OWN.get(game) or expected["error"]["message"]
    error = page.page.locator(".cg-field-bad .cg-error:visible")
    assert error.count() >= 1
    assert error.first.text_content() == as_sentence(message)
    assert page.page.locator("[aria-invalid=true]").count() >= 1
    assert page.errors == []


@pytest.mark.parametrize("game", GAMES)
def test_names_are_text_and_requests_stay_same_origin(context, server, game):
    page = Page(context, server, game).open()
    seen = page.scored()
    name = page.page.locator("input.cg-name").first
    name.fill(XSS)
    page.wait(seen)
    holder = page.page.locator(f'[data-total-for="{XSS}"]')
    if holder.count():
        assert holder.first.get_attribute("data-total-for") == XSS
    assert page.page.locator(".cg-results img, .cg-checker img[src=x]").count() == 0
    assert XSS in page.page.locator(
        ".cg-results"
    ).inner_text() or XSS in page.page.content().replace("&lt;", "<").replace("&gt;", ">")
    page.page.wait_for_timeout(300)
    assert page.dialogs == []
    assert page.errors == []
    origin = server.url
    foreign = [
        u
        for u in context.requests
        if not (u.startswith(origin) or u.startswith("data:") or u.startswith("blob:"))
    ]
    assert foreign == []
    assert any("pyodide.asm.wasm" in p for p in server.log)


def test_every_language_page_boots(context, server):
    game = GAMES[0]
    for lang in ("de", "nl", "it"):
        page = Page(context, server, game, lang).open()
        assert page.page.get_attribute("html", "lang").startswith(lang)
        assert page.errors == []


WOP_FRANCE = {
    "game": "web-of-power",
    "players": [
        {"name": "Andreas", "lands": {"frankreich": 5, "daenemark": 2}, "ships": 2},
        {"name": "Beate", "lands": {"frankreich": 2, "italien": 4}, "carriages": 3},
        {"name": "Carla", "lands": {"frankreich": 1, "italien": 2}, "ships": 1},
    ],
}


def lines_shown(page):
    """Per result row: (rule name shown, detail shown)."""
    return page.page.eval_on_selector_all(
        ".cg-lines tbody tr",
        "rows => rows.map(r => [r.cells[0].textContent, r.cells[1].textContent])",
    )


@pytest.mark.skipif("web-of-power" not in GAMES, reason="Web of Power has no checker")
@pytest.mark.parametrize(
    ("lang", "country", "other"), [("de", "Frankreich", "Francia"), ("it", "Francia", "Frankreich")]
)
def test_the_page_language_reaches_the_engine(context, server, lang, country, other):
    """The German page explains in German, the Italian one in Italian: line details are
    the engine's for the page's language (``cardgen score --lang``), rule names the game
    data's."""
    from cardgen.model import game_data, load_game

    data = game_data(load_game("web-of-power"))
    page = Page(context, server, "web-of-power", lang).open(link(WOP_FRANCE))
    expected = native(WOP_FRANCE, lang)
    rules = {r["id"]: r["name"][lang] for r in data["scoring"]}
    want = [[rules[ln["rule"]], ln["detail"]] for p in expected["players"] for ln in p["lines"]]
    assert lines_shown(page) == want
    text = page.page.locator(".cg-results").inner_text()
    assert country in text and other not in text
    if lang == "de":
        assert rules["lands"] in text
    assert page.errors == []


WEB_A = {
    "game": "web",
    "players": [
        {"name": "Ann", "computers": [3, 2], "hand": 1},
        {"name": "Bob", "computers": [5], "hand": 0},
    ],
}
WEB_B = {
    "game": "web",
    "players": [
        {"name": "Cleo", "computers": [4, 4], "hand": 0},
        {"name": "Dan", "computers": [1], "hand": 2},
    ],
}


def expected_totals(record):
    return [[p["name"], str(p["total"])] for p in native(record)["players"]]


@pytest.mark.skipif("web" not in GAMES, reason="Web has no checker")
def test_a_link_opened_in_an_open_checker_loads_with_an_undo(context, server):
    page = Page(context, server, "web").open(link(WEB_A))
    assert page.totals() == expected_totals(WEB_A)
    seen = page.scored()
    page.page.evaluate("fragment => { location.hash = fragment; }", link(WEB_B))
    page.wait(seen)
    assert page.totals() == expected_totals(WEB_B)
    assert page.page.locator("input.cg-name").first.input_value() == "Cleo"
    assert page.state() == WEB_B
    undo = page.page.locator(".cg-undo button")
    assert undo.count() == 1
    seen = page.scored()
    undo.click()
    page.wait(seen)
    assert page.totals() == expected_totals(WEB_A)
    assert page.state() == WEB_A
    # the same link again changes nothing; a broken one says so and keeps the state
    page.page.evaluate("() => { location.hash = '#record=bm90IGpzb24'; }")
    page.page.wait_for_selector(".cg-notice .cg-bad")
    assert page.state() == WEB_A
    assert page.errors == []


@pytest.mark.skipif("web" not in GAMES, reason="Web has no checker")
def test_web_board_form_link_shows_the_cli_totals_and_names_a_bad_cable(context, server):
    record = next(r for name, r in records_of("web") if name.endswith("worked-example"))
    page = Page(context, server, "web").open(link(record))
    assert page.totals() == expected_totals(record)
    assert page.winners() == ", ".join(native(record)["winners"])
    for i, player in enumerate(record["players"]):
        assert (
            page.page.locator(f"[data-path='players[{i}].board']").input_value() == player["board"]
        )
    board = page.page.locator("textarea.cg-web-json")
    assert json.loads(board.input_value()) == record["board"]
    picture = page.page.locator(".cg-web-board")
    assert picture.locator("[data-card]").count() == len(record["board"]["cards"])
    assert picture.locator("[data-cable]").count() == len(record["board"]["cables"])
    # a cable that leaves the cards: the engine's message at the board, the cable in red
    bad = json.loads(json.dumps(record["board"]))
    bad["cables"].append({"colour": "red", "from": [4, 1], "to": [4, 2]})
    seen = page.scored()
    board.fill(json.dumps(bad))
    page.wait(seen)
    expected = native(page.state())
    assert expected["error"]["path"].startswith("board.cables")
    assert page.page.locator(".cg-web").locator("xpath=..").locator(
        ".cg-error"
    ).text_content() == as_sentence(expected["error"]["message"])
    assert picture.locator(".cg-web-bad").count() == 1
    # JSON that does not parse says so at the text area
    seen = page.scored()
    board.fill('{"cards": [')
    page.wait(seen)
    assert "JSON" in page.page.locator(".cg-web-parse").text_content()
    assert board.get_attribute("aria-invalid") == "true"
    assert page.errors == []


CTW = {
    "game": "circle-the-wagons",
    "bonus": ["cool-water", "badlands", "happy-cows"],
    "players": [
        {
            "name": "Ann",
            "town": [
                {"card": "card-05", "x": 0, "y": 0},
                {"card": "card-06", "x": 2, "y": 0},
                {"card": "card-07", "x": 1, "y": 1, "turned": True},
            ],
        },
        {"name": "Bob", "grid": ["desert:gun forest:cattle .", ". water:wagon snow:fort"]},
    ],
}


def marked(player, where):
    return sorted(
        player.locator(f"{where} .cg-ctw-cell.cg-hl").evaluate_all(
            "cells => cells.map(c => [c.parentNode.dataset.x, c.parentNode.dataset.y].map(Number))"
        )
    )


@pytest.mark.skipif("circle-the-wagons" not in GAMES, reason="no checker")
def test_ctw_highlights_the_scoring_groups_and_places_by_clicking(context, server):
    page = Page(context, server, "circle-the-wagons").open(link(CTW))
    result = native(CTW)
    assert page.totals() == expected_totals(CTW)
    players = page.page.locator(".cg-player")
    ann = players.nth(0)
    ann.locator(".cg-ctw-preview .cg-ctw-cell.cg-hl").first.wait_for()
    # the engine's cells start at (0, 0); Ann's town starts at (0, 0) too
    terrain = sorted(
        tuple(c)
        for line in result["players"][0]["lines"]
        if line["rule"].startswith("terrain-")
        for c in line["cells"]
    )
    assert [tuple(c) for c in marked(ann, ".cg-ctw-preview")] == terrain
    # icons are the cards' vector icons (no emoji: headless Chromium has no emoji font);
    # each cell names its terrain in letters and has the terrain's texture, not only colour
    cells = ann.locator(".cg-ctw-preview .cg-ctw-cell:not(.cg-empty)")
    assert cells.count() > 0
    assert (
        ann.locator(
            ".cg-ctw-preview .cg-ctw-cell svg.cg-ctw-i path, "
            ".cg-ctw-preview .cg-ctw-cell svg.cg-ctw-i rect"
        ).count()
        > 0
    )
    assert cells.count() == ann.locator(".cg-ctw-preview .cg-ctw-cell svg.cg-ctw-i").count()
    texts = cells.evaluate_all("cs => cs.map(c => c.textContent)")
    assert not any(ord(ch) > 0x2600 for t in texts for ch in t)
    textures = cells.evaluate_all("cs => cs.map(c => getComputedStyle(c).backgroundImage)")
    assert all(t and t != "none" for t in textures)
    bob = sorted(
        tuple(c)
        for line in result["players"][1]["lines"]
        if line["rule"].startswith("terrain-")
        for c in line["cells"]
    )
    assert [tuple(c) for c in marked(players.nth(1), ".cg-ctw-grid")] == bob
    # one goal only
    ann.locator(".cg-ctw-hlsel").select_option("happy-cows")
    cows = next(ln for ln in result["players"][0]["lines"] if ln["rule"] == "happy-cows")
    assert marked(ann, ".cg-ctw-preview") == sorted(cows["cells"])
    # place the chosen card by pressing a territory, then with the keyboard; undo
    seen = page.scored()
    ann.locator(".cg-ctw-preview [data-x='4'][data-y='0']").click()
    page.wait(seen)
    town = page.state()["players"][0]["town"]
    assert len(town) == 4 and (town[-1]["x"], town[-1]["y"]) == (4, 0)
    page.check_against_native()
    seen = page.scored()
    ann.get_by_role("button", name="Undo last").click()
    page.wait(seen)
    assert page.state()["players"][0]["town"] == CTW["players"][0]["town"]
    ann.locator("input[type=checkbox]").first.check()
    cell = ann.locator(".cg-ctw-preview [tabindex='0']")
    cell.focus()
    page.page.keyboard.press("ArrowDown")
    page.page.keyboard.press("ArrowDown")
    seen = page.scored()
    page.page.keyboard.press("Enter")
    page.wait(seen)
    last = page.state()["players"][0]["town"][-1]
    assert last["turned"] is True and last["y"] == 2
    assert page.errors == []


@pytest.mark.skipif("cosmopolis-networks" not in GAMES, reason="no checker")
def test_cosmopolis_sets_show_their_kind_and_the_largest_network(context, server):
    record = next(r for n, r in records_of("cosmopolis-networks") if n.endswith("rules-example"))
    page = Page(context, server, "cosmopolis-networks").open(link(record))
    assert page.totals() == expected_totals(record)
    analysis = native(record)["players"][0]["rounds"][0]
    ann = page.page.locator(".cg-player").first
    ann.locator(".cg-cos-kind").first.wait_for()
    kinds = ann.locator(".cg-cos-set .cg-cos-kind").all_text_contents()
    kind = {k: STRINGS["en"][f"cos_kind_{k}"] for k in "abc"}  # "kind a: one region"
    want = [kind[s["type"]] + (" · protected" if s["protected"] else "") for s in analysis["sets"]]
    assert kinds == want
    marked = ann.locator(".cg-cos-set").evaluate_all(
        "sets => sets.map((s, i) => s.classList.contains('cg-cos-in') ? i : -1).filter(i => i >= 0)"
    )
    assert marked == analysis["largest_network"]
    # an illegal set: named as such, the engine's reason at the set
    seen = page.scored()
    ann.locator(".cg-cos-set").first.get_by_role("button").first.click()  # 3 → 2 cards
    page.wait(seen)
    expected = native(page.state())["error"]
    first = ann.locator(".cg-cos-set").first
    assert first.locator(".cg-cos-kind").text_content() == "illegal set"
    assert first.locator(".cg-error").text_content() == as_sentence(expected["message"])
    assert page.errors == []


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_a_pyramidion_site_evaluation_speaks_german_on_a_german_page(context, server):
    """A reviewer read "Thebes nach der Wertung" and a bold "points" above each player's
    played cards on the German page: the site and that heading are German."""
    record = {
        "game": "pyramidion",
        "site": {"id": "thebes"},
        "players": [
            {"name": "Anna", "influence": 6, "negotiation": 2, "haggling": 1},
            {"name": "Ben", "influence": 1},
        ],
    }
    page = Page(context, server, "pyramidion", "de").open(link(record))
    text = page.page.locator(".cg-results").inner_text()
    assert "Theben nach der Wertung" in text, text
    assert "Thebes" not in text and "points" not in text, text
    assert "Am Ort gespielt" in text, text


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_pyramidion_shows_the_evaluation_step_by_step_and_follows_renames(context, server):
    record = next(r for n, r in records_of("pyramidion") if n.endswith("rules-example"))
    page = Page(context, server, "pyramidion").open(link(record))
    result = native(record)
    steps = page.page.locator(".cg-step")
    assert steps.evaluate_all("s => s.map(x => x.dataset.step)") == [
        "torturer",
        "negotiator",
        "merchant",
        "discard",
    ]
    # the step view comes from the engine's structured steps, not from the notes
    outcomes = page.page.locator(".cg-step .cg-step-outcome").all_text_contents()
    assert outcomes == [step["reason"] for step in result["steps"]]
    titles = page.page.locator(".cg-step h4").all_text_contents()
    assert titles == [step["title"] for step in result["steps"]]
    links = page.page.locator(".cg-step h4 a").evaluate_all("a => a.map(x => x.pathname + x.hash)")
    steps_shown = ("torturer", "negotiator", "merchant", "discard")
    assert links == [f"/en/pyramidion/rules/#pyr-evaluation-{s}" for s in steps_shown]
    site_after = page.page.locator(".cg-site").inner_text()
    assert result["site"]["name"] in site_after and "Torturer troop" in site_after
    for step in result["steps"]:
        node = page.page.locator(f".cg-step[data-step={step['step']}]")
        assert ("cg-step-placed" in node.get_attribute("class")) == step["placed"]
    shown_notes = page.page.locator(".cg-notes li").all_text_contents()
    assert not any(n.startswith(s["title"]) for n in shown_notes for s in result["steps"])
    merchant = page.page.locator(".cg-step[data-step=merchant]").inner_text()
    for player in result["players"]:
        line = next(ln for ln in player["lines"] if ln["rule"] == "merchant")
        assert f"{player['name']}: {line['detail']}" in merchant
    assert "Alexandria" in steps.nth(3).inner_text()
    # rename the torturer troop's owner: the choice follows the new name
    troop = page.page.locator("select[data-path='site.torturer']")
    assert troop.input_value() == "yellow"
    seen = page.scored()
    page.page.locator("[data-path='players[2].name']").fill("Yellow Yvonne")
    page.wait(seen)
    assert troop.input_value() == "Yellow Yvonne"
    assert page.state()["site"]["torturer"] == "Yellow Yvonne"
    assert "Yellow Yvonne" in troop.locator("option").all_text_contents()
    page.check_against_native()
    assert page.errors == []


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_pyramidion_link_with_only_the_site_id_shows_the_sites_minimums(context, server):
    from cardgen.model import game_data, load_game

    sites = {s["id"]: s for s in game_data(load_game("pyramidion"))["catalogs"]["sites"]}
    record = {
        "game": "pyramidion",
        "site": {"id": "thebes"},
        "players": [{"name": "blue", "influence": 4}, {"name": "red"}],
    }
    page = Page(context, server, "pyramidion").open(link(record))
    for key in ("min_influence", "min_negotiation"):
        field = page.page.locator(f"input[data-path='site.{key}']")
        assert field.input_value() == ""
        assert field.get_attribute("placeholder") == str(sites["thebes"][key])
        hint = page.page.locator(f"#{field.get_attribute('aria-describedby')}")
        assert str(sites["thebes"][key]) in hint.text_content()
    # a value of its own: the data's value is still named
    seen = page.scored()
    field = page.page.locator("input[data-path='site.min_influence']")
    field.fill("2")
    page.wait(seen)
    hint = page.page.locator(f"#{field.get_attribute('aria-describedby')}")
    assert str(sites["thebes"]["min_influence"]) in hint.text_content()
    assert page.errors == []


@pytest.mark.skipif("web" not in GAMES, reason="no checker")
def test_web_board_form_gives_each_player_a_free_cable_colour(context, server):
    from cardgen.model import game_data, load_game

    colours = [c["id"] for c in game_data(load_game("web"))["catalogs"]["colours"]]
    # the board form is offered only once a link (or a saved game) brings a board: the
    # first player comes with one, the others are switched to it here
    board = {"server": {"x": 0, "y": 0}, "cards": [], "cables": []}
    start = {"game": "web", "board": board, "players": [{"name": "Ann", "board": colours[-1]}]}
    page = Page(context, server, "web").open(link(start))
    players = page.page.locator(".cg-player")
    for _ in range(2):
        page.page.locator(".cg-add-player").click()
    for i in range(1, players.count()):
        seen = page.scored()
        page.page.locator(".cg-player").nth(i).locator(".cg-player-mode input[value=board]").check()
        page.wait(seen)
    chosen = [p["board"] for p in page.state()["players"]]
    assert chosen[0] == colours[-1]
    assert len(set(chosen)) == len(chosen) and set(chosen) <= set(colours)
    # a player named after a colour gets that colour; the others the first free ones
    names = [p["name"] for p in page.state()["players"]]
    for name, colour in zip(names, chosen, strict=True):
        if name in colours:
            assert colour == name
    selects = page.page.locator(".cg-player select[data-path$='.board']")
    assert selects.evaluate_all("s => s.map(x => x.value)") == chosen
    assert page.errors == []


# ------------------------------------------------------------------ per-game edits


def _wop_edit(page):
    player = page.locator(".cg-player").first
    player.locator("summary").first.click()
    player.locator(".cg-card input").first.check()


def _wop_invalid(page):
    page.locator(".cg-player").first.locator(".cg-player-mode input[value=tally]").check()
    page.locator("[data-path='players[0].lands.daenemark']").fill("9")


def _pyr_final(page):
    page.locator(".cg-top-mode input[value=final]").check()
    page.locator(".cg-player").first.locator(".cg-player-mode input[value=points]").check()


def _pyr_edit(page):
    _pyr_final(page)
    page.locator("[data-path='players[0].boats']").fill("3 2")


def _pyr_invalid(page):
    page.locator("[data-path='players[0].influence']").fill("-1")


def _web_edit(page):
    page.locator("[data-path='players[0].computers']").fill("3 2 5")


def _web_invalid(page):
    # (a word such as "3 x" is the page's own number fault: test_phone_review.py)
    page.locator("[data-path='players[0].computers']").fill("3 -1")


def _ctw_edit(page):
    # the game's 3 bonus goals (none is ticked at first), then a territory painted
    for _ in range(3):
        page.locator(".cg-pick input:not(:checked)").first.check()
    page.locator(".cg-player").first.locator(".cg-ctw-btn[data-x='1'][data-y='0']").click()


def _ctw_invalid(page):
    page.locator(".cg-pick input:not(:checked)").first.check()


PAGE_OWN = {"circle-the-wagons": STRINGS["en"]["pick_count"].format(of=3, n=1)}
"""The page's own words for a fault of INVALID (it finds the fault before the engine)."""


def _cos_edit(page):
    player = page.locator(".cg-player").first
    for _ in range(3):
        player.get_by_role("button", name="Add regional card").click()


def _cos_invalid(page):
    page.locator(".cg-player").first.get_by_role("button", name="Add regional card").click()


EDITS = {
    "web-of-power": _wop_edit,
    "pyramidion": _pyr_edit,
    "web": _web_edit,
    "circle-the-wagons": _ctw_edit,
    "cosmopolis-networks": _cos_edit,
}
INVALID = {
    "web-of-power": _wop_invalid,
    "pyramidion": _pyr_invalid,
    "web": _web_invalid,
    "circle-the-wagons": _ctw_invalid,
    "cosmopolis-networks": _cos_invalid,
}


@pytest.mark.parametrize("game", GAMES)
def test_the_form_is_drawn_whole_from_the_pages_own_data(context, real_server, game):
    page = Page(context, real_server, game)
    page.page.goto(page.url)
    page.page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
    # at that moment every widget is drawn (none waits for a module)
    assert page.page.evaluate(
        "() => [...document.querySelectorAll('.cg-widget')].every(w => w.querySelector('*'))"
    )
    assert page.page.evaluate("() => window.cgBoot && window.cgBoot.worker instanceof Worker")
    # the theme's scripts wait for the first score, then start as usual
    assert page.page.evaluate("() => typeof window.document$") == "undefined"
    page.wait()
    page.page.wait_for_function("() => typeof window.document$ !== 'undefined'")
    page.page.wait_for_function(
        "() => localStorage.getItem('cardgen-lang') === document.documentElement.lang"
    )  # cardgen.js ran after Material
    fetched = [u for u in context.requests if "/_checker/data/" in u or "strings.json" in u]
    assert fetched == []
    assert page.errors == []


SEARCH_WORD = {"web-of-power": "Web", "pyramidion": "Pyramidion"}


def test_search_on_a_checker_page_works_while_the_engine_boots(context, real_server):
    """The theme's scripts wait while Python boots, but not once the reader goes to the
    search box: with Pyodide's wasm held back (the engine never gets ready), typing still
    finds pages well before the 20 s fallback."""
    game = next(g for g in GAMES if g in SEARCH_WORD)
    held = []
    context.route("**/pyodide.asm.wasm*", lambda route: held.append(route))
    page = Page(context, real_server, game)
    page.page.goto(page.url)
    page.page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length > 0")
    page.page.wait_for_timeout(500)
    assert page.page.evaluate("() => typeof window.document$") == "undefined"
    page.page.locator("label.md-search__icon, .md-search__input").first.click()
    page.page.locator("input.md-search__input").press_sequentially(SEARCH_WORD[game], delay=20)
    page.page.locator(".md-search-result__item").first.wait_for(state="attached", timeout=6_000)
    assert page.page.get_attribute(".cg-checker", "data-scored") in (None, "0")
    for route in held:
        route.abort()


def test_phone_keeps_the_totals_in_sight_and_jumps_to_the_result(browser, server):
    """At 360 px the result comes after the form: a bar at the bottom of the screen shows
    every total (the engine's), and takes the reader to the result; wide screens show the
    result beside the form and no bar."""
    game = GAMES[0]
    record, result = scored_record(game)
    ctx = browser.new_context(viewport={"width": 360, "height": 700}, is_mobile=True)
    try:
        page = Page(ctx, server, game).open(link(record))
        bar = page.page.locator(".cg-totals-bar")
        bar.wait_for(state="visible")
        box = bar.bounding_box()
        assert box is not None and box["y"] + box["height"] <= 700 and box["y"] > 500
        shown = bar.inner_text()
        for player in result["players"]:
            assert player["name"] in shown and str(player["total"]) in shown
        page.page.wait_for_timeout(600)  # read, then tapped: a tap as it comes goes beneath
        bar.click()
        page.page.wait_for_function(
            "() => document.querySelector('.cg-results').getBoundingClientRect().top < 200"
        )
        bar.wait_for(state="hidden")
        assert page.errors == []
    finally:
        ctx.close()
    wide = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = Page(wide, server, game).open(link(record))
        assert not page.page.locator(".cg-totals-bar").is_visible()
    finally:
        wide.close()


@pytest.mark.parametrize("game", GAMES)
def test_the_form_fits_a_360_px_screen(browser, server, game):
    """Nothing on the page scrolls sideways at 360 px, and no table of the form needs its
    own sideways scrolling (each shows all its columns), in German (the longest words),
    with every player form shown."""
    ctx = browser.new_context(viewport={"width": 360, "height": 700}, is_mobile=True)
    try:
        page = Page(ctx, server, game, "de")
        page.page.goto(page.url)
        page.page.wait_for_function(
            "() => performance.getEntriesByName('cg-form-ready').length > 0"
        )
        modes = page.page.locator(".cg-player").first.locator(".cg-player-mode input")
        for i in range(modes.count()):
            modes.nth(i).check()
            calm(page.page)
        wide = page.page.evaluate(
            """() => [document.documentElement, ...document.querySelectorAll('.cg-scroll')]
                 .filter((e) => e.scrollWidth > e.clientWidth + 1)
                 .map((e) => `${e.className || e.tagName}: ${e.scrollWidth} > ${e.clientWidth}`)"""
        )
        assert wide == []
    finally:
        ctx.close()


def test_cosmopolis_cards_show_the_picture_of_their_side(context, server):
    """Each placed card shows its side from the gallery (a face on a back shows the back's
    picture), and the city search shows the card it would add."""
    from cardgen.model import game_data, load_game

    data = game_data(load_game("cosmopolis-networks"))
    where = {
        item[side]["face"]: f"{comp['id']}-{item['id']}-{side}.svg"
        for comp in data["components"]
        for item in comp["items"]
        for side in ("front", "back")
        if isinstance(item.get(side), dict) and item[side].get("face")
    }
    record = next(r for n, r in records_of("cosmopolis-networks") if n.endswith("rules-example"))
    page = Page(context, server, "cosmopolis-networks").open(link(record))
    spread = record["rounds"][0]["players"][0]["spread"] if "rounds" in record else None
    spread = spread or record["players"][0]["spread"]
    faces = [card for card in sum(spread, []) if isinstance(card, str)]
    assert faces and any(where[f].endswith("-back.svg") for f in faces)
    first = page.page.locator(".cg-player").first
    shown = first.locator(".cg-cos-cards img.cg-thumb").evaluate_all(
        "imgs => imgs.map(i => decodeURIComponent(i.getAttribute('src')).split('/').pop())"
    )
    assert shown == [where[f] for f in faces]
    search = first.locator(".cg-cos input[type=search]")
    search.fill("Tok")
    preview = first.locator(".cg-cos-preview img.cg-thumb")
    preview.wait_for()
    assert "Tokyo" in (preview.get_attribute("alt") or "")
    assert page.errors == []


THUMB_BOXES = """() => [...document.querySelectorAll('.cg-form img.cg-thumb')]
  .filter((img) => img.checkVisibility())
  .map((img) => {
    const box = img.getBoundingClientRect();
    const shape = img.getAttribute('height') / img.getAttribute('width');
    return [Math.round(box.width), Math.round(box.height), Math.round(box.width * shape)];
  })"""


@pytest.mark.skipif("web-of-power" not in GAMES, reason="no checker")
def test_card_pictures_keep_their_box_before_and_after_they_load(context, server):
    """The pictures wait for the first score. Until then each keeps the box of the picture
    it will show (not the height of its alt text wrapped in a thumbnail's width, which made
    the law cards ~200 px tall each), so nothing moves when they arrive."""
    page, _, held = _open_before_checker_js(context, server, "web-of-power")
    before = page.page.evaluate(THUMB_BOXES)
    assert len(before) >= 8  # the first player's law cards are not in a closed group
    for width, height, shaped in before:
        assert width > 0 and abs(height - shaped) <= 1, (width, height, shaped)
    for route in held:
        route.continue_()
    page.wait()
    # the first player's pictures load (lazily: those far below may wait); loaded or
    # not, every box is as it was
    page.page.wait_for_function(
        """() => [...document.querySelectorAll(
            '.cg-player:first-of-type [data-field-path$=".laws"] img.cg-thumb')]
          .every((img) => img.complete && img.naturalWidth > 0)"""
    )
    assert page.page.evaluate(THUMB_BOXES) == before
    assert page.errors == []


LAYOUT_SHIFTS = """window.cgShifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.cgShifts.push({ at: e.startTime, value: e.value,
      what: e.sources.map((s) => s.node && s.node.className) });
  }
}).observe({ type: "layout-shift", buffered: true });"""


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("width", [360, 1280])
def test_nothing_moves_while_the_page_starts(browser, real_server, game, width):
    """From the first paint to the first score nothing on the page moves: not when
    checker.js takes the page's form over, not when the engine is ready (on a phone the
    loading note is taller than the ready one), not when the pictures arrive."""
    ctx = browser.new_context(viewport={"width": width, "height": 740})
    try:
        ctx.add_init_script(LAYOUT_SHIFTS)
        page = Page(ctx, real_server, game).open()  # (until the first score)
        page.page.wait_for_timeout(500)  # the pictures' loading and the frames after
        assert page.page.evaluate("window.cgShifts") == []
        assert page.errors == []
    finally:
        ctx.close()


def test_the_theme_starts_even_when_the_checker_cannot(context, server):
    """The theme's scripts wait for the checker, but their loader lives in the page's
    <head>: with checker.js unavailable, the reader's first touch outside the checker still
    starts the theme (search and menu work)."""
    game = GAMES[0]
    context.route("**/_checker/checker.js*", lambda route: route.abort())
    page = Page(context, server, game)
    page.page.goto(page.url)
    page.page.wait_for_timeout(500)
    assert page.page.evaluate("() => typeof window.document$") == "undefined"
    page.page.locator(".md-search__input").click()
    page.page.wait_for_function("() => typeof window.document$ !== 'undefined'", timeout=5_000)


# Run before the page's scripts: notes whether the first frame the browser renders has the
# form, and which one (the page's own, drawn at build time, or checker.js's).
FIRST_FRAME = """requestAnimationFrame(() => {
  const form = [...document.querySelectorAll("form.cg-form")].find((f) => f.checkVisibility());
  window.cgFirstFrame = !form ? "none" : form.closest(".cg-prerendered") ? "early" : "live";
});"""

# What a reader sees and can change of each element of a form: the one the page arrived
# with (under .cg-prerendered) or the one checker.js drew (the checker's own parts).
DIGEST = """(root) => {
  const parts = root.classList.contains("cg-prerendered") ? [...root.children]
    : [...root.children].filter((e) => !["SCRIPT", "NOSCRIPT", "LINK"].includes(e.tagName));
  return parts.flatMap((part) => [part, ...part.querySelectorAll("*")]).map((e) => [
    e.tagName, e.id, e.getAttribute("class")?.replace(" cg-away", ""), e.getAttribute("for"),
    e.getAttribute("name"),
    e.getAttribute("aria-label"), e.style?.cssText, e.type ?? null, e.hidden,
    [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data).join(""),
    e.value ?? null, e.checked ?? null, e.selected ?? null, e.open ?? null, e.disabled ?? null,
  ].join("|"));
}"""

ALL_GROUPS_FILLED = """() => [...document.querySelectorAll(
  '.cg-checker > .cg-layout .cg-card-grid')].every((grid) => grid.querySelector('.cg-card'))"""


def _open_before_checker_js(context, server, game):
    """The checker page, parsed, with checker.js held back: the page, the form it arrived
    with, and the held requests (continue them to let checker.js run)."""
    held = _hold(context, "**/_checker/checker.js*")
    page = Page(context, server, game)
    page.page.goto(page.url, wait_until="commit")
    early = page.page.locator(".cg-prerendered")
    early.locator("form.cg-form").wait_for()
    page.page.wait_for_function("() => document.readyState === 'interactive'")
    return page, early, held


def _hold(context, pattern):
    """Requests for ``pattern`` wait (until each route held is continued)."""
    held = []
    context.route(pattern, lambda route: held.append(route))
    return held


def test_the_first_paint_has_the_form_and_python_waits_for_it(context, real_server):
    """The page arrives with its form: the browser paints it while checker.js is still
    on its way (held here), and the first frame already shows it. The worker, started
    right after the form, holds Pyodide's compile until checker.js has drawn its form and
    that is on screen ("go"), then boots."""
    game = GAMES[0]
    context.add_init_script(FIRST_FRAME)
    held = _hold(context, "**/_checker/checker.js*")
    page = Page(context, real_server, game)
    page.page.goto(page.url, wait_until="commit")
    page.page.wait_for_function("() => window.cgFirstFrame !== undefined", timeout=10_000)
    assert page.page.evaluate("window.cgFirstFrame") == "early"
    assert held
    for route in held:
        route.continue_()
    page.wait()
    page.page.wait_for_function(
        "() => performance.getEntriesByName('cg-worker-first_score').length > 0"
    )
    marks = page.page.evaluate(
        """() => Object.fromEntries([...performance.getEntriesByType('mark'),
            ...performance.getEntriesByType('paint')].map((m) => [m.name, m.startTime]))"""
    )
    assert marks["cg-form-ready"] <= marks["cg-form-painted"]
    # the worker's clock, brought onto the page's: allow a millisecond of rounding
    assert marks["cg-worker-init"] <= marks["cg-worker-go"]
    assert marks["cg-form-painted"] - 1 <= marks["cg-worker-go"]
    assert marks["cg-worker-go"] <= marks["cg-worker-pyodide_ready"]
    assert page.errors == []


@pytest.mark.parametrize("game", GAMES)
def test_the_form_the_page_arrives_with_is_the_one_checker_js_draws(context, real_server, game):
    """The form drawn at build time (checker.js under a DOM in Node) is, element for
    element, the form checker.js draws in the browser from the blank state: the same
    tags, ids, labels, texts, values, ticks, open groups."""
    wasm = _hold(context, "**/pyodide.asm.wasm*")  # the status stays "loading"
    page, early, held = _open_before_checker_js(context, real_server, game)
    before = early.evaluate(DIGEST)
    assert page.page.locator("noscript").count() == 1
    for route in held:
        route.continue_()
    page.page.wait_for_function("() => performance.getEntriesByName('cg-form-ready').length")
    page.page.wait_for_function(ALL_GROUPS_FILLED)
    assert page.page.locator(".cg-prerendered").count() == 0
    after = page.page.locator(".cg-checker").evaluate(DIGEST)
    assert len(before) > 20
    assert before == after
    assert page.errors == []
    for route in wasm:
        route.abort()


@pytest.mark.parametrize("game", GAMES)
def test_closed_card_groups_fill_once_the_form_is_on_screen(context, server, game):
    """The rows of closed card groups are built after the first paint: every group ends up
    with its cards, each label names a control of its own, and a group opened at once
    shows its cards."""
    page = Page(context, server, game)
    page.open()
    page.page.wait_for_function(
        """() => [...document.querySelectorAll('.cg-card-grid')]
            .every((grid) => grid.querySelector('.cg-card'))""",
        timeout=10_000,
    )
    assert page.page.evaluate(
        """() => {
          const ids = [...document.querySelectorAll('.cg-checker [id]')].map((e) => e.id);
          const labels = [...document.querySelectorAll('.cg-checker label[for]')];
          return new Set(ids).size === ids.length
            && labels.every((l) => document.getElementById(l.htmlFor)?.closest('.cg-checker'));
        }"""
    )
    groups = page.page.locator("details.cg-group")
    is_open = [groups.nth(i).evaluate("d => d.open") for i in range(groups.count())]
    if False in is_open:
        group = groups.nth(is_open.index(False))
        group.locator("summary").click()
        assert group.locator(".cg-card input").first.is_visible()
    assert page.errors == []


@pytest.mark.parametrize("game", GAMES)
def test_what_is_entered_before_checker_js_runs_is_kept(context, server, game):
    """A reader who types a name, ticks a box, opens a group or sets a number in the form
    the page arrived with, before checker.js has run, finds all of it in checker.js's form,
    with the focus and caret where they were; it is saved and scored."""
    page, early, held = _open_before_checker_js(context, server, game)
    entered = {}
    closed = early.locator("details.cg-group").evaluate_all(
        "(all) => all.map((d, i) => (d.open ? -1 : i)).filter((i) => i >= 0)"
    )
    if closed:
        early.locator("details.cg-group").nth(closed[0]).locator("summary").click()
        entered["open"] = closed[0]
    box = early.locator(".cg-card input[type=checkbox]:visible, .cg-pick-item input:visible")
    if box.count():
        box.first.check()
        entered["box"] = box.first.get_attribute("id")
    number = early.locator("input[type=number]:visible")
    if number.count():
        number.first.fill("2")
        entered["number"] = number.first.get_attribute("id")
    name = early.locator("input.cg-name").first
    name.fill("Zoë")
    name.press("ArrowLeft")  # the caret between "Zo" and "ë"
    for route in held:
        route.continue_()
    page.wait()
    live = page.page.locator(".cg-checker > .cg-layout")
    assert page.page.locator(".cg-prerendered").count() == 0
    assert live.locator("input.cg-name").first.input_value() == "Zoë"
    focus = page.page.evaluate(
        "() => [document.activeElement.className, document.activeElement.selectionStart]"
    )
    assert focus == ["cg-name", 2]
    if "open" in entered:
        assert live.locator("details.cg-group").nth(entered["open"]).evaluate("d => d.open")
    if "box" in entered:
        assert page.page.locator(f"#{entered['box']}").is_checked()
    if "number" in entered:
        assert page.page.locator(f"#{entered['number']}").input_value() == "2"
    assert "Zoë" in json.dumps(page.state(), ensure_ascii=False)
    page.check_against_native(unfinished_ok=True)
    assert page.errors == []


def test_a_saved_state_is_in_the_first_paint_and_a_blank_one_is_not_kept(context, server):
    """Nothing entered, nothing kept: the next visit shows at once the form the page
    arrives with. With a saved state, that form stays hidden and the first paint waits for
    checker.js's form with the reader's entries (never a blank form flashing first)."""
    game = GAMES[0]
    context.add_init_script(FIRST_FRAME)
    page = Page(context, server, game)
    page.open()
    key = f"cardgen.checker.{game}"
    assert page.page.evaluate(f"localStorage.getItem('{key}')") is None
    name = page.page.locator(".cg-checker input.cg-name").first
    name.fill("Ada")
    page.page.wait_for_function(f"() => localStorage.getItem('{key}') !== null")
    page.page.reload()
    page.wait()
    assert page.page.evaluate("window.cgFirstFrame") == "live"
    assert "cg-restore" in page.page.evaluate("document.documentElement.className")
    assert page.page.locator(".cg-checker input.cg-name").first.input_value() == "Ada"
    page.page.locator(".cg-new").click()  # a new game: blank again, with an undo
    page.page.wait_for_function(f"() => localStorage.getItem('{key}') === null")
    page.page.reload()
    page.wait()
    # the form the page arrives with, or, the page in the cache, checker.js's drawn at once
    assert page.page.evaluate("window.cgFirstFrame") in ("early", "live")
    assert "cg-restore" not in page.page.evaluate("document.documentElement.className")
    assert page.page.locator(".cg-checker input.cg-name").first.input_value() != "Ada"
    assert page.errors == []


def test_without_javascript_the_page_says_so_and_shows_no_dead_form(browser, server):
    game = GAMES[0]
    ctx = browser.new_context(java_script_enabled=False)
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/en/{game}/checker/")
        assert page.locator(".cg-boot").is_visible()
        assert page.locator(".cg-prerendered").count() == 1
        assert not page.locator(".cg-prerendered").is_visible()
    finally:
        ctx.close()


@pytest.mark.parametrize("game", GAMES)
def test_new_game_clears_after_a_score_and_undo_brings_it_back(context, server, game):
    """ "New game" once scores are shown: a blank form (nothing kept in storage), with an
    undo that brings the previous game back, scored as `cardgen score` scores it."""
    page = Page(context, server, game)
    page.open()
    name = page.page.locator(".cg-checker input.cg-name").first
    blank_name = name.input_value()
    seen = page.scored()
    name.fill("Ada")
    page.wait(seen)
    page.page.locator(".cg-new").click()
    assert page.page.locator(".cg-checker input.cg-name").first.input_value() == blank_name
    key = f"cardgen.checker.{game}"
    assert page.page.evaluate(f"localStorage.getItem('{key}')") is None
    seen = page.scored()
    page.page.locator(".cg-undo button").click()
    assert page.page.locator(".cg-checker input.cg-name").first.input_value() == "Ada"
    page.wait(seen)
    page.check_against_native(unfinished_ok=True)
    assert page.errors == []


def test_a_button_pressed_before_checker_js_runs_is_pressed_again(context, server):
    """The "add a player" button pressed in the form the page arrived with, before checker.js
    has run, adds the player once checker.js has taken the form over; Enter in a field of
    that form does not send the page away."""
    game = "web-of-power"  # three players drawn, room for more
    assert game in GAMES, f"{game} has no checker"
    page, early, held = _open_before_checker_js(context, server, game)
    players = early.locator(".cg-player").count()
    add = early.locator(".cg-add-player")
    assert add.is_enabled()
    early.locator("input.cg-name").first.press("Enter")
    add.click()
    assert page.page.url == page.url
    for route in held:
        route.continue_()
    page.wait()
    assert page.page.locator(".cg-checker > .cg-layout .cg-player").count() == players + 1
    assert len(page.state()["players"]) == players + 1
    assert page.page.url == page.url
    assert page.errors == []


def test_changes_and_presses_before_checker_js_runs_survive_a_redrawn_form(context, server):
    """In the form the page arrived with, a reader switches the first player's input mode
    (which draws the live form anew), names the second player and presses "add a player":
    checker.js's form has all three, though its controls are no longer the ones it first
    drew."""
    game = "web-of-power"  # players input as cards or as a tally; room for more players
    assert game in GAMES, f"{game} has no checker"
    page, early, held = _open_before_checker_js(context, server, game)
    players = early.locator(".cg-player").count()
    modes = early.locator(".cg-player").first.locator(".cg-player-mode input[type=radio]")
    other = modes.evaluate_all("(all) => all.find((r) => !r.checked).value")
    modes.locator(f"xpath=self::*[@value='{other}']").check()
    early.locator(".cg-player").nth(1).locator("input.cg-name").fill("Bea")
    early.locator(".cg-add-player").click()
    for route in held:
        route.continue_()
    page.wait()
    live = page.page.locator(".cg-checker > .cg-layout .cg-player")
    assert live.count() == players + 1
    assert live.first.locator(".cg-player-mode input:checked").get_attribute("value") == other
    assert live.nth(1).locator("input.cg-name").input_value() == "Bea"
    state = page.state()
    assert len(state["players"]) == players + 1
    assert state["players"][1]["name"] == "Bea"
    page.check_against_native()
    assert page.errors == []


# The control with the focus: what it is, and which player's (or round's) it is.
FOCUSED = """() => {
  const a = document.activeElement;
  if (a === document.body) return null;
  const players = [...document.querySelectorAll(".cg-checker .cg-player")];
  return { tag: a.tagName, value: a.value, name: a.classList.contains("cg-name"),
    player: players.indexOf(a.closest(".cg-player")),
    tab: a.classList.contains("cg-on") ? a.textContent : null, checked: a.checked };
}"""


@pytest.mark.parametrize("game", GAMES)
def test_the_keyboard_focus_stays_in_the_form_when_it_is_drawn_anew(context, server, game):
    """Switching a mode with the arrow keys, adding or removing a player, adding a round:
    each draws the form anew. The focus stays where the reader works (on the mode picked,
    on the new player's name, on the undo said in the removed player's place, on the new
    round's tab), never back at the top of the page."""
    page = Page(context, server, game).open()
    form = page.page.locator(".cg-checker > .cg-layout form.cg-form")
    done = 0
    radio = form.locator(".cg-modes input[type=radio]:checked").first
    if radio.count():
        radio.focus()
        before = radio.element_handle()
        page.page.keyboard.press("ArrowRight")
        page.page.wait_for_function("(node) => !node.isConnected", arg=before)
        focused = page.page.evaluate(FOCUSED)
        assert focused and focused["tag"] == "INPUT" and focused["checked"], focused
        assert form.locator(".cg-modes input:checked").first.input_value() == focused["value"]
        done += 1
    add = form.locator(".cg-add-player")
    if add.is_enabled():
        players = form.locator(".cg-player").count()
        add.focus()
        page.page.keyboard.press("Enter")
        assert form.locator(".cg-player").count() == players + 1
        assert page.page.evaluate(FOCUSED) | {"value": None} == {
            "tag": "INPUT",
            "value": None,
            "name": True,
            "player": players,
            "tab": None,
            "checked": False,
        }
        done += 1
    remove = form.locator(".cg-remove-player").first
    if remove.is_enabled():
        players = form.locator(".cg-player").count()
        remove.focus()
        page.page.keyboard.press("Enter")
        assert form.locator(".cg-player").count() == players - 1
        # on the undo, said where the player was (a name field would open a phone's keyboard)
        assert page.page.evaluate(
            "() => document.activeElement?.matches('.cg-undo-removed button') ?? false"
        )
        done += 1
    add_round = form.locator(".cg-tab.cg-add")
    if add_round.count() and add_round.is_enabled():
        add_round.focus()
        page.page.keyboard.press("Enter")
        focused = page.page.evaluate(FOCUSED)
        active = form.locator(".cg-tab.cg-on").text_content()
        assert focused and focused["tab"] == active, focused
        assert active != form.locator(".cg-tab").first.text_content()
        done += 1
    assert done >= 1  # (Circle the Wagons: two players, fixed; a mode switch)
    assert page.errors == []


@pytest.mark.skipif("pyramidion" not in GAMES, reason="no checker")
def test_pyramidion_cards_show_the_code_printed_on_them(context, server):
    """The printed cards carry a short code ("C33") instead of an English id; the
    checker's card list shows the same code, in every language."""
    record = next(
        r for _, r in records_of("pyramidion") if any("cards" in p for p in r.get("players", []))
    )
    page = Page(context, server, "pyramidion", lang="de").open(link(record))
    groups = page.page.locator("details.cg-group")
    for i in range(groups.count()):
        summary = groups.nth(i).locator("summary")
        if groups.nth(i).get_attribute("open") is None:
            box = summary.bounding_box()
            page.page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    row = page.page.locator(".cg-card[data-item='negotiator-7']").first
    assert row.locator(".cg-card-code").inner_text() == "C33"
    assert "negotiator-7" not in row.inner_text()
    assert page.errors == []
