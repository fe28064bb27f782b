"""The words a game's faces print ("Bonus goal", "VP", "{n} actions"), from its gettext
catalog ``content/<game>/locale/<game>-faces.pot`` and ``<lang>/LC_MESSAGES/<game>-faces.po``
(docs/adding-a-language.md): ``msgctxt`` the word's key, ``msgid`` its English text, a
counted word as ``msgid`` / ``msgid_plural`` with the language's CLDR forms.

They are read as the engine reads its texts (:class:`cardgen.engine.catalogs.Catalog`, the
``.po`` compiled by :mod:`cardgen.catalogs` on first use): a word a language lacks is
printed in the source language, and ``cardgen i18n status`` lists it.
"""

from __future__ import annotations

from cardgen.engine.catalogs import Catalog


class FaceWords:
    """The words of one game's faces: ``WORDS = FaceWords("web")``, then
    ``WORDS("server", lang)``, ``WORDS.counted("actions", 3, lang)``. The game is named
    here, not taken from the game being drawn: a designer's game may use these faces under
    another id."""

    def __init__(self, game: str) -> None:
        self.catalog = Catalog(f"{game}-faces")

    def __call__(self, key: str, lang: str) -> str:
        """The word ``key`` in ``lang``."""
        return self.catalog.text(key, lang)

    def counted(self, key: str, n: int, lang: str) -> str:
        """The counted word ``key`` for ``n`` in ``lang``, its ``{n}`` filled in."""
        return self.catalog.counted(key, n, lang).format(n=n)
