"""Running the checker's JavaScript modules under Node."""

from __future__ import annotations

import json
import shutil
import subprocess

from cardgen.site import checker_sources

NODE = shutil.which("node")


def run_modules(script: str, **modules: str):
    """Run ``script`` (an ES module body) in Node with each checker module of ``modules``
    imported under its name (``records="core/records.js"``); what it prints, as JSON."""
    head = "".join(
        f"import * as {name} from {json.dumps((checker_sources.SOURCES / path).as_uri())};\n"
        for name, path in modules.items()
    )
    out = subprocess.run(
        [str(NODE), "--input-type=module", "-e", head + script],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return json.loads(out.stdout)
