"""Atomic file writes: a temporary file in the target folder, then ``os.replace``, so a
failed build never leaves a half-written file; unwritable paths are a clear UserError."""

from __future__ import annotations

import contextlib
import os
import tempfile
from functools import cache
from pathlib import Path

from cardgen.errors import UserError


@cache
def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` via a temporary file in the same folder.

    A path that cannot be written (a read-only folder, a parent that is a file, a name
    too long) is a :class:`UserError` naming ``path``, never the temporary file; the
    temporary name is kept short so that any name the file system takes works."""
    path = Path(path)
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name[:32]}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes 0600; give the usual mode
        os.replace(tmp, path)
    except BaseException as error:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        if isinstance(error, OSError):
            reason = error.strerror or type(error).__name__
            raise UserError(f"cannot write {path}: {reason}") from None
        raise
