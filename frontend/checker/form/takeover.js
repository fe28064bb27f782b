// The take-over of the form the page arrives with (drawn at build time, painted before
// checker.js ran): what the reader did to it is done again on the live form.

/** Controls a reader can change in the form the page arrives with. */
export const INPUTS = "input, select, textarea, details";
export const FOCUSABLE = "input, select, textarea, details, summary, button, a[href], [tabindex]";

/** Did the reader change ``node`` of the prerendered form? Its markup holds the blank
 *  state: the defaults of its controls, and ``data-cg-open`` on the groups drawn open. */
export function changedByReader(node) {
  if (node.tagName === "DETAILS") return node.open !== node.hasAttribute("data-cg-open");
  if (node.tagName === "SELECT") return [...node.options].some((o) => o.selected !== o.defaultSelected);
  if (node.type === "checkbox" || node.type === "radio") return node.checked !== node.defaultChecked;
  return node.value !== node.defaultValue;
}

/** The same change on the live form's ``twin``, with the events its handlers listen to. */
export function copyInput(node, twin) {
  if (node.tagName === "DETAILS") {
    twin.open = node.open;
    return;
  }
  if (node.type === "checkbox" || node.type === "radio") {
    if (twin.checked === node.checked || (node.type === "radio" && !node.checked)) return;
    twin.checked = node.checked;
  } else {
    twin.value = node.value;
  }
  twin.dispatchEvent(new Event("input", { bubbles: true }));
  twin.dispatchEvent(new Event("change", { bubbles: true }));
}

/** What ``node`` is in the checker, in terms a re-draw of the form keeps (ids change): the
 *  JSON path of the field it belongs to, its group, what kind of control it is and its role
 *  (its first ``cg-`` class; the others may tell a state), the value of a tick. */
export function controlKind(node) {
  const scope = node.closest("[data-field-path]");
  const tick = node.type === "radio" || node.type === "checkbox";
  return [scope?.dataset.fieldPath ?? "", node.closest("fieldset")?.classList[0] ?? "", node.tagName,
    node.type ?? "", tick ? node.value : "", node.dataset.path ?? "",
    [...node.classList].find((c) => c.startsWith("cg-")) ?? ""].join("|");
}

/** Where ``node`` sits in ``root``: its kind and its place among the controls of that kind. */
export function address(node, root) {
  const kind = controlKind(node);
  const same = [...root.querySelectorAll(node.tagName)].filter((n) => controlKind(n) === kind);
  return { tag: node.tagName, kind, index: same.indexOf(node), path: node.closest("[data-field-path]")?.dataset.fieldPath };
}

/** The control at ``place`` (from ``address``) in ``root`` as it is now, or null. */
export function locate(place, root) {
  const same = [...root.querySelectorAll(place.tag)].filter((n) => controlKind(n) === place.kind);
  return same[place.index] || null;
}

/** The control at ``place`` in ``root``, else the first control of the field that held it
 *  (the field is still there, the control is not: a mode switched), else none. */
export function locateOrNear(place, root) {
  const found = locate(place, root);
  if (found && !found.disabled) return found;
  if (place.path === undefined) return null;
  const field = [...root.querySelectorAll("[data-field-path]")].find((n) => n.dataset.fieldPath === place.path);
  return [...(field?.querySelectorAll(FOCUSABLE) || [])].find((n) => !n.disabled && n.tagName !== "A") || null;
}

/** The page arrived with the form drawn at build time (``early``, from the blank state),
 *  painted before this script ran; the reader may have typed into it, ticked boxes or
 *  opened groups, pressed buttons. Make the same changes to the live form just drawn
 *  from the same blank state, in page order, then press the same buttons in the order
 *  they were pressed (they did nothing yet: the changes were made on the form as drawn),
 *  and move the focus (``focus``) along. The n-th control of one form is the n-th of the
 *  other; once a change has re-drawn the live form, a control is found by its field's
 *  path, its kind and its place (``address``). */
export function takeOver(early, focus, checker) {
  const touched = [...early.querySelectorAll(INPUTS)].filter(changedByReader);
  // buttons pressed meanwhile (noted by the page's <head> script)
  const clicked = (window.cgEarlyClicks?.splice(0) || []).filter((button) => early.contains(button));
  if (!touched.length && !clicked.length && !focus) return;
  checker.flushLater(); // the live form's closed groups, drawn whole in the early one
  const pairs = (selector) => {
    const live = [...checker.root.querySelectorAll(selector)];
    return new Map([...early.querySelectorAll(selector)].map((node, i) => [node, live[i]]));
  };
  const twins = pairs(FOCUSABLE);
  const find = (node) => {
    const twin = twins.get(node);
    const found = twin?.isConnected ? twin : locate(address(node, early), checker.root);
    return found && controlKind(found) === controlKind(node) ? found : null;
  };
  for (const node of touched) {
    const twin = find(node);
    if (twin) copyInput(node, twin);
  }
  for (const button of clicked) find(button)?.click();
  const target = focus && (find(focus) || locateOrNear(address(focus, early), checker.root));
  if (!target) return;
  target.focus();
  try {
    target.setSelectionRange(focus.selectionStart, focus.selectionEnd, focus.selectionDirection);
  } catch {
    /* not a text field */
  }
}
