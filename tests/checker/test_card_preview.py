"""A card's large picture on a desktop: the hovered card's picture shows beside the card
list, never over a control, and the small picture keeps its size."""

from __future__ import annotations

from browsing import DESKTOP, calm, open_checker
from journeys import wait_scored


def test_a_hovered_cards_picture_shows_beside_the_list(browser, server):
    """At 1280 px with a mouse: the hovered card's picture shows large in a panel beside the
    card list, clear of every checkbox, and the small picture stays its size."""
    mouse = {"viewport": DESKTOP["viewport"]}  # a pointer that hovers (no touch screen)
    ctx, page, errors = open_checker(browser, server, "web-of-power", "en", mouse)
    try:
        wait_scored(page)
        player = page.locator(".cg-form .cg-player").first
        group = player.locator("details.cg-group").first
        group.locator("summary").click()
        calm(page)
        card = group.locator(".cg-card").nth(1)
        small = card.locator("img.cg-thumb")
        before = small.bounding_box()
        card.locator(".cg-card-name").hover()
        panel = player.locator(".cg-cards .cg-card-preview img").first
        panel.wait_for()
        page.wait_for_function("i => i.complete && i.naturalWidth > 0", arg=panel.element_handle())
        big = panel.bounding_box()
        assert big["width"] >= 3 * before["width"]
        assert small.bounding_box() == before
        controls = player.locator(".cg-cards input, .cg-cards button, .cg-cards summary").all()
        for control in controls:
            spot = control.bounding_box()
            if spot is None:
                continue
            apart = (
                spot["x"] + spot["width"] <= big["x"]
                or big["x"] + big["width"] <= spot["x"]
                or spot["y"] + spot["height"] <= big["y"]
                or big["y"] + big["height"] <= spot["y"]
            )
            assert apart, (spot, big)
        # the list's cards are not under the panel either: it lies beside them
        grid = group.locator(".cg-card-grid").bounding_box()
        assert grid["x"] + grid["width"] <= big["x"]
        assert errors == []
    finally:
        ctx.close()
