"""How the site build writes its files: atomically, and zips whose bytes depend only on
what goes in (the service worker and the browsers' caches key on those bytes)."""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
import zipfile
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: builds at once may each make an entry (each write is atomic)
    fcntl = None  # type: ignore[assignment]

ZIP_DATE = (1980, 1, 1, 0, 0, 0)
"""The date of every zip member: the earliest a zip can hold, the same in every build."""


def write_file(path: Path, content: bytes) -> Path:
    """Write ``content`` to ``path`` atomically (a temporary file in the same folder, then a
    rename), readable by a web server (mode 0644); return ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(content)
        os.chmod(tmp, 0o644)  # mkstemp's 0600 would hide the file from a web server
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


@contextlib.contextmanager
def _maker_of(path: Path) -> Iterator[None]:
    """Hold the lock of the one who makes ``path`` (a lock file beside it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_name(f".{path.name}.lock"), "w") as lock:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def cached_file(path: Path, make: Callable[[], bytes]) -> bytes:
    """The bytes of the cache entry ``path``, made by ``make()`` and written atomically when
    it is missing. Builds that run at once (two terminals, ``make -j``, a test run's
    workers) and need the same entry make it once: the others wait for it and read it.
    What takes minutes on a fresh cache (Zopfli, the standard library's trace under
    Pyodide) would otherwise run once per build, each slowing the others down."""
    if path.is_file():
        return path.read_bytes()
    with _maker_of(path):
        if path.is_file():  # made while this build waited
            return path.read_bytes()
        data = make()
        write_file(path, data)
        return data


def cached_each(
    folder: Path,
    items: Mapping[str, bytes],
    key: Callable[[str, bytes], str],
    make: Callable[[dict[str, bytes]], dict[str, bytes]],
) -> dict[str, bytes]:
    """``make``'s answer for each of ``items`` (name -> bytes), cached one entry per item in
    ``folder`` by ``key(name, bytes)``: ``make`` gets only the items not cached yet (in one
    call: Node and Pyodide take seconds to start) and answers for each of them.

    Why not one entry for the whole set (as ``cached_file``): each site's engine needs its
    own part of the standard library, so another game, a designer's engine that imports one
    module more or a test run's several sites each minified and compiled about 150 modules
    again (~20 CPU s a build) when only a few were new. Builds at once take turns (a lock
    of the folder): the second finds what the first made and makes only the rest."""
    entries = {name: folder / key(name, data) for name, data in items.items()}

    def missing() -> dict[str, bytes]:
        return {name: items[name] for name, path in entries.items() if not path.is_file()}

    if missing():
        with _maker_of(folder / "making"):
            todo = missing()  # what the build before left to make
            if todo:
                made = make(todo)
                for name in todo:
                    write_file(entries[name], made[name])
    return {name: path.read_bytes() for name, path in entries.items()}


def deterministic_zip(files: Iterable[tuple[str, bytes]]) -> bytes:
    """A zip whose bytes depend only on the names and contents (sorted, fixed dates)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, content in sorted(files):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3
            archive.writestr(info, content, compresslevel=9)
    return buffer.getvalue()
