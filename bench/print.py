"""Benchmark of the print engine against a raster baseline, in the same run.

    .venv/bin/python bench/print.py [--content DIR]

1. The full default print build (``build_print_files``: every game × en/de/nl/it ×
   a4/letter PDFs plus SVGs) — wall time, must stay under 10 s on 2 cores.
2. Per game (en, A4, default options): the vector PDF vs a raster baseline made the way
   raster tools work — every page rendered at 300 dpi (``pdftoppm -r 300``, poppler) and
   placed as an image in a new PDF (reportlab ``drawImage``). Time and bytes per placed
   face, and the ratios (targets: ≥ 10× faster, ≥ 20× smaller). The raster time counts
   only rasterising and assembling, not producing the vector PDF it starts from.

Uses the games of ``content/``; when there are none yet, the sample test game.
"""

from __future__ import annotations

import argparse
import io
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardgen.model import game_ids, load_game, load_games  # noqa: E402
from cardgen.press.build import build_print_files  # noqa: E402
from cardgen.press.document import PrintOptions, plan_pages, render_pdf  # noqa: E402


def faces_placed(game, options) -> int:
    return sum(len(p.slots) for p in plan_pages(game, options))


def raster_baseline(pdf: bytes, workdir: Path) -> tuple[float, int]:
    from pypdf import PdfReader
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas as rl_canvas

    src = workdir / "in.pdf"
    src.write_bytes(pdf)
    t0 = time.perf_counter()
    subprocess.run(["pdftoppm", "-r", "300", "-png", str(src), str(workdir / "p")], check=True)
    sizes = [(float(p.mediabox.width), float(p.mediabox.height)) for p in PdfReader(src).pages]
    buf = io.BytesIO()
    c = rl_canvas.Canvas(buf, invariant=1)
    for i, png in enumerate(sorted(workdir.glob("p-*.png"))):
        w, h = sizes[i]
        c.setPageSize((w, h))
        c.drawImage(ImageReader(str(png)), 0, 0, w, h)
        c.showPage()
    c.save()
    return time.perf_counter() - t0, len(buf.getvalue())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--content", type=Path, default=None)
    args = ap.parse_args()
    ids = game_ids(args.content)
    games = (
        load_games(ids, args.content)
        if ids
        else [load_game("sample", ROOT / "tests/sample_content")]
    )
    print(f"games: {', '.join(g.id for g in games)}")
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        written = build_print_files(games, Path(tmp))
        build_s = time.perf_counter() - t0
        pdfs = [p for p in written if p.suffix == ".pdf"]
        total_bytes = sum(p.stat().st_size for p in pdfs)
        n_faces = sum(
            faces_placed(g, PrintOptions(lang=lang, paper=paper))
            for g in games
            for lang in ("en", "de", "nl", "it")
            for paper in ("a4", "letter")
        )
        print(
            f"full default build: {len(pdfs)} PDFs + {len(written) - len(pdfs)} SVGs in"
            f" {build_s:.2f} s (target < 10 s); {n_faces} faces placed;"
            f" {build_s / max(n_faces, 1) * 1000:.2f} ms and"
            f" {total_bytes / max(n_faces, 1) / 1024:.1f} KiB per face"
        )
    if shutil.which("pdftoppm") is None:
        print("raster baseline skipped: pdftoppm (poppler-utils) is not installed")
        return 0
    print(
        f"{'game':24} {'faces':>5} {'vector ms/face':>15} {'raster ms/face':>15}"
        f" {'vector KiB/face':>16} {'raster KiB/face':>16} {'faster':>7} {'smaller':>8}"
    )
    tv_all = tr_all = bv_all = br_all = 0.0
    for game in games:
        opts = PrintOptions()
        n = max(faces_placed(game, opts), 1)
        t0 = time.perf_counter()
        pdf = render_pdf(game, opts)
        tv = time.perf_counter() - t0
        with tempfile.TemporaryDirectory() as tmp:
            tr, br = raster_baseline(pdf, Path(tmp))
        bv = len(pdf)
        tv_all, tr_all, bv_all, br_all = tv_all + tv, tr_all + tr, bv_all + bv, br_all + br
        print(
            f"{game.id:24} {n:5d} {tv / n * 1000:15.2f} {tr / n * 1000:15.2f}"
            f" {bv / n / 1024:16.1f} {br / n / 1024:16.1f} {tr / tv:6.1f}× {br / bv:7.1f}×"
        )
    print(
        f"overall: {tr_all / tv_all:.1f}× faster (target ≥ 10×),"
        f" {br_all / bv_all:.1f}× smaller (target ≥ 20×)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
