"""Reading ``rules/<lang>.md``, one page per language of the game: the stable section ids of
every page must agree. A page in a language cardgen knows but the game does not declare is
an error (no site or print file would ever show it: see ``schema.check_text``)."""

from __future__ import annotations

import re
from pathlib import Path

from cardgen.errors import Problem
from cardgen.model.images import image_problem, markdown_images
from cardgen.model.reader import Reader
from cardgen.model.schema import undeclared_language
from cardgen.model.types import (
    LANGS,
    RulesPage,
    ScoringRule,
)

HEADING_ID = re.compile(r"^#{1,6}\s.*\{#([A-Za-z0-9_-]+)[^}]*\}\s*$", re.MULTILINE)


class RulesReader(Reader):
    def _rules(self, prefix: str | None, scoring: tuple[ScoringRule, ...]) -> dict[str, RulesPage]:
        pages: dict[str, RulesPage] = {}
        wanted = self.langs or tuple(
            lang for lang in LANGS if (self.folder / "rules" / f"{lang}.md").exists()
        )
        for lang in LANGS:
            if lang not in wanted:
                file = self.folder / "rules" / f"{lang}.md"
                if file.exists():
                    self.problems.append(
                        Problem(
                            self._display(file),
                            1,
                            1,
                            "(file)",
                            undeclared_language(lang, self.langs, "page"),
                        )
                    )
                continue
            file = self.folder / "rules" / f"{lang}.md"
            display = self._display(file)
            try:
                markdown = file.read_text(encoding="utf-8")
            except FileNotFoundError:
                self.problems.append(
                    Problem(display, 1, 1, "(file)", f"missing rules page in {lang}")
                )
                continue
            except (OSError, UnicodeDecodeError) as error:
                self.problems.append(Problem(display, 1, 1, "(file)", f"unreadable: {error}"))
                continue
            ids: list[str] = []
            for match in HEADING_ID.finditer(markdown):
                line = markdown.count("\n", 0, match.start()) + 1
                section = match.group(1)
                if section in ids:
                    self.problems.append(Problem(display, line, 1, section, "duplicate section id"))
                if prefix and not section.startswith(prefix + "-"):
                    self.problems.append(
                        Problem(display, line, 1, section, f"section ids start with '{prefix}-'")
                    )
                ids.append(section)
            pages[lang] = RulesPage(lang, markdown, tuple(ids), self._rules_images(file, markdown))
        first = (wanted or LANGS)[0]
        if first in pages:
            reference = pages[first].section_ids
            for lang, page in pages.items():
                missing = [s for s in reference if s not in page.section_ids]
                extra = [s for s in page.section_ids if s not in reference]
                display = self._display(self.folder / "rules" / f"{lang}.md")
                if missing:
                    self.problems.append(
                        Problem(
                            display,
                            1,
                            1,
                            "(sections)",
                            f"missing section ids of {first}.md: " + ", ".join(missing),
                        )
                    )
                if extra:
                    self.problems.append(
                        Problem(
                            display,
                            1,
                            1,
                            "(sections)",
                            f"section ids not in {first}.md: " + ", ".join(extra),
                        )
                    )
            for source, path, section in self._section_refs:
                if section not in reference:
                    message = f"no rules section '{{#{section}}}' in rules/{first}.md"
                    self.problems.append(source.problem(path, message))
        return pages

    def _rules_images(self, file: Path, markdown: str) -> tuple[tuple[str, Path], ...]:
        """The page's local images, each checked (inside the game's folder, a PNG, JPEG or
        SVG); a missing or bad one is a problem located at its link."""
        images: dict[str, Path] = {}
        for line, col, written in markdown_images(markdown):
            message, ref = image_problem(written, file.parent, self.folder)
            if message or ref.file is None:
                self.problems.append(
                    Problem(self._display(file), line, col, "image", message or "?")
                )
                continue
            images[written] = ref.file
        return tuple(sorted(images.items()))
