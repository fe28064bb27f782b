"""Faces of Pyramidion: character, revolt, distribution and boat cards with their backs,
the site tiles and the tokens.

Roles are told apart by name, icon (whip, scroll, scales, ankh, flame) and band pattern;
player colours by name or pattern (blue waves, yellow dots, red diagonals, green
crosshatch); resources by their icon. Colour is never the only cue. Card ids are printed
small at the foot of the cards so that players can type them into the score checker.
"""

from __future__ import annotations

from cardgen.render.canvas import SAFE
from cardgen.render.faces import pyramidion_icons as _icons  # noqa: F401 (registers icons)

INK = "#231a10"
PAPER = "#f3e6c4"
PANEL = "#fbf4e2"
MUTED = "#b9ab8a"
BACK = "#5d4322"
GOLD = "#d9b24c"
ROLE_STYLE = {
    "torturer": ("#8e2b1f", "diagonal", "pyr-influence"),
    "negotiator": ("#1f4f7a", "dots", "pyr-negotiation"),
    "merchant": ("#2f6b36", "vertical", "pyr-haggling"),
    "special": ("#5b3a7a", "crosshatch", "pyr-ankh"),
    "revolt": ("#333333", "zigzag", "pyr-revolt"),
}
COLOUR_PATTERN = {"blue": "waves", "yellow": "dots", "red": "diagonal", "green": "crosshatch"}
KINDS = ("influence", "negotiation", "haggling")
VP = {"en": "VP", "de": "SP", "nl": "OP", "it": "PV"}
BASIC = {"en": "basic card", "de": "Grundkarte", "nl": "basiskaart", "it": "carta base"}
MINIMUM = {"en": "min.", "de": "Min.", "nl": "min.", "it": "min."}


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


# --- helpers ---------------------------------------------------------------------------


def mix(colour: str, other: str, t: float) -> str:
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))


def ink_on(colour: str) -> str:
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def patterned(canvas, x, y, w, h, colour, pattern, *, radius=0.0, strong=False) -> None:
    """A filled area with a pattern over it (a light tint with the pattern in low ink).
    ``strong`` draws a bolder pattern, for small tokens where it tells colours apart."""
    if canvas.low_ink:
        fill, ink = mix(colour, "#ffffff", 0.88), colour
    else:
        fill = colour
        ink = mix(colour, ink_on(colour), 0.6) if strong else mix(colour, "#ffffff", 0.25)
    canvas.rect(
        x,
        y,
        w,
        h,
        radius=radius,
        fill=fill,
        pattern=pattern,
        pattern_color=ink,
        pattern_width=0.5 if strong else 0.35,
        pattern_spacing=2.2 if strong else 2.6,
    )


def band(canvas, colour, pattern, height) -> str:
    """The title band across the top, into the bleed; returns the ink to write on it."""
    b = canvas.bleed
    patterned(canvas, -b, -b, canvas.width + 2 * b, height + b, colour, pattern)
    if canvas.low_ink:  # keep the title readable over the pattern
        canvas.rect(
            SAFE - 1.0,
            1.5,
            canvas.width - 2 * SAFE + 2.0,
            height - 3.0,
            radius=1.5,
            fill="#ffffff",
            stroke=colour,
            stroke_width=0.3,
        )
        return colour
    return "#ffffff"


def paper(canvas) -> None:
    canvas.fill_bleed("#ffffff" if canvas.low_ink else PAPER)


def footer(canvas, text: str) -> None:
    """The card's short code ("C17", "B05"), the same in every language: what the score
    checker takes for the card."""
    canvas.text(
        text,
        SAFE,
        canvas.height - SAFE - 3.6,
        canvas.width - 2 * SAFE,
        3.6,
        size_pt=7,
        min_size_pt=7,
        align="center",
        color="#6b5d43",
        overflow="clip",
    )


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
        label = f"{entry.name.get(lang)} · {BASIC[lang]}"
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
    name = {"en": "Distribution", "de": "Verteilung", "nl": "Verdeling", "it": "Distribuzione"}
    canvas.icon("pyr-stone", SAFE, 3.0, 9.0, on_band)
    canvas.text(
        name[lang],
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


def draw_boat(canvas, face, item, game, lang: str) -> None:
    w, h = canvas.width, canvas.height
    colour = "#1f4566"
    paper(canvas)
    on_band = band(canvas, colour, "waves", 15.0)
    name = {"en": "Boat", "de": "Boot", "nl": "Boot", "it": "Barca"}
    canvas.text(
        f"{name[lang]} {face.fields['number']}",
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
        VP[lang],
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
        label = f"{MINIMUM[lang]} {game.catalogs['point-kinds'][kind].name.get(lang)}"
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
