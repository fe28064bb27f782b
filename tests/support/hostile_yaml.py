"""Hostile YAML for the fuzz tests of content files (tests/hostile/): hostile values,
broken texts (a value replaced, an alias, bytes spliced in, the text cut short, an alias
bomb) and one node of a parsed file replaced."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

HOSTILE_YAML = st.sampled_from(
    [
        "[a, b]",
        "{x: 1}",
        "null",
        "~",
        "2024-13-45",
        "2024-02-30",
        "!!binary aGVsbG8=",
        "!!python/object:os.system {}",
        "!!set {a, b}",
        "&a [*a]",
        "&b {k: *b}",
        "*undefined",
        "1e999",
        "0x1F",
        "'\\ud800'",
        '"\\ud800"',
        '"\\x00"',
        "9" * 5000,
        "[" * 3000 + "]" * 3000,
        "{" * 500 + "}" * 500,
        "yes",
        "-.inf",
        ".nan",
        "? [a]\n  : b",
        "|\n  text\n\ttab",
        "'unterminated",
        '"\u202eevil"',
    ]
)


def file_lines(text: str) -> list[str]:
    return text.splitlines(keepends=True)


@st.composite
def broken_text(draw, text: str) -> str:
    """``text`` with one hostile change."""
    lines = file_lines(text)
    how = draw(st.sampled_from(["value", "value", "alias", "bytes", "cut", "bomb"]))
    keyed = [i for i, line in enumerate(lines) if ":" in line and not line.lstrip().startswith("#")]
    if how in ("value", "alias") and keyed:
        index = draw(st.sampled_from(keyed))
    else:
        index = draw(st.integers(0, max(0, len(lines) - 1)))
    line = lines[index] if lines else ""
    if how == "value" and ":" in line:
        head = line[: line.index(":") + 1]
        lines[index] = f"{head} {draw(HOSTILE_YAML)}\n"
    elif how == "alias" and ":" in line:
        head = line[: line.index(":") + 1]
        lines[index] = head.rstrip() + " &anchor " + line[len(head) :].lstrip()
        lines.append("extra: [*anchor, *anchor]\n")
    elif how == "bytes":
        noise = draw(st.text(max_size=8))
        cut = draw(st.integers(0, len(text)))
        return text[:cut] + noise + text[cut:]
    elif how == "cut":
        return text[: draw(st.integers(0, len(text)))]
    else:
        width = draw(st.integers(2, 12))
        depth = draw(st.integers(2, 14))
        bomb = "bomb0: &b0 [" + ", ".join(["x"] * width) + "]\n"
        bomb += "".join(
            f"bomb{i}: &b{i} [" + ", ".join([f"*b{i - 1}"] * width) + "]\n" for i in range(1, depth)
        )
        lines.append(bomb)
    return "".join(lines)


def mutate(value: Any, rnd: random.Random, replacement: Any) -> Any:
    """``value`` with one randomly chosen node replaced."""
    spots: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key in node:
                spots.append((node, key))
                walk(node[key])
        elif isinstance(node, list):
            for i in range(len(node)):
                spots.append((node, i))
                walk(node[i])

    walk(value)
    if spots:
        parent, key = rnd.choice(spots)
        parent[key] = replacement
    return value
