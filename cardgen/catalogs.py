"""The gettext catalogs on the host: where they are, compiled for the engine, and how
complete they are (``cardgen i18n status``, the site build's check).

A *domain* is one table of texts: of the engine's (:mod:`cardgen.engine.catalogs`), of
the print files' (:data:`PRINTED`: the words on a game's faces, ``<game>-faces``, read by
:mod:`cardgen.render.faces.words`; the rules booklet's design markers, ``booklet``), or of a
user interface (:data:`UI_DOMAINS`: the checker's, the rules site's, the print files' and
``cardgen score``'s own words; a game's checker strings in ``<game>-checker``), which the
host reads whole (:func:`table`). Its template
``<domain>.pot`` (the keys and their texts in the source language) and its translations
``<lang>/LC_MESSAGES/<domain>.po`` live in a ``locale`` folder: ``cardgen/locale/`` for the
engine's shared texts, ``content/<game>/locale/`` for a built-in game's, and
``<content>/<game>/locale/`` for a game loaded from a content folder (a designer's:
:mod:`cardgen.content_locales`) (docs/adding-a-language.md).

:func:`compiled_catalog` is the engine's provider on the host (registered on import of
``cardgen``): it compiles a ``.po`` with Babel into the user's cache
(``cardgen.resources.cache_dir()/catalogs/``), keyed by its content, on first use. The
source language's catalog is the template itself, each text its own translation. The site
build compiles the same into the checker's engine bundle (:func:`bundled_catalogs`).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from cardgen.engine.languages import LANGS, SOURCE_LANG

PACKAGE_LOCALE = Path(__file__).resolve().parent / "locale"
"""cardgen's own texts: the engine's ``engine`` (list joints, points), ``engine-faults``,
``record-faults``, the rules booklet's design markers ``booklet``, and the user
interfaces' (:data:`UI_DOMAINS`)."""

PRINTED = ("-faces", "booklet")
"""How the name of a domain of the print files ends: read on the host only, so not
compiled into the checker's engine bundle."""

FORMAT = b"mo-1"
"""Part of a compiled catalog's cache key: changed when :func:`mo_bytes` compiles
differently."""


UI_DOMAINS = (
    "checker", "site", "press", "booklet-words", "commands", "player-aids", "item-words"
)  # fmt: skip
"""cardgen's user interfaces' domains: the score checker's own UI strings, the rules
site's, the print files' and the rules booklet's own words, ``cardgen score``'s, the player
aids' and score sheets' titles and notes, and the words for an item without a name. A
game's checker strings are the domain ``<game>-checker`` of its folder
(:func:`game_ui_domain`)."""


@dataclass(frozen=True)
class Domain:
    """One catalog's files: ``folder/<name>.pot`` and ``folder/<lang>/LC_MESSAGES/<name>.po``."""

    name: str
    folder: Path
    owner: str
    """``cardgen`` for the engine's shared texts, else the game's id."""

    @property
    def template(self) -> Path:
        return self.folder / f"{self.name}.pot"

    def po(self, lang: str) -> Path:
        return self.folder / lang / "LC_MESSAGES" / f"{self.name}.po"

    @property
    def printed(self) -> bool:
        """A domain of the print files (:data:`PRINTED`), not of the engine."""
        return self.name.endswith(PRINTED)

    @property
    def for_engine(self) -> bool:
        """Whether the engine reads it (compiled into its bundle): not a domain of the print
        files, not a user interface's."""
        if self.printed:
            return False
        if self.owner == "cardgen":
            return self.name not in UI_DOMAINS
        return self.name != game_ui_domain(self.owner)


def own_domain(name: str) -> Domain:
    """One of cardgen's own domains (``cardgen/locale/<name>.pot``)."""
    return Domain(name, PACKAGE_LOCALE, "cardgen")


def game_ui_domain(game_id: str) -> str:
    """The name of a game's checker strings' domain."""
    return f"{game_id}-checker"


def locale_folders() -> list[tuple[str, Path]]:
    """``(owner, folder)`` of every ``locale`` folder in use: cardgen's own, then each
    game's: the built-in games' (``content/<game>/locale``) and those of the games loaded
    from content folders (:mod:`cardgen.content_locales`), which replace a built-in game's
    of the same id."""
    from cardgen.content_locales import content_locales
    from cardgen.resources import CONTENT

    games = {p.parent.name: p for p in Path(CONTENT).glob("*/locale") if p.is_dir()}
    games.update(content_locales())
    return [("cardgen", PACKAGE_LOCALE), *sorted(games.items())]


@cache
def domains() -> dict[str, Domain]:
    """Every domain in use, by name (a name is unique across the folders: two templates of
    one name are a :class:`~cardgen.errors.UserError` naming both)."""
    out: dict[str, Domain] = {}
    for owner, folder in locale_folders():
        for template in sorted(folder.glob("*.pot")):
            name = template.stem
            if name in out:
                from cardgen.errors import UserError

                raise UserError(
                    f"two catalogs are named {name!r}: {out[name].template} and {template}"
                    " (a domain's name is unique: name a game's catalogs after its id)"
                )
            out[name] = Domain(name, folder, owner)
    return out


def read(path: Path, lang: str | None):  # -> babel.messages.catalog.Catalog
    """The catalog ``path`` (in ``lang``); one that cannot be read is a
    :class:`~cardgen.errors.UserError` naming it (``cardgen validate`` says where a game's
    is wrong: :func:`cardgen.content_locales.catalog_problems`)."""
    from babel.messages.pofile import PoFileError, read_po

    from cardgen.errors import UserError

    try:
        with path.open("rb") as handle:
            return read_po(handle, locale=lang, abort_invalid=True)
    except (OSError, ValueError, PoFileError) as error:
        raise UserError(f"{path}: cannot read the catalog: {error}") from error


def source_catalog(domain: Domain):  # -> babel.messages.catalog.Catalog
    """The template as the source language's catalog: each text its own translation."""
    catalog = read(domain.template, SOURCE_LANG)
    for message in catalog:
        if message.id:
            message.string = message.id
    return catalog


def mo_bytes(domain: Domain, lang: str) -> bytes | None:
    """``domain`` in ``lang`` compiled (``.mo``), ``None`` where it has no catalog; fuzzy
    and empty entries left out (the engine reads them in the source language)."""
    from babel.messages.mofile import write_mo

    if lang == SOURCE_LANG:
        catalog = source_catalog(domain)
    elif domain.po(lang).is_file():
        catalog = read(domain.po(lang), lang)
    else:
        return None
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def cache_folder() -> Path:
    from cardgen.resources import cache_dir

    return cache_dir() / "catalogs"


def compiled_catalog(name: str, lang: str) -> bytes | None:
    """The engine's provider on the host: ``name`` in ``lang`` compiled, from the user's
    cache when its source has not changed (keyed by the source's bytes: the template for
    the source language, else the ``.po``); ``None`` for a language or domain without
    one."""
    domain = domains().get(name)
    if domain is None:
        return None
    source = domain.template if lang == SOURCE_LANG else domain.po(lang)
    try:
        data = source.read_bytes()
    except OSError:
        return None
    job = b"%s\0%s\0%s\0" % (FORMAT, lang.encode(), name.encode())
    key = hashlib.sha256(job + data).hexdigest()
    cached = cache_folder() / f"{key}.mo"
    try:
        return cached.read_bytes()
    except OSError:
        pass
    compiled = mo_bytes(domain, lang)
    if compiled is not None:
        from cardgen.errors import UserError
        from cardgen.press.atomic import atomic_write

        with contextlib.suppress(OSError, UserError):  # unwritable: compiled again next time
            atomic_write(cached, compiled)
    return compiled


def bundled_catalogs(owners: Iterable[str] | None = None) -> list[tuple[str, bytes]]:
    """``(name in the engine bundle, bytes)`` of every compiled catalog of the engine in
    every language (``cardgen/engine/locale/<lang>/LC_MESSAGES/<domain>.mo``, where
    :func:`cardgen.engine.catalogs.bundled_catalog` reads them): cardgen's and, of the
    games, those of ``owners`` (every game's when ``None``); not the print files'."""
    wanted = None if owners is None else {"cardgen", *owners}
    out = []
    for domain in domains().values():
        if not domain.for_engine or (wanted is not None and domain.owner not in wanted):
            continue
        for lang in LANGS:
            data = compiled_catalog(domain.name, lang)
            if data is not None:
                out.append((f"cardgen/engine/locale/{lang}/LC_MESSAGES/{domain.name}.mo", data))
    return out


def _texts(path: Path, lang: str | None) -> dict[str, tuple[str, str, bool]]:
    """key (``msgctxt``) → ``(msgid, msgstr, fuzzy)`` of one catalog; a file that is not
    one is a :class:`~cardgen.errors.UserError` naming it."""
    catalog = read(path, lang)
    return {
        str(m.context or m.id): (m.id, m.string, m.fuzzy)
        for m in catalog
        if m.id and isinstance(m.id, str)
    }


LIST_ITEM = re.compile(r"^(?P<key>.+)\.(?P<n>[0-9]+)$")
"""A key of one item of a list of texts: ``printing_steps.0``, ``printing_steps.1`` …"""


def table(domain: Domain, langs: Iterable[str] = LANGS) -> dict[str, dict[str, str | list[str]]]:
    """A user interface's texts, ``{key: {lang: text}}`` in the template's order, in every
    language of ``langs``: a missing, empty or fuzzy translation reads the source text
    (``cardgen i18n status`` lists them; the site build refuses them for what it ships).
    The items of a list (keys ``<key>.0``, ``<key>.1`` …) are put together again as
    ``{key: {lang: [text, …]}}``. Read again only when a file's content changed (the
    result is shared: not to be changed)."""
    langs = tuple(langs)
    digest = "\0".join(_content_digest(path) for path in _files(domain, langs))
    return _table(domain, langs, digest)


@cache
def _files(domain: Domain, langs: tuple[str, ...]) -> tuple[str, ...]:
    """The files :func:`table` reads: the template and the catalog of each language."""
    paths = [domain.template, *(domain.po(lang) for lang in langs if lang != SOURCE_LANG)]
    return tuple(str(path) for path in paths)


_DIGESTS: dict[tuple[str, int, int], str] = {}
"""``(path, mtime, size)`` → the file's SHA-256: a file is read again (and hashed) only
when it may have changed, so that the press can ask for a word a thousand times."""


def _content_digest(path: str) -> str:
    """The SHA-256 of ``path``'s bytes, ``"none"`` where there is no file."""
    try:
        found = os.stat(path)
    except OSError:
        return "none"
    key = (path, found.st_mtime_ns, found.st_size)
    if key not in _DIGESTS:
        _DIGESTS[key] = hashlib.sha256(Path(path).read_bytes()).hexdigest()
    return _DIGESTS[key]


@cache
def _table(domain: Domain, langs: tuple[str, ...], digest: str) -> dict[str, dict[str, Any]]:
    """:func:`table` of the files whose contents hash to ``digest`` (the cache key)."""
    del digest
    source = _texts(domain.template, None)
    out: dict[str, dict[str, str | list[str]]] = {key: {} for key in source}
    for lang in langs:
        own = (
            {}
            if lang == SOURCE_LANG or not domain.po(lang).is_file()
            else _texts(domain.po(lang), lang)
        )
        for key, (msgid, _, _) in source.items():
            found = own.get(key)
            done = found is not None and found[0] == msgid and found[1] and not found[2]
            out[key][lang] = found[1] if done else msgid
    whole: dict[str, dict[str, str | list[str]]] = {}
    for key, texts in out.items():
        item = LIST_ITEM.match(key)
        if item is None:
            whole[key] = texts
            continue
        items = whole.setdefault(item["key"], {lang: [] for lang in texts})
        for lang, text in texts.items():
            items[lang].append(text)  # type: ignore[union-attr]
    return whole


@dataclass(frozen=True)
class Status:
    """How complete one domain is in one language."""

    domain: Domain
    lang: str
    total: int
    missing: tuple[str, ...]
    """The keys (``msgctxt``) without a translation: no catalog, no entry, an empty one."""
    fuzzy: tuple[str, ...]
    """The keys whose translation is marked fuzzy (read in the source language until
    checked)."""


def status(domain: Domain, lang: str) -> Status:
    """What ``domain`` lacks in ``lang`` (nothing in the source language)."""
    template = [m for m in read(domain.template, None) if m.id]
    keys = [str(m.context or m.id) for m in template]
    if lang == SOURCE_LANG:
        return Status(domain, lang, len(keys), (), ())
    if not domain.po(lang).is_file():
        return Status(domain, lang, len(keys), tuple(keys), ())
    catalog = read(domain.po(lang), lang)
    missing, fuzzy = [], []
    for message, key in zip(template, keys, strict=True):
        found = catalog.get(message.id, message.context)
        strings = found.string if found is not None else ""
        done = all(strings) if isinstance(strings, tuple | list) else bool(strings)
        if not done:
            missing.append(key)
        elif found.fuzzy:
            fuzzy.append(key)
    return Status(domain, lang, len(keys), tuple(missing), tuple(fuzzy))


def statuses(owners: Iterable[str] | None = None, langs: Iterable[str] = LANGS) -> list[Status]:
    """:func:`status` of every domain (of ``owners``: ``cardgen`` and game ids) in every
    language of ``langs``."""
    wanted = None if owners is None else set(owners)
    return [
        status(domain, lang)
        for domain in domains().values()
        if wanted is None or domain.owner in wanted
        for lang in langs
    ]


def use_on_the_host() -> None:
    """Make the engine read the catalogs through :func:`compiled_catalog`."""
    from cardgen.engine.catalogs import use_provider

    use_provider(compiled_catalog)


def missing_strings(wanted: Mapping[str, Iterable[str]]) -> list[str]:
    """``file: the text 'key' has no translation in lang`` (or only a fuzzy one, which the
    engine reads in the source language) for every text a shipped catalog lacks, where
    ``wanted`` maps an owner (``cardgen``, a game's id) to the languages it must have;
    an owner without catalogs (a game without a ``locale`` folder) wants none."""
    out = []
    for owner, langs in wanted.items():
        out += lacking(statuses([owner], langs))
    return out


def ui_missing_strings(langs: Iterable[str]) -> list[str]:
    """:func:`missing_strings` of cardgen's user interfaces (:data:`UI_DOMAINS`) in
    ``langs``."""
    ui = [d for d in domains().values() if d.owner == "cardgen" and not d.for_engine]
    return lacking([status(domain, lang) for domain in ui for lang in langs])


def lacking(found: Iterable[Status]) -> list[str]:
    """One line per text lacking in ``found``, its file named."""
    out = []
    for item in found:
        where = item.domain.po(item.lang)
        try:
            shown = where.relative_to(Path.cwd())
        except ValueError:
            shown = where
        out += [f"{shown}: the text {key!r} has no translation" for key in item.missing]
        out += [f"{shown}: the text {key!r} is fuzzy (not checked)" for key in item.fuzzy]
    return out
