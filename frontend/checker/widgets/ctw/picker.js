// Circle the Wagons: the town builder's card picker. The cards not yet placed, each drawn
// as printed (./cardface.js) and a finger's target, in a list two rows high that scrolls
// by rows (as the painter's cards), always as printed; the card chosen is shown above
// them, turned as it will be laid, with the "turned 180°" box beside it. A text drop-down
// ("#06: Water/Gun, …") was cut off on a phone and showed no picture of the card before it
// was laid.
//
// Nothing is chosen at first, nor after a card is laid: a person enters the cards in the
// order they were played, which the page cannot know (a reviewer took the next number,
// offered after each card, for the card played next).

import { cardFace } from "./cardface.js";
import { whenPressed } from "./pad.js";
import { stillChosen } from "./placing.js";
import { markMore } from "./stamp.js";

/**
 * The picker of ``cards`` (Map id → card): ``node``; ``chosen()`` (the card id chosen, or
 * null) and ``turned()``; ``offer(free)`` shows only the ids ``free`` (a chosen card no
 * longer free is chosen no more); ``clear()`` chooses nothing, not turned.
 * ``onchange()`` after a card is chosen.
 */
export function renderCardPicker(ctx, { cards, cardText, onchange }) {
  const el = ctx.el;
  let chosen = null;
  const turned = el("input", { type: "checkbox", id: ctx.uid() });
  const buttons = new Map(); // card id → its button
  const list = el("div", { class: "cg-ctw-cards", role: "group", "aria-label": ctx.t("ctw_card") },
    [...cards.values()].map((card) => {
      const { face, words, draw } = cardFace(ctx, card, cardText);
      draw(false); // (the list as printed, whatever the box says: see drawChosen)
      const button = el("button", { type: "button", class: "cg-ctw-card", "data-card": card.id, "aria-pressed": "false" }, face, words);
      whenPressed(button, () => {
        choose(card.id);
        onchange?.();
      });
      buttons.set(card.id, button);
      return button;
    }));
  const frame = el("div", { class: "cg-ctw-cardsframe" }, list);
  list.addEventListener("scroll", () => markMore(list, frame), { passive: true });

  // the card chosen, large, turned as it will be laid; or a word that none is
  const shown = el("span", { class: "cg-ctw-chosenface" });
  const saying = el("span", { class: "cg-ctw-chosenwords", "aria-live": "polite" });
  // only the card chosen turns with the box: a reviewer who ticked it saw every card of
  // the list upside down, unlike the printed cards they were looking for next
  const drawChosen = () => {
    if (!chosen) {
      shown.replaceChildren();
      saying.textContent = ctx.t("ctw_none_chosen");
      return;
    }
    const { face, draw } = cardFace(ctx, cards.get(chosen), cardText);
    draw(turned.checked);
    shown.replaceChildren(face);
    const no = ctx.t("ctw_card_no", { n: chosen.replace("card-", "") });
    saying.textContent = ctx.t("ctw_chosen_card", { card: turned.checked ? `${no}, ${ctx.t("ctw_turned")}` : no });
  };
  const choose = (id) => {
    chosen = id;
    for (const [key, button] of buttons) button.setAttribute("aria-pressed", String(key === id));
    drawChosen();
  };
  turned.addEventListener("change", drawChosen);

  const node = el("div", { class: "cg-ctw-picker" },
    el("div", { class: "cg-ctw-chosen" }, shown,
      el("div", { class: "cg-ctw-chosenside" }, saying,
        el("span", { class: "cg-mode cg-ctw-turn" }, turned, el("label", { for: turned.id, text: ctx.t("ctw_turned") })))),
    frame);
  choose(null);
  return {
    node,
    chosen: () => chosen,
    turned: () => turned.checked,
    offer(free) {
      const open = new Set(free);
      for (const [id, button] of buttons) button.hidden = !open.has(id);
      if (stillChosen(chosen, free) !== chosen) choose(null);
      requestAnimationFrame(() => markMore(list, frame));
    },
    clear() {
      turned.checked = false;
      choose(null);
    },
  };
}
