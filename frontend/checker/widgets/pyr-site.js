// Pyramidion: the result of a site evaluation (the record mode with ``result: pyr-site`` in
// content/pyramidion/checker.yaml). The engine's ``steps`` (torturer, negotiator, merchant,
// discard; cardgen/engine/pyramidion.py) are shown in order: each step's title and reason in
// the page's language, linked to its rule, what stood there before and after, and every
// player's points and why (their line of that rule); then the site as it is left.

/** The rules page's section of a step that has no scoring rule of its own (the other steps
 *  are scoring rules of the same id, and their players' lines carry that id). */
const SECTION_OF_STEP = { discard: "pyr-evaluation-discard" };

/** The result's own part: ``{nodes, shown}``; ``shown`` = the engine's notes these nodes
 *  already say (the checker leaves them out of the notes below). */
export function renderResult({ result, ctx }) {
  const nodes = [];
  const steps = renderSteps(result, ctx);
  if (steps) nodes.push(steps.node);
  nodes.push(renderSite(result, ctx));
  return { nodes, shown: steps ? steps.shown : new Set() };
}

function renderSteps(result, ctx) {
  const { el, t, checker } = ctx;
  const steps = Array.isArray(result.steps) ? result.steps : null;
  if (!steps || !steps.length) return null;
  const players = result.players || [];
  const who = (v) => (v === null || v === undefined || v === "" ? t("none_here") : v);
  const list = el("ol", { class: "cg-steps" });
  for (const step of steps) {
    const def = checker.ruleFor(step.step);
    const rule = def ? step.step : null;
    const name = step.title || (def ? ctx.tx(def.name) : step.step);
    const section = def?.section || SECTION_OF_STEP[step.step];
    const title = section ? el("a", { href: `../rules/#${section}`, text: name, title: t("see_rule") }) : el("span", { text: name });
    const item = el("li", { class: `cg-step${step.placed ? " cg-step-placed" : ""}`, "data-step": step.step }, el("h4", {}, title));
    if (step.reason) item.append(el("p", { class: "cg-step-outcome", text: step.reason }));
    if (step.step === "merchant") {
      const after = step.placed
        ? t("pyr_taken", { name: step.winner, what: checker.describe(step.before || {}) })
        : t("pyr_after", { what: checker.describe(step.after || {}) });
      item.append(el("p", { class: "cg-step-change" },
        el("span", { text: t("pyr_before", { what: checker.describe(step.before || {}) }) }), " → ", el("span", { text: after })));
    } else if (rule) {
      item.append(el("p", { class: "cg-step-change" },
        el("span", { text: t("pyr_before", { what: who(step.before) }) }), " → ",
        el("span", { text: t("pyr_after", { what: who(step.after) }) })));
    }
    if (rule) {
      const rows = el("ul", { class: "cg-step-players" });
      for (const p of players) {
        const line = (p.lines || []).find((l) => l.rule === rule);
        rows.append(el("li", {}, el("strong", { text: p.name }), t("colon"), el("span", { text: line?.detail ?? "" })));
      }
      item.append(rows);
    }
    list.append(item);
  }
  const node = el("section", { class: "cg-site-steps" }, el("h3", { text: t("pyr_steps") }), list);
  // the step notes say what the steps say
  const shown = new Set(steps.filter((s) => s.title && s.reason).map((s) => `${s.title}${t("colon")}${s.reason}`));
  return { node, shown };
}

/** The site after the evaluation: what the form does not show already. */
function renderSite(result, ctx) {
  const { el, t, checker } = ctx;
  // the site by its name in the page's language (the result's own name is the record's, or
  // the English one when the record gives only the id)
  const site = result.site?.id ? checker.entryName(result.site.id) : result.site?.name || "";
  const box = el("section", { class: "cg-site" }, el("h3", { text: t("site_after", { site }) }));
  const dl = el("dl", { class: "cg-extra" });
  const inForm = new Set(["id", "name", "min_influence", "min_negotiation"]);
  for (const [k, v] of Object.entries(result.site || {})) {
    if (inForm.has(k)) continue;
    dl.append(el("dt", { text: checker.keyName(k) }), el("dd", { text: checker.describe(v) }));
  }
  box.append(dl);
  return box;
}
