// Draw each checker page's form at build time, so the page arrives with it: the browser
// paints it with the page, before checker.js has loaded (which then takes it over; see
// takeOver in frontend/checker/checker.js). Runs checker.js itself, under linkedom's DOM.
// usage: node prerender.mjs   stdin: {"checker": "<path of checker.js>", "source_lang": "<code>",
// "first_screen": "<id of the mark after the first name>", "pages": [{"game", "lang", "data", "strings"}, ...]}   stdout: {"<game>/<lang>": "<html>", ...}
import { pathToFileURL } from "node:url";
import { parseHTML } from "linkedom";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const job = JSON.parse(Buffer.concat(chunks).toString("utf-8"));

const dom = parseHTML("<!doctype html><html><head></head><body></body></html>");
// What checker.js touches while it draws from the blank state: no storage, no link, no
// frames (what waits for a paint never runs here).
/** linkedom's parser puts an SVG document's elements in the HTML namespace. */
class DOMParser extends dom.DOMParser {
  parseFromString(text, type) {
    const doc = super.parseFromString(text, type);
    if (type === "image/svg+xml" && doc.documentElement?.localName === "svg") {
      Object.defineProperty(doc.documentElement, "namespaceURI", { value: "http://www.w3.org/2000/svg" });
    }
    return doc;
  }
}
Object.assign(globalThis, {
  window: dom.window,
  document: dom.document,
  Node: dom.Node,
  DOMParser,
  location: new URL("https://prerender.invalid/"),
  localStorage: { getItem: () => null, setItem() {}, removeItem() {} },
  history: { state: null, replaceState() {} },
  requestAnimationFrame: () => 0,
});
// Properties checker.js sets that linkedom leaves out: here each one writes its attribute,
// so the markup carries the state the live form has.
const flag = (name) => ({
  get() { return this.hasAttribute(name); },
  set(on) { this.toggleAttribute(name, Boolean(on)); },
});
Object.defineProperty(dom.HTMLInputElement.prototype, "checked", flag("checked"));
Object.defineProperty(dom.HTMLDetailsElement.prototype, "open", flag("open"));
Object.defineProperty(dom.HTMLSelectElement.prototype, "value", {
  get() { return (this.querySelector("option[selected]") || this.querySelector("option"))?.value ?? ""; },
  set(value) {
    for (const option of this.querySelectorAll("option")) option.toggleAttribute("selected", option.value === String(value));
  },
});
Object.defineProperty(dom.HTMLElement.prototype, "tabIndex", {
  get() { return Number(this.getAttribute("tabindex") ?? -1); },
  set(value) { this.setAttribute("tabindex", String(value)); },
});
const { Checker } = await import(pathToFileURL(job.checker).href);

const engine = { ready: false, failed: null, stage: "start", listeners: new Set() };
const out = {};
function draw({ game, lang, data, strings }) {
  Checker.uid = 0; // ids as the page's own checker gives them
  const root = dom.document.createElement("div");
  const checker = new Checker(root, { game, lang, sourceLang: job.source_lang, data, strings, engine });
  checker.load();
  if (!checker.fromBlank) throw new Error("no blank state to draw");
  checker.draw();
  checker.flushLater(); // closed groups whole: a reader may open one before checker.js runs
  for (const group of root.querySelectorAll("details")) {
    if (group.hasAttribute("open")) group.setAttribute("data-cg-open", "");
  }
  // what the first paint waits for (the page's rel="expect"): the form down to the first
  // player's name and the choice of how to enter its points right after it, not the whole
  // form (a Circle the Wagons page's two towns and pads are 2,300 elements); the rest comes
  // in the frames after (else the marker follows the form). The choice is a row of radios
  // on the first screen of a phone: painted half-parsed (a radio before its words) on a
  // loaded phone, its last radio jumped to the next line when its words came.
  const firstName = root.querySelector(".cg-player input.cg-name")?.closest(".cg-field");
  const next = firstName?.nextElementSibling;
  const firstScreenEnd = next?.matches(".cg-player-mode") ? next : firstName;
  firstScreenEnd?.after(Object.assign(dom.document.createElement("span"), { id: job.first_screen, hidden: true }));
  return root.innerHTML;
}

for (const page of job.pages) {
  try {
    out[`${page.game}/${page.lang}`] = draw(page);
  } catch (error) {
    process.stderr.write(`${page.game}/${page.lang}: ${error.stack || error}\n`);
    process.exit(1);
  }
}
process.stdout.write(JSON.stringify(out));
