"""One content-only site of several designers' games, built once per test run and read by
the tests of what such a site holds (issue 29: each of them built its own site before, tens
of CPU seconds each):

- three games registered by their content alone (``write_registered_games``:
  tests/site/test_registration.py), two of them placed by their ``order``;
- a game whose rules page shows an image (``write_pictured_game``:
  tests/site/test_rules_images.py);
- Tide Race, with a scoring engine of its own (tests/own_engine:
  tests/checker/test_own_engine.py): the site's only engine;
- the sample game (tests/sample_content) without print files or card pictures: its Cards
  and Downloads pages say they are not made yet (tests/site/test_generator.py).

``cardgen site --content DESIGNERS --content tests/own_engine --content tests/sample_content
--content-only``: six games, so the site's title names no number (``cardgen.site.strings
.COUNTED`` is five). The games from ``cardgen new`` have no engine (``without_engine``):
only Tide Race's is traced under Node.
"""

from __future__ import annotations

import re
from pathlib import Path

from games import REPO
from new_game import without_engine

from cardgen.cli import main
from cardgen.model import LANGS

OWN_ENGINE = REPO / "tests" / "own_engine"
SAMPLE_CONTENT = REPO / "tests" / "sample_content"

NAMES = {
    "zeppelin-post": {"en": "Airship Mail", "de": "Luftschiffpost", "nl": "Luchtschippost",
                      "it": "Posta aerea", "fr": "Poste par dirigeable"},
    "harbour-race": {"en": "Harbour Race", "de": "Hafenrennen", "nl": "Havenrace",
                     "it": "Corsa al porto", "fr": "Course au port"},
    "alpine-huts": {"en": "Alpine Huts", "de": "Almhütten", "nl": "Berghutten",
                    "it": "Rifugi alpini", "fr": "Refuges alpins"},
}  # fmt: skip
"""Three games of our own: ``zeppelin-post`` first and ``harbour-race`` second by their
``order``, then ``alpine-huts`` (no ``order``), although the ids sort the other way."""
ORDER = {"zeppelin-post": 1, "harbour-race": 2}
WORDS = {"en": "Stamp the letter", "de": "Brief stempeln", "nl": "Brief stempelen",
         "it": "Timbra la lettera", "fr": "Tamponner la lettre"}  # fmt: skip

PICTURED = "pictured"
"""The game whose English rules page shows ``images/deal.png`` (``PNG``)."""
PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 20

SITE_ORDER = ["zeppelin-post", "harbour-race", "alpine-huts", PICTURED, "sample", "tide-race"]
"""The designers' site's games in its order: those with an ``order`` first, then by id."""


def write_registered_games(content: Path) -> None:
    """The three games of ``NAMES``, each made by ``cardgen new`` and then registered by
    data only (names, ``order``, a checker string of ``zeppelin-post``)."""
    for game_id, names in NAMES.items():
        assert main(["new", game_id, "--content", str(content)]) == 0
        without_engine(content / game_id)
        game_yaml = content / game_id / "game.yaml"
        text = game_yaml.read_text(encoding="utf-8")
        name = "{" + ", ".join(f"{lang}: {names[lang]}" for lang in LANGS) + "}"
        text, found = re.subn(r"(?m)^  name: .*$", f"  name: {name}", text, count=1)
        assert found == 1
        if game_id in ORDER:
            text = text.replace("game:\n", f"game:\n  order: {ORDER[game_id]}\n", 1)
        game_yaml.write_text(text, encoding="utf-8")
    words = "".join(f"    {lang}: {WORDS[lang]}\n" for lang in LANGS)
    (content / "zeppelin-post" / "checker-strings.yaml").write_text(
        f"checker_strings:\n  zep_stamp:\n{words}", encoding="utf-8"
    )


def write_pictured_game(content: Path) -> Path:
    """``cardgen new pictured`` without its engine, its English rules page showing
    ``images/deal.png``; returns that page (``rules/en.md``)."""
    assert main(["new", PICTURED, "--content", str(content)]) == 0
    without_engine(content / PICTURED)
    rules = content / PICTURED / "rules"
    (rules / "images").mkdir()
    (rules / "images" / "deal.png").write_bytes(PNG)
    page = rules / "en.md"
    page.write_text(page.read_text(encoding="utf-8") + "\n![The deal](images/deal.png)\n", "utf-8")
    return page


def build_designer_site(out: Path) -> Path:
    """The designers' content in ``out/content`` and its site, ``out/dist/site``."""
    content = out / "content"
    write_registered_games(content)
    write_pictured_game(content)
    dist = out / "dist"
    folders = [content, OWN_ENGINE, SAMPLE_CONTENT]
    args = ["site", *(arg for folder in folders for arg in ("--content", str(folder)))]
    assert main([*args, "--content-only", "--out", str(dist)]) == 0
    return dist / "site"
