// Circle the Wagons: the painter's cards, each laid whole with a tap (its top-left
// territory on the square chosen). They take the place of the pad's keys, in the pad kept
// at the bottom of the screen under the grid: a reviewer laid cards from a list below the
// pad, and scrolled between it and the grid out of sight for every card. A button beside
// Clear and Undo switches between the keys and the cards.

import { cellView } from "./cells.js";
import { whenPressed } from "./pad.js";
import { territoriesOf } from "./paint.js";

/** The cards' panel (hidden at first), its switch, and the "turned 180°" box read when a
 *  card is laid: ``lay(card, turned)`` when a card is pressed. ``keys``: the pad's keys,
 *  hidden while the cards are shown. */
export function renderStamp(ctx, { cards, cardText, keys, lay }) {
  const el = ctx.el;
  const turned = el("input", { type: "checkbox", id: ctx.uid() });
  const buttons = el("div", { class: "cg-ctw-cards", role: "group", "aria-label": ctx.t("ctw_stamp_card") },
    [...cards.values()].map((card) => {
      // a card's picture and number seen, its territories heard
      const button = el("button", { type: "button", class: "cg-ctw-card", "data-card": card.id },
        el("span", { class: "cg-ctw-mini", "aria-hidden": "true" }, territoriesOf(card, false).map(([, , territory]) => cellView(ctx, territory))),
        el("span", { text: ctx.t("ctw_card_no", { n: card.id.replace("card-", "") }) }),
        el("span", { class: "cg-sr", text: `${ctx.t("colon")}${cardText(card)}` }));
      whenPressed(button, () => lay(card, turned.checked));
      return button;
    }));
  const panel = el("div", { class: "cg-ctw-stamp", id: ctx.uid(), hidden: true },
    el("p", { class: "cg-hint cg-ctw-stamphelp", text: ctx.t("ctw_stamp_help") }),
    el("span", { class: "cg-mode" }, turned, el("label", { for: turned.id, text: ctx.t("ctw_turned") })),
    buttons);
  const toggle = el("button", { type: "button", class: "cg-ctw-which", "aria-controls": panel.id, "aria-expanded": "false",
    text: ctx.t("ctw_pad_cards") });
  whenPressed(toggle, () => {
    const showCards = panel.hidden;
    panel.hidden = !showCards;
    keys.hidden = showCards;
    toggle.textContent = ctx.t(showCards ? "ctw_pad_keys" : "ctw_pad_cards");
    toggle.setAttribute("aria-expanded", String(showCards));
  });
  return { panel, toggle, turned };
}
