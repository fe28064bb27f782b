"""The glossary's pop-ups on a rules page (``*[term]: definition`` for the abbr extension)
keep the no-break spaces of the definition: French "règle\u00a0: …" must not break before
its colon (issue 32: ``str.split`` took them for plain spaces). No site build."""

from __future__ import annotations

from cardgen.model import load_game
from cardgen.site.game_pages import abbreviations


def test_a_french_definition_keeps_its_no_break_spaces():
    game = load_game("web")
    french = [t.definition.get("fr") for t in game.glossary if "\u00a0" in t.definition.get("fr")]
    assert french  # the content writes French with its no-break spaces
    lines = abbreviations(game, "fr").splitlines()
    for definition in french:
        flat = " ".join(part for part in definition.replace("\n", " ").split(" ") if part)
        assert any(line.endswith(f"]: {flat}") for line in lines), flat


def test_line_breaks_and_runs_of_spaces_become_one_space():
    game = load_game("web")
    for line in abbreviations(game, "en").splitlines():
        assert "\n" not in line and "  " not in line and line.startswith("*[")
