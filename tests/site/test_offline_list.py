"""The offline app's file list (``cardgen.site.offline.file_list``): what each group holds,
what stays out, and a version that follows the content."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from cardgen.site import offline


def test_groups_hold_the_game_pages_runtime_and_shell(built_site: Path):
    listing = offline.file_list(built_site)
    groups = listing["groups"]
    assert groups["root"] == [""]
    game = "web-of-power"
    pages = ("", "rules/", "cards/", "glossary/", "checker/", "downloads/")
    assert {f"en/{game}/{p}" for p in pages} <= set(groups[f"en/{game}"])
    assert all(k.startswith(f"en/{game}/cards/svg/") for k in groups[f"en/{game}/cards"])
    runtime = groups["runtime"]
    assert any(k.endswith("/pyodide.asm.wasm") for k in runtime)
    assert any(k.startswith("_checker/engine-") for k in runtime)
    # the standard library in its two forms, each its own group (the page says which)
    assert [k.rsplit("/", 1)[-1] for k in groups["stdlib"]] == ["python_stdlib.zip"]
    assert [k.split("-")[:2] for k in groups["stdlib-compiled"]] == [
        ["_checker/stdlib", "compiled"]
    ]
    assert not [k for k in runtime if k.endswith(".zip") and "engine-" not in k]
    # the checker pages carry their data and strings: the app keeps no copy
    assert not [k for k in runtime if k.startswith("_checker/data/") or k.endswith("strings.json")]
    shell = groups["de"]
    assert "de/" in shell and "de/manifest.webmanifest" in shell
    assert "de/search/search_index.json" in shell
    assert any(k.endswith("lunr.de.min.js") for k in shell)
    assert not any(k.endswith(("lunr.it.min.js", ".map")) for k in shell)
    every = [k for keys in groups.values() for k in keys]
    assert not [k for k in every if k.endswith((".pdf", ".gz", ".br", ".xml"))]
    assert not [k for k in every if "/downloads/" in k and not k.endswith("/downloads/")]
    assert set(every) == set(listing["files"])


def test_the_version_follows_the_content_and_nothing_else(built_site: Path, tmp_path: Path):
    first = offline.file_list(built_site)
    assert offline.file_list(built_site) == first
    copy = tmp_path / "site"
    shutil.copytree(built_site, copy)
    assert offline.file_list(copy) == first  # another folder, the same site
    page = copy / "nl" / "web" / "glossary" / "index.html"
    page.write_text(page.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    changed = offline.file_list(copy)
    assert changed["version"] != first["version"]
    assert changed["files"]["nl/web/glossary/"] != first["files"]["nl/web/glossary/"]


def test_the_worker_names_its_build_and_file_list(built_site: Path):
    worker = (built_site / "sw.js").read_text(encoding="utf-8")
    listing = json.loads(next((built_site / "_app").glob("files-*.json")).read_text())
    assert f'const VERSION = "{listing["version"]}";' in worker
    assert f'const LIST = "_app/files-{listing["version"]}.json";' in worker
    assert listing == offline.file_list(built_site)
