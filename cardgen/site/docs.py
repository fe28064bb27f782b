"""Generating the docs tree of one language: Markdown pages, mkdocs config, copied files.

Every language gets the same page paths (so the language selector and deep links work):

    index.md                      home: the site's games, in their order (``site_order``)
    <game>/index.md               overview: facts, provenance, downloads, printing
    <game>/rules/index.md         the game's rules (content/<game>/rules/<lang>.md)
    <game>/cards/index.md         gallery of every face (SVGs from the print step)
    <game>/glossary/index.md      the game's terms
    <game>/checker/index.md       the score checker (cardgen.site.checker) of a game with an engine
    <game>/downloads/             PDFs (A4, Letter) and the SVGs as a zip
    assets/                       the site's CSS and JavaScript (frontend/assets/)

The site lists exactly the games it is given (a site built with ``--content-only`` has only
those), each as its content registers it: its name, its place (``order``). A language's tree
holds the games that have that language, and the site has only the languages its games have
(``cardgen.site.page_languages``).
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import jinja2
import yaml

from cardgen.errors import UserError
from cardgen.model import LANG_NAMES, LANGS, Game, labelled, language
from cardgen.resources import FRONTEND, MKDOCS_CONFIG, TEMPLATES
from cardgen.site import checker, records_page
from cardgen.site.downloads import (
    LAYOUTS,
    Download,
    PrintFile,
    human_size,
    link_or_copy,
    offered_layouts,
    print_files,
    write_zip,
)
from cardgen.site.gallery import gallery
from cardgen.site.game_pages import (
    CHECKER_FROM_RULES,
    abbreviations,
    checker_linked,
    other_names,
    provenance_groups,
    titled_rules,
)
from cardgen.site.glossary_links import rule_sections, sections_using
from cardgen.site.page_languages import (
    alternates,
    games_in,
    site_languages,
    with_languages,
)
from cardgen.site.site_scripts import app_script, search_worker
from cardgen.site.strings import Strings, counted

PAGES: tuple[str, ...] = ("rules", "cards", "glossary", "checker", "downloads")
"""The sub-pages of every game, in navigation order (the overview comes first)."""

PAPERS: tuple[str, ...] = ("a4", "letter")
SITE_SRC = FRONTEND


def site_order(games: Iterable[Game]) -> list[Game]:
    """The games in the site's order (home page, navigation): those whose ``game.yaml``
    gives an ``order`` first, lowest first, then the others; ties by id."""
    return sorted(games, key=lambda game: (game.order is None, game.order or 0, game.id))


class DocsWriter:
    """Writes one language's docs tree and mkdocs config."""

    def __init__(
        self,
        lang: str,
        games: list[Game],
        out_dir: Path,
        env: jinja2.Environment,
        release: checker.Release | None = None,
        site_langs: tuple[str, ...] | None = None,
    ) -> None:
        self.lang = lang
        self.s = Strings(lang)
        self.site_langs = site_langs or site_languages(games)
        """The languages the site is built in (``page_languages.site_languages``)."""
        self.every_game = games
        """The site's games in every language, in its order."""
        self.games = games_in(lang, games)
        """The site's games that have this language, in its order (``site_order``)."""
        self.out_dir = out_dir
        self.env = env
        self.release = release
        """The checker's runtime, named on its pages (``checker.make_release``)."""

    # -- files ------------------------------------------------------------------------
    def write(self, docs: Path) -> None:
        self.docs = docs
        shutil.copytree(SITE_SRC / "assets", docs / "assets")
        worker = docs / "assets" / "javascripts" / "workers" / "cardgen-search.js"
        worker.parent.mkdir(parents=True, exist_ok=True)
        worker.write_text(search_worker(), encoding="utf-8")
        app = docs / "assets" / "cardgen-app.js"
        app.write_text(
            app_script(self.lang, app.read_text(encoding="utf-8"), self.app_games()),
            encoding="utf-8",
        )
        every_checker = all("checker" in self.pages_of(game) for game in self.games)
        # "the rules in our own words" are those of a reconstruction: a site of original
        # games alone says what they have without it
        own = all(game.provenance.status == "designed" for game in self.games)
        self.page(
            "index.md",
            "home.md.j2",
            games=self.games,
            counted=counted(len(self.games)),
            pages_of=self.pages_of,
            aliases_of=lambda game: other_names(game, self.lang),
            intro=("home_intro_own" if own else "home_intro") + ("" if every_checker else "_some"),
            offline="home_offline" if every_checker else "home_offline_some",
        )
        if self.has_records():
            self.write_records()
        for game in self.games:
            self.write_game(game)

    def has_records(self) -> bool:
        """Whether the site has the score record format's page: only a site with a checker
        has records to read."""
        return any("checker" in self.pages_of(game) for game in self.games)

    def write_records(self) -> None:
        """The score record format (``cardgen.site.records_page``): cardgen's engines'
        records, or on a site of designers' engines alone the record every engine reads;
        in the languages whose games have a checker."""
        target = self.docs / "records" / "index.md"
        target.parent.mkdir(parents=True, exist_ok=True)
        text = records_page.markdown(self.lang, self.every_game, self.site_langs, self.env)
        target.write_text(text, encoding="utf-8")

    def pages_of(self, game: Game) -> tuple[str, ...]:
        """The sub-pages of a game: every one of ``PAGES``, but the checker only for a game
        whose scoring engine is part of cardgen."""
        offered = checker.offers_checker(game)
        return tuple(page for page in PAGES if page != "checker" or offered)

    def app_games(self) -> dict[str, dict[str, bool]]:
        """What each game has to save besides its pages (see ``app_script``): its card
        pictures (only where the print step made them: a site built without it has a Cards
        page with none, and the saved note must not send the reader there for them), its
        checker."""
        return {
            game.id: {
                "pictures": any(c.items for c in game.components)
                and bool(gallery(game, self.lang, self.out_dir / "svg" / game.id / self.lang)),
                "checker": "checker" in self.pages_of(game),
            }
            for game in self.games
        }

    def page(self, path: str, template: str, **context: Any) -> None:
        text = self.env.get_template(template).render(
            s=self.s,
            lang=self.lang,
            langs=LANGS,
            lang_names=LANG_NAMES,
            **context,
        )
        game = context.get("game")
        if game is not None:  # a game's page is in the game's languages only
            text = with_languages(text, game.languages, self.site_langs)
        target = self.docs / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text.strip() + "\n", encoding="utf-8")

    def write_game(self, game: Game) -> None:
        lang = self.lang
        base = f"{game.id}/"
        downloads, everything, svg_zip = self.downloads(game)
        glossary = abbreviations(game, lang)
        aliases = other_names(game, lang)
        has_checker = "checker" in self.pages_of(game)
        self.page(
            base + "index.md",
            "game.md.j2",
            game=game,
            aliases=aliases,
            groups=provenance_groups(game, lang),
            downloads=downloads,
            svg_zip=svg_zip,
            glossary=glossary,
            pages=self.pages_of(game),
            fold_links=self.fold_links(game),
        )
        self.page(
            base + "downloads/index.md",
            "downloads.md.j2",
            game=game,
            everything=[
                {**group, "files": [replace(d, file="../" + d.file) for d in group["files"]]}
                for group in everything
            ],
            svg_zip=svg_zip and replace(svg_zip, file="../" + svg_zip.file),
            layouts=offered_layouts(self.print_files(game)),
        )
        rules = game.rules[lang].markdown if lang in game.rules else ""
        if has_checker:
            rules = checker_linked(rules, self.s("checker_mention"))
        self.page(
            base + "rules/index.md",
            "rules.md.j2",
            game=game,
            markdown=titled_rules(rules, labelled(game.name.get(lang), self.s("rules"), lang)),
            glossary=glossary,
            aliases=aliases,
            checker_href=CHECKER_FROM_RULES if has_checker else None,
        )
        self.copy_rules_images(game, base)
        svg_dir = self.out_dir / "svg" / game.id / lang
        sections = gallery(game, lang, svg_dir)
        svg_target = self.docs / base / "cards" / "svg"
        for section in sections:
            for item in section.items:
                for face in item.faces:
                    link_or_copy(svg_dir / face.file, svg_target / face.file)
        self.page(base + "cards/index.md", "cards.md.j2", game=game, sections=sections)
        terms = sorted(game.glossary, key=lambda t: t.term.get(lang).casefold())
        parts = rule_sections(game.rules[lang].markdown) if lang in game.rules else []
        uses = {term.id: sections_using(term.term.get(lang), parts) for term in terms}
        self.page(base + "glossary/index.md", "glossary.md.j2", game=game, terms=terms, uses=uses)
        if has_checker:
            release = self.release
            body = checker.page_markdown(game, lang, release)
            head = checker.page_head(game, release) if release else ""
            self.page(
                base + "checker/index.md",
                "checker.md.j2",
                game=game,
                body=body,
                head=head,
                aliases=aliases,
            )

    def copy_rules_images(self, game: Game, base: str) -> None:
        """The images the rules page shows (``RulesPage.images``, checked when the game
        was loaded), beside the page where its links point."""
        page = game.rules.get(self.lang)
        rules_dir = self.docs / base / "rules"
        for written, file in page.images if page else ():
            if not file.is_file():
                raise UserError(f"{file}: the image of rules/{self.lang}.md is gone")
            link_or_copy(file, rules_dir / written.replace("\\", "/"))

    def fold_links(self, game: Game) -> str:
        """Markdown links to this language's fold files (one per paper), for the printing
        steps; the downloads page where none was built."""
        links = [
            f"[{self.s(pdf.paper) if pdf.paper in PAPERS else pdf.paper}]"
            f"(downloads/{pdf.path.name})"
            for pdf in self.print_files(game)
            if pdf.lang == self.lang and pdf.layout == "fold"
        ]
        return ", ".join(links) or f"[{self.s('downloads')}](downloads/index.md)"

    def print_files(self, game: Game) -> list[PrintFile]:
        """The game's print files in its languages (a file left in ``print/`` from when
        the game had another language is not offered: its pages are gone)."""
        files = print_files(self.out_dir / "print" / game.id, game.id)
        return [pdf for pdf in files if pdf.lang in game.languages]

    def downloads(self, game: Game) -> tuple[list[Download], list[dict[str, Any]], Download | None]:
        """This language's default PDFs (for the overview), every language's PDFs (for the
        downloads page: this language's copied in, the others' linked in their own
        language's folder), the SVG zip. Links are relative to the game's overview page."""
        lang, gid = self.lang, game.id
        target = self.docs / gid / "downloads"
        mine, by_lang = [], {}
        for pdf in self.print_files(game):
            if pdf.lang == lang:
                link_or_copy(pdf.path, target / pdf.path.name)
                href = f"downloads/{pdf.path.name}"
            else:
                href = f"../../{pdf.lang}/{gid}/downloads/{pdf.path.name}"
            paper = self.s(pdf.paper) if pdf.paper in PAPERS else pdf.paper
            layout = self.s(f"layout_{pdf.layout}") if pdf.layout in LAYOUTS else pdf.layout
            entry = Download(paper, href, human_size(pdf.size, lang), layout, pdf.lang)
            by_lang.setdefault(pdf.lang, []).append(entry)
            if pdf.lang == lang and pdf.layout == "duplex":
                mine.append(entry)
        everything = [
            {"lang": code, "name": LANG_NAMES[code], "files": by_lang[code]}
            for code in sorted(by_lang, key=lambda code: (code != lang, LANGS.index(code)))
        ]
        svgs = sorted((self.out_dir / "svg" / gid / lang).glob("*.svg"))
        svg_zip = None
        if svgs:
            zip_path = target / f"{gid}-{lang}-svg.zip"
            write_zip(svgs, zip_path)
            svg_zip = Download(
                self.s("svg_zip"),
                f"downloads/{zip_path.name}",
                human_size(zip_path.stat().st_size, lang),
            )
        return mine, everything, svg_zip

    # -- config -----------------------------------------------------------------------
    def markdown_extensions(self) -> list[Any]:
        """mkdocs.yml's extensions, the headings' link named in the page's language (its
        tooltip; "Permanent link" otherwise). The whole list: a list in a config that
        INHERITs replaces the inherited one."""
        base = yaml.safe_load(MKDOCS_CONFIG.read_text(encoding="utf-8"))["markdown_extensions"]
        title = {"permalink_title": self.s("heading_link")}
        return [
            {"toc": {**ext["toc"], **title}} if isinstance(ext, dict) and "toc" in ext else ext
            for ext in base
        ]

    def palette(self) -> list[dict[str, Any]]:
        """mkdocs.yml's colour schemes, their switches named in the page's language (the
        theme shows the name as the switch's tooltip and reads it to screen readers)."""
        base = yaml.safe_load(MKDOCS_CONFIG.read_text(encoding="utf-8"))["theme"]["palette"]
        names = {"default": self.s("theme_to_dark"), "slate": self.s("theme_to_light")}
        return [
            {**scheme, "toggle": {**scheme["toggle"], "name": names[scheme["scheme"]]}}
            for scheme in base
        ]

    def config(self, docs: Path, site_dir: Path) -> dict[str, Any]:
        s = self.s
        nav: list[Any] = [{s("home"): "index.md"}]
        for game in self.games:
            nav.append(
                {
                    game.name.get(self.lang): [
                        f"{game.id}/index.md",
                        *({s(page): f"{game.id}/{page}/index.md"} for page in self.pages_of(game)),
                    ]
                }
            )
        if self.has_records():  # for developers: after every game, under its own heading
            nav.append({s("for_developers"): [{s("records"): "records/index.md"}]})
        return {
            "INHERIT": str(MKDOCS_CONFIG),
            "site_name": s("site_name"),
            "site_description": s(
                "site_description" if counted(len(self.games)) else "site_description_any"
            ),
            "docs_dir": str(docs),
            "site_dir": str(site_dir),
            "theme": {
                "language": language(self.lang).theme,
                "custom_dir": str(SITE_SRC / "overrides"),
                "palette": self.palette(),
            },
            "markdown_extensions": self.markdown_extensions(),
            "plugins": {"search": {"lang": language(self.lang).search}},
            "extra": {"alternate": alternates(self.site_langs), "page_lang": self.lang},
            "nav": nav,
        }


def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        # Markdown heading ids are written {#id}: Jinja comments are {## … ##} instead.
        comment_start_string="{##",
        comment_end_string="##}",
        lstrip_blocks=True,
        autoescape=False,
    )
    env.filters["yamlstr"] = lambda text: json.dumps(str(text), ensure_ascii=False)
    # what joins a label and its value in a language: "Players: 3", French "Joueurs : 3"
    env.globals["colon"] = lambda lang: language(lang).colon
    return env


def write_language(
    lang: str,
    games: Sequence[Game],
    out_dir: Path,
    work: Path,
    site_dir: Path,
    env: jinja2.Environment | None = None,
    release: checker.Release | None = None,
    site_langs: tuple[str, ...] | None = None,
) -> Path:
    """Write ``work/<lang>/docs/`` and ``work/<lang>/mkdocs.yml`` (``site_langs``: the
    site's languages, by default those of ``games``); return the config path."""
    writer = DocsWriter(lang, site_order(games), out_dir, env or environment(), release, site_langs)
    docs = work / lang / "docs"
    writer.write(docs)
    config = work / lang / "mkdocs.yml"
    config.write_text(
        yaml.safe_dump(writer.config(docs, site_dir / lang), allow_unicode=True, sort_keys=False),
        encoding="utf-8",
    )
    return config


def write_root_pages(
    site_dir: Path, env: jinja2.Environment, site_langs: Sequence[str] = LANGS
) -> list[Path]:
    """``index.html`` (picks the visitor's language among the site's, links them all, works
    without JS) and ``404.html`` at the site root; the per-language 404 pages of mkdocs are
    removed (their root-relative links break under a sub-path)."""
    langs = [{"code": lang, "name": LANG_NAMES[lang], "s": Strings(lang)} for lang in site_langs]
    for lang in site_langs:
        (site_dir / lang / "404.html").unlink(missing_ok=True)
    written = []
    for name in ("index.html", "404.html"):
        path = site_dir / name
        path.write_text(env.get_template(f"{name}.j2").render(langs=langs), encoding="utf-8")
        written.append(path)
    return written
