"""What the site build says while it works: one line as each stage starts, and once, on a
build that fills the cache, that it takes a few minutes and where the cache is.

A designer's first ``cardgen site`` ran for about four minutes saying only that it was
installing the checker's runtime: the runtime install (npm) and the compression of
Pyodide's WebAssembly (Zopfli and Brotli) happen once per cache folder
(``cardgen.resources.cache_dir``: ``$CARDGEN_CACHE``, else ``$XDG_CACHE_HOME/cardgen``,
else ``~/.cache/cardgen``), and every later build reuses them.
"""

from __future__ import annotations

from cardgen.resources import cache_dir

CACHE_HELP = (
    "The first site build installs the score checker's runtime (Pyodide, with npm) and"
    " compresses it, a few minutes; later builds reuse both from the cache folder:"
    " $CARDGEN_CACHE, else $XDG_CACHE_HOME/cardgen, else ~/.cache/cardgen."
)
"""The sentence of ``cardgen site --help`` and ``cardgen build --help`` on the cache."""


def counted(number: int, noun: str) -> str:
    """``1 language``, ``2 languages``."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def say(text: str) -> None:
    """One line of the site build's progress, at once (a long stage follows it)."""
    print(f"[site] {text}", flush=True)


def first_build_notice() -> str | None:
    """The sentence for a build that fills the cache (None when it is filled): what it
    does once, that it takes a few minutes, and where the cache is."""
    from cardgen.site.compress import has_runtime_copies
    from cardgen.site.runtime import ready

    once = []
    installing = not ready()
    if installing:
        once.append("installing the score checker's runtime (Pyodide and linkedom, with npm)")
    if not has_runtime_copies():
        once.append("compressing Pyodide's WebAssembly for the site")
    if not once:
        return None
    took = "a few minutes" if installing else "about a minute"
    return (
        f"the first build with this cache folder: {' and '.join(once)} takes {took}, once;"
        f" later builds reuse it from {cache_dir()} (CARDGEN_CACHE sets another folder)"
    )
