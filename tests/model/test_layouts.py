"""Layouts as data (issue 31): parsing templates and conditions, reading the ``layouts``,
``styles``, ``fonts`` and ``icons`` sections, and every refusal located and listing what
is allowed. Pure model: nothing is drawn here (tests/render/test_layouts.py draws)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest
from layout_games import add_layouts, edit, harbour_copy, minimal_layout_game

from cardgen.errors import ContentError
from cardgen.model import LANGS, load_game
from cardgen.model.layout_expr import (
    ExprError,
    Names,
    filtered_type,
    parse_condition,
    parse_template,
    ref_type,
)
from cardgen.model.layout_types import KIND_KEYS, Ref
from cardgen.model.layout_values import Scope, holds, render
from cardgen.model.schema import FieldType
from cardgen.model.types import Catalog, CatalogEntry, Text


def problems_of(content: Path) -> list[str]:
    with pytest.raises(ContentError) as caught:
        load_game("harbour", [content])
    return [str(p).split("content/", 1)[-1] for p in caught.value.problems]


# -- templates and conditions ----------------------------------------------------------


def test_a_template_is_text_and_names() -> None:
    template = parse_template("{suit.name}: {{ {value} }}")
    assert template.parts == (Ref(("suit", "name")), ": { ", Ref(("value",)), " }")
    assert template.literal is None
    assert parse_template("plain").literal == "plain"
    assert parse_template("{ value }").single == Ref(("value",))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{value", "'{' at column 1 starts no name"),
        ("a } b", "'}' at column 3 closes nothing"),
        ("{}", "'{' at column 1 starts no name"),
        ("{a..b}", "'{' at column 1 starts no name"),
    ],
)
def test_a_broken_template_says_where(text: str, message: str) -> None:
    with pytest.raises(ExprError, match=message):
        parse_template(text)


def test_conditions_parse_with_precedence() -> None:
    condition = parse_condition("not joker and value >= 10 or suit == 'ship'")
    assert condition.tree[0] == "or"
    assert condition.tree[1][0] == "and"
    assert condition.tree[1][1] == ("not", ("ref", Ref(("joker",))))
    assert condition.tree[2] == ("cmp", "==", ("ref", Ref(("suit",))), ("const", "ship"))
    assert parse_condition(False).tree == ("const", False)
    assert [str(r) for r in parse_condition("(a.b or c) and d > 2.5").refs] == ["a.b", "c", "d"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("value >", "ends too early"),
        ("value >= 10 10", "unexpected 10 at column 13"),
        ("(value", "ends too early"),
        ("value = 3", "cannot read the condition at column 7"),
        ("", "the condition is empty"),
        ("and", "unexpected 'and'"),
    ],
)
def test_a_broken_condition_says_where(text: str, message: str) -> None:
    with pytest.raises(ExprError, match=message):
        parse_condition(text)


SUITS = Catalog(
    "suits",
    (
        CatalogEntry(
            "ship",
            Text({"en": "Ship", "de": "Schiff", "nl": "Schip", "it": "Nave"}),
            {"colour": "#2c6fbb"},
        ),
    ),
)
NAMES = Names(
    "card",
    {
        "suit": FieldType("ref", target="suits"),
        "value": FieldType("int"),
        "tags": FieldType("list", item=FieldType("str")),
        "rule": FieldType("text", optional=True),
    },
    {"suits": {"colour": FieldType("colour")}},
    {},
)


def scope(lang: str = "de", **values) -> Scope:
    base = {"suit": "ship", "value": 7, "tags": ("a", "b"), "rule": None}
    return Scope(NAMES, {**base, **values}, {"suits": SUITS}, lang, {"low_ink": False})


def test_values_come_from_fields_and_catalogs_in_the_language() -> None:
    text = render(parse_template("{suit} {suit.name} {suit.colour} {suit.id} {value}"), scope())
    assert text == "Schiff Schiff #2c6fbb ship 7"
    assert render(parse_template("{suit.name}"), scope("it")) == "Nave"
    assert render(parse_template("{tags} {tags.count} {tags.2} [{rule}]"), scope()) == "a, b 2 b []"


def test_filters_mix_colours_join_lines_and_capitalise() -> None:
    text = "{suit.colour | mix #ffffff 50%} {suit.colour|mix #000 0.25} {tags | lines} {suit|upper}"
    assert render(parse_template(text), scope()) == "#96b7dd #21538c a\nb SCHIFF"
    # a filter is part of the name: two templates that differ in it are two names
    assert parse_template("{tags|lines}").single == Ref(("tags",), (("lines", ()),))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{suit.colour | blend #fff 1}", "unknown filter 'blend' (filters: mix, upper, lines)"),
        ("{suit.colour | mix red 50%}", "expected mix COLOUR SHARE"),
        ("{suit.colour | mix #ffffff 150%}", "mix: the share 150% is outside 0..1"),
        ("{suit | upper now}", "the filter 'upper' takes nothing after its name"),
        ("{suit | }", "a '|' names no filter"),
    ],
)
def test_a_broken_filter_says_what_it_takes(text: str, message: str) -> None:
    with pytest.raises(ExprError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_template(text)


def test_a_filter_takes_only_the_values_it_can_change() -> None:
    assert filtered_type(parse_template("{tags | lines}").single, NAMES).kind == "text"
    assert filtered_type(parse_template("{suit.colour | mix #fff 1}").single, NAMES).kind == (
        "colour"
    )
    with pytest.raises(ExprError, match="mix takes a colour; 'value' is an integer"):
        filtered_type(parse_template("{value | mix #fff 1}").single, NAMES)
    with pytest.raises(ExprError, match="lines takes a list; 'value' is an integer"):
        filtered_type(parse_template("{value | lines}").single, NAMES)


def test_a_negative_number_prints_with_the_minus_sign() -> None:
    assert render(parse_template("{value}"), scope(value=-2)) == "\u22122"
    assert render(parse_template("{value}"), scope(value=-0.5)) == "\u22120.5"
    assert render(parse_template("{value}"), scope(value=3)) == "3"


def test_inside_each_item_is_an_entry_of_the_list() -> None:
    inner = replace(NAMES, repeat=True, item=FieldType("ref", target="suits"))
    assert ref_type(Ref(("item", "colour")), inner).kind == "colour"
    assert ref_type(Ref(("index",)), inner).kind == "int"
    with pytest.raises(ExprError, match="unknown field 'item'"):
        ref_type(Ref(("item",)), NAMES)
    values = Scope(inner, {}, {"suits": SUITS}, "it", {"item": "ship", "index": 1, "count": 1})
    assert render(parse_template("{index}/{count}: {item} {item.colour}"), values) == (
        "1/1: Nave #2c6fbb"
    )


def test_a_scoring_rule_has_its_name_and_summary() -> None:
    rules = Names("chart", {"rows": FieldType("list", item=FieldType("ref", target="scoring"))},
                  {}, {})  # fmt: skip
    assert ref_type(Ref(("rows", "1", "summary")), rules).kind == "text"
    with pytest.raises(ExprError, match="a scoring rule: it has id, name, summary, not 'params'"):
        ref_type(Ref(("rows", "1", "params")), rules)
    rule = SimpleNamespace(id="chains", name=Text({"en": "Chains", "de": "Ketten"}),
                           summary=Text({"en": "Five or more.", "de": "Ab fünf."}))  # fmt: skip
    values = Scope(rules, {"rows": ["chains"]}, {}, "de", {}, {"chains": rule})
    assert render(parse_template("{rows.1}: {rows.1.summary}"), values) == "Ketten: Ab fünf."


def test_conditions_hold_by_value() -> None:
    assert holds(parse_condition("value >= 7 and suit == 'ship'"), scope())
    assert not holds(parse_condition("rule"), scope())
    assert holds(parse_condition("not rule and tags"), scope())
    assert holds(parse_condition("suit.name == 'Schiff'"), scope())
    assert not holds(parse_condition("low_ink"), scope())
    with pytest.raises(ExprError, match="cannot compare"):
        holds(parse_condition("suit > 3"), scope())


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("valeu", "unknown field 'valeu' of face type 'card' (fields: rule, suit, tags, value"),
        ("suit.colr", "'suit' is an entry of suits: it has id, name, colour, not 'colr'"),
        ("value.x", "'value' (an integer) has no part 'x'"),
        ("tags.first", "'tags' is a list: it takes count or a position from 1"),
        ("card", "'card' needs one of: name, number, quantity"),
        ("index", "unknown field 'index'"),
    ],
)
def test_a_name_that_means_nothing_is_refused(name: str, message: str) -> None:
    with pytest.raises(ExprError, match=message.replace("(", r"\(").replace(")", r"\)")):
        ref_type(Ref(tuple(name.split("."))), NAMES)


def test_card_names_nothing_on_a_common_back() -> None:
    back = Names("back", {}, {}, {}, card=False)
    with pytest.raises(ExprError, match="common back"):
        ref_type(Ref(("card", "name")), back)
    assert ref_type(Ref(("deck", "name")), back).kind == "text"


# -- the sections ----------------------------------------------------------------------


def test_the_test_game_reads_into_layouts() -> None:
    game = load_game("harbour", [Path(__file__).parents[1] / "layout_content"])
    design = game.design
    assert sorted(design.layouts) == ["harbour-card", "suit-card", "suit-card-gold"]
    card = design.layouts["suit-card"]
    assert [e.kind for e in card.front][:4] == ["rect", "rect", "ellipse", "text"]
    # styles are merged under the element's own keys: corner (extends ink) + color
    corner = card.front[3]
    assert corner.get("size") == 16 and corner.get("bold") is True
    assert corner.get("color").literal == "#ffffff"
    assert corner.at("size").file.endswith("layouts.yaml")
    # the gold layout changes the panel's fill and adds one element
    gold = design.layouts["suit-card-gold"]
    assert gold.front[1].name == "panel" and gold.front[1].get("fill").literal == "#fff4d6"
    assert gold.front[1].get("radius") == 2.5
    assert len(gold.front) == len(card.front) + 1
    assert gold.back == card.back
    assert game.component("suits").layout == "suit-card"
    assert game.component("suits").item("lighthouse-9").layout == "suit-card-gold"
    assert sorted(design.icons) == ["bolt", "lighthouse", "ship"]


def test_unknown_kind_and_key_list_what_is_allowed(tmp_path: Path) -> None:
    content = minimal_layout_game(
        tmp_path,
        """layouts:
  card:
    front:
      - {kind: triangle}
      - {kind: rect, in: safe, colour: "#ffffff"}
      - {kind: text, text: x, colr: "#ffffff"}
""",
    )
    found = problems_of(content)
    assert found[0] == (
        "harbour/layouts.yaml:4:16: layouts.card.front[0].kind: an element needs a kind; kind "
        "'triangle' is not one (kinds: rect, ellipse, line, text, image, icon, repeat, group)"
    )
    assert found[1].startswith("harbour/layouts.yaml:5:32: layouts.card.front[1].colour:")
    assert f"(keys: {', '.join(KIND_KEYS['rect'])})" in found[1]
    assert found[2].endswith("did you mean 'color'?")
    assert len(found) == 3


def test_bad_values_are_located_at_their_key(tmp_path: Path) -> None:
    content = minimal_layout_game(
        tmp_path,
        """styles:
  big: {size: 300}
layouts:
  card:
    front:
      - {kind: rect, fill: "#12345g"}
      - {kind: rect, left: 1cm}
      - {kind: text, text: "{value}", style: big}
      - {kind: text, text: "{value}", align: middle}
      - {kind: image, src: art/none.png}
      - {kind: text, text: "{value}", font: serif}
      - {kind: repeat, count: 3, element: {kind: icon, icon: star}}
      - {kind: rect, in: panel}
""",
    )
    found = problems_of(content)
    assert found == [
        "harbour/layouts.yaml:2:15: styles.big.size: 300 is outside 1..200 (a font size in pt)",
        "harbour/layouts.yaml:6:28: layouts.card.front[0].fill: '#12345g' is not a colour "
        "(write '#rrggbb', '#rgb', 'none' or a template such as '{suit.colour}')",
        "harbour/layouts.yaml:7:28: layouts.card.front[1].left: expected a length in mm (a "
        "number) or a percentage ('50%'), got '1cm'",
        "harbour/layouts.yaml:9:46: layouts.card.front[3].align: expected an alignment: one "
        "of left, center, right, got 'middle'",
        "harbour/layouts.yaml:10:28: layouts.card.front[4].src: no image file 'art/none.png'",
        "harbour/layouts.yaml:11:45: layouts.card.front[5].font: unknown font 'serif' (fonts: "
        "sans, mono)",
        "harbour/layouts.yaml:12:9: layouts.card.front[6]: a repeat needs either 'grid' or "
        "'along' (one of them)",
        "harbour/layouts.yaml:13:26: layouts.card.front[7].in: unknown box 'panel' (boxes: "
        "trim, safe, bleed)",
    ]


def test_templates_name_fields_of_the_face_type(tmp_path: Path) -> None:
    content = minimal_layout_game(
        tmp_path,
        """layouts:
  card:
    front:
      - {kind: text, text: "{valeu}"}
      - {kind: rect, fill: "{suit.name}"}
      - {kind: text, text: x, when: "value > 'a'"}
      - {kind: repeat, count: "{suit}", grid: {columns: 2}, element: {kind: text, text: "{index}"}}
    back:
      - {kind: text, text: "{card.name}"}
""",
    )
    found = problems_of(content)
    assert found == [
        "harbour/layouts.yaml:4:28: layouts.card.front[0].text: {valeu}: unknown field 'valeu'"
        " of face type 'card' (fields: art, rule, suit, value; built in: card, deck, low_ink)",
        "harbour/layouts.yaml:5:28: layouts.card.front[1].fill: {suit.name} is a text, not a "
        "colour (declare it as colour)",
        "harbour/layouts.yaml:6:37: layouts.card.front[2].when: 'value > 'a'': > compares a "
        "number with a text",
        "harbour/layouts.yaml:7:31: layouts.card.front[3].count: {suit} is an id from suits, "
        "not a number of copies",
        "harbour/layouts.yaml:9:28: layouts.card.back[0].text: {card.name}: 'card' names "
        "nothing on a common back (drawn once for every card)",
    ]


def test_extends_and_styles_that_go_round_are_refused(tmp_path: Path) -> None:
    content = minimal_layout_game(
        tmp_path,
        """styles:
  a: {extends: b, size: 8}
  b: {extends: a}
  c: {extends: nowhere}
layouts:
  card:
    extends: other
    front:
      - {kind: text, text: x, style: a}
  other:
    extends: card
""",
    )
    found = problems_of(content)
    assert "harbour/layouts.yaml:2:3: styles.a: style 'a' extends itself (through extends)" in found
    assert any("styles.c.extends: unknown style 'nowhere' (styles: a, b, c)" in p for p in found)
    assert any("layout 'card' extends itself" in p for p in found)


def test_an_element_cannot_sit_in_itself(tmp_path: Path) -> None:
    content = minimal_layout_game(
        tmp_path,
        """layouts:
  card:
    front:
      - {kind: rect, name: a, in: b, fill: "#ffffff"}
      - {kind: rect, name: b, in: a, fill: "#ffffff"}
      - {kind: rect, name: a, fill: "#ffffff"}
""",
    )
    found = problems_of(content)
    duplicate = "layouts.card.front[2].name: two elements are named 'a' on this face"
    assert f"harbour/layouts.yaml:6:28: {duplicate}" in found
    assert any("depends on itself ('in:')" in p for p in found)


def test_a_layout_with_a_back_needs_a_component_with_a_back(tmp_path: Path) -> None:
    content = harbour_copy(tmp_path)
    edit(content / "harbour" / "cards.yaml", "    back: {type: card-back}\n    layout: suit-card",
         "    layout: suit-card")  # fmt: skip
    found = problems_of(content)
    assert found == [
        "harbour/cards.yaml:8:13: components[0].layout: layout 'suit-card' draws a back, but "
        "component 'suits' has no back: give it one (back: {type: …} and that face type in "
        "schema.faces) or use a layout without a back"
    ]


def test_an_unknown_layout_name_lists_the_layouts(tmp_path: Path) -> None:
    content = harbour_copy(tmp_path)
    edit(content / "harbour" / "cards.yaml", "layout: suit-card-gold", "layout: gold")
    assert problems_of(content) == [
        "harbour/cards.yaml:15:17: components[0].items[1].layout: unknown layout 'gold' "
        "(layouts: harbour-card, suit-card, suit-card-gold)"
    ]


def test_fonts_must_be_truetype_files_of_the_game(tmp_path: Path) -> None:
    content = harbour_copy(tmp_path)
    fonts = content / "harbour" / "fonts"
    fonts.mkdir()
    (fonts / "cff.otf").write_bytes(b"OTTO" + b"\0" * 40)
    (fonts / "fake.ttf").write_bytes(b"not a font at all")
    add_layouts(
        content,
        """fonts:
  sans: fonts/x.ttf
  gone: fonts/missing.ttf
  cff: fonts/cff.otf
  fake: {regular: fonts/fake.ttf}
  out: ../../outside.ttf
""",
    )
    found = problems_of(content)
    assert found == [
        "harbour/layouts.yaml:60:3: fonts.sans: 'sans' is a bundled font (sans, mono); give "
        "yours another name",
        "harbour/layouts.yaml:61:9: fonts.gone: no font file 'fonts/missing.ttf'",
        "harbour/layouts.yaml:62:8: fonts.cff: 'fonts/cff.otf' has PostScript (CFF) outlines, "
        "which cardgen cannot embed; use a TrueType-outline version of the font (.ttf)",
        "harbour/layouts.yaml:63:19: fonts.fake.regular: 'fonts/fake.ttf' is not a TrueType font",
        "harbour/layouts.yaml:64:8: fonts.out: '../../outside.ttf' leaves the game's folder",
    ]


def test_icons_are_svg_files_or_path_data(tmp_path: Path) -> None:
    content = harbour_copy(tmp_path)
    edit(
        content / "harbour" / "layouts.yaml",
        "  lighthouse: icons/lighthouse.svg",
        "  lighthouse: icons/missing.svg\n  both: {svg: icons/lighthouse.svg, path: M0 0}\n"
        '  text: {path: "<script>"}\n  png: images/bay.png',
    )
    found = problems_of(content)
    assert "harbour/layouts.yaml:3:15: icons.lighthouse: no image file 'icons/missing.svg'" in found
    assert any("icons.both: an icon is either 'svg: FILE' or 'path: DATA'" in p for p in found)
    assert any("icons.text.path: SVG path data holds only the commands" in p for p in found)
    assert any("icons.png: 'images/bay.png' is not an SVG file" in p for p in found)


def test_a_csv_row_may_name_its_cards_layout(tmp_path: Path) -> None:
    content = harbour_copy(tmp_path)
    game = content / "harbour"
    langs = LANGS
    header = "id,suit,layout," + ",".join(f"title.{g},text.{g}" for g in langs)
    rows = [
        "bay,ship,," + ",".join("Bay,Go on." for _ in langs),
        "cove,storm,suit-card-gold," + ",".join("Cove,Stop." for _ in langs),
    ]
    (game / "harbours.csv").write_text("\n".join([header, *rows]) + "\n", encoding="utf-8")
    cards = game / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text[: text.index("    items:\n      - id: north-harbour")]
                     + "    items_from: harbours.csv\n", encoding="utf-8")  # fmt: skip
    found = problems_of(content)
    # the gold suit card's layout names fields a harbour card does not have
    assert found[0].startswith("harbour/layouts.yaml:")
    assert "unknown field 'value' of face type 'harbour'" in " ".join(found)
    (game / "harbours.csv").write_text(
        "\n".join([header, rows[0], rows[1].replace("suit-card-gold", "harbour-card")]) + "\n",
        encoding="utf-8",
    )
    loaded = load_game("harbour", [content])
    harbours = loaded.component("harbours")
    assert [item.layout for item in harbours.items] == [None, "harbour-card"]


def test_a_long_chain_of_extends_is_refused_not_followed_forever(tmp_path: Path) -> None:
    chain = "".join(f"  s{i}: {{extends: s{i + 1}}}\n" for i in range(400))
    layouts = "".join(f"  l{i}: {{extends: l{i + 1}}}\n" for i in range(400))
    content = minimal_layout_game(
        tmp_path,
        f"""styles:
{chain}  s400: {{size: 8}}
layouts:
  card:
    extends: l0
{layouts}  l400: {{front: [{{kind: text, text: x, style: s0}}]}}
""",
    )
    found = problems_of(content)
    assert any("more than 32 styles extend one another here" in p for p in found)
    assert any("more than 32 layouts extend one another here" in p for p in found)


def test_boxes_nested_too_deep_are_refused(tmp_path: Path) -> None:
    boxes = "".join(
        f"      - {{kind: rect, name: b{i}, in: b{i + 1}, inset: 0.01}}\n" for i in range(300)
    )
    content = minimal_layout_game(
        tmp_path, f"layouts:\n  card:\n    front:\n{boxes}      - {{kind: rect, name: b300}}\n"
    )
    found = problems_of(content)
    assert found and all("more than 32 boxes sit in one another here" in p for p in found)
