"""A designer's game's catalogs as a test reads them: ``cardgen new`` in a temporary folder,
the words of its ``.po`` files (a counted text's forms by CLDR category) and a translator's
edit of them (tests/test_new_catalog.py, tests/test_new_placeholders.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Message
from babel.messages.pofile import read_po, write_po

from cardgen.cli import main
from cardgen.engine.plurals import plural_category, rules_for
from cardgen.model import LANGS, SOURCE_LANG

OTHERS = [lang for lang in LANGS if lang != SOURCE_LANG]


def new_game(tmp_path: Path, game_id: str, languages: str | None = None) -> Path:
    """``cardgen new game_id`` in ``tmp_path/mine``; returns the game's folder."""
    content = tmp_path / "mine"
    given = ["--languages", languages] if languages else []
    assert main(["new", game_id, "--content", str(content), *given]) == 0
    return content / game_id


def po_path(folder: Path, lang: str) -> Path:
    return folder / "locale" / lang / "LC_MESSAGES" / f"{folder.name}.po"


@dataclass(frozen=True)
class Forms:
    """A counted text's forms in the language ``lang`` that has them (the source language's
    where a ``.po`` lacks the text): CLDR category → form, in the order of ``msgstr[n]``."""

    lang: str
    by_category: dict[str, str]

    def __call__(self, n: int) -> str:
        """The form that goes with ``n``, by ``lang``'s CLDR rules (French "0 set")."""
        return self.by_category[plural_category(n, self.lang)]

    def forms(self) -> tuple[str, ...]:
        return tuple(self.by_category.values())


Text = str | Forms
"""A text of a catalog: a plain one, or a counted one's forms."""


def entry_text(message: Message, lang: str, own: bool) -> Text | None:
    """The text of a catalog entry in ``lang``: its ``msgstr`` (``own``) or its English
    ``msgid`` (the template); ``None`` where a translation lacks it (or a form of it)."""
    if not message.pluralizable:
        return str(message.string if own else message.id) or None
    forms = tuple(message.string) if own else tuple(message.id)
    categories = rules_for(lang).categories
    if len(forms) != len(categories) or not all(forms):
        return None
    return Forms(lang, dict(zip(categories, forms, strict=True)))


def words(folder: Path, lang: str) -> dict[str, Text]:
    """The engine's words in ``lang`` as its catalog has them: key → text, a counted text's
    forms as :class:`Forms` (the template's English for the source language and where the
    ``.po`` has none)."""
    template = read_po((folder / "locale" / f"{folder.name}.pot").open("rb"))
    english = {str(m.context): entry_text(m, SOURCE_LANG, own=False) for m in template if m.id}
    if lang == SOURCE_LANG or not po_path(folder, lang).is_file():
        return english
    catalog = read_po(po_path(folder, lang).open("rb"), locale=lang)
    own = {str(m.context): entry_text(m, lang, own=True) for m in catalog if m.id}
    return {key: own.get(key) or text for key, text in english.items()}


def set_translations(path: Path, texts: Mapping[str, Text]) -> None:
    """Give the entries of the catalog ``path`` (of the language of its folder) these
    translations (key → ``msgstr``, or a counted text's :class:`Forms` → ``msgstr[n]``),
    as a translator does in a PO editor, which writes the language's ``Plural-Forms``."""
    lang = path.parent.parent.name
    catalog = read_po(path.open("rb"), locale=lang)
    for message in catalog:
        text = texts.get(str(message.context)) if message.id else None
        if isinstance(text, Forms):
            message.string = text.forms()
        elif text is not None:
            message.string = text
    with path.open("wb") as out:
        write_po(out, catalog, width=0)
