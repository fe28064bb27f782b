"""``cardgen/languages.json`` read by the model: each entry whole, its plural rules in CLDR's
syntax, a fault said with the file, the entry and the language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardgen.errors import UserError
from cardgen.model import LANGS, language, languages
from cardgen.model.languages import LANGUAGES_FILE

ENTRY = {
    "code": "xx",
    "name": "Xx",
    "theme": "en",
    "search": "en",
    "decimal": ".",
    "colon": ": ",
    "bytes": {"kB": "{n} KB", "MB": "{n} MB"},
}


def written(tmp_path: Path, *entries: object) -> Path:
    path = tmp_path / "languages.json"
    path.write_text(json.dumps({"languages": list(entries)}), encoding="utf-8")
    return path


def test_the_shipped_file_reads_whole():
    assert tuple(entry.code for entry in languages()) == LANGS
    assert all(language(code).plural.get("one") for code in LANGS)
    assert languages(LANGUAGES_FILE) == languages()


def test_a_label_and_its_value_are_joined_by_the_languages_colon():
    from cardgen.model import labelled

    assert labelled("Players", "3–5", "en") == "Players: 3–5"
    assert labelled("Joueurs", "3–5", "fr") == "Joueurs\u00a0: 3–5"  # French: a no-break space


def test_a_file_size_reads_in_the_languages_units():
    from cardgen.model.languages import file_size

    assert file_size(185_000, "en") == "185 KB"
    assert file_size(185_000, "fr") == "185\u00a0Ko"  # kilo-octets
    assert file_size(2_500_000, "fr") == "2,5\u00a0Mo"  # decimal comma, mega-octets


def test_an_entry_with_plural_rules_reads(tmp_path: Path):
    path = written(tmp_path, {**ENTRY, "plural": {"one": "i = 0,1"}})
    (entry,) = languages(path)
    assert entry.code == "xx" and dict(entry.plural) == {"one": "i = 0,1"}


@pytest.mark.parametrize(
    "entry, message",
    [
        ({**ENTRY, "plural": {"one": "i = "}}, "languages[0].plural (xx): expected a number"),
        ({**ENTRY, "plural": {"uno": "i = 1"}}, "unknown plural category 'uno'"),
        ({**ENTRY, "plural": "i = 1"}, "expected an object of category: condition"),
        (ENTRY, "languages[0] (xx): missing plural"),
        ({**ENTRY, "plural": {}, "stemmer": "en"}, "languages[0] (xx): unknown stemmer"),
        (
            {**ENTRY, "plural": {}, "bytes": {"kB": "KB"}},
            'languages[0].bytes (xx): expected {"kB": …, "MB": …}',
        ),
        (["xx"], "languages[0]: expected an object with code, name"),
    ],
)
def test_a_bad_entry_is_said_with_the_file_and_the_language(tmp_path: Path, entry, message):
    path = written(tmp_path, entry)
    with pytest.raises(UserError) as caught:
        languages(path)
    assert str(caught.value).startswith(f"{path}: ") and message in str(caught.value)
