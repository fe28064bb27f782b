"""What a game adds to the score checker's front end, as data in its own folder.

The front end is cardgen's (``frontend/checker/``): its JavaScript modules, its own UI strings
(the catalog ``checker`` of ``cardgen/locale/``) and the widgets, ``widgets/<name>.js``, each
a part of a form the generic field kinds cannot draw. A game registers its parts in its
content, and no module of cardgen lists games:

``checker`` (``checker.yaml``)
    names the widgets its form uses (``kind: widget, widget: <name>``, a record mode's
    ``result: <name>``): the site's checker imports exactly the widgets its games name.
``checker_strings`` (once), or the catalog ``locale/<game>-checker.pot`` (with its ``.po``)
    the UI strings its widgets read, ``<key>: {en, de, …}`` (the built-in games keep them
    in the catalog, a designer's game may write either, not both); the site build adds them
    to the checker's own (``cardgen.site.checker_sources``). A key is lower-case letters,
    digits and ``_``, never one of the checker's own; two games may both give a key (two
    widgets sharing a word) only with the same texts.
``checker_icons`` (once; in ``checker.yaml``)
    ``{module, prefix}``: a faces module (under ``cardgen.render.faces.games``) whose
    ``ICONS`` the checker form draws, and the prefix of their names as the module
    registers them (``cardgen.site.checker_icons``). Where the module also draws
    swatches (``SWATCH_CATALOG``, ``draw_swatch``), the form's squares of that catalog's
    entries show them: the print's own fills (Circle the Wagons' terrains).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import Any

from cardgen.catalogs import PACKAGE_LOCALE, Domain, game_ui_domain, table
from cardgen.errors import Problem, UserError
from cardgen.model.languages import LANGS, SOURCE_LANG, spoken_list
from cardgen.model.reader import Reader, Section
from cardgen.model.types import IconSet, Text
from cardgen.resources import FRONTEND

FRONT_END = FRONTEND / "checker"
"""The checker's hand-written front end."""
WIDGET_DIR = FRONT_END / "widgets"
OWN_STRINGS = Domain("checker", PACKAGE_LOCALE, "cardgen")
"""The checker's own UI strings (``cardgen/locale/checker.pot`` and its ``.po``)."""
ICON_MODULES = "cardgen.render.faces.games."
"""Where a game's card icons may come from: its faces package (no other module is
imported on a content folder's word)."""
STRING_KEY = re.compile(r"^[a-z][a-z0-9_]*$")
MODULE_NAME = re.compile(r"^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$")


WIDGET_NAME = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")


def widget_names() -> list[str]:
    """The widgets cardgen has (``frontend/checker/widgets/<name>.js``, ``<name>`` lower-case
    words joined by ``-``), sorted."""
    return sorted(p.stem for p in WIDGET_DIR.glob("*.js") if WIDGET_NAME.match(p.stem))


def own_strings() -> Mapping[str, Mapping[str, str]]:
    """The checker's own UI strings: ``{lang: {key: text}}`` in every language, a missing
    translation in the source language (:func:`cardgen.catalogs.table`)."""
    by_key = table(OWN_STRINGS)
    return {lang: {key: str(texts[lang]) for key, texts in by_key.items()} for lang in LANGS}


def widgets_named(checker: Any) -> set[str]:
    """The widgets a checker definition names: its fields of ``kind: widget`` (at the top,
    in the players' forms and in each record mode) and its record modes' ``result``."""

    def fields(holder: Any) -> Iterator[Any]:
        if isinstance(holder, Mapping):
            yield from holder.get("fields") or ()
            for mode in holder.get("modes") or ():
                yield from fields(mode)

    found: set[str] = set()
    if not isinstance(checker, Mapping):
        return found
    holders = [checker, checker.get("players")]
    for mode in checker.get("modes") or ():
        holders.append(mode.get("players") if isinstance(mode, Mapping) else None)
        if isinstance(mode, Mapping) and isinstance(mode.get("result"), str):
            found.add(mode["result"])
    for holder in holders:
        for field in fields(holder):
            if not isinstance(field, Mapping) or field.get("kind") != "widget":
                continue
            if isinstance(field.get("widget"), str):
                found.add(field["widget"])
    return found


class CheckerFrontReader(Reader):
    """Reads a game's ``checker_strings`` and ``checker_icons`` sections."""

    sections: dict[str, list[Section]]

    def _checker_strings(self, game_id: str | None) -> Mapping[str, Text]:
        catalog = Domain(game_ui_domain(game_id or ""), self.folder / "locale", game_id or "")
        if catalog.template.is_file():
            if self.sections["checker_strings"]:
                source, path, _ = self.sections["checker_strings"][0]
                self._reporter(source)(
                    path,
                    f"the checker strings are in {self._display(catalog.template)} too:"
                    " keep them in one place",
                    key=True,
                )
                return MappingProxyType({})
            return self._catalog_strings(catalog)
        if not self.sections["checker_strings"]:
            return MappingProxyType({})
        source, path, value = self.sections["checker_strings"][0]
        report = self._reporter(source)
        if not isinstance(value, dict):
            langs = spoken_list(self.langs or LANGS, "and")
            report(path, f"expected a mapping of string keys to texts in {langs}")
            return MappingProxyType({})
        own = own_strings().get(SOURCE_LANG, {})
        out: dict[str, Text] = {}
        for key, text in value.items():
            here = (*path, key)
            if not isinstance(key, str) or not STRING_KEY.match(key):
                report(
                    here, f"'{key}' is not a string key (lower-case letters, digits, _)", key=True
                )
                continue
            if key in own:
                report(here, f"'{key}' is one of the checker's own strings: name yours", key=True)
                continue
            checked = self._text(source, text, here)
            if checked is not None:
                out[key] = checked
        return MappingProxyType(out)

    def _catalog_strings(self, catalog: Domain) -> Mapping[str, Text]:
        """A game's checker strings from its catalog, in each of its languages (the
        source text where a translation is missing: ``cardgen i18n status``)."""
        where = self._display(catalog.template)
        try:
            texts = table(catalog, self.langs)
        except UserError as error:  # not a catalog (cardgen.catalogs names the file)
            self.problems.append(Problem(where, 1, 1, "checker_strings", str(error)))
            return MappingProxyType({})
        own = own_strings().get(SOURCE_LANG, {})
        out: dict[str, Text] = {}
        for key, values in texts.items():
            problem = (
                f"'{key}' is not a string key (lower-case letters, digits, _)"
                if not STRING_KEY.match(key) or any(not isinstance(v, str) for v in values.values())
                else f"'{key}' is one of the checker's own strings: name yours"
                if key in own
                else None
            )
            if problem:
                self.problems.append(Problem(where, 1, 1, f"checker_strings.{key}", problem))
                continue
            out[key] = Text(MappingProxyType({lang: str(v) for lang, v in values.items()}))
        return MappingProxyType(out)

    def _checker_icons(self) -> IconSet | None:
        if not self.sections["checker_icons"]:
            return None
        source, path, value = self.sections["checker_icons"][0]
        data = self._keys(source, value, path, ("module", "prefix"))
        if data is None or "module" not in data or "prefix" not in data:
            return None
        report = self._reporter(source)
        module, prefix = data["module"], data["prefix"]
        good = True
        if not (
            isinstance(module, str)
            and MODULE_NAME.match(module)
            and module.startswith(ICON_MODULES)
        ):
            report((*path, "module"), f"expected a module of {ICON_MODULES.rstrip('.')}")
            good = False
        if not isinstance(prefix, str):
            report((*path, "prefix"), "expected the prefix of the icons' names (a text)")
            good = False
        return IconSet(module, prefix) if good else None
