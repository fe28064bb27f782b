// The checker's small helpers: DOM building, text, the record's keys and paths, numbers.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** The language a text of the data falls back to where it lacks the reader's: the source
 *  language (cardgen/languages.json), which the page names (``data-source-lang``). */
let sourceLang;

export function setSourceLang(lang) {
  sourceLang = lang;
}

export function tx(text, lang) {
  if (text === null || text === undefined) return "";
  if (typeof text === "string" || typeof text === "number") return String(text);
  return text[lang] ?? text.neutral ?? (sourceLang === undefined ? undefined : text[sourceLang]) ?? "";
}

/** ``fn()`` once the next frame is on screen (a task queued from an animation frame runs
 *  after that frame is painted); at once in a hidden tab, which paints no frames. */
export function afterPaint(fn) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  if (document.hidden) setTimeout(run, 0);
}

export function fmt(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, k) => (k in values ? String(values[k]) : `{${k}}`));
}

export function clone(value) {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

export function getKey(obj, key) {
  let cur = obj;
  for (const part of key.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = cur[part];
  }
  return cur;
}

export function setKey(obj, key, value) {
  const parts = key.split(".");
  const chain = [obj];
  let cur = obj;
  for (const part of parts.slice(0, -1)) {
    if (cur[part] === null || typeof cur[part] !== "object" || Array.isArray(cur[part])) cur[part] = {};
    cur = cur[part];
    chain.push(cur);
  }
  const last = parts[parts.length - 1];
  if (value === undefined) delete cur[last];
  else cur[last] = value;
  for (let i = parts.length - 1; i > 0; i--) {
    if (Object.keys(chain[i]).length) break;
    delete chain[i - 1][parts[i - 1]];
  }
}

export function joinPath(path, key) {
  if (typeof key === "number") return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** A typed number: an integer when the text is one, otherwise the text itself, so the
 *  engine names the fault ("expected a whole number, got '1.5'"). */
/** The parts of a box of several whole numbers: the texts between spaces, commas,
 *  semicolons or full stops ("3 2 5", "3, 2, 5"; "3.2.5" from a phone's decimal keypad,
 *  which has no space key and, in English, no comma: no value of these boxes is a
 *  fraction). */
export function numberParts(text) {
  return String(text).split(/[\s,;.]+/).filter(Boolean);
}

export function parseNumber(text) {
  const t = String(text).trim();
  if (t === "") return undefined;
  if (/^-?\d+$/.test(t)) return Number(t);
  return t;
}

export async function fetchJSON(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return response.json();
}

/** The page's element ids (``cg-<game>-<n>``...): one counter for every part of the checker
 *  (``Checker.uid`` reads and sets it; the build's prerender resets it per page). */
export const ids = { n: 0 };

export function nextUid() {
  return ++ids.n;
}

/** Copy the methods of each class in ``parts`` onto ``target``'s prototype: the checker is
 *  one object whose methods live in modules by responsibility. */
export function mixin(target, ...parts) {
  for (const part of parts) {
    for (const name of Object.getOwnPropertyNames(part.prototype)) {
      if (name === "constructor") continue;
      Object.defineProperty(target.prototype, name, Object.getOwnPropertyDescriptor(part.prototype, name));
    }
  }
}
