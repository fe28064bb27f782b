"""The board form of Web: the seed's illustrated cable cases and every placement rule.

The seed's illustrations are lost; each case below rebuilds what its text says on one
base layout (x to the right, y downwards; S = central server, H = one-square hole,
D = a two-square gap where a domino still fits, X = extra server)::

    y\\x  0    1    2    3    4    5    6    7
    -1   c1   o    o    D    o    o    o
     0   S    S    o    o    o    H    o
     1   S    S    c2   o    c4   o    o
     2   c3   o                        X
     3                                 o    c2
"""

from __future__ import annotations

import pytest

from cardgen.engine import RecordError
from cardgen.engine.games.web.board import analyse_board, card_squares
from cardgen.engine.games.web.score import score
from cardgen.model import game_data, load_game

DATA = game_data(load_game("web"))

BASE_CARDS = [
    {"card": "three-open", "x": 2, "y": 0},
    {"card": "two-c2", "x": 2, "y": 1},
    {"card": "three-c1", "x": 0, "y": -1},
    {"card": "two-c4", "x": 4, "y": 1},
    {"card": "three-open", "x": 6, "y": -1, "rotation": 90},
    {"card": "two-open", "x": 4, "y": -1},
    {"card": "corner-server-c2", "x": 6, "y": 2},
    {"card": "two-c3", "x": 0, "y": 2},
]


def cable(colour: str, a: tuple[int, int], b: tuple[int, int]) -> dict:
    return {"colour": colour, "from": list(a), "to": list(b)}


def red(*points: tuple[int, int]) -> list[dict]:
    """A red path through the given squares, one cable per step."""
    return [cable("red", a, b) for a, b in zip(points, points[1:], strict=False)]


def blue(*points: tuple[int, int]) -> list[dict]:
    return [cable("blue", a, b) for a, b in zip(points, points[1:], strict=False)]


def board(cables: list[dict], cards: list[dict] | None = None, **extra) -> dict:
    return {"cards": BASE_CARDS if cards is None else cards, "cables": cables, **extra}


def violations(cables: list[dict], **kw) -> list[tuple[str, str]]:
    return [(v.rule, v.path) for v in analyse_board(board(cables, **kw), DATA).violations]


def connected(cables: list[dict], colour: str) -> list[int]:
    result = analyse_board(board(cables), DATA)
    assert result.violations == []
    return [points for _, points in result.connected.get(colour, [])]


def test_base_layout_is_legal_and_has_the_hole_and_the_gap():
    result = analyse_board(board([]), DATA)
    assert result.violations == []
    squares = result.squares
    assert (5, 0) not in squares and (3, -1) not in squares
    assert squares[(2, 1)].kind == "computer" and squares[(2, 1)].points == 2
    assert squares[(4, 1)].points == 4 and squares[(0, -1)].points == 1
    assert squares[(6, 2)].kind == "server" and squares[(7, 3)].points == 2
    assert squares[(6, 1)].kind == "open"  # the turned tromino runs (6,-1)..(6,1)


# --- the seed's cases, one test each ---------------------------------------------------


def test_case_a_diagonal_cable_is_wrong():
    assert violations([cable("red", (1, 0), (2, 1))]) == [("cable-shape", "board.cables[0]")]


def test_case_m_cable_without_server_or_own_network_is_wrong():
    cables = red((1, 0), (2, 0)) + [cable("blue", (3, 0), (3, 1))]
    assert violations(cables) == [("cable-unlinked", "board.cables[1]")]


def test_case_m_other_colours_do_not_link_a_cable():
    # blue touches the red network at (3,0) but only its own colour (or a server) links it
    cables = red((1, 0), (2, 0), (3, 0)) + [cable("blue", (3, 0), (3, 1))]
    assert violations(cables) == [("cable-unlinked", "board.cables[2]")]


def test_case_p_cable_from_an_extra_server_is_correct():
    cables = blue((6, 2), (6, 3), (7, 3))
    assert connected(cables, "blue") == [2]


def test_case_k_computer_may_have_only_one_connection():
    cables = [cable("red", (1, 1), (2, 1))] + blue((1, 0), (1, -1), (2, -1), (2, 0), (2, 1))
    assert violations(cables) == [("computer-twice", "board.cables[4]")]


def test_case_b_d_one_of_the_two_cables_is_too_many():
    # b ends at the computer; d would carry the network on through it
    cables = red((1, 1), (2, 1), (3, 1))
    assert violations(cables) == [("computer-twice", "board.cables[1]")]


def test_case_g_two_cables_side_by_side_over_one_edge():
    cables = red((1, 0), (2, 0)) + [cable("blue", (2, 0), (1, 0))]
    assert violations(cables) == [("cable-double-edge", "board.cables[1]")]


def test_square_a_cables_may_bend():
    assert connected(red((1, 0), (2, 0), (3, 0), (3, 1)), "red") == []


def test_square_b_cables_of_different_players_may_cross():
    cables = red((1, 0), (2, 0), (3, 0)) + blue((1, 0), (1, -1), (2, -1), (2, 0), (2, 1))
    assert connected(cables, "blue") == [2]


def test_square_c_cables_may_split():
    cables = red((1, 0), (2, 0), (3, 0), (4, 0), (4, 1)) + red((2, 0), (2, -1))
    assert connected(cables, "red") == [4]


def test_case_c_e_f_cables_into_a_one_square_hole_are_correct():
    cables = red((1, 0), (2, 0), (3, 0), (4, 0))
    cables += [cable("red", (4, 0), (5, 0))]  # c
    cables += [cable("red", (5, 0), (5, -1))]  # e
    cables += red((5, 0), (6, 0))  # f
    cables += red((5, -1), (4, -1))
    assert analyse_board(board(cables), DATA).violations == []


def test_case_c_hole_links_on_to_a_computer():
    cables = red((1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (5, 1), (4, 1))
    assert connected(cables, "red") == [4]


def test_case_i_gap_where_a_card_fits_is_not_a_hole():
    cables = red((1, 0), (1, -1), (2, -1), (3, -1))
    assert violations(cables) == [("cable-off-cards", "board.cables[2]")]


def test_case_h_cable_onto_the_table_is_wrong():
    cables = red((1, 0), (1, -1), (1, -2))
    assert violations(cables) == [("cable-off-cards", "board.cables[1]")]


def test_square_d_becomes_a_hole_once_closed_in():
    # the gap D (3,-1) is open to the table above; a card above it closes it in
    cards = [*BASE_CARDS, {"card": "three-c3", "x": 2, "y": -2}]
    cables = red((1, 0), (1, -1), (2, -1), (3, -1), (3, 0))
    assert violations(cables, cards=cards) == []


# --- servers --------------------------------------------------------------------------


def test_one_cable_per_server_side():
    cables = red((1, 0), (2, 0)) + blue((1, 1), (2, 1))
    assert violations(cables) == [("server-side", "board.cables[1]")]


def test_four_cables_of_different_colours_leave_the_server_one_per_side():
    cards = [*BASE_CARDS, {"card": "two-open", "x": -2, "y": 0}]
    cables = red((1, 0), (2, 0)) + blue((0, 0), (0, -1)) + [cable("green", (1, 1), (1, 2))]
    cables += [cable("yellow", (0, 0), (-1, 0))]
    result = analyse_board(board(cables, cards=cards), DATA)
    assert result.violations == []
    assert result.connected == {"blue": [((0, -1), 1)]}


def test_second_cable_on_the_south_side_is_wrong():
    cables = [cable("green", (1, 1), (1, 2)), cable("yellow", (0, 1), (0, 2))]
    assert violations(cables) == [("server-side", "board.cables[1]")]


def test_cable_inside_the_central_server_is_wrong():
    assert violations([cable("red", (0, 0), (1, 0))]) == [("cable-in-server", "board.cables[0]")]


def test_cable_from_server_straight_to_computer_scores():
    assert connected([cable("green", (1, 1), (1, 2)), cable("green", (1, 2), (0, 2))], "green") == [
        3
    ]


def test_network_may_run_between_two_servers():
    cables = red((1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (6, 0), (6, 1), (6, 2), (6, 3), (7, 3))
    assert connected(cables, "red") == [2]


def test_cable_between_two_computers_is_unlinked():
    cards = [*BASE_CARDS[:7], {"card": "two-c1-c2", "x": 0, "y": 2}]
    assert violations([cable("red", (0, 2), (1, 2))], cards=cards) == [
        ("cable-unlinked", "board.cables[0]")
    ]


def test_illegal_cable_does_not_link_later_cables():
    cables = [cable("red", (1, 0), (2, 1))] + red((2, 1), (3, 1))
    assert violations(cables) == [
        ("cable-shape", "board.cables[0]"),
        ("cable-unlinked", "board.cables[1]"),
    ]


# --- card placement -------------------------------------------------------------------


def test_card_on_another_card_is_wrong():
    cards = [*BASE_CARDS, {"card": "two-open", "x": 3, "y": 0}]
    assert violations([], cards=cards) == [("card-overlap", "board.cards[8]")]


def test_card_on_the_server_is_wrong():
    assert violations([], cards=[{"card": "two-open", "x": 1, "y": 1}]) == [
        ("card-overlap", "board.cards[0]")
    ]


def test_card_must_touch_an_earlier_card_or_the_server():
    cards = [{"card": "two-open", "x": 3, "y": 0}, {"card": "two-c1", "x": 2, "y": 1}]
    assert violations([], cards=cards) == [("card-not-adjacent", "board.cards[0]")]


def test_corner_contact_is_not_enough():
    assert violations([], cards=[{"card": "two-open", "x": 2, "y": 2}]) == [
        ("card-not-adjacent", "board.cards[0]")
    ]


def test_card_on_an_obstacle_is_wrong():
    cards = [{"card": "two-open", "x": 2, "y": 0}]
    assert violations([], cards=cards, obstacles=[[3, 0]]) == [
        ("card-on-obstacle", "board.cards[0]")
    ]


def test_obstacle_square_is_not_a_hole():
    # (5,0) is closed in by cards but holds an obstacle: no card and no cable may use it
    cables = red((1, 0), (2, 0), (3, 0), (4, 0), (5, 0))
    assert violations(cables, obstacles=[[5, 0]]) == [("cable-off-cards", "board.cables[3]")]


def test_server_position_moves_everything_with_it():
    cards = [{"card": "two-c4", "x": 12, "y": 10}]
    result = analyse_board(
        {
            "server": {"x": 10, "y": 10},
            "cards": cards,
            "cables": [cable("red", (11, 10), (12, 10))],
        },
        DATA,
    )
    assert result.violations == [] and result.connected == {"red": [((12, 10), 4)]}


@pytest.mark.parametrize(
    ("rotation", "expected"),
    [
        (0, [(0, 0, "c5"), (0, 1, "open"), (1, 1, "open")]),
        (90, [(1, 0, "c5"), (0, 0, "open"), (0, 1, "open")]),
        (180, [(1, 1, "c5"), (1, 0, "open"), (0, 0, "open")]),
        (270, [(0, 1, "c5"), (1, 1, "open"), (1, 0, "open")]),
    ],
)
def test_rotation_turns_the_card_clockwise(rotation, expected):
    # X.   turned 90° clockwise:  XX   (the c5 at the top-left goes to the top-right)
    # XX                          X.
    item = next(i for c in DATA["components"] for i in c["items"] if i["id"] == "corner-c5")
    assert card_squares(item, rotation) == expected


# --- invalid records name the cable and the rule ---------------------------------------


def test_score_raises_with_the_path_and_the_rule_name():
    record = {
        "game": "web",
        "board": board(red((1, 1), (2, 1), (3, 1)) + red((1, 0), (1, -1), (1, -2))),
        "players": [{"name": "A", "board": "red"}, {"name": "B", "board": "blue"}],
    }
    with pytest.raises(RecordError) as err:
        score(record, DATA)
    assert err.value.path == "board.cables[1]"
    # the rules by their names, no rule id and no JSON path in the message
    assert "computer-twice" not in err.value.message and "board." not in err.value.message
    assert "a computer is connected from one side only" in err.value.message.lower()
    assert "it also breaks: A cable may not leave the cards" in err.value.message


@pytest.mark.parametrize(
    ("board_json", "path", "words"),
    [
        (
            {"cards": [{"card": "nope", "x": 0, "y": 2}]},
            "board.cards[0].card",
            "not a network card",
        ),
        (
            {"cards": [{"card": "two-c4", "x": 2, "y": 0}, {"card": "two-c4", "x": 2, "y": 1}]},
            "board.cards[1].card",
            "only 1",
        ),
        (
            {"cards": [{"card": "two-c4", "x": 2, "y": 0, "rotation": 45}]},
            "board.cards[0].rotation",
            "rotation",
        ),
        (
            {"cards": [{"card": "two-c4", "x": 2, "y": 0, "rotation": 90.0}]},
            "board.cards[0].rotation",
            "rotation",
        ),
        ({"cards": [{"card": "two-c4", "x": 2.5, "y": 0}]}, "board.cards[0].x", "whole"),
        (
            {"cables": [{"colour": "pink", "from": [1, 0], "to": [2, 0]}]},
            "board.cables[0].colour",
            "colour",
        ),
        (
            {"cables": [{"colour": "red", "from": [1], "to": [2, 0]}]},
            "board.cables[0].from",
            "[x, y]",
        ),
        (
            {"cables": [{"colour": "red", "from": [1, 0], "to": [2, 5000]}]},
            "board.cables[0].to[1]",
            "at most",
        ),
        ({"obstacles": [[0, 0]]}, "board.obstacles[0]", "server"),
        ({"tiles": []}, "board.tiles", "unknown field"),
        (
            {"cables": [{"colour": "red", "from": [1, 0], "to": [2, 0]}] * 25},
            "board.cables[24].colour",
            "only 24",
        ),
    ],
)
def test_malformed_boards(board_json, path, words):
    record = {
        "game": "web",
        "board": board_json,
        "players": [{"name": "A", "board": "red"}, {"name": "B", "board": "blue"}],
    }
    with pytest.raises(RecordError) as err:
        score(record, DATA)
    assert err.value.path == path
    assert words in err.value.message
