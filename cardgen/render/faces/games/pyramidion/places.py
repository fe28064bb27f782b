"""Pyramidion's boat cards, site tiles and tokens (the cards of people: pyramidion.py)."""

from __future__ import annotations

from cardgen.render.canvas import SAFE
from cardgen.render.faces.games.pyramidion.style import (
    BACK,
    COLOUR_PATTERN,
    GOLD,
    INK,
    MUTED,
    PANEL,
    PAPER,
    ROLE_STYLE,
    WORDS,
    band,
    footer,
    ink_on,
    mix,
    paper,
    patterned,
)


def draw_boat(canvas, face, item, game, lang: str) -> None:
    w, h = canvas.width, canvas.height
    colour = "#1f4566"
    paper(canvas)
    on_band = band(canvas, colour, "waves", 15.0)
    canvas.text(
        f"{WORDS('boat', lang)} {face.fields['number']}",
        SAFE,
        3.0,
        w - 2 * SAFE,
        9.5,
        size_pt=14,
        min_size_pt=9,
        bold=True,
        valign="middle",
        color=on_band,
    )
    cx, cy, r = w - SAFE - 9.0, 25.0, 9.0
    canvas.circle(
        cx, cy, r, fill="#ffffff" if canvas.low_ink else GOLD, stroke=INK, stroke_width=0.4
    )
    canvas.text(
        str(face.fields["points"]),
        cx - r,
        cy - r + 1.0,
        2 * r,
        10.0,
        size_pt=24,
        min_size_pt=16,
        bold=True,
        align="center",
        valign="middle",
        color=INK,
    )
    canvas.text(
        WORDS("vp", lang),
        cx - r,
        cy + 2.5,
        2 * r,
        4.5,
        size_pt=8,
        min_size_pt=7,
        bold=True,
        align="center",
        valign="middle",
        color=INK,
    )
    canvas.icon("pyr-boat", SAFE + 2.0, 18.0, 28.0, mix(colour, PAPER, 0.2))
    cargo = list(face.fields["cargo"].items())
    top = 50.0
    row = min(10.5, (h - SAFE - 5.0 - top) / max(1, len(cargo)))
    for i, (resource, amount) in enumerate(cargo):
        y = top + i * row
        canvas.rect(
            SAFE - 1.0,
            y + 0.5,
            w - 2 * SAFE + 2.0,
            row - 1.0,
            radius=1.0,
            fill="#ffffff" if canvas.low_ink else PANEL,
            stroke=MUTED,
            stroke_width=0.25,
        )
        canvas.text(
            f"{amount} ×",
            SAFE,
            y,
            12.0,
            row,
            size_pt=14,
            min_size_pt=9,
            bold=True,
            align="right",
            valign="middle",
            color=INK,
        )
        canvas.icon(f"pyr-{resource}", SAFE + 14.0, y + (row - 7.0) / 2, 7.0, INK)
        canvas.text(
            game.catalogs["resources"][resource].name.get(lang),
            SAFE + 23.0,
            y,
            w - 2 * SAFE - 23.0,
            row,
            size_pt=10,
            min_size_pt=7,
            valign="middle",
            color=INK,
            overflow="clip",
        )
    footer(canvas, face.fields.get("code", ""))


def draw_site(canvas, face, item, game, lang: str) -> None:
    w, h = canvas.width, canvas.height
    site = game.catalogs["sites"][face.fields["site"]]
    resource = game.catalogs["resources"][site.get("resource")]
    paper(canvas)
    on_band = band(canvas, "#8a6a2f", "bricks", 15.0)
    canvas.text(
        site.name.get(lang),
        SAFE,
        3.0,
        w - 2 * SAFE,
        9.5,
        size_pt=18,
        min_size_pt=10,
        bold=True,
        align="center",
        valign="middle",
        color=on_band,
    )
    canvas.icon(f"pyr-{resource.id}", w / 2 - 8.0, 17.5, 16.0, INK)
    canvas.text(
        resource.name.get(lang),
        SAFE,
        34.0,
        w - 2 * SAFE,
        5.0,
        size_pt=10,
        min_size_pt=7,
        align="center",
        valign="middle",
        color=INK,
    )
    box_w = (w - 2 * SAFE - 4.0) / 2
    for i, (kind, key) in enumerate(
        (("influence", "min_influence"), ("negotiation", "min_negotiation"))
    ):
        x, y = SAFE + i * (box_w + 4.0), 41.0
        canvas.rect(
            x,
            y,
            box_w,
            h - SAFE - y,
            radius=2.0,
            fill="#ffffff" if canvas.low_ink else PANEL,
            stroke=INK,
            stroke_width=0.35,
        )
        canvas.icon(f"pyr-{kind}", x + 2.0, y + 2.0, 9.0, INK)
        canvas.text(
            str(site.get(key)),
            x + box_w / 2 - 1.0,
            y + 1.0,
            box_w / 2,
            12.0,
            size_pt=26,
            min_size_pt=18,
            bold=True,
            align="center",
            valign="middle",
            color=INK,
        )
        label = f"{WORDS('minimum', lang)} {game.catalogs['point-kinds'][kind].name.get(lang)}"
        canvas.text(
            label,
            x + 1.0,
            y + 14.5,
            box_w - 2.0,
            4.5,
            size_pt=7,
            min_size_pt=7,
            align="center",
            color=INK,
            overflow="clip",
        )


# --- tokens ----------------------------------------------------------------------------


def draw_token(canvas, face, game, lang: str) -> None:
    w, h = canvas.width, canvas.height
    cx, cy, size = w / 2, h / 2, min(w, h)
    fields = face.fields
    if face.type == "resource-token":
        entry = game.catalogs["resources"][fields["resource"]]
        fill, pattern, icon = entry.get("colour"), None, f"pyr-{entry.id}"
    elif face.type in ("troop", "player-token", "category-marker"):
        entry = game.catalogs["colours"][fields["colour"]]
        fill, pattern = entry.get("colour"), COLOUR_PATTERN.get(entry.id)
        if face.type == "troop":
            icon = ROLE_STYLE[fields["role"]][2]
        elif face.type == "category-marker":
            icon = f"pyr-{fields['kind']}"
        else:
            icon = "pyr-pyramid"
    else:
        fill, pattern, icon = {
            "sundial": (GOLD, None, "pyr-sundial"),
            "turn-order": (BACK, None, None),
            "philosopher": ("#5b3a7a", None, "pyr-philosopher"),
            "revolt-marker": ("#8e2b1f", "zigzag", "pyr-revolt"),
        }.get(face.type, (MUTED, None, "star"))
    b = canvas.bleed
    patterned(canvas, -b, -b, w + 2 * b, h + 2 * b, fill, pattern, strong=True)
    if face.type == "resource-token":
        ink = INK if canvas.low_ink else ink_on(fill)
        canvas.icon(icon, cx - size * 0.31, cy - size * 0.31, size * 0.62, ink)
        return
    inner = size * 0.34
    if face.type == "category-marker":
        # a square window, where a troop of the same colour and role has a round one: the
        # two were told apart only by 2 mm of diameter when sorting the supply
        half = inner * 0.88
        canvas.rect(cx - half, cy - half, 2 * half, 2 * half, radius=half * 0.22, fill="#ffffff")
    else:
        canvas.circle(cx, cy, inner, fill="#ffffff")
    if face.type == "turn-order":
        canvas.text(
            str(fields["number"]),
            cx - inner,
            cy - inner,
            2 * inner,
            2 * inner,
            size_pt=24,
            min_size_pt=14,
            bold=True,
            align="center",
            valign="middle",
            color=INK,
        )
        return
    ink = INK if face.type in ("troop", "player-token", "category-marker") else fill
    if canvas.low_ink:
        ink = INK
    if face.type == "player-token":
        name = game.catalogs["colours"][fields["colour"]].name.get(lang)
        canvas.icon(icon, cx - 3.5, cy - inner + 1.2, 7.0, ink)
        canvas.text(
            name,
            cx - inner,
            cy + 1.0,
            2 * inner,
            4.0,
            size_pt=7,
            min_size_pt=7,
            bold=True,
            align="center",
            valign="middle",
            color=INK,
            overflow="clip",
        )
        return
    icon_size = inner * 1.5
    canvas.icon(icon, cx - icon_size / 2, cy - icon_size / 2, icon_size, ink)
