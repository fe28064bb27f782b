// Doubts: values the engine scored as given although they go beyond our design (Web: a
// computer value no card of our deck shows). Unlike a fault they leave the result final,
// but they are shown where a fault is: at the field, on the totals bar and above the
// players' totals, each with a way to go there. Methods of ``Checker`` (see ``mixin``).

import { el, nextUid } from "./core/util.js";

export class DoubtMethods {
  /** The doubts of a result (``result.doubts``: ``[{path, message}]``, docs/records.md),
   *  only the well-formed ones. */
  doubtsOf(result) {
    const list = Array.isArray(result?.doubts) ? result.doubts : [];
    return list.filter((d) => d && typeof d.path === "string" && typeof d.message === "string");
  }

  /** Mark the field of ``path`` as holding a doubtful value, ``message`` beside it (a field
   *  already marked as wrong keeps only its fault); its control, or null. */
  markDoubt(path, message) {
    const along = this.fieldsAlong(path);
    const best = along[along.length - 1] || null;
    if (!best || best.classList.contains("cg-field-bad")) return null;
    best.classList.add("cg-field-doubt");
    let slot = [...best.children].find((c) => c.classList.contains("cg-doubt-note"));
    if (!slot) {
      slot = el("p", { class: "cg-doubt-note", id: `cg-doubt-${nextUid()}` });
      const error = [...best.children].find((c) => c.classList.contains("cg-error"));
      best.insertBefore(slot, error || null);
    }
    const text = this.asSentence(message);
    // two doubtful values of one box ("4 6 7"): each said once
    if (!slot.hidden && slot.textContent && !slot.textContent.includes(text)) slot.textContent += ` ${text}`;
    else slot.textContent = text;
    slot.hidden = false;
    const control = best.querySelector(`[data-path="${CSS.escape(path)}"]`) || best.querySelector("input, select, textarea");
    if (control) {
      const described = (control.getAttribute("aria-describedby") || "").split(/\s+/).filter(Boolean);
      if (!described.includes(slot.id)) control.setAttribute("aria-describedby", [...described, slot.id].join(" "));
    }
    return control;
  }

  /** Every doubt mark taken away (before the next result is shown). */
  clearDoubts() {
    for (const node of this.root.querySelectorAll(".cg-doubt-note")) {
      node.hidden = true;
      node.textContent = "";
      for (const control of this.root.querySelectorAll(`[aria-describedby~="${CSS.escape(node.id)}"]`)) {
        const rest = control.getAttribute("aria-describedby").split(/\s+/).filter((id) => id && id !== node.id);
        if (rest.length) control.setAttribute("aria-describedby", rest.join(" "));
        else control.removeAttribute("aria-describedby");
      }
    }
    for (const node of this.root.querySelectorAll(".cg-field-doubt")) node.classList.remove("cg-field-doubt");
  }

  /** The doubts marked at their fields, and listed for the result: "Beyond our deck: 1
   *  value, scored as given", then where each is, what it is and a button to go there. */
  renderDoubts(doubts) {
    this.lastDoubts = doubts;
    const list = el("ul", { class: "cg-doubt-list" });
    for (const doubt of doubts) {
      const control = this.markDoubt(doubt.path, doubt.message);
      const where = this.whereInWords(doubt.path);
      list.append(el("li", {}, el("span", { class: "cg-fault" },
        where ? el("span", { class: "cg-fault-where", text: where }) : null, where ? " " : null,
        el("span", { class: "cg-fault-what", text: this.asSentence(doubt.message) })),
      " ", control ? this.goButton(control) : null));
    }
    return el("div", { class: "cg-doubts", role: "status" },
      el("p", { class: "cg-doubts-title" }, el("strong", { text: `${this.t("doubts", { n: doubts.length })}.` })), list);
  }

  /** The last result's doubts marked at their fields again (the form was drawn anew). */
  markDoubtsAgain() {
    for (const doubt of this.lastDoubts || []) this.markDoubt(doubt.path, doubt.message);
  }
}
