// The checker's parts on their own: tests/checker/test_parts.py runs each of ``tests`` in
// Chromium, in a blank page of the built site's origin, and checks what it returns.

const GAME = {
  checker: {
    players: {
      min: 2, max: 4, names: ["Ann", "Bob"],
      fields: [
        { kind: "number", key: "points", label: { en: "Points" } },
        { kind: "tally", key: "influence", label: { en: "Influence" }, catalog: "colours", max: 5 },
      ],
    },
  },
  players: { min: 2, max: 4 },
  catalogs: {
    colours: [
      { id: "blue", name: { en: "Blue" }, colour: "#0000ff" },
      { id: "red", name: { en: "Red" }, colour: "url(x)" },
    ],
  },
  scoring: [{ id: "points", name: { en: "Points scored" }, section: "points" }],
  components: [],
};

const part = (name) => import(`/_checker/${name}`);
/** An engine that never boots (the parts are tested without Python). */
const engine = {
  ready: false, failed: null, stage: "start", listeners: new Set(),
  boot() {}, go() {}, restart() {},
  score: async () => ({ result: { players: [] } }),
};

async function newChecker(game = "toy") {
  const strings = (await (await fetch("/_checker/strings.json")).json()).en;
  const { Checker } = await part("checker.js");
  const root = document.createElement("div");
  document.body.append(root);
  return new Checker(root, { game, lang: "en", data: structuredClone(GAME), strings, engine });
}

export const tests = {
  async util() {
    const util = await part("core/util.js");
    let clicked = 0;
    const node = util.el("button", { class: "x", text: "<b>hi</b>", onclick: () => clicked++, hidden: false, "data-a": 1 },
      null, "tail");
    node.click();
    const record = { a: { b: { c: 1 } } };
    util.setKey(record, "a.b.c", undefined);
    const counted = [util.nextUid(), util.nextUid()];
    class A { one() { return 1; } }
    class B { two() { return this.one() + 1; } }
    class T {}
    util.mixin(T, A, B);
    const widgets = Object.keys((await part("core/widgets.js")).WIDGETS).sort();
    util.setSourceLang("en"); // as the page does from its data-source-lang
    return {
      html: node.outerHTML, clicked, record, path: util.joinPath(util.joinPath("players", 1), "name"),
      numbers: ["", " 7 ", "-2", "2e", "1.5"].map(util.parseNumber), next: counted[1] - counted[0],
      mixed: new T().two(), text: util.tx({ de: "Hallo", en: "Hello" }, "nl"), widgets,
      fmt: util.fmt("{n} of {of} {x}", { n: 1, of: 3 }),
    };
  },

  async storage() {
    const storage = await part("core/storage.js");
    const key = `${storage.STORE}toy`;
    const c = await newChecker();
    c.load();
    const blank = { from: c.loadedFrom, names: c.players().map((p) => p.name) };
    c.save();
    const keptBlank = localStorage.getItem(key);
    c.players()[0].points = 4;
    c.players()[1].name = "  ";
    c.save();
    const saved = JSON.parse(localStorage.getItem(key));
    const scored = c.recordToScore().players.map((p) => p.name);
    const again = await newChecker();
    again.load();
    const reloaded = { from: again.loadedFrom, points: again.players()[0].points };
    localStorage.setItem(key, '{"v": 1, "record": {"players": null}}');
    const broken = await newChecker();
    broken.load();
    const brokenOut = { from: broken.loadedFrom, error: broken.storedError.key,
      aside: localStorage.getItem(`${key}.unreadable`), kept: localStorage.getItem(key) };
    history.replaceState(null, "", "#record=%%%");
    const badLink = await newChecker();
    badLink.load();
    return { blank, keptBlank, saved, scored, reloaded, broken: brokenOut,
      link: [badLink.linkError.key, badLink.loadedFrom], schema: storage.SCHEMA };
  },

  async takeover() {
    const takeover = await part("form/takeover.js");
    const markup = '<fieldset class="cg-x" data-field-path="players[0]">'
      + '<input class="cg-name" data-path="a" value="Ann"><input type="checkbox" class="cg-tick" value="t">'
      + "<details data-cg-open open><summary>More</summary></details></fieldset>";
    const early = document.createElement("div");
    early.innerHTML = markup;
    const live = document.createElement("div");
    live.innerHTML = markup;
    document.body.append(early, live);
    const events = [];
    live.addEventListener("input", (e) => events.push(e.target.className));
    const [name, tick] = early.querySelectorAll("input");
    name.value = "Anna";
    tick.checked = true;
    early.querySelector("details").open = false;
    name.focus();
    name.setSelectionRange(1, 3);
    const changed = [...early.querySelectorAll(takeover.INPUTS)].filter(takeover.changedByReader).length;
    takeover.takeOver(early, name, { root: live, flushLater() {} });
    const liveName = live.querySelector("input.cg-name");
    const liveTick = live.querySelector("input.cg-tick");
    return {
      changed, value: liveName.value, ticked: liveTick.checked, open: live.querySelector("details").open,
      events, focused: document.activeElement === liveName,
      selection: [liveName.selectionStart, liveName.selectionEnd],
      found: takeover.locate(takeover.address(tick, early), live) === liveTick,
    };
  },

  async items() {
    const items = await part("form/items.js");
    const c = await newChecker();
    c.load();
    const ctx = c.ctx();
    const colours = items.entriesOf(ctx, { catalog: "colours" }).map((e) => e.id);
    const players = items.entriesOf(ctx, { players: true }).map((e) => e.id);
    const chips = [items.colourChip({ colour: "#0000ff" })?.style.background, items.colourChip({ colour: "url(x)" })];
    const got = [];
    const box = items.numberInput(ctx, { id: "n1", value: 3, min: 0, max: 5, path: "p", label: "How many",
      onchange: (v) => got.push(v) });
    box.value = "4";
    box.dispatchEvent(new Event("input"));
    const cards = [{ id: "c1", entry: { front: { suit: "blue" } } }, { id: "c2", entry: { front: { suit: "blue" } } },
      { id: "c3", entry: { front: { suit: "red" } } }];
    items.labelItems({ label_by: "suit" }, cards, ctx);
    const described = items.describeItem({ show: ["suit", "points", "none"] },
      { entry: { front: { suit: "red", points: 2, none: 0 } } }, ctx);
    return { colours, players, chips, got, attrs: [box.type, box.min, box.max, box.getAttribute("aria-label")],
      names: cards.map((x) => x.name.neutral), described };
  },

  async fields() {
    const { FIELDS } = await part("form/fields.js");
    const c = await newChecker();
    c.load();
    c.draw();
    const holder = {};
    const ctx = { ...c.ctx(), changed: () => {} };
    const tallyField = { key: "influence", label: { en: "Influence" }, catalog: "colours", max: 5 };
    const tally = FIELDS.tally.call(c, tallyField, ctx, () => holder, "players[0]");
    document.body.append(tally);
    const box = tally.querySelector("input");
    box.value = "3";
    box.dispatchEvent(new Event("input"));
    const number = FIELDS.number.call(c, { key: "points", label: { en: "Points" } }, ctx, () => holder, "players[0]");
    const input = number.querySelector("input");
    input.value = "12";
    input.dispatchEvent(new Event("input"));
    return { holder, legend: tally.querySelector("legend").textContent,
      labels: [...tally.querySelectorAll("label")].map((l) => l.textContent),
      path: number.dataset.fieldPath, label: number.querySelector("label").textContent };
  },

  async render() {
    const c = await newChecker();
    c.load();
    c.draw();
    const names = () => [...c.root.querySelectorAll("input.cg-name")].map((i) => i.value || i.placeholder);
    const before = names();
    const add = c.root.querySelector(".cg-add-player");
    add.focus(); // (a reader's tap or key puts the focus there first)
    add.click();
    const added = names();
    const focused = document.activeElement === c.nameField(2);
    c.root.querySelectorAll(".cg-remove-player")[0].click();
    return { before, added, focused, after: names(), notice: c.root.querySelector(".cg-undo")?.textContent,
      legends: [...c.root.querySelectorAll(".cg-player > legend")].map((l) => l.textContent) };
  },

  async results() {
    const c = await newChecker();
    c.load();
    c.draw();
    c.players()[0].points = 5;
    c.players()[1].points = 2;
    c.renderResult({ winners: ["Ann"], players: [
      { name: "Ann", total: 5, lines: [{ rule: "points", detail: "5", points: 5 }] },
      { name: "Bob", total: 2, lines: [{ rule: "points", detail: "2", points: 2 }] }] });
    const link = c.results.querySelector("a");
    const scored = { verdict: c.results.querySelector(".cg-verdict").textContent, bar: c.totalsBar.textContent,
      link: link.getAttribute("href"), rule: link.textContent, state: c.root.dataset.state };
    c.renderResult({ error: { path: "players[1].points", message: "too many" } });
    return { scored, fault: c.results.querySelector(".cg-fault").textContent, state: c.root.dataset.state,
      marked: c.root.querySelector(".cg-field-bad")?.dataset.fieldPath, text: c.results.textContent };
  },

  async verdicts() {
    const c = await newChecker();
    c.load();
    c.draw();
    c.players()[0].points = 5;
    c.players()[1].points = 2;
    const lines = (n) => [{ rule: "points", detail: String(n), points: n }];
    const read = () => ({ verdict: c.results.querySelector(".cg-verdict")?.innerText ?? null,
      winners: c.results.querySelector("[data-winners]")?.dataset.winners ?? null,
      ahead: c.results.querySelector("[data-ahead]")?.dataset.ahead ?? null,
      reasons: [...c.results.querySelectorAll(".cg-provisional")].map((r) => r.textContent),
      starred: c.results.querySelectorAll(".cg-winner").length + c.totalsBar.querySelectorAll(".cg-bar-winner").length,
      bar: c.totalsBar.innerText, final: c.root.dataset.final });
    const tied = { winners: ["Ann", "Bob"], players: [{ name: "Ann", total: 5, lines: lines(5) }, { name: "Bob", total: 5, lines: lines(5) }] };
    c.renderResult(tied);
    const shared = read();
    const ahead = { winners: ["Ann"], players: [{ name: "Ann", total: 5, lines: lines(5) }, { name: "Bob", total: 2, lines: lines(2) }] };
    c.renderResult({ ...ahead, provisional: ["a full game has 3 rounds; 1 entered so far"] });
    const provisional = read();
    c.renderResult({ ...ahead, doubts: [{ path: "players[1].points", message: "no card shows 12" }] });
    const doubted = read();
    c.renderResult({ ...tied, provisional: ["a full game has 3 rounds; 1 entered so far"] });
    const level = read();
    // a fault that more input can mend, in the part being entered: it waits, said so
    c.holdBack("players[0].points");
    c.renderResult({ error: { path: "players[0].points", message: "too few", unfinished: true }, errors: [],
      partial: ahead, removed: ["players[0].points"] });
    const waiting = { ...read(), faults: c.root.dataset.faults, state: c.root.dataset.state };
    c.renderResult({ error: { path: "players[0].points", message: "never", unfinished: false }, errors: [],
      partial: ahead, removed: ["players[0].points"] });
    const refused = { ...read(), faults: c.root.dataset.faults, state: c.root.dataset.state };
    c.releaseHeld();
    // Bob has entered nothing yet: whoever leads, no winner
    delete c.players()[1].points;
    c.renderResult(ahead);
    const yet = read();
    return { shared, provisional, doubted, level, waiting, refused, yet };
  },

  async toolbar() {
    const c = await newChecker();
    c.load();
    c.draw();
    c.players()[0].points = 7;
    c.root.querySelector(".cg-new").click();
    const undoKept = JSON.parse(localStorage.getItem("cardgen.checker.toy.undo")).record.players[0].points;
    const cleared = { points: c.players()[0].points ?? null, notice: c.notice.textContent, undoKept };
    c.notice.querySelector("button").click();
    return { cleared, restored: c.players()[0].points, notice: c.notice.textContent,
      tools: [...c.toolbar.querySelectorAll("button")].map((b) => b.textContent) };
  },

  async stepper() {
    const { withSteppers } = await part("form/stepper.js");
    const c = await newChecker();
    const ctx = c.ctx();
    const seen = [];
    const make = (attrs) => {
      const input = document.createElement("input");
      input.type = "number";
      for (const [k, v] of Object.entries(attrs)) input.setAttribute(k, v);
      input.addEventListener("input", () => seen.push(input.value));
      const block = withSteppers(ctx, input, "Blue (Influence)");
      document.body.append(block);
      const [down, up] = block.querySelectorAll("button");
      return { input, down, up, block };
    };
    const a = make({ min: 0, max: 2 });
    const state = () => [a.input.value, a.down.getAttribute("aria-disabled"), a.up.getAttribute("aria-disabled")];
    const steps = [state()];
    for (const button of [a.down, a.up, a.up, a.up, a.down]) {
      button.click();
      steps.push(state());
    }
    const b = make({ min: 0, placeholder: "4" }); // the value used while empty: 4
    b.up.click();
    const c2 = make({ min: 0, value: "2e" });
    c2.up.click();
    return { steps, seen, order: [...a.block.children].map((n) => n.tagName + (n.className ? `.${n.className}` : "")),
      names: [a.down.getAttribute("aria-label"), a.up.getAttribute("aria-label")], fromPlaceholder: b.input.value,
      fromBadText: c2.input.value, types: [a.down.type, a.up.type] };
  },

  async recent() {
    const c = await newChecker();
    c.load();
    c.draw();
    const entries = () => JSON.parse(localStorage.getItem("cardgen.checker.toy.recent") || '{"games": []}').games;
    const points = () => entries().map((g) => g.record.players[0].points ?? null);
    c.players()[0].points = 1;
    c.newGame(); // game 1 kept
    c.players()[0].points = 2;
    c.newGame(); // game 2 kept
    const kept = points();
    const first = entries().find((g) => g.record.players[0].points === 1).id;
    c.players()[0].points = 3;
    c.openRecent(first); // game 3 kept, game 1 on screen
    const opened = { points: c.players()[0].points, kept: points(), reason: c.undo.reason };
    c.restoreUndo(); // back to game 3: its entry is the one it is kept as
    c.players()[0].points = 4;
    c.newGame();
    const afterUndo = points();
    // a link opened in the tab: the game it brings is not an entry of the list
    history.replaceState(null, "", `#record=${(await part("core/records.js")).encodeRecord({ players: [{ name: "Zed", points: 9 }] })}`);
    c.load();
    c.newGame();
    return { kept, opened, afterUndo, afterLink: points() };
  },
};
