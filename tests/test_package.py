"""cardgen as an installed tool: what it ships, content layers, its Node runtime, the wheel."""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.resources
import os
import re
import shutil
import tomllib
from pathlib import Path

import pytest

import cardgen
from cardgen import resources
from cardgen.cli import main
from cardgen.errors import UserError
from cardgen.model import game_ids, load_game
from cardgen.model.library import game_folders
from cardgen.site import runtime as runtime_module

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "tests" / "sample_content"
GAMES = ["circle-the-wagons", "cosmopolis-networks", "pyramidion", "web", "web-of-power"]


def test_the_shipped_files_are_found_through_the_package() -> None:
    package = importlib.resources.files("cardgen")
    assert package / "_data" == resources.DATA
    assert game_ids(resources.CONTENT) == GAMES
    for domain in ("site", "checker"):  # the site's and the checker's UI strings
        assert (package / "locale" / f"{domain}.pot").is_file()
        assert (package / "locale" / "fr" / "LC_MESSAGES" / f"{domain}.po").is_file()
    assert (resources.CONTENT / "web" / "locale" / "web-checker.pot").is_file()
    assert (resources.FRONTEND / "checker" / "checker.js").is_file()
    assert (resources.TEMPLATES / "game.md.j2").is_file()
    assert "theme:" in resources.MKDOCS_CONFIG.read_text(encoding="utf-8")
    assert '"pyodide"' in resources.NPM_LOCK.read_text(encoding="utf-8")


def test_the_version_is_the_package_version(capsys) -> None:
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    version = pyproject["project"]["version"]
    assert cardgen.__version__ == version == importlib.metadata.version("cardgen")
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out == f"cardgen {version}\n"


def _game_named(base: Path, game_id: str, name: str) -> Path:
    """A copy of the sample game as ``base/game_id`` with another English name."""
    folder = base / game_id
    shutil.copytree(SAMPLE / "sample", folder)
    game_yaml = folder / "game.yaml"
    text = game_yaml.read_text(encoding="utf-8").replace("id: sample", f"id: {game_id}")
    game_yaml.write_text(text.replace("en: Sample Harbour", f"en: {name}"), encoding="utf-8")
    return folder


def test_later_content_folders_add_and_replace_games(tmp_path: Path) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    _game_named(first, "harbour", "First Harbour")
    _game_named(first, "only-first", "Only First")
    _game_named(second, "harbour", "Second Harbour")
    folders = game_folders([first, second])
    assert folders == {
        "harbour": second / "harbour",
        "only-first": first / "only-first",
    }
    assert load_game("harbour", [first, second]).name.get("en") == "Second Harbour"
    assert load_game("harbour", [second, first]).name.get("en") == "First Harbour"
    assert game_ids(first) == ["harbour", "only-first"]  # one folder: just its games


def test_content_option_and_environment_add_to_the_built_in_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    mine, theirs = tmp_path / "mine", tmp_path / "theirs"
    _game_named(mine, "harbour", "My Harbour")
    _game_named(theirs, "web", "Our Own Web")  # replaces the built-in Web
    monkeypatch.setenv("CARDGEN_CONTENT", str(theirs))
    assert main(["list", "--content", str(mine)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == sorted([*GAMES, "harbour"])
    web = next(line for line in lines if line.startswith("web "))
    assert "Our Own Web" in web and str(theirs) in web
    assert "My Harbour" in next(line for line in lines if line.startswith("harbour "))
    assert main(["list", "--content", str(mine), "--content-only"]) == 0
    only = [line.split()[0] for line in capsys.readouterr().out.splitlines()]
    assert only == ["harbour", "web"]
    monkeypatch.delenv("CARDGEN_CONTENT")
    assert main(["validate", "harbour", "--content", str(mine)]) == 0
    assert main(["validate", "nope", "--content", str(mine)]) == 2
    assert "unknown game 'nope' (known: circle-the-wagons" in capsys.readouterr().err


def test_a_content_folder_that_is_not_there_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    missing = tmp_path / "typo"
    assert main(["list", "--content", str(missing)]) == 2
    assert capsys.readouterr().err == f"cardgen: --content {missing}: no such folder\n"
    monkeypatch.setenv("CARDGEN_CONTENT", str(missing))
    assert main(["print", "web", "-o", str(tmp_path / "web.pdf")]) == 2
    assert capsys.readouterr().err == f"cardgen: CARDGEN_CONTENT: {missing}: no such folder\n"
    assert list(tmp_path.iterdir()) == []


def test_without_node_the_site_says_what_to_install_and_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    empty = tmp_path / "bin"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    runtime_module.runtime.cache_clear()
    try:
        for command in ("site", "build"):
            out = tmp_path / command
            code = main([command, "--out", str(out), "--content", str(SAMPLE), "--content-only"])
            captured = capsys.readouterr()
            assert code == 2
            assert captured.err.count("\n") == 1
            assert "needs Node.js (18 or newer) with npm" in captured.err
            assert "https://nodejs.org/" in captured.err
            assert not out.exists()  # no half-built site, no print files first
    finally:
        runtime_module.runtime.cache_clear()


def test_a_script_outside_the_runtime_runs_from_a_copy_inside_it(tmp_path: Path) -> None:
    root = tmp_path / "runtime"
    inside = root / "tools" / "a.mjs"
    inside.parent.mkdir(parents=True)
    inside.write_text("inside")
    outside = tmp_path / "pkg" / "b.mjs"
    outside.parent.mkdir()
    outside.write_text("v1")
    run = runtime_module.Runtime("node", root)
    assert run.script(inside) == inside
    assert run.script(outside) == root / "scripts" / "b.mjs"
    outside.write_text("v2")
    assert run.script(outside).read_text() == "v2"  # a newer cardgen's script replaces it


def test_only_the_pinned_versions_count_as_installed(tmp_path: Path) -> None:
    import json

    pinned = runtime_module.pinned_versions()
    assert set(pinned) == {"pyodide", "linkedom"}
    for name, version in pinned.items():
        meta = tmp_path / "node_modules" / name / "package.json"
        meta.parent.mkdir(parents=True)
        meta.write_text(json.dumps({"version": version}))
    assert runtime_module.installed(tmp_path)
    meta.write_text(json.dumps({"version": "0.0.1"}))
    assert not runtime_module.installed(tmp_path)
    assert not runtime_module.installed(tmp_path / "nothing")


# The wheel itself, installed in a fresh venv and used from another folder (every command,
# the shipped files, the site and its runtime), is checked by .ci/installed, which .ci/run
# runs after the suite: it builds and installs that wheel anyway.


def _fake_tools(bin_dir: Path, npm_body: str) -> Path:
    """``node`` and ``npm`` stand-ins on a PATH of their own; npm logs each call."""
    bin_dir.mkdir()
    (bin_dir / "node").write_text("#!/bin/sh\nexit 0\n")
    (bin_dir / "npm").write_text(f'#!/bin/sh\necho "$@" >> "{bin_dir}/npm.log"\n{npm_body}\n')
    for tool in ("node", "npm"):
        (bin_dir / tool).chmod(0o755)
    return bin_dir / "npm.log"


@pytest.fixture
def away_from_checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The runtime as an installed cardgen sees it: no node_modules beside package.json."""
    shipped = tmp_path / "shipped"
    shipped.mkdir()
    shutil.copyfile(resources.NPM_MANIFEST, shipped / "package.json")
    monkeypatch.setattr(runtime_module, "NPM_MANIFEST", shipped / "package.json")
    monkeypatch.setattr(runtime_module, "cache_dir", lambda: tmp_path / "cache")
    runtime_module.runtime.cache_clear()
    yield tmp_path
    runtime_module.runtime.cache_clear()


def test_the_runtime_is_installed_once_into_the_cache(
    away_from_checkout: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    writes = "".join(
        f'mkdir -p node_modules/{name} && echo \'{{"version": "{version}"}}\''
        f" > node_modules/{name}/package.json\n"
        for name, version in runtime_module.pinned_versions().items()
    )
    log = _fake_tools(away_from_checkout / "bin", writes)
    monkeypatch.setenv("PATH", f"{away_from_checkout / 'bin'}{os.pathsep}/usr/bin{os.pathsep}/bin")
    found = runtime_module.runtime()
    assert found.root == runtime_module.cache_root()
    assert found.root.is_relative_to(away_from_checkout / "cache" / "node")
    assert found.pyodide_dir == found.root / "node_modules" / "pyodide"
    assert "installing the checker's runtime (pyodide " in capsys.readouterr().out
    runtime_module.runtime.cache_clear()
    assert runtime_module.runtime().root == found.root
    assert log.read_text().splitlines() == ["ci --no-audit --no-fund --loglevel=error"]
    assert sorted(p.name for p in found.root.parent.iterdir()) == [found.root.name]


def test_a_failed_npm_install_is_one_line_and_leaves_nothing(
    away_from_checkout: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fake_tools(away_from_checkout / "bin", 'echo "npm ERR! network unreachable" >&2\nexit 1')
    monkeypatch.setenv("PATH", f"{away_from_checkout / 'bin'}{os.pathsep}/usr/bin{os.pathsep}/bin")
    with pytest.raises(UserError) as error:
        runtime_module.runtime()
    message = str(error.value)
    assert message.startswith("could not install the checker's runtime (pyodide ")
    assert message.endswith("with npm: npm ERR! network unreachable")
    assert list((away_from_checkout / "cache" / "node").iterdir()) == []


def test_a_first_build_says_once_that_it_takes_minutes_and_where_the_cache_is(
    away_from_checkout: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """A designer's first ``cardgen site`` ran four minutes saying only "installing the
    checker's runtime": the build now says first what it does once, how long that takes
    and where the cache folder is, and each stage as it starts."""
    from cardgen.site import compress, progress, rules_site

    cache = away_from_checkout / "cache"
    monkeypatch.setenv("CARDGEN_CACHE", str(cache))
    rules_site.announce_first_build()
    said = capsys.readouterr().out
    assert said == (
        "[site] the first build with this cache folder: installing the score checker's runtime"
        " (Pyodide and linkedom, with npm) and compressing Pyodide's WebAssembly for the site"
        f" takes a few minutes, once; later builds reuse it from {cache} (CARDGEN_CACHE sets"
        " another folder)\n"
    )
    writes = "".join(
        f'mkdir -p node_modules/{name} && echo \'{{"version": "{version}"}}\''
        f" > node_modules/{name}/package.json\n"
        for name, version in runtime_module.pinned_versions().items()
    )
    _fake_tools(
        away_from_checkout / "bin", writes + "echo wasm > node_modules/pyodide/pyodide.asm.wasm"
    )
    monkeypatch.setenv("PATH", f"{away_from_checkout / 'bin'}{os.pathsep}/usr/bin{os.pathsep}/bin")
    runtime_module.runtime()
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("[site] installing the checker's runtime (pyodide ")
    assert lines[0].endswith(
        f"with npm into {runtime_module.cache_root()} (once for this cache folder) …"
    )
    assert re.fullmatch(r"\[site\] the checker's runtime is installed \(\d+ s\)", lines[1])
    # installed: only the compression is left, which takes about a minute
    notice = progress.first_build_notice()
    assert notice and notice.startswith(
        "the first build with this cache folder: compressing Pyodide's WebAssembly for the site"
        " takes about a minute, once;"
    )
    # and once its copies are in the cache, a build says nothing of the kind
    for kind in (f"zopfli{compress.ZOPFLI_ITERATIONS}.gz", "q9.br"):
        key = hashlib.sha256(b"wasm\n").hexdigest()
        (compress.compressed_cache() / f"{key}.{kind}").parent.mkdir(parents=True, exist_ok=True)
        (compress.compressed_cache() / f"{key}.{kind}").write_bytes(b"x")
    rules_site.announce_first_build()
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize("command", ["site", "build"])
def test_site_and_build_help_name_the_cache_folder(command: str, capsys) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "The first site build installs the score checker's runtime" in said
    assert "a few minutes" in said
    assert "$CARDGEN_CACHE, else $XDG_CACHE_HOME/cardgen, else ~/.cache/cardgen" in said
