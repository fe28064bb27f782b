// The totals bar of a narrow screen: every total kept in sight at the bottom while the form
// scrolls, a tap on it goes to the result. Methods of ``Checker`` (see ``mixin``).

import { shownNumber } from "./core/shown.js";
import { el } from "./core/util.js";

/** The room the totals bar takes at the bottom of the screen (its height and a margin), as
 *  ``--cg-bar-space``: what the browser scrolls to and the site's notices stay above it. */
function keepBarSpace(bar) {
  const shown = bar.isConnected && !bar.classList.contains("cg-away") && !bar.classList.contains("cg-aside");
  const height = shown ? bar.getBoundingClientRect().height : 0;
  document.documentElement.style.setProperty("--cg-bar-space", `${height ? Math.ceil(height) + 16 : 0}px`);
}

/** How long after the totals bar appears (or grows) a tap on it is taken as meant for
 *  what was there before: the bar comes with a score, while a finger may be on its way to
 *  the next card near the screen's bottom. */
export const BAR_SETTLE_MS = 450;

/** A tap on the bar just after it moved goes to the control beneath it, as the reader
 *  meant (a keyboard's Enter, ``detail`` 0, is always the bar's). Whether it was passed.
 *  "Just after" is by the tap's own time (``timeStamp``: when the finger lifted), not by
 *  when the page got to it: on a busy phone (the engine scoring) a click waits its turn, and
 *  a tap 100 ms after the bar came, handled a second later, went to the bar. */
export function passThrough(bar, event) {
  if (!event.detail || event.timeStamp - (bar.movedAt ?? -Infinity) > BAR_SETTLE_MS) return false;
  bar.style.pointerEvents = "none";
  const under = document.elementFromPoint(event.clientX, event.clientY);
  bar.style.pointerEvents = "";
  if (!under || bar.contains(under)) return false;
  const target = under.closest("label, button, input, select, textarea, summary, a, [tabindex]") || under;
  target.focus?.({ preventScroll: true });
  target.click();
  return true;
}

export class TotalsBarMethods {
  /** On a narrow screen the result comes after the whole form: a bar kept at the bottom
   *  of the screen shows every total meanwhile, and takes the reader to the result. It
   *  hides while the result itself is on screen, and on wide screens (CSS). */
  renderTotalsBar() {
    // (no ``title``: the theme's tooltip of a tapped button stays on screen, over the
    // toolbar once the page is back at the top; the button's text says what it does)
    const bar = el("button", { type: "button", class: "cg-totals-bar", hidden: true, "aria-controls": this.results.id,
      onclick: (event) => {
        if (passThrough(bar, event)) return;
        this.releaseHeld(); // asked for the result: a set being entered is judged now
        this.results.scrollIntoView({ block: "start" });
      } });
    if (typeof IntersectionObserver === "function") {
      new IntersectionObserver((entries) => {
        for (const entry of entries) {
          const away = entry.isIntersecting;
          if (!away && bar.classList.contains("cg-away")) bar.movedAt = performance.now(); // back in sight
          bar.classList.toggle("cg-away", away);
          keepBarSpace(bar);
        }
      }).observe(this.results);
    }
    // a control the browser scrolls to (a tap on a label, Tab, "Go there") lands above the
    // bar, never under it where a tap would take the reader to the result (checker.css)
    if (typeof ResizeObserver === "function") {
      new ResizeObserver(() => {
        keepBarSpace(bar);
        bar.movedAt = performance.now(); // shown, or grown a line: see passThrough
        this.keepInputClear();
      }).observe(bar);
    }
    // the card just ticked (or the box typed in) stays above the bar (once per checker:
    // the root outlives a bar drawn anew)
    if (!this.watchingChanges) {
      this.watchingChanges = true;
      this.root.addEventListener("change", () => requestAnimationFrame(() => this.keepInputClear()));
    }
    return bar;
  }

  /** The row of the control the reader is in, scrolled clear of the totals bar when the
   *  bar lies over any of it: a card ticked at the bottom of the screen sat half under the
   *  bar (and grew under it when the bar grew a line), where the next tap went to the bar.
   *  The row scrolls just enough to sit above the bar (``--cg-bar-space``). */
  keepInputClear() {
    const bar = this.totalsBar;
    const active = document.activeElement;
    if (!bar || bar.hidden || bar.classList.contains("cg-away") || bar.classList.contains("cg-aside")
      || !active || !this.formBox?.contains(active)) return;
    const barBox = bar.getBoundingClientRect();
    if (!barBox.height) return; // (not shown: a wide screen)
    // (the control alone when its row is taller than the screen's room above the bar: a
    // scroll to the nearest edge of a whole Circle the Wagons town took the arrows just
    // tapped off the screen)
    const around = active.closest(".cg-card, .cg-grid-cell, .cg-field");
    const room = barBox.top - (document.querySelector(".md-header")?.getBoundingClientRect().bottom || 0);
    const row = around && around.getBoundingClientRect().height < room ? around : active;
    const box = row.getBoundingClientRect();
    if (box.bottom > barBox.top - 4 && box.top < window.innerHeight) {
      keepBarSpace(bar);
      row.scrollIntoView({ block: "nearest" });
    }
  }

  /** A part of the form that keeps itself at the bottom of the screen (Circle the Wagons'
   *  pad of keys, ``owner``: its element) asks the bar to step aside while it is there (``on``): the
   *  two of them, one over the other, covered most of a phone's screen. The bar is back
   *  once no part asks. */
  setBarAside(owner, on) {
    const bar = this.totalsBar;
    this.barAsideFor ??= new Set();
    if (on) this.barAsideFor.add(owner);
    else this.barAsideFor.delete(owner);
    for (const part of this.barAsideFor) if (!part.isConnected) this.barAsideFor.delete(part); // (a form drawn anew)
    const aside = this.barAsideFor.size > 0;
    if (!bar || bar.classList.contains("cg-aside") === aside) return;
    bar.classList.toggle("cg-aside", aside);
    if (!aside) bar.movedAt = performance.now(); // back: see passThrough
    keepBarSpace(bar);
  }

  /** The bar's totals of ``result`` (a score, or null), led by "Not final: 2 fields to
   *  fix" while ``faults`` fields are wrong, by "Beyond our deck: 1 value" while ``doubts``
   *  values are scored as given, else by "So far:" while the result is ``provisional`` (a
   *  game short of its rounds, a part still being entered). No one is marked as the
   *  winner of a result that is not final. */
  updateTotalsBar(result, faults = 0, doubts = 0, provisional = false) {
    const bar = this.totalsBar;
    const players = (result && !result.error ? result.players || [] : []).filter((p) => p.total !== undefined && p.total !== null);
    const wasHidden = bar.hidden;
    bar.hidden = !players.length && !faults;
    bar.classList.toggle("cg-bar-bad", faults > 0);
    bar.classList.toggle("cg-bar-doubt", doubts > 0 && !faults);
    const winners = faults || doubts || provisional ? [] : result?.winners || [];
    const soFar = provisional && !faults && !doubts && players.length > 0;
    // the button's name is its text (a screen reader hears what is seen), led by what it does
    bar.replaceChildren(el("span", { class: "cg-sr", text: `${this.t("show_result")}${this.t("colon")}` }),
      ...(faults ? [el("span", { class: "cg-bar-warn", text: `${this.t("not_final", { n: faults })} ` })] : []),
      ...(doubts ? [el("span", { class: "cg-bar-doubt-note", text: `${this.t("doubts", { n: doubts })} ` })] : []),
      ...(soFar ? [el("span", { class: "cg-bar-so-far", text: `${this.t("bar_so_far")} ` })] : []),
      ...players.map((p) => el("span", { class: `cg-bar-player${winners.includes(p.name) ? " cg-bar-winner" : ""}` },
        el("span", { class: "cg-bar-name", text: p.name }), " ", el("strong", { text: shownNumber(p.total) }), " ")),
      el("span", { class: "cg-bar-go", "aria-hidden": "true", text: "↓" }));
    // The bar coming or going moves the site's notices at the bottom (cardgen.css): their
    // place is set now, before they are first drawn, rather than a frame later when a
    // notice shown meanwhile would jump from under a finger about to tap it.
    if (bar.hidden !== wasHidden) {
      keepBarSpace(bar);
      bar.movedAt = performance.now();
    }
    this.keepInputClear();
  }
}
