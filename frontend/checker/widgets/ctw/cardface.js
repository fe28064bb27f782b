// Circle the Wagons: a card drawn as it is printed, for the painter's cards (./stamp.js)
// and the town builder's card picker (./picker.js): its four territories, each with its
// terrain's first letters and its icon as the grid's squares show them, the card's number
// in a disc where they meet. A reviewer could not tell apart 40 px pictures without words,
// and read only the numbers. Turned 180°, the picture turns too: what is drawn is what
// will be laid.

import { cellView } from "./cells.js";
import { territoriesOf } from "./paint.js";

/** The number printed on ``card`` ("07" of card-07). */
export const numberOf = (card) => card.id.replace("card-", "");

/** ``card`` as it lies, turned 180° or not: its territories in the order a reader meets
 *  them on the table (a turned card's line listed them as printed, top-left first, while
 *  the picture showed them the other way round). */
export function asLaid(card, turned) {
  const territories = territoriesOf(card, turned).map(([, , territory]) => territory);
  return { ...card, front: { ...card.front, territories } };
}

/**
 * A card's face: ``face`` (its picture and number, seen, hidden from a screen reader) and
 * ``words`` (its number and territories, heard). ``draw(turned)`` draws both as the card
 * lies, turned 180° or not.
 */
export function cardFace(ctx, card, cardText) {
  const el = ctx.el;
  const number = numberOf(card);
  const picture = el("span", { class: "cg-ctw-mini" });
  const face = el("span", { class: "cg-ctw-face", "aria-hidden": "true" }, picture, el("span", { class: "cg-ctw-no", text: number }));
  const said = el("span", { class: "cg-sr" });
  const words = el("span", {}, el("span", { class: "cg-sr", text: ctx.t("ctw_card_no", { n: number }) }), said);
  const draw = (turned) => {
    const lying = asLaid(card, turned);
    picture.replaceChildren(...lying.front.territories.map((territory) => cellView(ctx, territory)));
    said.textContent = `${ctx.t("colon")}${cardText(lying)}`;
  };
  return { face, words, draw };
}
