"""Reading the ``scoring`` section (the scoring rules as data: ids, names, ``params``, the
rules section each implements) and the ``glossary`` section (terms and definitions). Both
are lists of entries with ids unique in the game, and may be split over several files."""

from __future__ import annotations

from types import MappingProxyType

from cardgen.model.reader import Reader, Section
from cardgen.model.schema import SLUG
from cardgen.model.types import GlossaryTerm, ScoringRule


class ScoringReader(Reader):
    sections: dict[str, list[Section]]

    def _scoring(self) -> tuple[ScoringRule, ...]:
        rules: list[ScoringRule] = []
        seen: set[str] = set()
        for source, path, value in self.sections["scoring"]:
            report = self._reporter(source)
            if not isinstance(value, list):
                report(path, "expected a list of scoring rules")
                continue
            for i, entry in enumerate(value):
                here = (*path, i)
                data = self._keys(
                    source,
                    entry,
                    here,
                    ("id", "name", "section"),
                    ("summary", "kind", "params", "provenance"),
                )
                if data is None:
                    continue
                rule_id = self._id(source, data.get("id"), (*here, "id"))
                if rule_id in seen:
                    report((*here, "id"), f"duplicate scoring rule id '{rule_id}'")
                    rule_id = None
                elif rule_id:
                    seen.add(rule_id)
                name = self._text(source, data.get("name"), (*here, "name"))
                section = self._id(source, data.get("section"), (*here, "section"))
                summary = None
                if "summary" in data:
                    summary = self._text(source, data["summary"], (*here, "summary"))
                kind = data.get("kind", "rule")
                if not isinstance(kind, str) or not SLUG.match(kind):
                    report((*here, "kind"), "expected a lower-case-slug kind")
                params = data.get("params", {})
                if not isinstance(params, dict):
                    report((*here, "params"), "expected a mapping of parameters")
                    params = {}
                prov = None
                if "provenance" in data:
                    prov = self._provenance(source, data["provenance"], (*here, "provenance"))
                if rule_id and name and section:
                    rules.append(
                        ScoringRule(
                            rule_id,
                            name,
                            section,
                            summary,
                            str(kind),
                            MappingProxyType(params),
                            prov,
                        )
                    )
                    self._section_refs.append((source, (*here, "section"), section))
        return tuple(rules)

    def _glossary(self) -> tuple[GlossaryTerm, ...]:
        terms: list[GlossaryTerm] = []
        seen: set[str] = set()
        for source, path, value in self.sections["glossary"]:
            report = self._reporter(source)
            if not isinstance(value, list):
                report(path, "expected a list of terms")
                continue
            for i, entry in enumerate(value):
                here = (*path, i)
                data = self._keys(source, entry, here, ("id", "term", "definition"))
                if data is None:
                    continue
                term_id = self._id(source, data.get("id"), (*here, "id"))
                if term_id in seen:
                    report((*here, "id"), f"duplicate glossary id '{term_id}'")
                    term_id = None
                elif term_id:
                    seen.add(term_id)
                term = self._text(source, data.get("term"), (*here, "term"))
                definition = self._text(source, data.get("definition"), (*here, "definition"))
                if term_id and term and definition:
                    terms.append(GlossaryTerm(term_id, term, definition))
        return tuple(terms)
