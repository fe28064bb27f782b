// The site's service worker (written to the site root as sw.js by cardgen/site/offline.py,
// with this build's VERSION and the name of its file list). Its scope is the site root,
// whatever sub-path that is: every language, game page and the checker's runtime.
//
// One cache per build ("cardgen-<version>"), holding only files of that build: each file
// is checked against the SHA-256 the build wrote into its file list before it is stored,
// so a file that a newer (or older) build put on the host is served but never kept.
// What is kept: the groups a page asked for ("visit": its language's shell, its game's
// pages and pictures, and the checker's runtime when the page allows it), and files of the
// list fetched through this worker. A new build's worker fills its own cache with the
// groups the old one kept (unchanged files are copied, not fetched) before it can take
// over; the page offers a reload, and then the old caches are deleted.
//
// The offline page of each language (group "offline") is kept at install: a navigation
// that gets no answer (no network, the page not saved) is answered with it, in the
// language of the address asked for, listing the pages this cache holds.
//
// Messages in:  {type: "visit", path: <page path below the root>, runtime: bool, pictures: bool,
//                compiled: bool, sources: bool}  (which form of the runtime's standard
//                library to keep: see groupsOf)
//               {type: "which"}   (which groups does this cache hold? answered from the
//                                  cache's kept list alone, so offline too)
//               {type: "update"}  (the reader chose to reload into the waiting version)
//               {type: "yield"}   (to the active worker then: the waiting one takes over
//                                  once no event of this one is pending, so what it is
//                                  still keeping for a visit stops, the new one keeps it)
// Messages out: {type: "kept", groups: [...], version}  (to the page that sent "visit")
//               {type: "held", groups: [...], version}  (to the page that sent "which")

const VERSION = "__VERSION__";
const LIST = "__LIST__"; // the file list, relative to the root
const PREFIX = "cardgen-";
const CACHE = PREFIX + VERSION;
const KEPT = "__kept__"; // the groups this cache holds (a JSON response in the cache)
const PARALLEL = 6;
const root = new URL("./", self.location).href;

let listPromise = null;
const inFlight = new Map();
// aborted on "yield": the downloads of the visits this worker is answering
const visits = new AbortController();

/** The file list {version, files: {key: sha256 prefix}, groups: {name: [key]}}. */
function fileList() {
  listPromise ??= (async () => {
    const cache = await caches.open(CACHE);
    const url = root + LIST;
    let response = await cache.match(url);
    if (!response) {
      response = await fetch(url, { cache: "no-cache" });
      if (!response.ok) throw new Error(`${response.status} ${url}`);
      await cache.put(url, response.clone());
    }
    return response.json();
  })();
  listPromise.catch(() => {
    listPromise = null;
  });
  return listPromise;
}

/** The list's key of a URL: its path below the root, "index.html" dropped; or null. */
function keyOf(url) {
  const href = url.split("#")[0].split("?")[0];
  if (!href.startsWith(root)) return null;
  let key = decodeURI(href.slice(root.length));
  if (key === "index.html" || key.endsWith("/index.html")) key = key.slice(0, -"index.html".length);
  return key;
}

async function digest(buffer) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(hash.slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A response of this build for ``key``, fetched and checked (HTTP cache first, then the
 *  network past it when the cached bytes are of another build); null when not this build's. */
async function fetchChecked(key, expected, signal = undefined) {
  for (const mode of ["default", "no-cache"]) {
    const response = await fetch(root + encodeURI(key), { cache: mode, credentials: "same-origin", signal });
    if (!response.ok) throw new Error(`${response.status} ${key}`);
    const body = await response.arrayBuffer();
    if ((await digest(body)) === expected) return rebuilt(response, body);
  }
  return null;
}

/** ``body`` as a plain 200 response with ``response``'s headers, less those of the
 *  transfer (the body is decoded already); a redirected response may not answer a
 *  navigation, a rebuilt one may. */
function rebuilt(response, body) {
  const headers = new Headers(response.headers);
  for (const name of ["content-encoding", "content-length", "transfer-encoding"]) headers.delete(name);
  return new Response(body, { status: 200, statusText: "OK", headers });
}

/** ``key`` into ``cache`` unless it is there: copied from an older cache that has the same
 *  bytes, else fetched (until ``signal`` aborts) and checked. Shared by concurrent callers. */
function store(cache, key, expected, older = [], signal = undefined) {
  const id = CACHE + " " + key;
  if (inFlight.has(id)) return inFlight.get(id);
  const url = root + encodeURI(key);
  const job = (async () => {
    const had = await cache.match(url);
    if (had) return had;
    for (const old of older) {
      const response = old.files[key] === expected ? await old.cache.match(url) : null;
      if (response) {
        await cache.put(url, response.clone());
        return response;
      }
    }
    const fresh = await fetchChecked(key, expected, signal);
    if (fresh) await cache.put(url, fresh.clone());
    return fresh;
  })();
  inFlight.set(id, job);
  job.finally(() => inFlight.delete(id)).catch(() => {});
  return job;
}

async function keptGroups(cache) {
  const response = await cache.match(root + KEPT);
  return response ? response.json() : [];
}

/** Every file of ``groups`` into this build's cache; then the groups are noted as kept.
 *  Stops with an error once ``signal`` aborts. */
async function keep(groups, older = [], signal = undefined) {
  const list = await fileList();
  const cache = await caches.open(CACHE);
  const wanted = groups.filter((g) => g in list.groups);
  const keys = [...new Set(wanted.flatMap((g) => list.groups[g]))];
  let next = 0;
  let failed = null;
  const worker = async () => {
    while (next < keys.length && !failed) {
      const key = keys[next++];
      try {
        signal?.throwIfAborted();
        if (!(await store(cache, key, list.files[key], older, signal))) failed = new Error(`changed: ${key}`);
      } catch (error) {
        failed = error;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (failed) throw failed;
  const kept = [...new Set([...(await keptGroups(cache)), ...wanted])].sort();
  await cache.put(root + KEPT, new Response(JSON.stringify(kept), { headers: { "Content-Type": "application/json" } }));
  return wanted;
}

/** The groups of a page, most wanted first (the files are fetched in this order): its
 *  game's pages, the checker's runtime when asked (the largest, and what a reader on the
 *  rules page will want next), the site's root and language, the card pictures when asked. */
function groupsOf(list, path, runtime, pictures, compiled = false, sources = true) {
  const parts = path.split("/").filter(Boolean);
  const game = `${parts[0]}/${parts[1]}`;
  const out = [];
  if (parts.length > 1 && game in list.groups) out.push(game, "checker");
  if (runtime) out.push("runtime");
  // The standard library: its bytecode when the page allows the larger download (the
  // worker then starts Python three times faster), its sources when asked (the checker
  // page, which has just loaded them: they come from the browser's cache).
  if (runtime && compiled) out.push("stdlib-compiled");
  if (runtime && (sources || !compiled)) out.push("stdlib");
  out.push("root");
  if (parts[0] && parts[0] in list.groups) out.push(parts[0]);
  if (pictures && parts.length > 1 && `${game}/cards` in list.groups) out.push(`${game}/cards`);
  return out;
}

/** The groups a new build keeps for the groups an older build kept. Builds before the
 *  checker's files were split kept one "runtime" group holding the page's scripts and the
 *  standard library's sources: a game kept then needs "checker" now, and a runtime kept
 *  then needs "stdlib" (what it held), or the checker would not work offline after the
 *  update. */
function carriedOver(kept) {
  const out = new Set(kept);
  if ([...out].some((group) => group.split("/").length === 2)) out.add("checker");
  if (out.has("runtime") && !out.has("stdlib") && !out.has("stdlib-compiled")) out.add("stdlib");
  return [...out];
}

/** The caches of other builds, with their file lists (to copy unchanged files from). */
async function olderCaches() {
  const out = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const cache = await caches.open(name);
    const lists = (await cache.keys()).filter((r) => /\/_app\/files-[0-9a-f]+\.json$/.test(r.url));
    if (!lists.length) continue;
    const list = await (await cache.match(lists[0])).json();
    out.push({ cache, files: list.files, kept: await keptGroups(cache) });
  }
  return out;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await fileList();
      const older = await olderCaches();
      const groups = carriedOver(["offline", ...older.flatMap((o) => o.kept)]);
      // The new build must hold what the old one held (and its offline pages) before it
      // may take over: a failed fetch fails the install, and the old version stays.
      await keep(groups, older);
      if (!older.length) await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "update") {
    self.skipWaiting();
    return;
  }
  if (message.type === "yield") {
    visits.abort();
    return;
  }
  const source = event.source;
  if (message.type === "which") {
    event.waitUntil(
      (async () => {
        const groups = await keptGroups(await caches.open(CACHE));
        if (source) source.postMessage({ type: "held", groups, version: VERSION });
      })().catch(() => {}),
    );
    return;
  }
  if (message.type !== "visit") return;
  event.waitUntil(
    (async () => {
      const list = await fileList();
      const wanted = groupsOf(list, String(message.path || ""), Boolean(message.runtime), Boolean(message.pictures),
        Boolean(message.compiled), message.sources !== false);
      const groups = await keep(wanted, [], visits.signal);
      if (source) source.postMessage({ type: "kept", groups, version: VERSION });
    })().catch((error) => {
      if (source) source.postMessage({ type: "kept", groups: [], error: String(error), version: VERSION });
    }),
  );
});

/** This build's file for the request: from the cache; else from the network, streamed to
 *  the page as it comes (Pyodide compiles its WebAssembly while it downloads), and kept
 *  afterwards when its bytes are this build's. */
async function answer(event, key) {
  const request = event.request;
  let list;
  try {
    list = await fileList();
  } catch {
    return fetch(request);
  }
  const expected = list.files[key];
  if (expected === undefined) return fetch(request);
  const cache = await caches.open(CACHE);
  const url = root + encodeURI(key);
  const hit = await cache.match(url);
  if (hit) return hit;
  const pending = inFlight.get(CACHE + " " + key);
  if (pending) {
    const stored = await pending.catch(() => null);
    const again = stored && (await cache.match(url));
    if (again) return again;
  }
  const response = await fetch(request);
  if (response.ok && !response.redirected && response.type === "basic") {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        const body = await copy.arrayBuffer();
        if ((await digest(body)) === expected) await cache.put(url, rebuilt(copy, body));
      })().catch(() => {}),
    );
  }
  return response;
}

const OFFLINE_PAGE = /^_app\/offline-([a-z]{2})\.html$/;

/** The language of the offline page for ``key``: its first folder when the site has that
 *  language, else the first of the reader's languages the site has, else the first of the
 *  site's languages in the product's order (the source language where the site has it). */
function offlineLang(list, key) {
  const langs = (list.groups.offline || []).map((k) => OFFLINE_PAGE.exec(k)?.[1]).filter(Boolean);
  const first = String(key || "").split("/")[0];
  if (langs.includes(first)) return first;
  for (const tag of self.navigator.languages || []) {
    const lang = tag.slice(0, 2).toLowerCase();
    if (langs.includes(lang)) return lang;
  }
  return (list.languages || []).find((lang) => langs.includes(lang)) || langs[0];
}

function attribute(text) {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The offline page's text with only the lines of pages in ``saved`` (see
 *  templates/offline.html.j2), the site's root and the address to try again filled in. */
function fillOfflinePage(text, saved, rootHref, retryHref) {
  const out = [];
  let block = null;
  let blockListed = false;
  let listed = 0;
  let others = 0;
  for (const line of text.split("\n")) {
    if (/<section data-keys="/.test(line)) block = [];
    const item = /data-key="([^"]*)"/.exec(line);
    const keep = !item || saved.has(item[1]);
    if (item && keep) {
      if (line.includes("data-other")) others += 1;
      else listed += 1;
    }
    if (!block) {
      if (keep) out.push(line);
      continue;
    }
    if (keep) block.push(line);
    if (item && keep) blockListed = true;
    if (line.includes("</section>")) {
      if (blockListed) out.push(...block);
      block = null;
      blockListed = false;
    }
  }
  const drop = [listed ? "data-if-none" : "data-if-some"];
  if (!others) drop.push("data-if-other");
  return out
    .filter((line) => !drop.some((mark) => line.includes(mark)))
    .join("\n")
    .replaceAll("__ROOT__", attribute(rootHref))
    .replaceAll("__RETRY__", attribute(retryHref));
}

/** Our offline page (503) for a navigation to ``url`` that got no answer. */
async function offlinePage(url, key) {
  const list = await fileList();
  const pageKey = `_app/offline-${offlineLang(list, key)}.html`;
  const cache = await caches.open(CACHE);
  const page = (await cache.match(root + pageKey)) || (await store(cache, pageKey, list.files[pageKey]));
  if (!page) throw new Error(`no offline page ${pageKey}`);
  const saved = new Set((await cache.keys()).map((request) => keyOf(request.url)));
  const text = fillOfflinePage(await page.clone().text(), saved, root, url);
  return new Response(text, {
    status: 503,
    statusText: "Offline",
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** A page: as ``answer`` gives it, or our offline page when there is no answer at all. */
async function answerNavigation(event, key) {
  try {
    return await answer(event, key);
  } catch (error) {
    try {
      return await offlinePage(event.request.url, key);
    } catch {
      throw error;
    }
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || request.headers.has("range")) return;
  let key = keyOf(request.url);
  if (key === null || key === KEPT) return;
  // "/en/web/rules" (no slash) is the page "/en/web/rules/" for a navigation
  if (request.mode === "navigate" && key && !key.endsWith("/") && !/\.[a-z0-9]+$/i.test(key)) key += "/";
  event.respondWith(request.mode === "navigate" ? answerNavigation(event, key) : answer(event, key));
});
