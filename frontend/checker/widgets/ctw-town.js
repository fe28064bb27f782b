// Circle the Wagons: the town, either as the cards placed in the order played
// (field.mode "town" → player.town = [{card, x, y, turned}], ./ctw/builder.js) or as its
// visible squares painted (field.mode "grid" → player.grid = [rows], ./ctw/painter.js).
// Both show the scoring groups of the latest result: the engine gives every line the
// ``cells`` that score, in the town's coordinates moved so the town starts at (0, 0).
import { renderBuilder } from "./ctw/builder.js";
import { renderPainter } from "./ctw/painter.js";

export { visible } from "./ctw/placing.js";

/** The keys of a player's result this widget shows (the visible town): not listed again. */
export const RESULT_KEYS = ["grid"];

export function render({ field, ctx, holder, path }) {
  const box = ctx.el("div", { class: "cg-ctw" });
  const cards = new Map(ctx.data.components.find((c) => c.id === (field.component || "cards")).items.map((i) => [i.id, i]));
  const name = (id) => ctx.checker.entryName(id);
  const cardText = (card) => card.front.territories.map((t) => `${name(t.terrain)}/${name(t.icon)}`).join(", ");
  const parts = { field, ctx, holder, path, box, cards, cardText };
  return field.mode === "grid" ? renderPainter(parts) : renderBuilder(parts);
}
