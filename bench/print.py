"""Benchmark of the print engine against a raster baseline, in the same run.

    .venv/bin/python bench/print.py [--content DIR] [--skip-raster]

1. The full default print build (``build_print_files``: every game × en/de/nl/it ×
   a4/letter PDFs plus SVGs) — wall time (target under 10 s on 2 cores) and the CPU
   time of all its processes, which shows the work even when the machine is busy.
2. Per game (en, A4, default options): the vector PDF vs a raster baseline made the way
   raster print-and-play tools work — every page of that same PDF rendered at 300 dpi
   (``pdftoppm -r 300``, poppler), one image per page, placed full-page in a new PDF:
   * ``png``: the lossless page images placed with reportlab ``drawImage`` (Flate, as
     reportlab-based tools such as mtg-proxies or dominiontabs' image mode embed them;
     no ASCII85, exactly like our own files), and
   * ``jpeg``: the same pages as JPEG, quality 90 (as Pillow-based tools save pages),
   * ``png-as-is``: the PNG data embedded unchanged (as img2pdf does): the PNG files'
     bytes plus 600 bytes of PDF objects per page.
   Time and bytes per placed face and the ratios; the size target (≥ 20× smaller) is
   checked against the *smallest* of the three baselines, the speed target (≥ 10× faster)
   against the png one (rasterising + assembling, not producing the vector PDF it
   starts from; the vector time includes drawing every face from scratch).

3. ``cardgen export`` (``--export``, or always unless ``--skip-export``): per game with
   card decks, the time per card of the shop exports (tgc, mpc: per-card PDF plus two
   PNGs rasterised at 300 dpi; pdf-cards: the per-card PDF alone), and its ratio against
   the time per card of the default print file, measured in the same run.

4. Layouts (``--skip-layouts`` to leave out): the test game's suit cards
   (tests/layout_content/harbour), every face drawn from its layout data and the same
   faces drawn by a Python twin (``bench/layout_twin.py``, the canvas calls a faces module
   would make), each as the print build draws a face (recorded once, replayed into a PDF
   form and an SVG), text-fitting caches emptied before each round, rounds alternating:
   CPU milliseconds per face and the ratio layout / Python; then the game's whole print
   file (A4, en) per placed face, the suit deck drawn by its layout or by the twin (target
   of issue 31: ≤ 1.0, a layout-drawn deck costs no more per face than a Python one).

Uses the games of ``content/``; when there are none yet, the sample test game.
"""

from __future__ import annotations

import argparse
import io
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardgen.model import game_ids, load_game, load_games  # noqa: E402
from cardgen.press.document import render_pdf  # noqa: E402
from cardgen.press.options import PrintOptions  # noqa: E402
from cardgen.press.planning import plan_pages  # noqa: E402
from cardgen.press.print_files import build_print_files  # noqa: E402


def faces_placed(game, options) -> int:
    return sum(len(p.slots) for p in plan_pages(game, options))


def raster_baseline(pdf: bytes, workdir: Path) -> tuple[float, int, int]:
    """(seconds for the png baseline, bytes of the png baseline, bytes of the smallest
    baseline: png, jpeg or png-as-is)."""
    from PIL import Image
    from pypdf import PdfReader
    from reportlab import rl_config
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas as rl_canvas

    src = workdir / "in.pdf"
    src.write_bytes(pdf)
    sizes = [(float(p.mediabox.width), float(p.mediabox.height)) for p in PdfReader(src).pages]
    old, rl_config.useA85 = rl_config.useA85, 0
    try:
        t0 = time.perf_counter()
        subprocess.run(["pdftoppm", "-r", "300", "-png", str(src), str(workdir / "p")],
                       check=True)  # fmt: skip
        pngs = sorted(workdir.glob("p-*.png"))
        buf = io.BytesIO()
        c = rl_canvas.Canvas(buf, invariant=1)
        for i, png in enumerate(pngs):
            w, h = sizes[i]
            c.setPageSize((w, h))
            c.drawImage(ImageReader(str(png)), 0, 0, w, h)
            c.showPage()
        c.save()
        seconds = time.perf_counter() - t0
        jbuf = io.BytesIO()
        pages = [Image.open(png).convert("RGB") for png in pngs]
        pages[0].save(jbuf, "PDF", resolution=300.0, save_all=True, append_images=pages[1:],
                      quality=90)  # fmt: skip
    finally:
        rl_config.useA85 = old
    as_is = sum(png.stat().st_size + 600 for png in pngs)
    return seconds, len(buf.getvalue()), min(len(buf.getvalue()), len(jbuf.getvalue()), as_is)


def cpu_seconds() -> float:
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def export_times(games) -> None:
    """Time per card of ``cardgen export`` for each shop, against the default print file's
    time per card (same game, same run)."""
    from cardgen.errors import UserError
    from cardgen.press.print_shops import TARGETS, decks, export, plan_cards

    print(f"{'export':22} {'target':>9} {'cards':>5} {'ms/card':>8} {'print':>8} {'ratio':>7}")
    for game in games:
        if not decks(game):
            print(f"{game.id:22} (no card decks)")
            continue
        t0 = time.perf_counter()
        render_pdf(game, PrintOptions())
        n_print = max(1, sum(int(it.quantity) for c in game.components for it in c.items))
        print_ms = (time.perf_counter() - t0) / n_print * 1000  # per piece printed
        for target in TARGETS:
            try:
                n = len(plan_cards(game, target))
            except UserError:
                print(f"{game.id:22} {target:>9} (no matching card size)")
                continue
            with tempfile.TemporaryDirectory() as tmp:
                t0 = time.perf_counter()
                export(game, "en", target, Path(tmp))
                ms = (time.perf_counter() - t0) / n * 1000
            print(f"{game.id:22} {target:>9} {n:5d} {ms:8.2f} {print_ms:8.2f}"
                  f" {ms / print_ms:6.1f}×")  # fmt: skip


def _face_round(game, draw) -> float:
    """CPU seconds per face: every face of the suit deck (in the four languages) drawn with
    ``draw``, recorded and replayed into a PDF form and an SVG (as ``FaceCache`` does),
    the text-fitting caches emptied first."""
    from cardgen.render import textlayout
    from cardgen.render.pdf import PdfCanvas
    from cardgen.render.record import RecordingCanvas
    from cardgen.render.svg import SvgCanvas

    comp = game.component("suits")
    faces = [(item.front, item, "front") for item in comp.items] + [(comp.back, None, "back")]
    w, h = comp.size.width, comp.size.height
    textlayout._LAYOUTS.clear()
    textlayout._tokenize.cache_clear()
    t0 = time.process_time()
    for lang in ("en", "de", "nl", "it"):
        for face, owner, side in faces:
            rec = RecordingCanvas(w, h, 3.0, lang=lang, side=side)
            draw(rec, face, owner, comp, game, lang)
            rec.replay(PdfCanvas(None, w, h, 3.0, native_patterns=True, **rec.canvas_kwargs()))
            rec.replay(SvgCanvas(w, h, 3.0, native_patterns=True, **rec.canvas_kwargs()))
    return (time.process_time() - t0) / (4 * len(faces))


def layout_times(rounds: int = 30) -> None:
    """Per face: the suit cards from their layout against their Python twin, in
    alternating rounds; the fastest round of each (CPU time: the host's other load moves
    it least)."""
    sys.path.insert(0, str(ROOT / "bench"))
    import layout_twin

    from cardgen.render import faces

    game = load_game("harbour", ROOT / "tests" / "layout_content")
    _face_round(game, faces.draw)  # warm up: fonts, icons, SVG files
    _face_round(game, layout_twin.draw_face)
    layout = python = float("inf")
    for _ in range(rounds):
        layout = min(layout, _face_round(game, faces.draw))
        python = min(python, _face_round(game, layout_twin.draw_face))
    ratio = layout / python
    ok = "ok" if ratio <= 1.0 else f"missed by {(ratio - 1) * 100:.0f} %"
    print(f"layout-drawn faces: {layout * 1000:.2f} ms/face; the same faces in Python:"
          f" {python * 1000:.2f} ms/face (CPU, drawn and written to PDF and SVG);"
          f" layout / Python {ratio:.2f}× (target ≤ 1.0: {ok})")  # fmt: skip
    # The same in a print file (A4, en): every placed face, the suit deck drawn by its
    # layout or by the twin (the harbours deck by its layout in both).
    original = faces.draw

    def twin(canvas, face, item, component, game, lang):
        if component.id == "suits":
            return layout_twin.draw_face(canvas, face, item, component, game, lang)
        return original(canvas, face, item, component, game, lang)

    placed = max(faces_placed(game, PrintOptions()), 1)
    by_layout = by_twin = float("inf")
    try:
        for _ in range(max(3, rounds // 3)):
            for which in ("layout", "twin"):
                faces.draw = original if which == "layout" else twin
                t0 = time.process_time()
                render_pdf(game, PrintOptions())
                spent = (time.process_time() - t0) / placed
                if which == "layout":
                    by_layout = min(by_layout, spent)
                else:
                    by_twin = min(by_twin, spent)
    finally:
        faces.draw = original
    ratio = by_layout / by_twin
    ok = "ok" if ratio <= 1.0 else f"missed by {(ratio - 1) * 100:.0f} %"
    print(f"its print file (A4, en, {placed} faces placed): {by_layout * 1000:.2f} ms/face with"
          f" layouts, {by_twin * 1000:.2f} ms/face with the Python twin; {ratio:.2f}×"
          f" (target ≤ 1.0: {ok})")  # fmt: skip


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--content", type=Path, default=None)
    ap.add_argument("--skip-raster", action="store_true", help="no raster baseline")
    ap.add_argument("--skip-export", action="store_true", help="no `cardgen export` timing")
    ap.add_argument("--skip-layouts", action="store_true", help="no layout / Python timing")
    ap.add_argument("--only-layouts", action="store_true", help="only the layout timing")
    args = ap.parse_args()
    if args.only_layouts:
        layout_times()
        return 0
    ids = game_ids(args.content)
    games = (
        load_games(ids, args.content)
        if ids
        else [load_game("sample", ROOT / "tests/sample_content")]
    )
    print(f"games: {', '.join(g.id for g in games)}; {os.cpu_count()} CPUs,"
          f" load average {os.getloadavg()[0]:.1f} at the start")  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        c0 = cpu_seconds()
        t0 = time.perf_counter()
        written = build_print_files(games, Path(tmp))
        build_s = time.perf_counter() - t0
        build_cpu = cpu_seconds() - c0
        pdfs = [p for p in written if p.suffix == ".pdf"]
        total_bytes = sum(p.stat().st_size for p in pdfs)
        n_faces = sum(
            faces_placed(g, PrintOptions(lang=lang, paper=paper))
            for g in games
            for lang in ("en", "de", "nl", "it")
            for paper in ("a4", "letter")
        )
        ok = "ok" if build_s < 10 else "MISSED"
        print(
            f"full default build: {len(pdfs)} PDFs + {len(written) - len(pdfs)} SVGs in"
            f" {build_s:.2f} s wall (target < 10 s: {ok}), {build_cpu:.2f} s CPU in all"
            f" processes; {n_faces} faces placed; {build_s / max(n_faces, 1) * 1000:.2f} ms"
            f" and {total_bytes / max(n_faces, 1) / 1024:.2f} KiB per face"
        )
    if not args.skip_export:
        export_times(games)
    if not args.skip_layouts:
        layout_times()
    if args.skip_raster:
        return 0
    if shutil.which("pdftoppm") is None:
        print("raster baseline skipped: pdftoppm (poppler-utils) is not installed")
        return 0
    print(
        f"{'game':22} {'faces':>5} {'vector':>8} {'raster':>8} {'vector':>8} {'png':>8}"
        f" {'smallest':>8} {'faster':>7} {'smaller':>8}\n{'':22} {'':>5} {'ms/face':>8}"
        f" {'ms/face':>8} {'KiB/face':>8} {'KiB/face':>8} {'KiB/face':>8} {'':>7}"
        f" {'(vs min)':>8}"
    )
    tv_all = tr_all = bv_all = bp_all = bj_all = 0.0  # bj: the smallest baseline
    for game in games:
        opts = PrintOptions()
        n = max(faces_placed(game, opts), 1)
        t0 = time.perf_counter()
        pdf = render_pdf(game, opts)
        tv = time.perf_counter() - t0
        with tempfile.TemporaryDirectory() as tmp:
            tr, bp, bj = raster_baseline(pdf, Path(tmp))
        bv = len(pdf)
        tv_all, tr_all, bv_all = tv_all + tv, tr_all + tr, bv_all + bv
        bp_all, bj_all = bp_all + bp, bj_all + bj
        print(
            f"{game.id:22} {n:5d} {tv / n * 1000:8.2f} {tr / n * 1000:8.2f}"
            f" {bv / n / 1024:8.2f} {bp / n / 1024:8.1f} {bj / n / 1024:8.1f}"
            f" {tr / tv:6.1f}× {bj / bv:7.1f}×"
        )
    faster = tr_all / tv_all
    smaller = bj_all / bv_all
    print(
        f"overall: {faster:.1f}× faster (target ≥ 10×: {'ok' if faster >= 10 else 'MISSED'}),"
        f" {smaller:.1f}× smaller than the smallest raster baseline (target ≥ 20×:"
        f" {'ok' if smaller >= 20 else 'MISSED'}; png {bp_all / bv_all:.1f}×)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
