"""Web of Power's card groups on a phone, as a German reviewer scored a 4-player game at
390x844 with touch: every country starts closed and one is open at a time, the heading
tapped staying under the finger; another player's cards are marked and last; a card ticked
at the totals bar's edge ends above the bar; and a player switching to "Anzahlen" finds the
counts filled from the cards ticked, no total changing (the filling itself is tested under
Node: ``test_counts_from_cards.py``)."""

from __future__ import annotations

from browsing import PHONE, calm, next_frames, open_checker, settle, tap_centre
from checker_pages import link
from wop_records import FOUR_PLAYERS, GAME


def bar_totals(page) -> list[str]:
    return page.eval_on_selector_all(
        ".cg-totals-bar .cg-bar-player", "ns => ns.map(n => n.textContent.trim())"
    )


def summary_of(player, country: str):
    return player.locator("details.cg-group > summary", has_text=country)


def test_a_phone_keeps_one_country_open_marks_others_cards_and_counts_from_ticks(browser, server):
    """390x844, touch, German: the reviewer's game opened from its link. Every country
    starts closed (the page was 14,000 px with the 22 groups it had opened), opening one
    closes the other under the finger, another player's cards are marked and last, a card
    ticked at the bar's edge ends above the bar, and "Anzahlen" starts from the cards
    ticked: no total changes. (One phone journey for the points of the review: ~10 s.)"""
    ctx, page, errors = open_checker(browser, server, GAME, "de", PHONE, link(FOUR_PLAYERS))
    settle(page)
    assert page.locator("details.cg-group[open]").count() == 0
    assert page.evaluate("document.documentElement.scrollHeight") < 9000
    before = bar_totals(page)
    anna = page.locator(".cg-player").nth(0)
    tap_centre(page, summary_of(anna, "Dänemark"))
    calm(page)
    saxony = summary_of(anna, "Sachsen")
    # where the heading is when the finger lands on it (tap_centre scrolls it there first)
    page.evaluate(
        """() => addEventListener("click", e => {
             window.cgTop = e.target.closest("summary")?.getBoundingClientRect().top;
           }, {capture: true, once: true})"""
    )
    tap_centre(page, saxony)
    calm(page)
    moved = saxony.bounding_box()["y"] - page.evaluate("window.cgTop")
    assert abs(moved) < 2  # Dänemark closed above it: the heading stays under the finger
    opened = anna.locator("details.cg-group[open] > summary")
    assert opened.count() == 1 and opened.inner_text().startswith("Sachsen")
    rows = anna.locator("details.cg-group[open] .cg-card")
    names = rows.locator(".cg-card-name").all_inner_texts()
    assert names == [f"Sachsen {n}" for n in (1, 3, 5, 2, 4, 6, 7)]
    assert rows.nth(3).locator(".cg-card-taken").inner_text() == "schon bei Carla"
    assert rows.nth(0).locator(".cg-card-taken").count() == 0
    # a card at the bar's upper edge, ticked: it ends above the bar, clear of it
    row = rows.nth(6)
    page.evaluate(
        """r => { const bar = document.querySelector('.cg-totals-bar').getBoundingClientRect();
                  const box = r.getBoundingClientRect();
                  scrollBy(0, box.top - (bar.top - box.height / 2)); }""",
        row.element_handle(),
    )
    next_frames(page)
    box = row.locator("input").bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + 4)
    calm(page)
    next_frames(page)
    assert row.locator("input").is_checked()
    bar_top = page.locator(".cg-totals-bar").bounding_box()["y"]
    assert row.bounding_box()["y"] + row.bounding_box()["height"] <= bar_top + 0.5
    tap_centre(page, row.locator("label"))  # (untick: the card is Carla's)
    calm(page)
    assert bar_totals(page) == before
    # Dirk switches to "Anzahlen": his boxes hold his cards' counts, no total moves
    dirk = page.locator(".cg-player").nth(3)
    tap_centre(page, dirk.locator(".cg-player-mode label", has_text="Anzahlen"))
    calm(page)
    assert bar_totals(page) == before
    dirk = page.locator(".cg-player").nth(3)
    assert (
        dirk.locator(".cg-mode-kept")
        .inner_text()
        .startswith("Aus den unter „Gehaltene Karten“ angekreuzten Karten ausgefüllt")
    )
    ungarn = dirk.locator(".cg-tally .cg-field", has_text="Ungarn").locator("input")
    assert ungarn.input_value() == "3"
    tap_centre(page, dirk.locator(".cg-player-mode label", has_text="Gehaltene Karten"))
    calm(page)
    assert bar_totals(page) == before
    assert page.locator(".cg-player").nth(3).locator(".cg-cards-summary").first.inner_text() == (
        "12 Karten gewählt"
    )
    assert errors == []
    ctx.close()
