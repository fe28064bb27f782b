"""Precompressed copies (``.gz``, ``.br``) beside the site's large text and WebAssembly
files, for static hosts that serve them as they are (nginx ``gzip_static`` and
``brotli_static``, Caddy ``precompressed``, most CDNs): the host spends no time
compressing and the reader gets the smallest file.

Which files: text (HTML, JavaScript, CSS, JSON, SVG, the web app manifest) and ``.wasm``
of at least ``MIN_SIZE`` bytes, where the copy saves at least a tenth. Zips, PDFs and
images are compressed already.

Deterministic: gzip with no name and time, level 9, or Zopfli (the pinned ``zopfli``
package: a gzip stream any browser reads, about 3 % smaller, in ``ZOPFLI_ITERATIONS``
passes) for files of at least ``ZOPFLI_MIN`` bytes: Pyodide's WebAssembly and JavaScript,
which every first visit of a checker moves, and which change only with Pyodide; Brotli
(the pinned ``Brotli`` package) at quality ``BROTLI_QUALITY``, or 9 for files over
``BROTLI_LARGE`` bytes (Pyodide's 9.6 MB WebAssembly takes about a minute at 11 on a
small machine, 5 s at 9; 3.10 MB against 2.74 MB). Copies are cached by content in the
cache folder's ``compressed/``, so a rebuild compresses only what changed (Zopfli's first
run on the WebAssembly takes about 20 s).
"""

from __future__ import annotations

import gzip
import hashlib
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from cardgen.resources import cache_dir
from cardgen.site.files import cached_file, write_file

SUFFIXES = {".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".webmanifest", ".txt"}
MIN_SIZE = 1400
"""Smaller files fit in one packet anyway."""
BROTLI_QUALITY = 10
"""Brotli's quality for the pages and assets. On the test site's 608 files of 1.4-512 KB
(21.5 MB, 13.7 MB of it pages), quality 11 took 36.6 processor seconds and gave 3,523,487
bytes, quality 10 took 9.0 s and gave 3,600,982 bytes (2.2 % more; pages 1.6 %): a
designer's rebuild compresses every page of the game changed and each language's search
index again, and a reader's page is a few hundred bytes larger at most."""
BROTLI_LARGE = 2_000_000
"""Files over this many bytes (Pyodide's WebAssembly) are compressed at quality 9."""
ZOPFLI_MIN = 512_000
"""Smaller files (pages, search indexes, the file list) change with every content edit:
level 9 keeps the build fast."""
ZOPFLI_ITERATIONS = 1
"""Zopfli's passes over each block. Its default of 15 took 41 s for Pyodide's WebAssembly
on a small machine and gave 3,410,832 bytes; one pass took 17.5 s and gave 3,415,020 bytes
(gzip level 9: 3,528,803 bytes in 1 s). Every fresh cache folder pays it once: each
designer's first build, and every CI run twice (the tests' build and the wheel's)."""


def compressed_cache() -> Path:
    """Compressed copies by content (``<sha256>.<kind>``)."""
    return cache_dir() / "compressed"


def _cached(kind: str, data: bytes, make) -> bytes:
    key = hashlib.sha256(data).hexdigest()
    return cached_file(compressed_cache() / f"{key}.{kind}", lambda: make(data))


def gzipped(data: bytes) -> bytes:
    if len(data) >= ZOPFLI_MIN:
        import zopfli.gzip

        return _cached(
            f"zopfli{ZOPFLI_ITERATIONS}.gz",
            data,
            lambda d: zopfli.gzip.compress(d, numiterations=ZOPFLI_ITERATIONS),
        )
    return _cached("gz", data, lambda d: gzip.compress(d, compresslevel=9, mtime=0))


def brotli_compressed(data: bytes) -> bytes:
    import brotli

    quality = BROTLI_QUALITY if len(data) <= BROTLI_LARGE else 9
    return _cached(f"q{quality}.br", data, lambda d: brotli.compress(d, quality=quality))


def has_runtime_copies() -> bool:
    """The cache holds the compressed copies of Pyodide's WebAssembly, the one file whose
    compression takes minutes (false before the runtime is installed)."""
    from cardgen.site.runtime import ready, runtime

    if not ready():
        return False
    wasm = runtime().pyodide_dir / "pyodide.asm.wasm"
    if not wasm.is_file():
        return True  # nothing of the kind to compress
    key = hashlib.sha256(wasm.read_bytes()).hexdigest()
    folder = compressed_cache()
    return (folder / f"{key}.zopfli{ZOPFLI_ITERATIONS}.gz").is_file() and (
        folder / f"{key}.q9.br"
    ).is_file()


def wanted(path: Path) -> bool:
    return path.suffix in SUFFIXES and path.stat().st_size >= MIN_SIZE


COMPRESSORS = 4
"""The most files compressed at once. Zlib, Zopfli and Brotli let go of Python's lock while
they work (two threads compressing pages used more processor time than wall time), so each
processor compresses a file of its own: a full site's pages take 21 processor seconds, and
a first build's WebAssembly (20 s of Zopfli) goes on beside them instead of before them."""


def precompress(site_dir: Path) -> list[Path]:
    """Write ``<file>.gz`` and ``<file>.br`` beside every file that gains (see the module's
    doc), the largest files first, a file per processor at once; the copies are the same
    whatever the order. The site is built into a fresh folder, so no copy of an older file
    is left."""
    paths = sorted(p for p in Path(site_dir).rglob("*") if p.is_file() and wanted(p))

    def copies_of(path: Path) -> list[Path]:
        data = path.read_bytes()
        written: list[Path] = []
        for suffix, make in ((".gz", gzipped), (".br", brotli_compressed)):
            packed = make(data)
            if len(packed) <= 0.9 * len(data):
                written.append(write_file(path.with_name(path.name + suffix), packed))
        return written

    largest_first = sorted(paths, key=lambda p: -p.stat().st_size)
    workers = max(1, min(COMPRESSORS, os.cpu_count() or 1))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        made = dict(zip(largest_first, pool.map(copies_of, largest_first), strict=True))
    return [copy for path in paths for copy in made[path]]
