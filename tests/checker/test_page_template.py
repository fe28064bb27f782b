"""The built checker pages as their template (``frontend/overrides/checker.html``, through
mkdocs-material's blocks) and the build's last step (``checker_page.finish_page``) make
them: read from the session's site build, no browser."""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
from pathlib import Path

import pytest

from cardgen.model import LANGS

THEME_SCRIPTS = ("javascripts/bundle.", "cardgen.js", "cardgen-app.js")


def checker_pages(site: Path) -> list[Path]:
    return sorted(site.glob("*/*/checker/index.html"))


def test_every_checker_page_has_its_head_script_first_and_the_theme_held(built_site):
    pages = checker_pages(built_site)
    assert len(pages) == len(LANGS) * len({p.parent.parent.name for p in pages}) > 0
    runtime = json.loads((built_site / "_checker" / "runtime.json").read_text())
    for page in pages:
        text = page.read_text(encoding="utf-8")
        head = text[: text.index("</head>")]
        game = page.parent.parent.name
        # charset, the policy, then the page's first script (the template's checker_head)
        first = re.search(r'<meta charset="utf-8">(<meta [^>]*>)<!--cg-head--><script>', head)
        assert first and "Content-Security-Policy" in first.group(1), page
        assert f'"cardgen.checker.{game}"' in head
        assert f'"../../../_checker/checker.js?v={runtime["v"]}"' in head
        # Material's and the site's scripts are held back (the template's scripts block)
        held = re.findall(r'<script type="text/plain" data-cg-later src="([^"]*)"></script>', text)
        assert [next(n for n in THEME_SCRIPTS if n in src) for src in held] == list(
            THEME_SCRIPTS
        ), page
        assert not re.search(r'<script src="[^"]*assets/', text), page
        # the body names the runtime of this build
        for attr, value in (("bundle", runtime["bundle"]), ("version", runtime["v"])):
            assert f'data-{attr}="{value}"' in text, (page, attr)
        assert f'data-compiled="{runtime["compiled"]}"' in text
        assert f'data-pyodide="{runtime["pyodide"]}"' in text


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_checker_pages_policy_lists_every_inline_script_it_runs(built_site, lang):
    page = built_site / lang / "web" / "checker" / "index.html"
    text = page.read_text(encoding="utf-8")
    policy = html.unescape(re.search(r'Content-Security-Policy" content="([^"]*)"', text)[1])
    runs = re.findall(r"<script>(.*?)</script>", text, re.S)
    assert len(runs) >= 3  # the head script, the worker's start, the theme's own
    for body in runs:
        digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
        assert f"'sha256-{digest}'" in policy
    # the pages without a checker keep the theme's scripts as Material writes them
    rules = (built_site / lang / "web" / "rules" / "index.html").read_text(encoding="utf-8")
    assert "data-cg-later" not in rules and "cg-head" not in rules
    assert re.search(r'<script src="[^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js">', rules)
