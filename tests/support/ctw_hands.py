"""A person's finger and eyes on Circle the Wagons' grids (the painter's and the town
builder's): a square and a key of the pad by where they are, what is chosen, the town the
page keeps, taps where a thing is on the screen (no scrolling for the finger), drags and
swipes as a touch screen sends them (Chromium's DevTools protocol)."""

from __future__ import annotations

import time

from journeys import t


def cell(town, x: int, y: int):
    return town.locator(f'.cg-ctw-grid [data-x="{x}"][data-y="{y}"]')


def key(town, kind: str):
    terrain, icon = kind.split(":")
    return town.locator(f'.cg-ctw-key[data-terrain="{terrain}"][data-icon="{icon}"]')


def chosen(town) -> list[tuple[int, int]]:
    return town.locator(".cg-ctw-grid .cg-chosen").evaluate_all(
        "all => all.map(b => [Number(b.dataset.x), Number(b.dataset.y)])"
    )


def record_grid(page, player: int = 0) -> list[str]:
    """The town the page keeps for ``player``, without the grid's empty columns and rows
    at the end."""
    rows = [
        row.split()
        for row in page.evaluate(
            "i => JSON.parse(localStorage.getItem('cardgen.checker.circle-the-wagons'))"
            ".record.players[i].grid",
            player,
        )
    ]
    while rows and set(rows[-1]) == {"."}:
        rows.pop()
    while rows and all(row[-1] == "." for row in rows):
        rows = [row[:-1] for row in rows]
    return [" ".join(row) for row in rows]


def centre(locator) -> tuple[float, float]:
    box = locator.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def empty(town, x: int, y: int, lang: str) -> bool:
    return cell(town, x, y).get_attribute("aria-label").endswith(t(lang, "ctw_empty"))


THUMB = """e => {
  const b = e.getBoundingClientRect();
  const x = b.left + b.width / 2, y = b.top + b.height / 2;
  const hit = document.elementFromPoint(x, y);
  window.__cgTap = "waiting";
  const done = () => { window.__cgTap = "done"; };
  addEventListener("click", done, {once: true, capture: true});
  addEventListener("touchend", ev => { if (ev.defaultPrevented) done(); }, {once: true});
  return {x, y, clear: hit === e || e.contains(hit)};
}"""
"""Where the element's centre is on the screen now, whether nothing lies over it, and a
listener for the tap's click (as ``tap_centre``'s)."""


def thumb(page, locator) -> None:
    """A finger on the centre of ``locator`` where it is on the screen now: no scrolling
    first (``tap_centre`` scrolls it to the middle), so a gesture counted is all a person
    does. Fails when the centre is off the screen or something lies over it."""
    aim = locator.evaluate(THUMB)
    assert aim["clear"], f"not in sight for a tap: {locator}"
    page.touchscreen.tap(aim["x"], aim["y"])
    page.wait_for_function("() => window.__cgTap !== 'waiting'")


CLEAR_OF_PAD = """town => {
  const pad = town.querySelector('.cg-ctw-pad').getBoundingClientRect();
  const header = document.querySelector('.md-header').getBoundingClientRect();
  return [...town.querySelectorAll('.cg-ctw-grid .cg-chosen')].map(square => {
    const b = square.getBoundingClientRect();
    const onScreen = b.top >= header.bottom && b.bottom <= innerHeight
      && b.left >= 0 && b.right <= innerWidth;
    const overPad = b.bottom > pad.top && b.top < pad.bottom
      && b.right > pad.left && b.left < pad.right;
    return onScreen && !overPad ? '' : `${square.getAttribute('aria-label')} ${JSON.stringify(b)}`;
  }).filter(Boolean);
}"""
"""The territories chosen that are off the screen (or under the site's header) or whose
box overlaps the pad's box: none, after any choice."""


def assert_chosen_in_sight(town) -> None:
    assert town.evaluate(CLEAR_OF_PAD) == [], "a territory chosen is hidden"


UNDER_PAD = """town => {
  const pad = town.querySelector('.cg-ctw-pad');
  const box = pad.getBoundingClientRect();
  const board = town.querySelector('.cg-ctw-board').getBoundingClientRect();
  const over = (b) => b.height > 0 && b.bottom > box.top + 1 && b.top < box.bottom - 1
    && b.right > box.left && b.left < box.right;
  const needed = [...town.querySelectorAll('.cg-ctw-grid .cg-chosen'),
    town.querySelector('.cg-ctw-here')];
  const hidden = needed.filter((node) => over(node.getBoundingClientRect()))
    .map((node) => node.getAttribute('aria-label') || node.className);
  const bar = document.querySelector('.cg-totals-bar');
  const barBox = bar?.getBoundingClientRect();
  const barShown = Boolean(bar && !bar.hidden && getComputedStyle(bar).visibility !== 'hidden'
    && barBox.height > 0);
  if (barShown && over(barBox)) {
    hidden.push('the totals bar');
  }
  // pinned: held at the bottom of the screen, short of the end of the board it closes
  const pinned = getComputedStyle(pad).position === 'sticky' && box.bottom < board.bottom - 1
    && box.bottom <= innerHeight + 1;
  return {pinned, hidden, barShown};
}"""
"""Whether the pad is pinned at the bottom of the screen (above the grid's end), and what a
player needs that lies under it (or over it): the territories chosen, the line saying
which, and the totals bar when it is shown (``barShown``; it steps aside while one paints)."""


IN_SIGHT = """town => {
  for (const square of town.querySelectorAll('.cg-ctw-grid .cg-ctw-btn')) {
    const b = square.getBoundingClientRect();
    const x = b.left + b.width / 2, y = b.top + b.height / 2;
    if (square.contains(document.elementFromPoint(x, y))) return [x, y];
  }
  return null;
}"""
"""The centre of the first territory in sight (nothing over it)."""
SCROLL_WATCH = """() => {
  const s = window.__cgScroll = {started: false, ended: false, frames: 0};
  document.addEventListener('scroll', () => { s.started = true; }, {once: true});
  document.addEventListener('scrollend', () => { s.ended = true; }, {once: true});
}"""
"""Watch the next scroll: ``window.__cgScroll`` says whether one began and ended."""
SCROLL_DONE = """() => { const s = window.__cgScroll;
  return s.ended || (!s.started && ++s.frames > 10); }"""
"""The scroll watched has ended (a swipe's fling included), or none began in 10 frames."""


def touch(cdp, kind: str, point: tuple[float, float] | None = None, at: float = 0) -> None:
    """One touch event a screen sends (Chromium's, through the DevTools protocol), at the
    time ``at`` (seconds since the epoch) when given."""
    points = [{"x": point[0], "y": point[1]}] if point else []
    event = {"type": kind, "touchPoints": points} | ({"timestamp": at} if at else {})
    cdp.send("Input.dispatchTouchEvent", event)


def swipe(cdp, points: list[tuple[float, float]]) -> None:
    """A finger moved through ``points`` 50 ms apart, at rest on the last one for 150 ms
    and lifted (the events' times say so; nothing waits): the page moves by the swipe's
    length, with no fling after it."""
    start = time.time()
    touch(cdp, "touchStart", points[0], start)
    for i, point in enumerate(points[1:], 1):
        touch(cdp, "touchMove", point, start + 0.05 * i)
    touch(cdp, "touchMove", points[-1], start + 0.05 * len(points) + 0.15)
    touch(cdp, "touchEnd", None, start + 0.05 * len(points) + 0.16)


def touch_drag(cdp, points: list[tuple[float, float]]) -> None:
    """A finger put down on the first point, moved through the others and lifted."""
    touch(cdp, "touchStart", points[0])
    for point in points[1:]:
        touch(cdp, "touchMove", point)
    touch(cdp, "touchEnd")


COLUMNS_SEEN = """town => {
  const box = town.querySelector('.cg-ctw-scroller').getBoundingClientRect();
  const named = !!town.querySelector('.cg-ctw-preview');
  const seen = [...town.querySelectorAll('.cg-ctw-ruler span')].filter(n => {
    const b = n.getBoundingClientRect();
    return Math.min(b.right, box.right) - Math.max(b.left, box.left) >= b.width / 2;
  }).map(n => named ? n.textContent : Number(n.textContent));
  const count = town.querySelectorAll('.cg-ctw-ruler span').length;
  return [seen[0], seen[seen.length - 1], count, named];
}"""
"""The first and last columns at least half in view in the grid's box, how many columns
the grid has, and whether it is the town builder's: the painter's columns by their
numbers, the builder's by the names on its strip (named for good, ``−2`` … ``5``)."""


def assert_line_says_what_is_in_view(town, lang: str) -> None:
    """The line over a grid wider than its box names the columns a person sees in it: the
    painter's by their place in the grid (numbered from 1, "Columns 3–10 of 16"), the
    town builder's by the names on its strip ("Columns −1 to 6 in view")."""
    first, last, count, named = town.evaluate(COLUMNS_SEEN)
    shown = town.locator(".cg-ctw-widewords").inner_text()
    if named:
        assert shown == t(lang, "ctw_wide_named", **{"from": first, "to": last})
    else:
        assert shown == t(lang, "ctw_wide", **{"from": first, "to": last, "n": count})


SLIVERS = """t => { const b = t.querySelector('.cg-ctw-scroller'), r = b.getBoundingClientRect();
  const lo = r.left + b.clientLeft, hi = lo + b.clientWidth;
  return [...t.querySelectorAll('.cg-ctw-btn[data-y="0"]')].map(n => {
    const c = n.getBoundingClientRect();
    const seen = Math.max(0, Math.min(c.right, hi) - Math.max(c.left, lo));
    return [Number(n.dataset.x) + 1, seen, c.width];
  }).filter(([, seen, width]) => seen > 2.5 && seen < width - 0.5); }"""
"""The columns of a town's grid (numbered from 1) that show only in part in its box: more
than the few px of the box's padding (kept for the ring of a square chosen), less than
whole."""


PAD_TARGETS = """town => [
  ...town.querySelectorAll('.cg-ctw-key, .cg-ctw-padrow button, .cg-ctw-card')]
  .map(n => n.getBoundingClientRect()).filter(b => b.height > 0)
  .map(b => [Math.round(b.width * 10) / 10, Math.round(b.height * 10) / 10])"""
"""The width and height (px) of each of the pad's targets in sight: its keys or its cards,
and the buttons under them."""


def assert_pad_targets_a_finger_wide(town) -> None:
    """Every key, card and button of the pad at least 44 px each way (touch guidelines): a
    reviewer's thumb met 54 x 31 px keys."""
    sizes = town.evaluate(PAD_TARGETS)
    assert sizes, "no key of the pad in sight"
    assert [s for s in sizes if min(s) < 44] == [], sizes


CARD_ROWS = """town => {
  const list = town.querySelector('.cg-ctw-cards');
  const box = list.getBoundingClientRect();
  const top = box.top + list.clientTop, bottom = top + list.clientHeight;
  const seen = {whole: [], part: [], onScreen: box.top >= 0 && box.bottom <= innerHeight};
  for (const card of list.querySelectorAll('.cg-ctw-card:not([hidden])')) {
    const b = card.getBoundingClientRect();
    const shown = Math.max(0, Math.min(b.bottom, bottom) - Math.max(b.top, top));
    if (shown >= b.height - 0.5) seen.whole.push(card.dataset.card);
    else if (shown > 0.5) seen.part.push(card.dataset.card);
    if (shown >= b.height - 0.5) seen.rows = new Set([...(seen.rows || []), Math.round(b.top)]);
  }
  seen.rows = (seen.rows || new Set()).size;
  return seen;
}"""
"""The cards of the pad's list offered (not hidden) seen whole in its box, those seen in
part (a row cut), how many rows the whole ones make, and whether the box is on the screen."""

CARD_FACES = """town => {
  const list = town.querySelector('.cg-ctw-cards');
  const box = list.getBoundingClientRect();
  return [...list.querySelectorAll('.cg-ctw-card:not([hidden])')].filter(card => {
    const b = card.getBoundingClientRect();
    return b.top >= box.top && b.bottom <= box.bottom;
  }).map(card => ({card: card.dataset.card, number: card.querySelector('.cg-ctw-no').textContent,
    quarters: [...card.querySelectorAll('.cg-ctw-cell')].map(q => {
      const letters = q.querySelector('.cg-ctw-t'), icon = q.querySelector('svg.cg-ctw-i');
      const shown = getComputedStyle(letters, '::before').content;
      return {terrain: [...q.classList].find(c => c.startsWith('cg-t-')).slice(5),
        letters: getComputedStyle(letters).display === 'none' ? '' : shown.replace(/^"|"$/g, ''),
        letters_px: parseFloat(getComputedStyle(letters).fontSize),
        icon_px: icon ? icon.getBoundingClientRect().width : 0,
        side: q.getBoundingClientRect().width};
    })}));
}"""
"""What each card seen whole in the pad's list shows in its four quarters (top-left, top-right,
bottom-left, bottom-right): the terrain drawn, the letters on it, their size, the icon's
width and the quarter's (px)."""


ROW_NAMES_BESIDE = """t => {
  const names = [...t.querySelectorAll('.cg-ctw-rownames > span')];
  const grid = t.querySelector('.cg-ctw-grid');
  const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
  return names.every((name, row) => {
    const n = name.getBoundingClientRect();
    const sq = grid.children[row * columns].getBoundingClientRect();
    return Math.abs(n.top + n.height / 2 - (sq.top + sq.height / 2)) < 1 && n.right <= sq.left;
  });
}"""
"""Whether each row's name is level with its row's squares, left of them."""
