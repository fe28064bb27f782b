"""``cardgen print`` and ``cardgen svg``: options, bad input (exit 2, one line, no file),
atomic writes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardgen.cli import main
from cardgen.errors import UserError
from cardgen.model import LANGS
from cardgen.press import document
from cardgen.press.atomic import atomic_write
from cardgen.press.document import write_pdf
from cardgen.press.options import PrintOptions

SAMPLE = Path(__file__).resolve().parents[1] / "sample_content"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main([*argv, "--content", str(SAMPLE)])
    out, err = capsys.readouterr()
    return code, out, err


def test_print_with_options_writes_a_pdf(tmp_path, capsys):
    out = tmp_path / "deck.pdf"
    code, stdout, _ = run(capsys, "print", "sample", "--lang", "de", "--paper", "letter",
                          "--layout", "spaced", "--bleed", "2", "--duplex", "short",
                          "--back-offset", "0.5,-1", "--low-ink", "--cards", "red-1,blue-1",
                          "--cut-lines", "-o", str(out))  # fmt: skip
    assert code == 0 and "wrote" in stdout
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and b"sample de letter spaced" in data
    assert oct(out.stat().st_mode & 0o777) == oct(0o666 & ~_umask())
    assert [p.name for p in tmp_path.iterdir()] == ["deck.pdf"]  # no temp file left


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--cards", "red-1,nope"],
            "no card with id or code nope (use the code printed on the card, or the id: red-1",
        ),
        (["--cards", " , "], "--cards needs at least one item id"),
        (["--back-offset", "1"], "--back-offset expects X,Y"),
        (["--back-offset", "1,"], "--back-offset expects X,Y"),
        (["--back-offset", "a,2"], "--back-offset must be a number"),
        (["--back-offset", "30,0"], "within ±20 mm"),
        (["--bleed", "4"], "bleed must be between 0 and 3.175"),
        (["--bleed", "lots"], "--bleed must be a number"),
        (["--paper", "a5"], "unknown paper 'a5'"),
        (["--lang", "sv"], "unknown language 'sv'"),
        (["--layout", "zigzag"], "unknown layout"),
        (["--duplex", "both"], "unknown duplex mode"),
    ],
)
def test_print_bad_input_is_exit_2_one_line_no_file(tmp_path, capsys, args, message):
    out = tmp_path / "deck.pdf"
    code, _, err = run(capsys, "print", "sample", *args, "-o", str(out))
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("cardgen: ") and message in err
    assert list(tmp_path.iterdir()) == []


def test_print_unknown_game_and_bad_output_name(tmp_path, capsys):
    code, _, err = run(capsys, "print", "nosuchgame", "-o", str(tmp_path / "x.pdf"))
    assert code == 2 and "unknown game 'nosuchgame'" in err and err.count("\n") == 1
    code, _, err = run(capsys, "print", "sample", "-o", str(tmp_path / "x.txt"))
    assert code == 2 and ".pdf" in err and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_back_offset_parsing():
    from cardgen.commands.print import parse_offset

    assert parse_offset("0.5,-1") == (0.5, -1.0)
    assert parse_offset(" 2 , 0 ") == (2.0, 0.0)
    for bad in ("", "1", "1,2,3", "x,1", ",", "nan,0", "inf,1"):
        with pytest.raises(UserError):
            parse_offset(bad)


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("1,5", "did you mean 1.5? Write X,Y offsets with a dot for decimals: 1.5,0 is X 1.5 mm"),
        ("-0,5", "did you mean -0.5?"),
        ("1,25", "did you mean 1.25?"),
        ("1,5,0", "did you mean 1.5,0 or 1,5.0?"),
        ("-1,5,-2", "did you mean -1.5,-2?"),
        ("1,5,0,5", "did you mean 1.5,0.5?"),
    ],
)
def test_a_decimal_comma_in_the_back_offset_is_refused_with_its_likely_meaning(typed, meant):
    """``--back-offset 1,5`` (a German 1.5) was read as X 1, Y 5 without a word."""
    from cardgen.commands.print import parse_offset

    with pytest.raises(UserError) as caught:
        parse_offset(typed)
    assert meant in str(caught.value)


def test_unambiguous_back_offsets_are_taken():
    """A point anywhere, a sign on Y, or a Y of 0 (the same both ways) is no decimal comma."""
    from cardgen.commands.print import parse_offset
    from cardgen.press.options import offset_argument

    taken = {"1,+5": (1.0, 5.0), "1.0,5": (1.0, 5.0), "1,-5": (1.0, -5.0), "2,0": (2.0, 0.0),
             "0,0": (0.0, 0.0), "-1.5,0": (-1.5, 0.0), "0.5,1": (0.5, 1.0)}  # fmt: skip
    for typed, value in taken.items():
        assert parse_offset(typed) == value
        assert parse_offset(offset_argument(value)) == value  # what page 1 repeats is taken


def test_a_decimal_comma_on_the_command_line_is_exit_2_one_line(tmp_path, capsys):
    out = tmp_path / "deck.pdf"
    code, _, err = run(capsys, "print", "sample", "--lang", "de", "--back-offset", "-1,5",
                       "-o", str(out))  # fmt: skip
    assert code == 2 and err.count("\n") == 1
    assert "did you mean -1.5?" in err and "-1.5,0" in err and "-1,+5" in err
    assert not out.exists()


def test_failed_build_keeps_the_previous_file(tmp_path, sample_game, monkeypatch):
    out = tmp_path / "deck.pdf"
    write_pdf(sample_game, PrintOptions(), out)
    before = out.read_bytes()

    def broken(*_args, **_kw):
        raise RuntimeError("face drawer crashed")

    monkeypatch.setattr(document.FaceCache, "pdf", broken)
    with pytest.raises(RuntimeError):
        write_pdf(sample_game, PrintOptions(lang="de"), out)
    assert out.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["deck.pdf"]


def test_atomic_write_failing_midway_leaves_no_temp_file(tmp_path, monkeypatch):
    target = tmp_path / "sub" / "f.bin"
    atomic_write(target, b"old")

    def fail(*_a, **_k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(UserError, match="cannot write .*f.bin"):
        atomic_write(target, b"new")
    assert target.read_bytes() == b"old"
    assert [p.name for p in target.parent.iterdir()] == ["f.bin"]


def test_svg_command_writes_one_file_per_face(tmp_path, capsys):
    code, stdout, _ = run(capsys, "svg", "sample", "--lang", "it", "-o", str(tmp_path))
    assert code == 0 and "SVG files" in stdout
    names = sorted(p.name for p in tmp_path.iterdir())
    assert "ships-back.svg" in names and "ships-red-1-front.svg" in names
    assert "ports-port-a-back.svg" in names  # a per-item back
    assert not [n for n in names if not n.endswith(".svg")]


def test_svg_command_bad_input(tmp_path, capsys):
    code, _, err = run(capsys, "svg", "sample", "--lang", "sv", "-o", str(tmp_path / "d"))
    assert code == 2 and "unknown language 'sv'" in err and err.count("\n") == 1
    assert not (tmp_path / "d").exists()
    f = tmp_path / "file.svg"
    f.write_text("x")
    code, _, err = run(capsys, "svg", "sample", "-o", str(f))
    assert code == 2 and "is a file" in err and f.read_text() == "x"


def test_svg_output_is_deterministic(tmp_path, capsys):
    a, b = tmp_path / "a", tmp_path / "b"
    assert run(capsys, "svg", "sample", "-o", str(a))[0] == 0
    assert run(capsys, "svg", "sample", "-o", str(b))[0] == 0
    files = sorted(p.name for p in a.iterdir())
    assert files == sorted(p.name for p in b.iterdir()) and len(files) > 5
    for name in files:
        assert (a / name).read_bytes() == (b / name).read_bytes(), name


@pytest.mark.parametrize("lang", LANGS[1:])
@pytest.mark.parametrize("extra", [{}, {"layout": "fold"}, {"layout": "spaced", "duplex": "short"},
                                   {"duplex": "none"}])  # fmt: skip
def test_the_calibration_page_speaks_the_files_language(sample_game, lang, extra):
    """It showed "cm (100 mm)", "inch (4 in)" and raw option names ("indeling grid",
    "fronte-retro long") in every language."""
    import re

    from pdfgeom import reader

    from cardgen.press.document import render_pdf
    from cardgen.press.options import PrintOptions
    from cardgen.press.texts import strings, tr

    opts = PrintOptions(lang=lang, **extra)
    page = reader(render_pdf(sample_game, opts)).pages[0]
    text = " ".join(page.extract_text().split())
    # options to type (`--layout spaced`) are the same in every language; words are not
    words = re.sub(r"--[a-z-]+[ =][\w.,+-]+", "", text)
    own = " ".join(tr(key, lang) for key in strings())  # French "le long de": not an option
    for english in ("grid", "spaced", "fold", "long", "short", "none", "inch (4 in)", "cm (100"):
        word = rf"(?<![\w-]){re.escape(english)}(?!\w)"
        assert re.search(word, own) or not re.search(word, words), (english, text)
    single = opts.layout == "fold" or opts.duplex == "none"
    for key in (f"layout_{opts.layout}", "print_none" if single else f"print_{opts.duplex}",
                "ruler_mm", "ruler_inch"):  # fmt: skip
        assert " ".join(tr(key, lang).split()) in text, key


def _read_only_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    if os.access(folder, os.W_OK):  # root writes anyway: a read-only file system instead
        return Path("/sys")
    return folder


@pytest.mark.parametrize("case", ["read-only folder", "parent is a file", "name too long"])
def test_an_unwritable_output_is_bad_input_naming_the_users_file(tmp_path, capsys, case):
    """These gave "internal error" and exit 1, naming the temporary file."""
    if case == "read-only folder":
        out = _read_only_folder(tmp_path) / "deck.pdf"
    elif case == "parent is a file":
        (tmp_path / "file").write_text("x")
        out = tmp_path / "file" / "deck.pdf"
    else:
        out = tmp_path / ("d" * 300 + ".pdf")
    code, _, err = run(capsys, "print", "sample", "-o", str(out))
    assert code == 2, err
    assert err.count("\n") == 1 and f"cannot write {out}" in err
    assert ".tmp" not in err and "internal error" not in err


def test_a_long_name_the_file_system_takes_is_written(tmp_path, capsys):
    out = tmp_path / ("d" * 240 + ".pdf")  # 244 bytes: the temporary name must fit too
    code, _, err = run(capsys, "print", "sample", "-o", str(out))
    assert code == 0, err
    assert [p.name for p in tmp_path.iterdir()] == [out.name]


def test_source_date_epoch_does_not_change_the_bytes(sample_game, monkeypatch):
    from cardgen.press.document import render_pdf

    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    plain = render_pdf(sample_game, PrintOptions())
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    assert render_pdf(sample_game, PrintOptions()) == plain
    assert os.environ["SOURCE_DATE_EPOCH"] == "1700000000"


def test_the_help_says_print_at_100_percent(capsys):
    with pytest.raises(SystemExit):
        main(["print", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "Print at 100 %." in out and "%%" not in out


def _page_text(path: Path, index: int) -> str:
    from pypdf import PdfReader

    return " ".join(PdfReader(str(path)).pages[index].extract_text().split())


def test_negative_back_offset_works_with_a_space_as_well_as_with_equals(tmp_path, capsys):
    """``--back-offset -1.5,0`` failed in argparse ("expected one argument")."""
    for n, form in enumerate((["--back-offset", "-1.5,0"], ["--back-offset=-1.5,0"])):
        out = tmp_path / f"deck{n}.pdf"
        code, _, err = run(capsys, "print", "sample", *form, "-o", str(out))
        assert code == 0, err
        assert "X −1.5 mm · Y 0 mm" in _page_text(out, 0)


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "Back offset: X −1 mm · Y +5 mm"), ("de", "Rückseitenversatz: X −1 mm · Y +5 mm"),
     ("nl", "achterkant: X −1 mm · Y +5 mm"), ("it", "retro: X −1 mm · Y +5 mm")],
)  # fmt: skip
def test_calibration_page_states_the_back_offset_per_axis(tmp_path, capsys, lang, words):
    """A German reader typing the scale's "-1,5" as ``--back-offset=-1,5`` got X −1, Y +5,
    and page 1 said "Rückseitenversatz -1,5 mm" — what they meant. Now each axis is
    named, the steps say exactly what to type, and what was typed is repeated in the
    form the command takes back (``-1,5`` is refused as a likely decimal comma)."""
    out = tmp_path / "deck.pdf"
    code, _, err = run(capsys, "print", "sample", "--lang", lang, "--back-offset=-1,+5",
                       "-o", str(out))  # fmt: skip
    assert code == 0, err
    first, back = _page_text(out, 0), _page_text(out, 1)
    assert words in first and "-1,5 mm" not in first and "--back-offset=-1,+5" in first
    assert "--back-offset=-1.5,0" in first and "--back-offset=-1.5,0" in back


def test_print_help_explains_the_back_offset_form(capsys):
    with pytest.raises(SystemExit):
        main(["print", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "--back-offset=-1.5,0" in help_text and "never a comma" in help_text
    assert "'='" in help_text


def _printed_items(game_id: str, cards: tuple[str, ...]) -> set[str]:
    from cardgen.model import load_game
    from cardgen.press.planning import plan_pages

    game = load_game(game_id, None)
    pages = plan_pages(game, PrintOptions(cards=cards))
    return {s.piece.ref.id for p in pages if p.kind == "front" for s in p.sheet.fronts}


def test_cards_are_picked_by_the_codes_printed_on_them():
    """``--cards C01`` was refused: only item ids were known, not what the card shows."""
    pyramidion = _printed_items("pyramidion", ("d01", "B02", "revolt-marker"))
    assert pyramidion == {"distribution-1", _id_with_code("pyramidion", "B02"), "revolt-marker"}
    wagons = _printed_items("circle-the-wagons", ("7", "08", "card-09"))
    assert wagons == {"card-07", "card-08", "card-09"}


def _id_with_code(game_id: str, code: str) -> str:
    from cardgen.model import load_game

    game = load_game(game_id, None)
    return next(
        it.id for c in game.components for it in c.items if it.front.fields.get("code") == code
    )


def test_an_unknown_card_lists_the_printed_codes(tmp_path, capsys):
    code = main(["print", "pyramidion", "--cards", "C01,zz", "-o", str(tmp_path / "x.pdf")])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1
    assert "no card with id or code zz" in err and "D01, D02" in err and "C01" not in err[:60]
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("args", "warning"),
    [
        (["--layout", "fold", "--duplex", "short"], "--duplex short has no effect with --layout"),
        (["--layout", "fold", "--back-offset", "1,+1"], "--back-offset 1,+1 has no effect with"),
        (["--duplex", "none", "--back-offset", "1,-1"], "--back-offset 1,-1 has no effect with"),
        (["--duplex", "short", "--back-offset", "1,+1"], None),
        (["--layout", "fold"], None),
    ],
)  # fmt: skip
def test_an_option_without_effect_is_warned_about(tmp_path, capsys, args, warning):
    """``--layout fold --duplex short`` and the like were accepted silently, and page 1
    still said "back offset 1,1 mm" when no back was printed."""
    out = tmp_path / "deck.pdf"
    code, _, err = run(capsys, "print", "sample", *args, "-o", str(out))
    assert code == 0 and out.exists()
    if warning is None:
        assert err == ""
    else:
        assert err.startswith(f"cardgen: warning: {warning}")
        assert err.count("\n") == 1
    first = _page_text(out, 0)
    offset_shown = args == ["--duplex", "short", "--back-offset", "1,+1"]
    assert ("X +1 mm · Y +1 mm" in first) == offset_shown


def test_a_file_printed_alone_names_no_file_beside_it(tmp_path, capsys):
    """``cardgen print GAME -o out/deck.pdf`` named "…-rules.pdf", "…-rules-booklet.pdf"
    and "the file ending in -spaced" (the -fold file) on its calibration and contents
    pages: files only ``cardgen build`` writes. It names the options and commands that
    make them; ``cardgen build``'s own files still name the files beside them."""
    from pdfgeom import reader

    out = tmp_path / "out" / "deck.pdf"
    assert run(capsys, "print", "sample", "-o", str(out))[0] == 0
    assert sorted(p.name for p in out.parent.iterdir()) == ["deck.pdf"]
    text = " ".join(" ".join(p.extract_text().split()) for p in reader(out.read_bytes()).pages[:2])
    for sibling in ("-spaced", "-fold", "-rules", "-single"):
        assert sibling not in text, sibling
    for said in ("--layout spaced", "--layout fold", "cardgen rules sample --lang en -o rules.pdf"):
        assert said in text, said

    from cardgen.model import load_game
    from cardgen.press.print_files import build_print_files

    built = build_print_files([load_game("sample", SAMPLE)], tmp_path / "dist", workers=1)
    names = {p.name for p in built}
    deck = tmp_path / "dist" / "print" / "sample" / "sample-en-a4.pdf"
    text = " ".join(" ".join(p.extract_text().split()) for p in reader(deck.read_bytes()).pages[:2])
    for sibling in ("sample-en-a4-rules.pdf", "sample-en-a4-rules-booklet.pdf"):
        assert sibling in text and sibling in names
    assert "the file ending in -spaced" in text and "sample-en-a4-spaced.pdf" in names
