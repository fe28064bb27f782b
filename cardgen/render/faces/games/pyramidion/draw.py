"""Faces of Pyramidion: character, revolt, distribution and boat cards with their backs,
the site tiles and the tokens.

Roles are told apart by name, icon (whip, scroll, scales, ankh, flame) and band pattern;
player colours by name or pattern (blue waves, yellow dots, red diagonals, green
crosshatch); resources by their icon. Colour is never the only cue. Card ids are printed
small at the foot of the cards so that players can type them into the score checker.
"""

from __future__ import annotations

from cardgen.render.canvas import SAFE
from cardgen.render.faces.games.pyramidion import icons as _icons  # noqa: F401 (registers icons)
from cardgen.render.faces.games.pyramidion.places import draw_boat, draw_site, draw_token
from cardgen.render.faces.games.pyramidion.style import (
    BACK,
    COLOUR_PATTERN,
    GOLD,
    INK,
    KINDS,
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


def draw_face(canvas, face, item, component, game, lang: str) -> None:
    drawers = {
        "character": draw_character,
        "revolt": draw_character,
        "character-back": draw_back,
        "distribution": draw_distribution,
        "distribution-back": draw_back,
        "boat": draw_boat,
        "boat-back": draw_back,
        "site": draw_site,
    }
    drawer = drawers.get(face.type)
    if drawer is not None:
        drawer(canvas, face, item, game, lang)
    else:
        draw_token(canvas, face, game, lang)


# --- cards -----------------------------------------------------------------------------


def draw_character(canvas, face, item, game, lang: str) -> None:
    w, h = canvas.width, canvas.height
    role = face.fields.get("role") or "revolt"
    colour, pattern, icon = ROLE_STYLE[role]
    paper(canvas)
    on_band = band(canvas, colour, pattern, 17.0)
    role_name = (
        game.catalogs["roles"][role].name.get(lang) if role != "revolt" else item.name.get(lang)
    )
    title = item.name.get(lang) if item is not None and item.name is not None else role_name
    canvas.icon(icon, SAFE, 3.5, 10.0, on_band)
    if title != role_name:
        canvas.text(
            title,
            15.5,
            3.0,
            w - 15.5 - SAFE,
            7.4,
            size_pt=14,
            min_size_pt=9,
            bold=True,
            valign="middle",
            color=on_band,
            overflow="clip",
        )
        canvas.text(
            role_name,
            15.5,
            10.2,
            w - 15.5 - SAFE,
            4.5,
            size_pt=8,
            min_size_pt=7,
            color=on_band,
            overflow="clip",
        )
    else:
        canvas.text(
            title,
            15.5,
            3.0,
            w - 15.5 - SAFE,
            11.0,
            size_pt=15,
            min_size_pt=9,
            bold=True,
            valign="middle",
            color=on_band,
            overflow="clip",
        )
    top = 19.5
    owner = face.fields.get("colour")
    if owner:
        entry = game.catalogs["colours"][owner]
        patterned(
            canvas,
            SAFE,
            top,
            w - 2 * SAFE,
            6.0,
            entry.get("colour"),
            COLOUR_PATTERN.get(owner),
            radius=1.0,
        )
        label_ink = INK if canvas.low_ink else ink_on(entry.get("colour"))
        box = "#ffffff" if canvas.low_ink else entry.get("colour")
        label = f"{entry.name.get(lang)} · {WORDS('basic-card', lang)}"
        canvas.rect(w / 2 - 17, top + 0.8, 34, 4.4, radius=1.0, fill=box)
        canvas.text(
            label,
            w / 2 - 17,
            top + 0.8,
            34,
            4.4,
            size_pt=8,
            min_size_pt=7,
            bold=True,
            align="center",
            valign="middle",
            color=label_ink,
            overflow="clip",
        )
        top += 7.5
    values(canvas, face, game, lang, top)
    effect = face.fields.get("effect")
    box_top = top + 28.0
    box_h = h - SAFE - 5.0 - box_top
    if effect is not None:
        canvas.rect(
            SAFE,
            box_top,
            w - 2 * SAFE,
            box_h,
            radius=1.5,
            fill="#ffffff" if canvas.low_ink else PANEL,
            stroke=colour,
            stroke_width=0.4,
        )
        canvas.text(
            effect.get(lang),
            SAFE + 2.0,
            box_top + 1.5,
            w - 2 * SAFE - 4.0,
            box_h - 3.0,
            size_pt=11,
            min_size_pt=7,
            valign="middle",
            color=INK,
            overflow="clip",
        )
    else:
        size = min(box_h, 24.0)
        canvas.icon(
            icon, w / 2 - size / 2, box_top + (box_h - size) / 2, size, mix(colour, PAPER, 0.65)
        )
    footer(canvas, face.fields.get("code", ""))


def values(canvas, face, game, lang: str, top: float) -> None:
    """Three rows: icon, big number and name of influence, negotiation and haggling
    (a zero is a grey dash)."""
    row = 8.8
    for i, kind in enumerate(KINDS):
        value = face.fields.get(kind) or 0
        y = top + i * row
        ink = INK if value else MUTED
        canvas.icon(f"pyr-{kind}", SAFE + 1.0, y + 0.9, 7.0, ink)
        canvas.text(
            str(value) if value else "–",
            SAFE + 9.0,
            y,
            11.0,
            row,
            size_pt=24,
            min_size_pt=18,
            bold=True,
            align="center",
            valign="middle",
            color=ink,
        )
        canvas.text(
            game.catalogs["point-kinds"][kind].name.get(lang),
            SAFE + 22.0,
            y,
            canvas.width - 2 * SAFE - 22.0,
            row,
            size_pt=11,
            min_size_pt=7,
            bold=bool(value),
            valign="middle",
            color=ink,
            overflow="clip",
        )
        if i:
            canvas.line(SAFE, y, canvas.width - SAFE, y, stroke=MUTED, stroke_width=0.2)


def draw_back(canvas, face, item, game, lang: str) -> None:
    w, h = canvas.width, canvas.height
    tint = {"character-back": BACK, "distribution-back": "#2d5d5b", "boat-back": "#1f4566"}[
        face.type
    ]
    icon = {
        "character-back": "pyr-pyramid",
        "distribution-back": "pyr-stone",
        "boat-back": "pyr-boat",
    }[face.type]
    b = canvas.bleed
    # No frame on a back: a frame near the trim shows any duplex misalignment as lopsided.
    if canvas.low_ink:
        canvas.fill_bleed("#ffffff")
        canvas.rect(-b, -b, w + 2 * b, h + 2 * b, pattern="bricks",
                    pattern_color=mix(tint, "#ffffff", 0.7))  # fmt: skip
        ink = tint
    else:
        canvas.rect(
            -b,
            -b,
            w + 2 * b,
            h + 2 * b,
            fill=tint,
            pattern="bricks",
            pattern_color=mix(tint, "#000000", 0.25),
            pattern_spacing=4.0,
            pattern_width=0.4,
        )
        ink = GOLD
    canvas.icon(icon, w / 2 - 17, h / 2 - 22, 34, ink)
    canvas.text(
        "Pyramidion",
        SAFE,
        h / 2 + 15,
        w - 2 * SAFE,
        9,
        size_pt=18,
        min_size_pt=12,
        bold=True,
        align="center",
        valign="middle",
        color=ink,
    )
    canvas.text(
        face.fields["label"].get(lang),
        SAFE,
        h / 2 + 25,
        w - 2 * SAFE,
        6,
        size_pt=11,
        min_size_pt=8,
        align="center",
        valign="middle",
        color=ink,
    )


def draw_distribution(canvas, face, item, game, lang: str) -> None:
    w, h = canvas.width, canvas.height
    colour = "#2d5d5b"
    paper(canvas)
    on_band = band(canvas, colour, "hatch", 15.0)
    canvas.icon("pyr-stone", SAFE, 3.0, 9.0, on_band)
    canvas.text(
        WORDS("distribution", lang),
        14.0,
        3.0,
        w - 28.0,
        9.5,
        size_pt=13,
        min_size_pt=8,
        bold=True,
        valign="middle",
        color=on_band,
        overflow="clip",
    )
    canvas.text(
        str(face.fields["number"]),
        w - SAFE - 12.0,
        3.0,
        12.0,
        9.5,
        size_pt=20,
        min_size_pt=12,
        bold=True,
        align="right",
        valign="middle",
        color=on_band,
    )
    amounts = {s["site"]: s["amount"] for s in face.fields["supplies"]}
    sites = list(game.catalogs["sites"])
    top, row = 18.0, (h - 18.0 - SAFE - 5.0) / len(sites)
    for i, site in enumerate(sites):
        y = top + i * row
        amount = amounts.get(site.id, 0)
        ink = INK if amount else MUTED
        if i % 2 == 0:
            canvas.rect(
                SAFE - 1.0,
                y,
                w - 2 * SAFE + 2.0,
                row,
                radius=1.0,
                fill="#ffffff" if canvas.low_ink else PANEL,
            )
        canvas.text(
            site.name.get(lang),
            SAFE,
            y,
            w - 2 * SAFE - 22.0,
            row,
            size_pt=10,
            min_size_pt=7,
            valign="middle",
            color=ink,
            overflow="clip",
        )
        canvas.icon(f"pyr-{site.get('resource')}", w - SAFE - 21.0, y + (row - 6.0) / 2, 6.0, ink)
        canvas.text(
            f"× {amount}" if amount else "–",
            w - SAFE - 14.0,
            y,
            14.0,
            row,
            size_pt=14,
            min_size_pt=9,
            bold=True,
            align="right",
            valign="middle",
            color=ink,
        )
    footer(canvas, face.fields.get("code", ""))
