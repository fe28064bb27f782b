"""What the tests of Circle the Wagons' town builder (cards laid in play order) read on the
page: where a thing lies on the screen, what the picker offers and shows, the squares'
names (see tests/checker/test_ctw_card_by_card.py)."""

from __future__ import annotations

from browsing import DESKTOP
from checker_pages import Page
from journeys import t

STILL = 1.5
"""How far (px) a thing tapped may move on the screen while the town is drawn anew."""

IN_SIGHT = """e => {
  const b = e.getBoundingClientRect();
  const header = document.querySelector('.md-header').getBoundingClientRect();
  const x = b.left + b.width / 2;
  const hit = document.elementFromPoint(x, b.top + b.height / 2);
  const end = document.elementFromPoint(x, b.bottom - 3);
  return b.top >= header.bottom && b.bottom <= innerHeight && e.contains(hit) && e.contains(end);
}"""
"""Whether the element is on the screen, under the site's header, with nothing over its
middle or its last line (the totals bar grown a line with the fault covered the end of it)."""

HIGH_ON_SCREEN = "e => scrollBy(0, e.getBoundingClientRect().top - 200)"
"""Scroll the page so that the element starts 200 px below the screen's top."""

UNDER_THE_BAR = """(grid, [x, y]) => {
  const square = grid.querySelector(`[data-x="${x}"][data-y="${y}"]`).getBoundingClientRect();
  const bar = document.querySelector('.cg-totals-bar').getBoundingClientRect();
  scrollBy(0, square.top + square.height / 2 - bar.top);
}"""
"""Scroll the page so that the square at ``x``, ``y`` (the record's) lies half under the
totals bar."""

BAR_SHOWN = """() => {
  const bar = document.querySelector('.cg-totals-bar');
  if (!bar || bar.hidden || !bar.getBoundingClientRect().height) return null;
  return getComputedStyle(bar).visibility === 'visible';
}"""
"""Whether the totals bar is shown at the screen's foot (None where the page has no such
bar: a wide screen, or no totals yet)."""

WHERE_THE_BAR_COMES = """(grid, [x, y]) => {
  const square = grid.querySelector(`[data-x="${x}"][data-y="${y}"]`).getBoundingClientRect();
  scrollBy(0, square.top + square.height / 2 - (innerHeight - 40));
}"""
"""Scroll the page so that the square at ``x``, ``y`` (the record's) lies 40 px above the
screen's foot, where the totals bar comes once there is a score."""

CARD_IN_SIGHT = """(grid, [x, y]) => {
  const bar = document.querySelector('.cg-totals-bar:not([hidden])')?.getBoundingClientRect();
  const header = document.querySelector('.md-header').getBoundingClientRect();
  const low = bar && bar.height && bar.top < innerHeight ? bar.top : innerHeight;
  return [[0, 0], [1, 0], [0, 1], [1, 1]].every(([dx, dy]) => {
    const square = grid.querySelector(`[data-x="${x + dx}"][data-y="${y + dy}"]`);
    const r = square.getBoundingClientRect();
    return r.top >= header.bottom - 0.5 && r.bottom <= low + 0.5;
  });
}"""
"""Whether the four squares of the card whose top-left is at ``x``, ``y`` (the record's) are
on the screen, under the site's header and above the totals bar."""

HERE_TEXTS = "els => els.map((e) => e.textContent)"

CELLS_FIT = """grid => [...grid.querySelectorAll('.cg-ctw-btn')].every(b => {
  const o = b.getBoundingClientRect(), i = b.firstElementChild.getBoundingClientRect();
  return i.left >= o.left - 0.5 && i.right <= o.right + 0.5 && i.top >= o.top - 0.5
    && i.bottom <= o.bottom + 0.5 && Math.abs(o.width - o.height) < 1;
})"""
"""Whether every square of the town is drawn inside its own cell, square."""


def shown(card: str, lang: str) -> str:
    """A card as the page names it: its printed number in the language's words ("#01",
    French "n°\u00a001")."""
    return t(lang, "ctw_card_no", n=card.replace("card-", ""))


def top(locator) -> float:
    box = locator.bounding_box()
    assert box is not None
    return box["y"]


MOUSE = {"viewport": DESKTOP["viewport"]}
"""A desktop's browser context with a mouse only (``pointer: fine``): the reviewer's."""

MINUS = "\u2212"


def axis(n: int) -> str:
    """A column's or row's name from the record's coordinate: 1 at the origin, −1 before it."""
    return str(n + 1) if n >= 0 else f"{MINUS}{-n}"


def offered(town) -> list[str]:
    """The cards the picker shows, in its order."""
    return town.locator(".cg-ctw-picker .cg-ctw-card:not([hidden])").evaluate_all(
        "all => all.map(b => b.dataset.card)"
    )


def chosen(town) -> list[str]:
    return town.locator('.cg-ctw-picker .cg-ctw-card[aria-pressed="true"]').evaluate_all(
        "all => all.map(b => b.dataset.card)"
    )


PICTURES = """picker => [...picker.querySelectorAll('.cg-ctw-card:not([hidden])')].map(b => {
  const r = b.getBoundingClientRect();
  const cells = [...b.querySelectorAll('.cg-ctw-mini .cg-ctw-cell')];
  return {w: r.width, h: r.height, left: r.left, right: r.right,
    no: b.querySelector('.cg-ctw-no').textContent,
    cells: cells.length, icons: cells.filter(c => c.querySelector('.cg-ctw-i')).length,
    letters: cells.filter(c => c.querySelector('.cg-ctw-t')).length};
})"""
"""Each card of the picker: its box, the number it shows, its territories and how many of
them show an icon and their terrain's letters."""

SMALL_TARGETS = """town => [...town.querySelectorAll('button, select, .cg-ctw-turn')].filter(e => {
  const r = e.getBoundingClientRect();
  return r.height > 0 && !e.closest('[hidden]');
}).map(e => [e.getAttribute('aria-label') || e.textContent.trim().slice(0, 30),
  e.getBoundingClientRect().height])
  .filter(([, h]) => h < 43.5)"""
"""The controls of the town builder in sight less than 44 px tall (a checkbox counts by its
row, the box and its words one target)."""

TOWN_IN_VIEW = """(box, [from, to]) => {
  const frame = box.getBoundingClientRect();
  return [...box.querySelectorAll('.cg-ctw-btn')].filter(b => b.dataset.y === '0'
    && Number(b.dataset.x) >= from && Number(b.dataset.x) <= to).every(b => {
    const r = b.getBoundingClientRect();
    return r.left >= frame.left - 0.5 && r.right <= frame.right + 0.5;
  });
}"""
"""Whether the squares of row 1 from column ``from`` to ``to`` (record's x) are all inside
the town's box as it is scrolled."""

FACE = "f => [...f.querySelectorAll('.cg-ctw-cell')].map(c => c.outerHTML).join('')"
"""What a card's picture draws, to tell the same drawing from another."""


def placed(checker: Page, player: int = 0) -> list[dict]:
    """The cards of ``player``'s town as the page keeps them."""
    return checker.state()["players"][player]["town"]
