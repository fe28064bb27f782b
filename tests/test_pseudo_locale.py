"""A language added by data alone (issue 32, item 4): a copy of the ``cardgen`` package in a
temporary folder, whose ``languages.json`` gains a made-up language ``xx`` ("Pseudo": a
pseudo-locale, French-like plural rules), with no change to any module, is taken up by
every reader of the language list:

- the model and the engine list it, with its name, stemmer and plural rules; the command
  line offers it to ``--lang``;
- the engine scores in it (its texts, until its catalogs have it, read in the source
  language, by the source language's plural rules), ``cardgen i18n status`` lists each of
  them as missing in it, and the engine bundle of the checker carries it and the compiled
  catalogs, read through the bundle's loader as in the browser;
- a game of ``cardgen new`` in the source language and ``xx`` (its texts, CSV columns and
  rules page made by the test: the source language's, accented and 30 % longer) validates
  and its own engine scores in ``xx``; a built-in game, which has every language cardgen
  knows, is refused with every text it lacks in ``xx`` located.

The print files, SVGs, site and checker page in ``xx`` are built from such a copy, with
catalogs of cardgen's own texts in ``xx``, by ``tests/site/test_pseudo_locale_build.py``.
One Python process in the copy; under ten seconds.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from typing import Any

import pytest
from pseudo_locale import ACCENTED, ROOT, package_copy, pseudo_game

from cardgen.engine.common import Phrases
from cardgen.model import LANGS, game_data, load_game

IN_THE_COPY = r"""
import contextlib, io, json, sys, zipfile
from pathlib import Path
import cardgen
from cardgen.cli import main
from cardgen.engine.common import Phrases
from cardgen.engine import languages as engine_languages, score
from cardgen.engine.registry import Engine, register
from cardgen.model import LANG_NAMES, LANGS, language, plural_category
from cardgen.site.engine_bundle import engine_data_files, engine_files

job = json.loads(sys.argv[1])
out = {"package": cardgen.__file__, "langs": list(LANGS), "engine": list(engine_languages.LANGS)}
out["name"], out["search"] = LANG_NAMES["xx"], language("xx").search
out["plural"] = [plural_category(n, "xx") for n in (0, 1, 2)]

def run(args):
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        try:
            code = main(args)
        except SystemExit as stop:
            code = stop.code
    return [code, stdout.getvalue(), stderr.getvalue()]

out["help"] = run(["score", "--help"])
out["new_game"] = run(["validate", "duo", "--content", job["content"]])
out["built_in"] = run(["validate", "web"])
out["status"] = run(["i18n", "status"])
example = str(Path(job["content"]) / "duo" / "examples" / "two-players.json")
out["new_score"] = run(["score", example, "--content", job["content"], "--lang", "xx", "--json"])
out["new_score_source"] = run(["score", example, "--content", job["content"], "--json"])
data = json.loads(Path(job["data"]).read_text(encoding="utf-8"))
record = json.loads(Path(job["record"]).read_text(encoding="utf-8"))
register("web", Engine(job["engine"], ""))  # (as the checker's bridge registers it)
out["scored"] = {lang: score(record, data, lang) for lang in ("xx", LANGS[0])}
with zipfile.ZipFile(job["bundle"], "w") as bundle:
    for name, blob in engine_files() + engine_data_files():
        bundle.writestr(name, blob)
print(json.dumps(out))
"""

IN_THE_BUNDLE = (
    "import sys; sys.path.insert(0, sys.argv[1]); from cardgen.engine.languages import LANGS;"
    " from cardgen.engine.plurals import plural_category; import cardgen.engine;"
    " from cardgen.engine.common import Phrases; say = Phrases({}).bind;"
    " print(list(LANGS), cardgen.engine.__file__, plural_category(0, 'xx'),"
    " say(LANGS[-2]).counted('points', 0) + '|' + say('xx').counted('points', 0), sep='\\t')"
)


@pytest.fixture(scope="module")
def copy_world(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What the copy with the pseudo-locale answers (one process)."""
    folder = package_copy(tmp_path_factory.mktemp("pseudo"))
    content = folder / "games"
    pseudo_game(content)
    data, record = folder / "web.json", folder / "record.json"
    data.write_text(json.dumps(game_data(load_game("web"))), encoding="utf-8")
    shutil.copy(ROOT / "content" / "web" / "examples" / "worked-example.json", record)
    job = {"content": str(content), "data": str(data), "record": str(record)}
    job["engine"] = load_game("web").engine.module
    job["bundle"] = str(folder / "engine.zip")
    done = subprocess.run(
        [sys.executable, "-c", IN_THE_COPY, json.dumps(job)],
        cwd=folder,
        env={"PYTHONPATH": str(folder), "PATH": "/usr/bin:/bin", "HOME": str(folder)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    bundle = subprocess.run(
        [sys.executable, "-I", "-c", IN_THE_BUNDLE, job["bundle"]],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bundle.returncode == 0, bundle.stderr
    return {"folder": folder, "bundle": bundle.stdout, **json.loads(done.stdout)}


def test_the_copy_runs_its_own_package(copy_world):
    assert copy_world["package"] == str(copy_world["folder"] / "cardgen" / "__init__.py")


def test_the_language_lists_take_it_up(copy_world):
    assert copy_world["langs"] == copy_world["engine"] == [*LANGS, "xx"]
    assert (copy_world["name"], copy_world["search"]) == ("Pseudo", "en")
    assert copy_world["plural"] == ["one", "one", "other"]  # its own rules: "0" is one
    code, out, _ = copy_world["help"]
    assert code == 0 and "xx" in out


def test_the_engine_scores_in_it_in_the_source_language_words(copy_world):
    scored = copy_world["scored"]
    assert scored["xx"] == scored[LANGS[0]]  # no texts of its own yet: the source's
    assert scored["xx"]["players"] and scored["xx"]["winners"]


def test_the_checker_engine_bundle_carries_it(copy_world):
    """The bundle the browser imports (its modules and ``languages.json``, zipped, alone on
    ``sys.path``) lists the language and has its plural rules."""
    langs, module, zero, points = copy_world["bundle"].rstrip("\n").split("\t")
    assert langs == repr([*LANGS, "xx"])
    assert module.endswith("engine.zip/cardgen/engine/__init__.py") and zero == "one"
    # the catalogs compiled into the bundle: the last shipped language's own words (French
    # "0 point"), and for xx, which has no catalog, the source language's, by its rules
    assert points.split("|") == [
        Phrases({}).bind(LANGS[-1]).counted("points", 0),
        Phrases({}).bind(LANGS[0]).counted("points", 0),
    ]


def test_i18n_status_lists_every_text_as_missing_in_it(copy_world):
    """No catalog has ``xx`` yet: every game's row (and cardgen's own) in ``xx`` misses all
    its texts, which the engine reads in the source language meanwhile."""
    code, out, err = copy_world["status"]
    assert (code, err) == (0, "")
    rows = [line.split() for line in out.splitlines()[1:-1]]
    pseudo = {row[0]: row[2:] for row in rows if row[1] == "xx"}
    shipped = {row[0]: row[2:] for row in rows if row[1] == LANGS[-1]}
    assert set(pseudo) == set(shipped) and {"cardgen", "web"} <= set(pseudo)
    assert all(
        texts == missing != "0" and fuzzy == "0" for texts, missing, fuzzy in pseudo.values()
    )
    assert all(missing == "0" for _, missing, _ in shipped.values())
    assert out.splitlines()[-1].startswith(f"{len(pseudo)} of {len(rows)} lack texts")


def test_a_game_written_in_it_validates_and_scores(copy_world):
    """``cardgen new``'s game with its texts in ``xx`` too validates; its own engine (the
    scaffold's, its words given ``xx`` by a catalog in the game's ``locale/``, no code)
    scores in ``xx``: the same points, the game data's names and its own words in ``xx``."""
    code, out, err = copy_world["new_game"]
    assert code == 0 and out.startswith("duo: ok\n") and err == ""
    code, out, err = copy_world["new_score"]
    assert (code, err) == (0, "")
    pseudo_result, source = json.loads(out), json.loads(copy_world["new_score_source"][1])
    totals = [[p["name"], p["total"]] for p in pseudo_result["players"]]
    assert totals == [[p["name"], p["total"]] for p in source["players"]]
    assert pseudo_result["winners"] == source["winners"]
    details = " ".join(ln["detail"] for p in pseudo_result["players"] for ln in p["lines"])
    assert "·" in details and "Šûñ" in details  # the goals and suits by their xx names
    assert "needed".translate(ACCENTED) in details and "needed" not in details  # its words


def test_a_game_in_every_language_is_refused_with_what_it_lacks(copy_world):
    """Web names no ``languages``, so it is in every language cardgen knows: each of its
    texts lacks ``xx``, said at its file and line."""
    code, out, err = copy_world["built_in"]
    assert code == 2 and out == ""
    lacking = [line for line in err.splitlines() if "xx" in line]
    assert lacking and all(re.match(r"^\S+\.(yaml|md):\d+:\d+: ", line) for line in lacking[:5])
    assert "Traceback" not in err
