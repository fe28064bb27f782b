"""The site's own scripts as each language's pages get them: the search worker (Material's,
with the query stemmed as the index is) and the offline app's script with its strings."""

from __future__ import annotations

import json
from pathlib import Path

from cardgen.site.strings import Strings

SEARCH_WORKER = """\
// The site's search worker: Material's own, with every query term stemmed like the index.
importScripts("MATERIAL_WORKER");
(function (lunr) {
  // Material ends each term with "*" (type-ahead); lunr then skips the query pipeline.
  var searchPipeline = null;
  var clause = lunr.Query.prototype.clause;
  lunr.Query.prototype.clause = function (c) {
    var stems = [];
    if (searchPipeline && typeof c.term === "string") stems = searchPipeline.runString(c.term);
    if (stems.length === 1) {
      c.term = stems[0];
      c.usePipeline = false;
    } else {
      c.usePipeline = true;
    }
    return clause.call(this, c);
  };
  // Each query term is stemmed once, here, where the query is parsed, and searched as it
  // is then: Material compares the parsed terms with the stems the index found, and a term
  // left unstemmed ("kutsche") read as missing on the very page that has it ("kutsch").
  var build = lunr.Builder.prototype.build;
  lunr.Builder.prototype.build = function () {
    var index = build.call(this);
    searchPipeline = index.pipeline;
    return index;
  };
  // Stem the term without its "*", then put the "*" back: "hafens*" -> "haf*".
  var runString = lunr.Pipeline.prototype.runString;
  lunr.Pipeline.prototype.runString = function (str, metadata) {
    if (str.length > 1 && str.charAt(str.length - 1) === "*") {
      return runString.call(this, str.slice(0, -1), metadata).map(function (t) {
        return t + "*";
      });
    }
    return runString.call(this, str, metadata);
  };
})(self.lunr);
"""


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
    return SEARCH_WORKER.replace("MATERIAL_WORKER", bundle.name)


APP_STRING_KEYS = (
    "update_ready",
    "update_reload",
    "update_dismiss",
    "saved_note_game",
    "saved_note_no_pictures",
    "saved_note_no_checker",
    "saved_note_pages",
    "saved_note_pages_only",
    "saved_bar_ok",
    "saved_mark",
    "saved_mark_partly",
)


def app_script(lang: str, source: str, games: dict[str, dict[str, bool]] | None = None) -> str:
    """``site/assets/cardgen-app.js`` with its UI strings in ``lang`` (``APP_STRINGS``) and
    what each game of the site has to save besides its pages (``APP_GAMES``: its card
    pictures, its score checker), so that the page says exactly what is saved and what not."""
    s = Strings(lang)
    strings = {key: s(key) for key in APP_STRING_KEYS}
    source = source.replace("APP_GAMES", json.dumps(games or {}, sort_keys=True))
    return source.replace("APP_STRINGS", json.dumps(strings, ensure_ascii=False, sort_keys=True))
