"""What every checker journey needs: a person's hands (a finger on a phone, a mouse on a
desktop, a keyboard), a record of what was ticked, and the reading of the page's words
against the game's own data (no item id, no JSON path, no name in another language).

The expected results come from the Python engine (``cardgen score``'s ``score_text``) run on
the record the journey meant to enter, never from the page."""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

from browsing import DESKTOP, PHONE, SETTLED, next_frames, tap_centre, tap_to_focus

from cardgen.commands.score import score_text
from cardgen.model import LANGS, load_game
from cardgen.model.game_data import game_data
from cardgen.site.checker_sources import strings as ui_strings

STRINGS = ui_strings()
SIZES = {"phone": PHONE, "desktop": DESKTOP}

JSON_PATH = re.compile(
    r"\w\[\d+\]|\[\d+\]\.\w|\bplayers\.|\brounds\b\[|\.\w+\[|\b(?:spread|town|grid|lands)\[\d"
)
"""Paths of records.md (``players[0].spread[1]``, ``rounds[0].players``, ``.lands[``)."""

PRINTED_GERMAN = re.compile(r"\([^()„«]*(?:„[^“]*“|«[^»]*»)\)")
"""The one place a name in another language may stand: the printed German name of a card,
in brackets after the reader's own ('"2 victory points" (German card: „2 Siegpunkte“)'), as
the engine's ``law_printed`` phrase writes it in every language (in French between
« guillemets »: '(carte allemande : « 2 Siegpunkte »)')."""

NAME_KEYS = ("name", "label", "printed", "term", "city")
ID_KEYS = ("id", "face")


def t(lang: str, key: str, **values: Any) -> str:
    text = STRINGS[lang][key]
    for k, v in values.items():
        text = text.replace("{" + k + "}", str(v))
    return text


# ----------------------------------------------------------------------- the game's words


def _is_text(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and set(LANGS) <= set(value)
        and all(isinstance(value[lang], str) for lang in LANGS)
    )


def _walk(value: Any, ids: set[str], names: list[dict[str, str]], key: str = "") -> None:
    if _is_text(value):
        if key in NAME_KEYS:
            names.append({lang: value[lang] for lang in LANGS})
        return
    if isinstance(value, dict):
        for key_of_id in ID_KEYS:
            if isinstance(value.get(key_of_id), str):
                ids.add(value[key_of_id])
        for k, v in value.items():
            _walk(v, ids, names, k)
    elif isinstance(value, list):
        for v in value:
            _walk(v, ids, names, key)


def _all_texts(value: Any, lang: str, out: list[str]) -> None:
    if _is_text(value):
        out.append(value[lang])
    elif isinstance(value, dict):
        for v in value.values():
            _all_texts(v, lang, out)
    elif isinstance(value, list):
        for v in value:
            _all_texts(v, lang, out)


@cache
def data_of(game_id: str) -> dict[str, Any]:
    return game_data(load_game(game_id))


def faces(game_id: str) -> dict[str, dict[str, Any]]:
    """Every printed face that carries a ``face`` id (Cosmopolis' cities), by that id."""
    out: dict[str, dict[str, Any]] = {}

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if isinstance(value.get("face"), str):
                out[value["face"]] = value
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(data_of(game_id))
    return out


def text_in(value: Any, lang: str) -> str:
    if isinstance(value, str):
        return value
    return value.get(lang) or value["neutral"]


@cache
def words_of(game_id: str) -> tuple[frozenset[str], tuple[dict[str, str], ...]]:
    """Every id of the game's content data (items, catalog entries, rules…) and every name
    of it in the four languages."""
    ids: set[str] = set()
    names: list[dict[str, str]] = []
    data = data_of(game_id)
    _walk(data, ids, names)
    ids.add(game_id)
    return frozenset(ids), tuple(names)


@cache
def vocabulary(game_id: str, lang: str) -> frozenset[str]:
    """The words the page may use in ``lang``: its game's texts and the checker's strings,
    lower-cased; an id or a foreign name that is one of these words is a word of the page."""
    texts: list[str] = []
    _all_texts(data_of(game_id), lang, texts)
    texts.extend(v for v in STRINGS[lang].values() if isinstance(v, str))
    texts.extend(engine_phrases(game_id, lang))
    return frozenset(w.lower() for text in texts for w in re.findall(r"[\w'’-]+", text))


def engine_phrases(game_id: str, lang: str) -> list[str]:
    """The engine's explanation phrases of ``game_id`` (and the shared ones) in ``lang``."""
    import importlib

    from cardgen.engine import common
    from cardgen.engine.registry import engine_of

    out = [texts.get(lang, "") for texts in common.SHARED.values()]
    package = engine_of(game_id).package  # cardgen.engine.games.<game>
    module = importlib.import_module(f"{package}.text")
    for value in vars(module).values():
        if isinstance(value, common.Phrases):
            out.extend(texts.get(lang, "") for texts in value.table.values())
    return out


def _word(pattern: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + re.escape(pattern) + r"(?![\w-])")


def foreign_words(text: str, game_id: str, lang: str) -> list[str]:
    """What in ``text`` (a page in ``lang``) is an item id, a JSON path or a name in another
    language; ``[]`` when it speaks ``lang`` only."""
    ids, names = words_of(game_id)
    vocab = vocabulary(game_id, lang)
    found = [f"path {m.group(0)!r}" for m in JSON_PATH.finditer(text)]
    for item_id in sorted(ids):
        if item_id.lower() in vocab:
            continue  # "england", "cross" on an English page are its words
        if _word(item_id).search(text):
            found.append(f"id {item_id!r}")
    bare = PRINTED_GERMAN.sub(" ", text)
    own = {n[lang] for n in names}
    for name in names:
        for other in LANGS:
            word = name[other].strip()
            if other == lang or not word or word == name[lang] or word in own:
                continue
            if all(w.lower() in vocab for w in re.findall(r"[\w'’-]+", word)):
                continue  # the same word(s) in the page's language
            if _word(word).search(bare):
                found.append(f"{other} name {word!r} (here: {name[lang]!r})")
    return found


# ----------------------------------------------------------------------- a person's hands


class Hands:
    """A finger (phone) or a mouse (desktop) on the centre of what is on screen, and a
    keyboard; every checkbox and radio tapped is written down, to compare with what the
    page shows ticked."""

    def __init__(self, page, size: str) -> None:
        self.page = page
        self.touch = size == "phone"
        self.toggled: dict[str, bool] = {}  # a checkbox's key → ticked
        self.radios: dict[str, str] = {}  # a radio group's key → the one tapped

    def remember_ticked(self) -> None:
        """What the page ticks before the first tap (a game's defaults)."""
        for key in self.page.evaluate(
            "() => [...document.querySelectorAll('.cg-checker input[type=checkbox]:checked')]"
            ".map(e => " + KEY_JS + "(e))"
        ):
            self.toggled[key] = True

    def press(self, locator, focus: bool = False) -> None:
        """A tap (phone) or click (desktop) at the centre of ``locator``; what is wholly on
        screen is pressed where it is, what is not is scrolled to the middle first. With
        ``focus``, until the pressed element has the focus (a person waits for the caret)."""
        if self.touch:  # a finger: never on the point of the last tap (see tap_centre)
            if focus:
                tap_to_focus(self.page, locator)
            else:
                tap_centre(self.page, locator, in_place=True)
            return
        for _ in range(3 if focus else 1):
            aim = locator.evaluate(DESKTOP_AIM_JS)  # one round trip: scroll, measure, hit test
            assert aim["over"] == "", f"something else lies over the centre: {aim['over']}"
            self.page.mouse.click(aim["x"], aim["y"])
            if not focus:
                return
            # the focus read on the box the locator finds now, after the click's frames (a
            # box drawn anew as another lost the focus is a new element: a wait on the one
            # clicked never ended); clicked again, as a person would, while it has none
            next_frames(self.page)
            if locator.evaluate("e => document.activeElement === e"):
                return
        raise AssertionError("the box never had the focus a click gives")

    def type_into(self, locator, text: str) -> None:
        """Into a text or number box: press it, select what is there, type over it."""
        left = None
        for _ in range(3):
            # a finger's tap focuses the box a moment later; a person waits for the caret
            self.press(locator, focus=True)
            self.page.keyboard.press("Control+A")
            self.page.keyboard.press("Backspace")
            left = locator.input_value()
            if left == "":
                break
            # now and then Chromium's emulated phone focuses the box but leaves the caret
            # in the page (Ctrl+A selects the page): as a person would, tap the box again
            next_frames(self.page)
        assert left == "", "the box could not be emptied"
        if text:
            self.page.keyboard.type(text)

    def choose(self, select, label: str) -> None:
        """An option of a drop-down list by its visible words (the phone's own picker is
        outside the page; Playwright picks as it would, firing the same events)."""
        select.scroll_into_view_if_needed()
        select.select_option(label=label)

    def tick(self, label) -> None:
        """Tap a checkbox's or radio's label; writes down what the tap should have done."""
        kind, key, group = label.evaluate(
            f"l => {{ const c = document.getElementById(l.htmlFor);"
            f" return [c.type, {KEY_JS}(c), {GROUP_JS}(c)]; }}"
        )
        self.press(label)
        if kind == "checkbox":
            self.toggled[key] = not self.toggled.get(key, False)
        else:
            self.radios[group] = key

    def assert_ticked_as_tapped(self) -> None:
        """Every checkbox ticked is one tapped (an odd number of times), nothing else; every
        radio group tapped holds the one tapped last."""
        state = self.page.evaluate(
            "() => [...document.querySelectorAll('.cg-checker input[type=checkbox],"
            " .cg-checker input[type=radio]')].map(e => [e.type, "
            + GROUP_JS
            + "(e), "
            + KEY_JS
            + "(e), e.checked])"
        )
        ticked = {key for kind, _, key, on in state if kind == "checkbox" and on}
        meant = {key for key, on in self.toggled.items() if on}
        assert ticked == meant, f"ticked {sorted(ticked ^ meant)} differ from the taps"
        for group, key in self.radios.items():
            on = [k for kind, name, k, checked in state if name == group and checked]
            assert on == [key], f"radio group {group}: {on}, tapped {key}"


DESKTOP_AIM_JS = """e => {
  const aim = () => {
    const r = e.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const h = document.elementFromPoint(x, y);
    const seen = r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0
      && r.right <= innerWidth;
    return {x, y, seen, over: h === e || e.contains(h) ? '' : (h?.outerHTML || '').slice(0, 160)};
  };
  const here = aim();
  if (here.seen && here.over === '') return here;
  const r = e.getBoundingClientRect();
  scrollTo({top: scrollY + r.top + r.height / 2 - innerHeight / 2, behavior: 'instant'});
  return aim();
}"""
"""A mouse's aim at an element's centre, in one round trip: an element wholly on screen
with nothing over its centre is clicked where it is, any other is scrolled to the middle
first (out of the way of the theme's header); ``over`` is what else lies over the centre
(the click would go there), '' when nothing."""

KEY_JS = (
    "(e => (e.closest('[data-field-path]')?.dataset.fieldPath || '') + ' '"
    " + (e.closest('[data-item]')?.dataset.item || e.value || e.id))"
)


GROUP_JS = (
    "(e => (e.closest('[data-field-path]')?.dataset.fieldPath || '') + ' '"
    " + (e.closest('fieldset')?.className || e.name))"
)


def control_key(control) -> str:
    """A checkbox or radio named by where it stands and what it is (its card, its value):
    stable when the page draws a player again."""
    return control.evaluate(f"e => {KEY_JS}(e)")


# ----------------------------------------------------------------------- waiting, scoring


def scored(page) -> int:
    return int(page.get_attribute(".cg-checker", "data-scored") or 0)


def wait_scored(page, after: int = 0) -> int:
    """Until the page has scored anew since score ``after`` and has scored what is on its
    form (typing is scored letter by letter: the last letter's score is the one to read);
    the page's count of scores then."""
    page.wait_for_function(
        "n => Number(document.querySelector('.cg-checker')?.dataset.scored || 0) > n"
        " && (" + SETTLED + ")()",
        arg=after,
    )
    return scored(page)


def engine_result(record: dict[str, Any], lang: str) -> dict[str, Any]:
    """What ``cardgen score --lang LANG`` answers for ``record``."""
    return score_text(json.dumps(record), lang=lang)


SHOWN_JS = """() => ({
  totals: [...document.querySelectorAll('[data-total-for]')]
    .map(e => [e.getAttribute('data-total-for'), e.innerText]),
  winners: document.querySelector('[data-winners]')?.getAttribute('data-winners') ?? null,
})"""
"""Every total shown (by player) and the winners, read in one round trip."""


def totals_of(shown: list[list[str]]) -> dict[str, int]:
    out = {}
    for name, text in shown:
        digits = re.search(r"-?\d+", text.replace("−", "-"))
        assert digits, text
        out[name] = int(digits.group(0))
    return out


def shown_totals(page) -> dict[str, int]:
    return totals_of(page.evaluate(SHOWN_JS)["totals"])


def shown_winners(page) -> list[str]:
    winners = page.evaluate(SHOWN_JS)["winners"]
    return [n for n in (winners or "").split(", ") if n]


def shown_results(page) -> tuple[dict[str, int], list[str]]:
    """``shown_totals`` and ``shown_winners`` in one round trip."""
    shown = page.evaluate(SHOWN_JS)
    return totals_of(shown["totals"]), [n for n in (shown["winners"] or "").split(", ") if n]
