"""The checker in a person's hands on a phone: real touch taps at the centre of what is on
screen (``page.touchscreen.tap``), at 390x844 with touch, and the same at 1280 px."""

from __future__ import annotations

import json
import re

import pytest
from browsing import DESKTOP, PHONE, calm, open_checker
from browsing import tap_centre as tap
from checker_hands import open_group_of, pick_mode
from games import checker_games

from cardgen.model import LANGS

GAMES = [g.id for g in checker_games()]


def modes_of(page, selector):
    """The values of the radios ``selector`` (one round trip)."""
    return page.locator(selector).evaluate_all("all => all.map(r => r.getAttribute('value'))")


def ticked(picker) -> list[str]:
    return picker.locator("input[type=checkbox]").evaluate_all(
        "all => all.filter(b => b.checked).map(b => b.id)"
    )


def ticked_now(picker) -> str:
    """A JavaScript function's source giving ``ticked(picker)`` (for ``tap_centre``'s
    ``then``): the ids of the boxes ticked in the picker (a ``fieldset`` named by its
    ``data-field-path``, which stays when the page draws the player again)."""
    path = picker.get_attribute("data-field-path")
    assert path is not None, "a picker names its field"
    return (
        "() => [...document.querySelectorAll('fieldset[data-field-path]')]"
        f".filter(f => f.dataset.fieldPath === {json.dumps(path)}).flatMap(f =>"
        " [...f.querySelectorAll('input[type=checkbox]')]).filter(b => b.checked)"
        ".map(b => b.id)"
    )


EVERY_LABEL = """async (rows, least) => {
  const frame = () => new Promise(ok => requestAnimationFrame(ok));
  const wrong = [];
  const small = [];
  for (const row of rows) {
    const label = row.querySelector('label');
    const box = row.querySelector('input');
    const b = label.getBoundingClientRect();
    if (!b.width) continue;  // (a part not shown: the turned box of a closed panel)
    scrollTo({top: scrollY + b.top + b.height / 2 - innerHeight / 2, behavior: 'instant'});
    await frame();
    const r = label.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const over = hit === label || label.contains(hit) ? '' : (hit?.outerHTML || '').slice(0, 120);
    if (label.control !== box || over) wrong.push({card: box.id, control: label.control?.id, over});
    if (box.type === 'number') continue;  // (a count's row: its box and buttons, its own)
    // a box to tick: big enough, and its whole row a target that toggles it (a finger
    // landing on the row's corners, the gap beside the box, or the box itself)
    const x = box.getBoundingClientRect();
    const w = row.getBoundingClientRect();
    const mid = x.top + x.height / 2;
    const at = [[w.left + 2, w.top + 2], [w.right - 3, w.bottom - 3], [w.left + 2, w.bottom - 3],
      [w.right - 3, w.top + 2], [x.right + 2, mid], [x.left + x.width / 2, mid]];
    const missed = at.filter(([px, py]) => { const h = document.elementFromPoint(px, py);
      return !(h === box || h === label || label.contains(h)); }).length;
    if (Math.min(x.width, x.height) < least.box || w.height < least.row || missed) {
      small.push({box: box.id, size: [Math.round(x.width), Math.round(x.height)],
        row: Math.round(w.height), missed});
    }
  }
  const controls = rows.map(r => { const c = r.querySelector('input');
    return [c.id, c.type === 'checkbox']; });
  return {wrong, small, controls};
}"""
"""For each row given (a card, a pick's entry, a way to choose) and ``least`` (the
smallest box and row a finger gets): its label scrolled to the screen's middle, the
label's control is the row's own box and nothing lies over the label's centre (where a
finger taps it); a box to tick or a radio is at least ``least.box`` px, its row at least
``least.row`` px tall, and a point at each corner of the row, beside the box and on it
reaches the box or its label. The rows where the label is wrong (``wrong``) or too small a
target (``small``), and each row's control: its id and whether it is a box to tick
(``controls``). One round trip to the page for a whole group."""

LEAST = {"phone": {"box": 24, "row": 44}, "desktop": {"box": 20, "row": 0}}
"""The smallest box to tick (and radio) and the smallest row around it, in CSS px: a
finger's on a phone (issue 34: 17 px boxes were small); on a desktop the row may stay as
tall as its words."""


def targets_fit(page, rows, least: dict) -> dict:
    """``EVERY_LABEL`` over ``rows`` (a locator), with no label wrong or target small."""
    found = rows.evaluate_all(EVERY_LABEL, least)
    assert found["wrong"] == [], "a label a finger cannot tap"
    assert found["small"] == [], "a box or its row too small a target"
    return found


def sample(count: int) -> list[int]:
    """The rows a finger taps in a group of ``count``: the first two one after the other
    (the picture enlarged by the first tap must not take the second), one in the middle
    and the last (the foot of a group, next to the next group's heading)."""
    return sorted({i for i in (0, 1, count // 2, count - 1) if 0 <= i < count})


def tap_every_card(page, picker, least: dict) -> int:
    """Every card label of ``picker`` (a card list or a pick list), group by group (each
    opened by a tap on its heading: one group is open at a time): each label, scrolled to
    the screen's middle, belongs to its card's own box and lies uncovered (``EVERY_LABEL``),
    and a finger taps a sample of them (``sample``): after each tap exactly that card has
    changed (ticked, or unticked when it was), and a card typed as a count gets the focus.
    Each box to tick is a target of ``least`` (``LEAST``). Returns how many labels were
    checked.

    Why a sample: a tap scores the game again and redraws its result, about a second of
    processor time on a loaded host, and the pickers hold hundreds of cards; every label
    is still checked where a tap would land, in one round trip per group."""
    groups = picker.locator("details.cg-group")
    parts = [groups.nth(i) for i in range(groups.count())] or [picker]
    expected = set(ticked(picker))
    read_back = ticked_now(picker)
    assert set(page.evaluate(read_back)) == expected, "the read-back reads this picker"
    checked = 0
    for part in parts:
        if part is not picker:
            open_group_of(page, part.locator("summary").first)
        rows = part.locator(".cg-card, .cg-pick-item")
        controls = targets_fit(page, rows, least)["controls"]
        for i in sample(len(controls)):
            cid, checkbox = controls[i]
            # the boxes ticked are read once the tap's click came, in the same round trip
            now = tap(page, rows.nth(i).locator("label"), then=read_back)
            if checkbox:
                expected ^= {cid}
                assert set(now) == expected, f"after tapping {cid}"
                # a pick of a set number (Circle the Wagons' 3 goals) folds once that many
                # are chosen: its button opens it again, as a player changing one would
                opener = picker.locator(".cg-pick-open")
                if opener.count() and opener.first.is_visible():
                    tap(page, opener.first)
                    calm(page)
            else:
                calm(page)
                assert page.evaluate("() => document.activeElement.id") == cid
        checked += len(controls)
    return checked


@pytest.mark.parametrize(
    ("size", "least"),
    [(PHONE, LEAST["phone"]), (DESKTOP, LEAST["desktop"])],
    ids=["phone", "desktop"],
)
@pytest.mark.parametrize("game", GAMES)
def test_tapping_each_card_label_ticks_exactly_that_card(browser, server, game, size, least):
    """Every picker of every game (every top mode, every player mode): every label belongs
    to its card and lies where a finger can tap it, and tapping one ticks that card and no
    other; the enlarged picture of a card just ticked never takes the next tap. Every box
    to tick and every radio (the ways to enter a game, a player's and the game's) is a
    target a finger hits (``LEAST``): the box big enough and its whole row toggling it."""
    ctx, page, errors = open_checker(browser, server, game, size=size)
    try:
        total = 0
        ways = 0
        tops = modes_of(page, ".cg-top-mode input") or [None]
        for top in tops:
            if top:
                pick_mode(page, ".cg-top-mode input", top)
            for picker in page.locator(".cg-form > .cg-pick, .cg-form > .cg-field .cg-pick").all():
                total += tap_every_card(page, picker, least)
            first = page.locator(".cg-player").first
            for mode in modes_of(first, ".cg-player-mode input") or [None]:
                if mode:
                    pick_mode(page, ".cg-player:first-of-type .cg-player-mode input", mode)
                # every radio and box of a way to choose on the form now (each player's)
                ways += len(targets_fit(page, page.locator(".cg-form .cg-mode"), least)["controls"])
                player = page.locator(".cg-player").first
                for picker in player.locator(".cg-cards, .cg-pick").all():
                    total += tap_every_card(page, picker, least)
        if game in ("web-of-power", "pyramidion", "circle-the-wagons"):
            assert total > 0, "the game has card pickers"
            assert ways > 0, "and ways to enter it"
        assert errors == []
    finally:
        ctx.close()


@pytest.mark.skipif("pyramidion" not in GAMES, reason="the test site has no Pyramidion")
@pytest.mark.parametrize("lang", LANGS)
def test_counts_read_in_the_languages_plural_and_a_cards_fields_in_its_words(browser, server, lang):
    """One Pyramidion page in each language checks two things of its card picker:

    - "1 card chosen", "2 cards chosen" (Intl.PluralRules in the page's language): 0
      takes the form the language's plural rules give it (French "0 carte choisie").
    - A boat's row shows its cargo and its points: "Siegpunkte: 1", never the English field
      name "points: 1" on a German, Dutch, Italian or French page (French "points de
      victoire\u00a0: 1" is its own words)."""
    from cardgen.engine.plurals import plural_category
    from cardgen.site.checker_sources import strings

    texts = strings()[lang]
    zero = "cards_chosen_one" if plural_category(0, lang) == "one" else "cards_chosen"
    ctx, page, errors = open_checker(browser, server, "pyramidion", lang)
    try:
        pick_mode(page, ".cg-top-mode input", "final")  # (the mode the page opens on)
        page.wait_for_function("() => document.querySelectorAll('.cg-card').length > 20")
        if lang != "en":  # (English names the field "victory points: 1" in its own words)
            rows = page.locator(".cg-card").all_inner_texts()
            boats = [r for r in rows if "·" in r]
            assert boats, f"boat rows with their fields: {rows[:5]}"
            assert not any(re.search(r"\bpoints:? \d", r) for r in boats), (
                f"an English field name in a boat's row: {boats[:3]}"
            )
        picker = page.locator(".cg-player").first.locator(".cg-cards").first
        summary = picker.locator(".cg-cards-summary")
        assert summary.inner_text() == texts[zero].replace("{n}", "0"), "0 in the plural rules"
        rows = picker.locator(".cg-card")
        open_group_of(page, rows.nth(0))
        tap(page, rows.nth(0).locator("label"))
        assert summary.inner_text() == texts["cards_chosen_one"].replace("{n}", "1"), "1: one"
        tap(page, rows.nth(1).locator("label"))
        assert summary.inner_text() == texts["cards_chosen"].replace("{n}", "2"), "2: other"
        assert errors == []
    finally:
        ctx.close()


def blank_note_and_winners(page) -> dict:
    """What says the form is blank, in one round trip: painted town cells, winners, totals,
    whether the totals bar shows, and the result's note."""
    return page.evaluate(
        """() => ({
          painted: document.querySelectorAll(
            '.cg-form .cg-ctw-grid .cg-ctw-cell:not(.cg-empty)').length,
          winners: document.querySelectorAll('[data-winners]').length,
          totals: document.querySelectorAll('[data-total-for]').length,
          bar: [...document.querySelectorAll('.cg-totals-bar')].some((e) => {
            const box = e.getBoundingClientRect();  // (as Playwright's is_visible)
            return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
          }),
          note: document.querySelector('.cg-results .cg-blank-note')?.innerText ?? null,
        })"""
    )


@pytest.mark.parametrize("game", GAMES)
def test_a_blank_form_is_blank_in_every_way_to_enter_points_and_a_removed_player_comes_back(
    browser, server, game
):
    """One page of each game, in three steps (each was a test of its own, on a page of its
    own; each step starts from the state the one before leaves, which is the state its old
    test started from, or one with a number typed in the first player's box):

    1. A blank form is blank: nothing entered, no painted cell in a town, no winner, no
       shared win, no totals bar; the result says to enter the game.
    2. Another way to enter points enters nothing: switching every player to each other
       way of entering points (and back to the first) leaves the game blank: no "shared
       win" at 0–0 (a reviewer met it in Pyramidion's victory-points mode). A number
       entered then brings the scores.
    3. Remove a player, with undo, and its label follows a rename: the last player renamed
       "Quinn" is removed by "Remove Quinn", the notice names Quinn, and its undo brings
       the player back under that name."""
    from cardgen.site.checker_sources import strings

    texts = strings()["en"]
    ctx, page, errors = open_checker(browser, server, game)
    try:
        # 1. a blank form is blank
        page.wait_for_function(
            "() => Number(document.querySelector('.cg-checker').dataset.scored) > 0"
        )
        blank = {"painted": 0, "winners": 0, "totals": 0, "bar": False}
        shown = blank_note_and_winners(page)
        assert shown == {**blank, "note": texts["enter_to_score"]}, f"a blank form: {shown}"

        # 2. another way to enter points enters nothing
        note = page.locator(".cg-results .cg-blank-note")
        players = page.locator(".cg-player")
        offered = modes_of(page, ".cg-player >> nth=0 >> .cg-player-mode input")
        for mode in offered[1:] + offered[:1]:
            for i in range(players.count()):
                radio = players.nth(i).locator(f'.cg-player-mode input[value="{mode}"]')
                if not radio.is_checked():
                    tap(page, players.nth(i).locator(f'label[for="{radio.get_attribute("id")}"]'))
                    page.wait_for_function("r => r.checked", arg=radio.element_handle())
            calm(page)
            shown = blank_note_and_winners(page)
            assert shown["note"] == texts["enter_to_score"], f"{mode}: still blank"
            assert shown["winners"] == 0, f"{mode}: no winner, no shared win"
        number = page.locator(".cg-player").first.locator("input[inputmode=numeric]:visible")
        if number.count():
            tap(page, number.first)
            page.keyboard.type("3")
            note.wait_for(state="detached")  # scored (Pyramidion's site step shows no totals)

        # 3. remove a player with undo; its label follows a rename
        names = page.locator("input.cg-name")
        if page.locator(".cg-add-player:not([disabled])").count():
            tap(page, page.locator(".cg-add-player"))
        count = names.count()
        last = names.nth(count - 1)
        tap(page, last)
        page.keyboard.press("Control+A")
        page.keyboard.type("Quinn")
        remove = page.locator(".cg-player").nth(count - 1).locator(".cg-remove-player")
        assert remove.inner_text() == texts["remove_player"].replace("{name}", "Quinn")
        if not remove.is_disabled():  # (disabled at the game's fewest players)
            tap(page, remove)
            assert names.count() == count - 1, "the player is removed"
            notice = page.locator(".cg-undo")
            assert texts["removed_player"].replace("{name}", "Quinn") in notice.inner_text()
            tap(page, notice.locator("button"))
            assert names.count() == count, "undo brings the player back"
            assert names.nth(count - 1).input_value() == "Quinn", "under the name"
        assert errors == []
    finally:
        ctx.close()


def test_the_share_link_offers_the_phones_share_sheet(browser, server):
    """Where the browser has a share sheet (``navigator.share``: phones), "Send…" next to
    the share link hands it the link; where it has none, no such button. The page looks
    for the sheet each time the share link is asked for: one page shows both, the sheet
    given to the browser (as a phone's has it) between the two."""
    game = GAMES[0]
    ctx, page, errors = open_checker(browser, server, game)
    try:
        tap(page, page.locator(".cg-share"))
        page.locator(".cg-sharelink").wait_for()
        assert page.locator(".cg-send").count() == 0  # headless Chromium on Linux has none
        shown = page.locator(".cg-sharebox").inner_text()
        assert "null" not in shown and "undefined" not in shown, shown
        page.evaluate(
            "() => { navigator.share = (data) => { window.cgShared = data;"
            " return Promise.resolve(); }; }"
        )
        tap(page, page.locator(".cg-share"))
        tap(page, page.locator(".cg-send"))
        shared = page.evaluate("window.cgShared")
        assert shared["url"] == page.locator(".cg-sharelink").input_value()
        assert "#record=" in shared["url"]
        assert errors == []
    finally:
        ctx.close()


def test_two_boxes_tapped_one_after_the_other_each_get_the_caret(browser):
    """The finger of these tests (``tap_centre``) scrolls what it taps to the screen's
    middle, so two boxes tapped one after the other lay on one point: Chromium took the
    second tap for a double tap, which focused the box but put no caret in it, and Ctrl+A
    then selected the page ("Anna" typed over "Blue" read "AnnaBlue"). A finger coming from
    another control lands elsewhere on the screen; what a tap does to a box is tested here
    on a page of two boxes, without the engine."""
    ctx = browser.new_context(**PHONE)
    try:
        page = ctx.new_page()
        page.set_content(
            '<meta name="viewport" content="width=device-width">'
            '<body style="height: 3000px"><input id="a" value="Red" style="margin-top: 1000px">'
            '<input id="b" value="Blue" style="display: block; margin-top: 400px">'
        )
        for box, name in (("#a", "Anna"), ("#b", "Bram")):
            tap(page, page.locator(box))
            page.wait_for_function(f"() => document.activeElement.id === '{box[1:]}'")
            page.keyboard.press("Control+A")
            page.keyboard.press("Backspace")
            page.keyboard.type(name)
        assert [page.locator(b).input_value() for b in ("#a", "#b")] == ["Anna", "Bram"]
    finally:
        ctx.close()
