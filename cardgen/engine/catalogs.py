"""The engine's texts, read from compiled gettext catalogs. STANDARD LIBRARY ONLY: this runs
in Pyodide, where the engine is a zip on ``sys.path``.

Each table of texts (:data:`cardgen.engine.common.SHARED`, a module's ``FAULTS``, a game's
``PHRASES``) is one gettext *domain*: ``msgctxt`` is the text's key, ``msgid`` its text in
the source language, ``msgstr`` the translation; a counted text is ``msgid`` /
``msgid_plural`` (the source language's "one" and "other" forms) with ``msgstr[n]`` in the
language's CLDR plural forms. The sources are ``.po`` files (``cardgen/locale/`` for the
engine's shared texts, ``content/<game>/locale/`` for a game's, a designer's game's in its
own content folder: docs/adding-a-language.md);
the engine reads them compiled (``.mo``) with :class:`gettext.GNUTranslations`.

Where the ``.mo`` bytes come from is a *provider*, ``(domain, lang) -> bytes | None``:

- by default :func:`bundled_catalog`, the files ``locale/<lang>/LC_MESSAGES/<domain>.mo``
  beside this package, read through the package's loader (the checker's engine bundle,
  where the site build compiled them: ``cardgen.site.engine_bundle``);
- the ``cardgen`` package registers its own (:mod:`cardgen.catalogs`, on import of
  ``cardgen``): it compiles the ``.po`` sources into the user's cache on first use, so the
  command line, the tests and an installed wheel read the catalogs as they are edited.

A text a language lacks (no catalog, no entry, a fuzzy one) is read in the source language,
by the source language's plural rules: an explanation is never missing
(``cardgen i18n status`` lists what is).
"""

from __future__ import annotations

import gettext
import io
import os
from collections.abc import Callable, Iterator, Mapping

from cardgen.engine.languages import LANGS, SOURCE_LANG
from cardgen.engine.plurals import CATEGORIES, rules_for

Provider = Callable[[str, str], "bytes | None"]
"""``(domain, lang) -> the bytes of its compiled catalog``, ``None`` where it has none."""

LOCALE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "locale")
"""Where the engine bundle keeps its compiled catalogs: ``locale/<lang>/LC_MESSAGES/``."""


class CatalogError(LookupError):
    """A domain without a catalog in the source language: the engine cannot word it."""


def bundled_catalog(domain: str, lang: str) -> bytes | None:
    """The compiled catalog beside the engine (``locale/<lang>/LC_MESSAGES/<domain>.mo``),
    through the package's loader (a zip on ``sys.path`` in the browser); ``None`` where
    there is none."""
    path = os.path.join(LOCALE, lang, "LC_MESSAGES", f"{domain}.mo")
    loader = globals().get("__loader__")
    try:
        if loader is not None and hasattr(loader, "get_data"):
            return loader.get_data(path)
        with open(path, "rb") as handle:
            return handle.read()
    except OSError:
        return None


_provider: Provider = bundled_catalog
_generation = 0
"""How many times the provider changed: a :class:`Catalog` forgets what it read before."""
_read: dict[tuple[str, str], bytes | None] = {}
_loaded: dict[tuple[str, str], gettext.GNUTranslations | None] = {}


def use_provider(provider: Provider) -> None:
    """Read every catalog through ``provider`` from now on (those read so far are read
    again)."""
    global _provider
    _provider = provider
    reread()


def reread() -> None:
    """Forget the catalogs read so far: the provider's sources changed (the host's folders
    of catalogs: a game's loaded from a content folder)."""
    global _generation
    _generation += 1
    _read.clear()
    _loaded.clear()


def compiled(domain: str, lang: str) -> bytes | None:
    """The bytes of the compiled catalog of ``domain`` in ``lang`` (``None``: it has none);
    asked of the provider once."""
    if (domain, lang) not in _read:
        _read[domain, lang] = _provider(domain, lang)
    return _read[domain, lang]


def translations(domain: str, lang: str) -> gettext.GNUTranslations | None:
    """The catalog of ``domain`` in ``lang`` alone (no fallback), ``None`` where there is
    none; read once."""
    if (domain, lang) not in _loaded:
        data = compiled(domain, lang)
        _loaded[domain, lang] = None if data is None else gettext.GNUTranslations(io.BytesIO(data))
    return _loaded[domain, lang]


def entries(catalog: gettext.GNUTranslations) -> Mapping[object, str]:
    """Every entry of a read catalog: ``"ctxt\\x04msgid"`` → text, and ``("ctxt\\x04msgid",
    index)`` → the form ``index`` of a counted text. ``GNUTranslations`` keeps them in
    ``_catalog`` and has no public way to list them (or to tell a text translated as
    itself, ", ", from a missing one); its format has been the same since Python 2."""
    return catalog._catalog  # type: ignore[attr-defined]


class Texts(Mapping[str, str]):
    """One text of a :class:`Catalog` as ``{lang: text}``: the languages that have it in
    their own catalog (a missing one is absent, as in a table written by hand)."""

    def __init__(self, catalog: Catalog, key: str) -> None:
        self.catalog = catalog
        self.key = key

    def __getitem__(self, lang: str) -> str:
        text = self.catalog.own_text(self.key, lang)
        if text is None:
            raise KeyError(lang)
        return text

    def __iter__(self) -> Iterator[str]:
        return (lang for lang in LANGS if self.catalog.own_text(self.key, lang) is not None)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"Texts({self.catalog.domain!r}, {self.key!r}, {dict(self)!r})"


class Catalog(Mapping[str, Texts]):
    """A domain's texts. As a mapping it reads like the tables once written in the modules,
    ``{key: {lang: text}}``, a counted text as its forms ``{key}_one``, ``{key}_other``
    (and ``{key}_many`` … where a language's form differs from its "other"): what the tests
    and :func:`~cardgen.engine.common.missing_texts` inspect. The engine words its texts
    with :meth:`text` and :meth:`counted` (``pgettext`` / ``npgettext``, the source language
    standing in for a missing translation)."""

    def __init__(self, domain: str) -> None:
        self.domain = domain
        self._generation = -1
        self._index: tuple[dict[str, str], dict[str, tuple[str, str]]] | None = None
        self._keys: list[str] | None = None
        self._speaking: dict[str, gettext.GNUTranslations] = {}

    def _fresh(self) -> None:
        """Forget what was read through an earlier provider."""
        if self._generation != _generation:
            self._generation = _generation
            self._index, self._keys, self._speaking = None, None, {}

    def __repr__(self) -> str:
        return f"Catalog({self.domain!r})"

    def __reduce__(self) -> tuple[type[Catalog], tuple[str]]:
        """Pickled as its domain's name, read again where it is unpickled (what it has read
        cannot be pickled): a fault of a designer's engine, whose words are a catalog, is
        sent from the child process that ran it (:mod:`cardgen.commands.engine_timeout`)."""
        return (Catalog, (self.domain,))

    def source(self) -> gettext.GNUTranslations:
        """The catalog in the source language: the keys and their source texts."""
        found = translations(self.domain, SOURCE_LANG)
        if found is None:
            raise CatalogError(
                f"no catalog {self.domain!r} in {SOURCE_LANG} (the source language): the"
                " engine's texts are missing (docs/adding-a-language.md)"
            )
        return found

    def index(self) -> tuple[dict[str, str], dict[str, tuple[str, str]]]:
        """``(texts, counted)``: key → source text, and key → its source "one" and "other"
        forms (a key may be both: ``boats`` and the counted ``boats``)."""
        self._fresh()
        if self._index is None:
            texts: dict[str, str] = {}
            counted: dict[str, tuple[str, str]] = {}
            found = entries(self.source())
            for entry in found:
                if isinstance(entry, tuple):
                    name, form = entry
                    key, _, msgid = name.partition("\x04")
                    if form == 0 and key:
                        counted[key] = (msgid, found.get((name, 1), msgid))
                elif "\x04" in entry:
                    key, _, msgid = entry.partition("\x04")
                    texts[key] = msgid
            self._index = texts, counted
        return self._index

    def speaking(self, lang: str) -> gettext.GNUTranslations:
        """The catalog that words texts in ``lang``: its own, falling back to the source
        language's (or the source language's alone)."""
        self._fresh()
        if lang not in self._speaking:
            source = self.source()
            data = compiled(self.domain, lang) if lang != SOURCE_LANG else None
            if data is None:
                self._speaking[lang] = source
            else:  # (a copy of its own: the one of translations() stays without fallback)
                speaking = gettext.GNUTranslations(io.BytesIO(data))
                speaking.add_fallback(source)
                self._speaking[lang] = speaking
        return self._speaking[lang]

    def text(self, key: str, lang: str) -> str:
        """The text ``key`` in ``lang`` (in the source language where ``lang`` lacks it)."""
        msgid = self.index()[0][key]
        return self.speaking(lang).pgettext(key, msgid)

    def counted(self, key: str, n: int, lang: str) -> str:
        """The form of the counted text ``key`` for ``n`` in ``lang`` (its CLDR plural
        category: CLDR counts the absolute value, "−1 point"), by the source language's
        forms and rules where ``lang`` lacks it."""
        one, other = self.index()[1][key]
        return self.speaking(lang).npgettext(key, one, other, abs(n))

    def has_counted(self, key: str) -> bool:
        return key in self.index()[1]

    # the view {key: {lang: text}}

    def own_text(self, key: str, lang: str) -> str | None:
        """The text ``key`` (or the form ``{counted}_{category}``) in ``lang``'s own
        catalog, ``None`` where it has none."""
        texts, counted = self.index()
        own = translations(self.domain, lang)
        if key in texts:
            if own is None:
                return None
            return entries(own).get(f"{key}\x04{texts[key]}")
        group, _, category = key.rpartition("_")
        if group not in counted or own is None:
            return None
        found = entries(own)
        msgid = f"{group}\x04{counted[group][0]}"
        categories = rules_for(lang).categories
        if category not in categories:  # read as its "other"
            category = "other"
        return found.get((msgid, categories.index(category)))

    def keys_listed(self) -> list[str]:
        """The view's keys: every text's, and the forms of every counted text."""
        texts, counted = self.index()
        if self._keys is None:
            self._keys = self._forms(texts, counted)
        return self._keys

    def _forms(self, texts: Mapping[str, str], counted: Mapping[str, object]) -> list[str]:
        keys = list(texts)
        for group in counted:
            keys += [f"{group}_one", f"{group}_other"]
            for category in CATEGORIES:
                if category in ("one", "other"):
                    continue
                key = f"{group}_{category}"
                forms = [(self.own_text(key, lang), lang) for lang in LANGS]
                if any(
                    text is not None
                    and category in rules_for(lang).categories
                    and text != self.own_text(f"{group}_other", lang)
                    for text, lang in forms
                ):
                    keys.append(key)
        return keys

    def __getitem__(self, key: str) -> Texts:
        if key not in self:
            raise KeyError(key)
        return Texts(self, key)

    def __contains__(self, key: object) -> bool:
        if not isinstance(key, str):
            return False
        texts, counted = self.index()
        if key in texts:
            return True
        group, _, category = key.rpartition("_")
        return group in counted and key in self.keys_listed()

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys_listed())

    def __len__(self) -> int:
        return len(self.keys_listed())
