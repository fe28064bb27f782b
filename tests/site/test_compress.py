"""The precompressed copies beside the site's large text and WebAssembly files
(``cardgen.site.compress``): each decompresses to its file, and only files that gain have
one."""

from __future__ import annotations

import gzip
from pathlib import Path

import brotli

from cardgen.site import compress


def test_copies_decompress_to_their_file_and_only_where_they_gain(built_site: Path):
    copies = sorted(built_site.rglob("*.br")) + sorted(built_site.rglob("*.gz"))
    assert any(p.name == "pyodide.asm.wasm.br" for p in copies)
    assert any(p.name == "pyodide.asm.wasm.gz" for p in copies)
    wasm = next(built_site.rglob("pyodide.asm.wasm"))
    level9 = gzip.compress(wasm.read_bytes(), compresslevel=9, mtime=0)
    assert wasm.with_name(wasm.name + ".gz").stat().st_size < 0.98 * len(level9)  # Zopfli
    assert any(p.name == "index.html.br" for p in copies)
    for copy in copies:
        original = copy.with_suffix("")
        if copy.name == "sitemap.xml.gz":
            continue  # mkdocs' own
        data = original.read_bytes()
        unpack = brotli.decompress if copy.suffix == ".br" else gzip.decompress
        assert unpack(copy.read_bytes()) == data, copy
        assert copy.stat().st_size <= 0.9 * len(data)
        assert compress.wanted(original)
    for path in built_site.rglob("*"):
        if path.suffix in {".zip", ".pdf", ".png"}:
            assert not path.with_name(path.name + ".br").exists()
        if path.is_file() and path.suffix in {".html", ".js"} and path.stat().st_size > 20_000:
            assert path.with_name(path.name + ".br").exists(), path


def test_copies_are_the_same_bytes_every_time(tmp_path: Path, monkeypatch):
    page = tmp_path / "page.html"
    page.write_text("<p>" + "the same page " * 400 + "</p>", encoding="utf-8")
    compress.precompress(tmp_path)
    first = {p.name: p.read_bytes() for p in tmp_path.glob("page.html.*")}
    assert set(first) == {"page.html.gz", "page.html.br"}
    for copy in tmp_path.glob("page.html.*"):
        copy.unlink()
    monkeypatch.setenv("CARDGEN_CACHE", str(tmp_path / "cache"))  # no cache: compressed anew
    compress.precompress(tmp_path)
    assert {p.name: p.read_bytes() for p in tmp_path.glob("page.html.*")} == first


def test_large_files_get_a_smaller_zopfli_gzip(tmp_path: Path, monkeypatch):
    """Files of at least ZOPFLI_MIN bytes: a gzip copy (any browser reads it) smaller than
    level 9's, the same bytes every time; smaller files keep level 9 (a fast build)."""
    monkeypatch.setenv("CARDGEN_CACHE", str(tmp_path / "cache"))
    words = " ".join(f"card{i % 97} scores {i % 13} points in round {i % 7};" for i in range(600))
    big = tmp_path / "big.js"
    big.write_text(words, encoding="utf-8")
    small = tmp_path / "small.js"
    small.write_text(words[:3000], encoding="utf-8")
    monkeypatch.setattr(compress, "ZOPFLI_MIN", 10_000)
    compress.precompress(tmp_path)
    data = big.read_bytes()
    copy = (tmp_path / "big.js.gz").read_bytes()
    assert gzip.decompress(copy) == data
    assert len(copy) < len(gzip.compress(data, compresslevel=9, mtime=0))
    assert (tmp_path / "small.js.gz").read_bytes() == gzip.compress(
        small.read_bytes(), compresslevel=9, mtime=0
    )
    monkeypatch.setenv("CARDGEN_CACHE", str(tmp_path / "cache2"))
    assert compress.gzipped(data) == copy


def test_builds_at_once_make_a_cache_entry_once(tmp_path: Path):
    """Two builds that need the same cache entry (Zopfli's copy of the WebAssembly, the
    standard library's trace) at the same time: the second waits for the first's and reads
    it, instead of making it again beside it."""
    import threading

    from cardgen.site.files import cached_file

    entry = tmp_path / "cache" / "entry.gz"
    inside, second_made, release = threading.Event(), threading.Event(), threading.Event()
    calls: list[str] = []

    def first_make() -> bytes:
        calls.append("first")
        inside.set()
        release.wait(timeout=60)
        return b"made once"

    def second_make() -> bytes:
        calls.append("second")
        second_made.set()
        return b"made twice"

    got: dict[str, bytes] = {}
    first = threading.Thread(target=lambda: got.update(a=cached_file(entry, first_make)))
    first.start()
    assert inside.wait(timeout=60)
    second = threading.Thread(target=lambda: got.update(b=cached_file(entry, second_make)))
    second.start()
    # without the maker's lock the second build makes the entry at once; with it, it waits
    assert not second_made.wait(timeout=0.5)
    release.set()
    first.join(timeout=60)
    second.join(timeout=60)
    assert calls == ["first"]
    assert got == {"a": b"made once", "b": b"made once"}
    assert entry.read_bytes() == b"made once"
