"""The ``locale`` folders of the games loaded from content folders: a designer's game keeps
its texts in gettext catalogs as the built-in games do (``<content>/<game>/locale/
<domain>.pot`` and ``<lang>/LC_MESSAGES/<domain>.po``), and the loader tells this module
where they are for every game it loads (as it registers the game's engine:
:mod:`cardgen.engine.registry`). :func:`cardgen.catalogs.locale_folders` adds them to
cardgen's own and the built-in games', so everything that reads catalogs reads them: the
engine (``cardgen score``, the checker's engine bundle), the print files, the build's check
of missing texts and ``cardgen i18n status``.
"""

from __future__ import annotations

import hashlib
import io
from collections.abc import Callable, Mapping
from pathlib import Path
from string import Formatter

from cardgen.catalog_placeholders import Entry, placeholder_problems
from cardgen.errors import Problem

_FOLDERS: dict[str, Path] = {}
"""Game id → the ``locale`` folder of the game of that id loaded from a content folder: a
designer's game, or a copy of a built-in game that replaces it."""


def content_locales() -> dict[str, Path]:
    """Game id → its ``locale`` folder, of the games loaded from content folders; a folder
    gone since (a temporary copy) is left out."""
    return {game: folder for game, folder in _FOLDERS.items() if folder.is_dir()}


def use_game_locale(game_id: str, game_folder: Path) -> None:
    """Read the catalogs of the game ``game_id`` loaded from ``game_folder`` from its
    ``locale`` folder from now on. A game without one (or a built-in game) forgets the
    folder an earlier game of its id had. A domain of the folder that another folder has
    too is a :class:`~cardgen.errors.UserError` naming both files, and the folder is not
    used."""
    from cardgen.resources import CONTENT

    folder = (game_folder / "locale").resolve()
    builtin = (Path(CONTENT) / game_id / "locale").resolve()
    wanted = folder if folder.is_dir() and folder != builtin else None
    if _FOLDERS.get(game_id) == wanted:
        return
    before = dict(_FOLDERS)
    if wanted is None:
        _FOLDERS.pop(game_id, None)
    else:
        _FOLDERS[game_id] = wanted
    try:
        _changed()
    except Exception:
        use_game_locales(before)
        raise


def forget_game_locale(game_id: str) -> None:
    """Read no catalogs of a game of ``game_id`` from a content folder (the game did not
    load: its catalogs may be what is wrong with it); a built-in game's are read again."""
    if game_id in _FOLDERS:
        use_game_locales({game: f for game, f in _FOLDERS.items() if game != game_id})


def game_locales() -> dict[str, Path]:
    """The folders of :func:`use_game_locale` so far: what a process started afresh
    (``spawn``) is given to read the same catalogs (:func:`use_game_locales`)."""
    return dict(_FOLDERS)


def use_game_locales(folders: Mapping[str, Path]) -> None:
    """Read the games' catalogs from ``folders`` (another process's :func:`game_locales`)."""
    if dict(folders) != _FOLDERS:
        _FOLDERS.clear()
        _FOLDERS.update(folders)
        _changed()


def _changed() -> None:
    """The folders changed: the domains are found again (a clash is raised now) and the
    engine reads its catalogs again."""
    from cardgen.catalogs import domains
    from cardgen.engine.catalogs import reread

    domains.cache_clear()
    domains()
    reread()


Found = tuple[tuple[int, str, str], ...]
"""A catalog's problems as ``(line, field path, message)``, whatever file it is in."""

_CHECKED: dict[tuple[str, str | None], tuple[Found, tuple[Entry, ...]]] = {}
"""``(SHA-256 of a catalog's bytes, its language)`` → its problems and its entries: a
catalog is parsed once per content (a copy of a built-in game, loaded again and again, ~1 s
each time)."""


def catalog_problems(game_folder: Path, display: Callable[[Path], str]) -> list[Problem]:
    """What ``cardgen validate`` says of the catalogs of a game of a content folder (the
    built-in games' are held by the tests): a file that is not a gettext catalog, a
    translation that is not a format text, and one whose ``{names}`` disagree with its
    entry's other texts (:mod:`cardgen.catalog_placeholders`), each at its file and line;
    ``display`` names a file as the loader does."""
    from cardgen.resources import CONTENT

    folder = game_folder / "locale"
    builtin = Path(CONTENT) / game_folder.name / "locale"
    if not folder.is_dir() or folder.resolve() == builtin.resolve():
        return []
    found = [(path, None) for path in sorted(folder.glob("*.pot"))]
    found += [(path, path.parent.parent.name) for path in sorted(folder.glob("*/LC_MESSAGES/*.po"))]
    problems = []
    by_domain: dict[str, dict[str, tuple[Path, tuple[Entry, ...]]]] = {}
    for path, lang in found:
        try:
            data = path.read_bytes()
        except OSError as error:
            text = f"cannot read the catalog: {error.strerror or error}"
            problems.append(Problem(display(path), 1, 1, "(catalog)", text))
            continue
        key = (hashlib.sha256(data).hexdigest(), lang)
        if key not in _CHECKED:
            if len(_CHECKED) > 512:  # (edited again and again: a fuzzing test)
                _CHECKED.clear()
            _CHECKED[key] = _problems(data, lang)
        said, entries = _CHECKED[key]
        problems += [Problem(display(path), line, 1, at, text) for line, at, text in said]
        if lang is not None and not said:
            by_domain.setdefault(path.stem, {})[lang] = (path, entries)
    built_in = _built_in_entries(builtin)
    for domain, catalogs in by_domain.items():
        problems += [
            Problem(display(catalogs[lang][0]), line, 1, at, text)
            for lang, line, at, text in placeholder_problems(
                {lang: entries for lang, (_, entries) in catalogs.items()},
                {lang: one_is_only_1(lang) for lang in catalogs},
                built_in.get(domain),
            )
        ]
    return problems


def _built_in_entries(folder: Path) -> dict[str, dict[str, tuple[Entry, ...]]]:
    """Domain → language → entries of the built-in game's catalogs in ``folder`` (none for
    a designer's game): what a copy of a built-in game is held to."""
    out: dict[str, dict[str, tuple[Entry, ...]]] = {}
    for path in sorted(folder.glob("*/LC_MESSAGES/*.po")) if folder.is_dir() else []:
        lang = path.parent.parent.name
        data = path.read_bytes()
        key = (hashlib.sha256(data).hexdigest(), lang)
        if key not in _CHECKED:
            _CHECKED[key] = _problems(data, lang)
        out.setdefault(path.stem, {})[lang] = _CHECKED[key][1]
    return out


def one_is_only_1(lang: str) -> bool:
    """Whether ``lang``'s CLDR "one" holds no whole number but 1 (French's holds 0 too)."""
    from cardgen.engine.plurals import rules_for

    rules = rules_for(lang)
    return not any(rules(n) == "one" for n in (0, *range(2, 1001)))


def _problems(data: bytes, lang: str | None) -> tuple[Found, tuple[Entry, ...]]:
    """The problems of one catalog's bytes (:data:`Found`), and its entries as
    :func:`~cardgen.catalog_placeholders.placeholder_problems` reads them."""
    from babel.messages.pofile import PoFileError, read_po

    try:
        catalog = read_po(io.BytesIO(data), locale=lang, abort_invalid=True)
    except PoFileError as error:
        line = max(int(getattr(error, "lineno", 1) or 1), 1)
        said = str(error).removesuffix(f" on {line}")
        return ((line, "(catalog)", f"not a gettext catalog: {said}"),), ()
    except (ValueError, UnicodeDecodeError) as error:
        return ((1, "(catalog)", f"cannot read the catalog: {error}"),), ()
    text = "the translation is not a format text: write a { or } as {{ or }}"
    found = tuple(
        (message.lineno or 1, str(message.context or message.id), text)
        for message in catalog
        if message.id and message.string and not _format_texts(message.string)
    )
    entries = tuple(
        Entry(
            str(message.context or _forms(message.id)[0]),
            message.lineno or 1,
            _forms(message.id),
            _forms(message.string),
        )
        for message in catalog
        if message.id
    )
    return found, entries


def _forms(texts: object) -> tuple[str, ...]:
    """A ``msgid``/``msgstr`` as its forms (one for a text, several for a counted one)."""
    return tuple(
        str(text or "") for text in (texts if isinstance(texts, tuple | list) else (texts,))
    )


def _format_texts(texts: object) -> bool:
    """Whether a translation (or each of its forms) is a format text the engine can fill in
    (no lone ``{`` or ``}``). Its ``{names}`` are held to its entry's other texts by
    :mod:`cardgen.catalog_placeholders`."""
    for text in _forms(texts):
        try:
            list(Formatter().parse(text))
        except ValueError:
            return False
    return True
