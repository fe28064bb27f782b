"""Share links packed (``core/packing.js``, ``core/records.js``) under Node: a finished game
of Cosmopolis (4 players, 4 rounds) made a link of about 2,500 characters in base64 (the
record's text grows by a third); packed, it is well under half of that. Every game's
example records and names in any script come back exactly; links of the first form
(base64url of the record's text, as sent before and as records.md's tools write them) open
as they did; a damaged packed link is named damaged, and one that would unpack to more
than a saved game may hold is named too big, without unpacking it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from games import checker_games, records_of
from node import run_modules

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")

FINISHED = Path(__file__).parent / "records" / "cosmopolis-4-players.json"
"""A finished 4-player game of Cosmopolis: 4 rounds, each player's sets of our cities (the
engine scores it: tests below)."""


def run(script: str):
    return run_modules(script, records="core/records.js", packing="core/packing.js")


def test_a_finished_cosmopolis_game_packs_to_well_under_half_and_comes_back():
    record = json.loads(FINISHED.read_text(encoding="utf-8"))
    out = run(
        f"""const record = {json.dumps(record)};
        const packed = records.encodeRecord(record);
        const plain = records.encodeRecordBase64(record);
        console.log(JSON.stringify({{packed: packed.length, plain: plain.length,
          safe: /^~[A-Za-z0-9_-]+$/.test(packed),
          back: records.decodeRecord(packed), old: records.decodeRecord(plain)}}));"""
    )
    assert out["back"] == record and out["old"] == record
    assert out["safe"]  # (no character a link would have to escape)
    assert out["plain"] > 2400 and out["packed"] < 0.45 * out["plain"], out


def test_every_example_record_and_any_name_comes_back_exactly():
    records = [r for game in checker_games() for _name, r in records_of(game.id)]
    records += [
        {"game": "web", "players": [{"name": n} for n in ("Zoë ✓", "李雷", "𝄞 clef", "a\\b\"c'~")]},
        {"game": "web", "players": []},
        {},
    ]
    out = run(
        f"""const all = {json.dumps(records)};
        console.log(JSON.stringify(all.map((r) => {{
          const link = records.encodeRecord(r);
          return [JSON.stringify(records.decodeRecord(link)) === JSON.stringify(r), link.length];
        }})));"""
    )
    assert [same for same, _ in out] == [True] * len(records)


def packed_bits(bits: str) -> str:
    """``bits`` ("0110…") as a packed link's text: the mark, the version, six bits a
    character of base64url (the last padded with 0s)."""
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    bits += "0" * (-len(bits) % 6)
    return "~A" + "".join(alphabet[int(bits[i : i + 6], 2)] for i in range(0, len(bits), 6))


SWOLLEN = packed_bits("0" + "00101" + "1" + "0" * 20 + "1" + "0" * 20 + "1")
"""One literal ("a"), then a reference a million characters long to it (length as a gamma
code, distance 1): far more than a saved game may hold."""


def test_a_damaged_or_swollen_packed_link_is_named_and_an_old_one_still_opens():
    # (the bits as the page reads them: the literal alone is "a")
    alone = json.dumps(packed_bits("000101")[1:])
    assert run(f"console.log(JSON.stringify(packing.unpack({alone}, 99)))") == "a"
    out = run(
        """const problem = (text) => {
          try { records.decodeRecord(text); return null; }
          catch (e) { return e instanceof records.RecordProblem ? e.key : String(e); }
        };
        const SWOLLEN = "{swollen}";
        const link = records.encodeRecord({game: 'web', players: [{name: 'Ann'}]});
        console.log(JSON.stringify({
          cut: problem(link.slice(0, link.length - 3)),
          version: problem('~Z' + link.slice(2)),
          strange: problem(link + '%'),
          empty: problem('~'),
          early: problem('~Ag'),
          swollen: problem(SWOLLEN),
          old: records.decodeRecord('eyJnYW1lIjoid2ViIn0'),
        }));""".replace("{swollen}", SWOLLEN)
    )
    assert out["cut"] == "rec_damaged"
    assert out["version"] == "rec_damaged"
    assert out["strange"] == "rec_damaged"
    assert out["empty"] == "rec_damaged"
    assert out["early"] == "rec_damaged"
    assert out["swollen"] == "rec_too_big"
    assert out["old"] == {"game": "web"}


def test_the_finished_game_is_one_the_engine_scores():
    from cardgen.commands.score import score_text

    result = score_text(FINISHED.read_text(encoding="utf-8"))
    assert [p["name"] for p in result["players"]] == ["Annika", "Bernhard", "Chiara", "Dieuwke"]
