"""A checker page in a desktop browser context, read back and scored as ``cardgen score``
scores it: the :class:`Page` of a game in a language, with its console errors and every
request; the share link of a record; the engine's answer for a record (or its fault); the
page as it arrives, with ``checker.js`` held back.

Shared by the checker tests that open a page this way (``tests/checker/test_*.py``)."""

from __future__ import annotations

import base64
import functools
import json
import re

from browsing import settle
from games import records_of

from cardgen.commands.score import score_text
from cardgen.engine import RecordError
from cardgen.site.checker_sources import strings

UI_STRINGS = functools.cache(strings)
"""The checker's UI strings (read once)."""


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


def shown_number(n: int) -> str:
    """A number as the page writes it: a negative one with the minus sign (U+2212)."""
    return str(n).replace("-", "\u2212")


def ranked(players):
    """``[name, total]`` of each player as the result lists them: from the highest total
    down, equal totals in seat order (the page's "Ranked", its default)."""
    shown = [p for p in players if "total" in p]
    order = sorted(range(len(shown)), key=lambda i: (-shown[i]["total"], i))
    return [[shown[i]["name"], shown_number(shown[i]["total"])] for i in order]


def expected_totals(record):
    return ranked(native(record)["players"])


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
        """Until the page has scored anew since score ``after`` and has scored what is on its
        form (an edit of several steps may be scored step by step)."""
        self.page.wait_for_function(
            "n => Number(document.querySelector('.cg-checker')?.dataset.scored || 0) > n",
            arg=after,
        )
        settle(self.page)

    def state(self):
        raw = self.page.evaluate(f"localStorage.getItem('cardgen.checker.{self.game}')")
        return json.loads(raw)["record"]

    def totals(self):
        return self.page.eval_on_selector_all(
            "[data-total-for]", "els => els.map(e => [e.dataset.totalFor, e.textContent])"
        )

    def winners(self):
        """The winners named ("Ann, Bob"), or None; those ahead so far of a result not
        final yet (a game short of its rounds) are ``ahead()``."""
        node = self.page.query_selector("[data-winners]")
        return None if node is None else node.get_attribute("data-winners")

    def ahead(self):
        node = self.page.query_selector("[data-ahead]")
        return None if node is None else node.get_attribute("data-ahead")

    def yet_to_enter(self) -> bool:
        """Whether the result says a player has entered nothing yet (no winner then)."""
        lang = self.url.removeprefix(self.server.url).strip("/").split("/")[0]
        said = re.compile(
            re.escape(UI_STRINGS()[lang]["nothing_entered"]).replace(re.escape("{names}"), ".+")
        )
        reasons = self.page.locator(".cg-results .cg-provisional").all_inner_texts()
        return any(said.fullmatch(reason) for reason in reasons)

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
        assert self.totals() == ranked(result["players"])
        if "winners" in result and (
            result.get("provisional") or result.get("doubts") or self.yet_to_enter()
        ):
            # not over yet, a value beyond our deck, or a player who has entered nothing
            # yet: ahead so far, no winner named
            assert self.winners() is None
            assert self.ahead() in (", ".join(result["winners"]), None)
        elif "winners" in result:
            assert self.winners() == ", ".join(result["winners"])
        return result


# Run before the page's scripts: notes whether the first frame the browser renders has the
# form, and which one (the page's own, drawn at build time, or checker.js's).
FIRST_FRAME = """requestAnimationFrame(() => {
  const form = [...document.querySelectorAll("form.cg-form")].find((f) => f.checkVisibility());
  window.cgFirstFrame = !form ? "none" : form.closest(".cg-prerendered") ? "early" : "live";
});"""


def open_before_checker_js(context, server, game):
    """The checker page, parsed, with checker.js held back: the page, the form it arrived
    with, and the held requests (continue them to let checker.js run)."""
    held = hold(context, "**/_checker/checker.js*")
    page = Page(context, server, game)
    page.page.goto(page.url, wait_until="commit")
    early = page.page.locator(".cg-prerendered")
    early.locator("form.cg-form").wait_for()
    page.page.wait_for_function("() => document.readyState === 'interactive'")
    return page, early, held


def hold(context, pattern):
    """Requests for ``pattern`` wait (until each route held is continued)."""
    held = []
    context.route(pattern, lambda route: held.append(route))
    return held
