"""The site's own scripts as each language's pages get them: the search worker (Material's,
with the query stemmed as the index is) and the offline app's script with its strings. Their
sources are ``frontend/assets/javascripts/workers/cardgen-search.js`` and
``frontend/assets/cardgen-app.js``; here they get what only the build knows."""

from __future__ import annotations

import json
from pathlib import Path

from cardgen.resources import FRONTEND
from cardgen.site.strings import Strings

SEARCH_WORKER = FRONTEND / "assets" / "javascripts" / "workers" / "cardgen-search.js"
"""The search worker's source: it stands where the built site has it, and ``search_worker``
fills in the name of Material's own worker (``MATERIAL_WORKER``)."""


def search_worker() -> str:
    """The search worker of the site: Material's own, with the query stemmed too.

    Each language's index is built with that language's lunr stemmer (``plugins.search.
    pipeline`` includes ``stemmer``), but Material appends ``*`` to every query term for
    type-ahead, and lunr skips the query pipeline (the stemmer) for such terms: "Hafen*"
    would then miss the indexed stem "haf". This worker keeps the pipeline on for every
    clause, so "Hafen", "Häfen" and "Hafens" all find "Hafen" while typing still works.
    """
    import material

    workers = Path(material.__file__).parent / "templates" / "assets" / "javascripts" / "workers"
    (bundle,) = sorted(workers.glob("search.*.min.js"))
    return SEARCH_WORKER.read_text(encoding="utf-8").replace("MATERIAL_WORKER", bundle.name)


APP_STRING_KEYS = (
    "update_ready",
    "update_reload",
    "update_dismiss",
    "saved_note_game",
    "saved_note_no_pictures",
    "saved_note_no_checker",
    "saved_note_pages",
    "saved_note_pages_only",
    "saved_note_game_no_pictures",
    "saved_note_no_checker_no_pictures",
    "saved_bar",
    "saved_bar_partly",
    "saved_bar_ok",
    "saved_mark",
    "saved_mark_partly",
)


def app_script(lang: str, source: str, games: dict[str, dict[str, bool]] | None = None) -> str:
    """``frontend/assets/cardgen-app.js`` with its UI strings in ``lang`` (``APP_STRINGS``) and
    what each game of the site has to save besides its pages (``APP_GAMES``: its card
    pictures, its score checker), so that the page says exactly what is saved and what not."""
    s = Strings(lang)
    strings = {key: s(key) for key in APP_STRING_KEYS}
    source = source.replace("APP_GAMES", json.dumps(games or {}, sort_keys=True))
    return source.replace("APP_STRINGS", json.dumps(strings, ensure_ascii=False, sort_keys=True))
