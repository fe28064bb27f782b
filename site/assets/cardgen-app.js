// The site as an offline app: registers the service worker (sw.js at the site's root, see
// site/app/sw.js), tells it which page was visited so that it keeps the page's game, and
// offers a reload when a new version of the site is ready. On a checker page this script
// is one of the theme's scripts held back until the first score (cardgen/site/checker.py).
//
// What the worker keeps after a visit: the language's home and theme, every page of the
// page's game; and, when the connection allows work in the background (no Save-Data, no
// metered or 2G connection, no "reduced data" preference), the game's card pictures and the
// checker's runtime, which a reader on the overview or rules page then finds ready. The
// checker page keeps its runtime on any connection: it has just loaded it.
//
// What this device holds is shown, in the page's language, from the worker's answer to
// "which" (its cache's list of kept groups, so offline too): asked at once and again after
// each visit is kept. A game's page ends with a note once the game is saved (its score
// checker named only when the checker's runtime is saved as well; the checker page says
// nothing until then); the language's home marks each game that is saved. Both are added
// at the end of what they belong to, so nothing above them moves (the checker's form
// least of all).
//
// <html data-cg-offline="ready|failed"> says when the visit's files are kept, and
// <html data-cg-held> that the worker's answer to "which" is shown (for tests).
(function () {
  "use strict";
  var STRINGS = APP_STRINGS;
  var script = document.currentScript;
  var sw = navigator.serviceWorker;
  if (!sw || !script || !/^https?:$/.test(location.protocol)) return;
  var root = new URL("../../", script.src); // <root>/<lang>/assets/cardgen-app.js
  if (location.href.indexOf(root.href) !== 0) return;
  var path = decodeURI(location.pathname.slice(root.pathname.length));
  var html = document.documentElement;
  var hadController = !!sw.controller;
  var reloading = false;

  function backgroundAllowed() {
    var c = navigator.connection;
    if (window.matchMedia && matchMedia("(prefers-reduced-data: reduce)").matches) return false;
    if (!c) return true;
    if (c.saveData || c.metered === true) return false;
    return !/(^|-)2g$/.test(c.effectiveType || "");
  }

  // The note sits at the bottom of the screen (see .cg-update in cardgen.css), clear of the
  // page's title; "Not now" puts it away until the next page (the new version waits).
  function offerReload(waiting) {
    if (document.querySelector(".cg-update")) return;
    var bar = document.createElement("div");
    bar.className = "cg-update";
    bar.setAttribute("role", "status");
    var text = document.createElement("p");
    text.className = "cg-update__text";
    text.textContent = STRINGS.update_ready;
    var actions = document.createElement("div");
    actions.className = "cg-update__actions";
    var dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.className = "cg-update__dismiss";
    dismiss.textContent = STRINGS.update_dismiss;
    dismiss.addEventListener("click", function () {
      bar.remove();
    });
    var button = document.createElement("button");
    button.type = "button";
    button.className = "cg-update__reload";
    button.textContent = STRINGS.update_reload;
    button.addEventListener("click", function () {
      button.disabled = true;
      waiting.postMessage({ type: "update" });
    });
    actions.appendChild(dismiss);
    actions.appendChild(button);
    bar.appendChild(text);
    bar.appendChild(actions);
    document.body.appendChild(bar);
  }

  function watch(registration) {
    if (registration.waiting && sw.controller) offerReload(registration.waiting);
    registration.addEventListener("updatefound", function () {
      var installing = registration.installing;
      if (!installing) return;
      installing.addEventListener("statechange", function () {
        if (installing.state === "installed" && sw.controller) offerReload(installing);
      });
    });
  }

  var parts = path.split("/").filter(Boolean);
  var checker = document.querySelector(".cg-checker");

  /** The group of a game's page or folder below the root ("de/web/rules/" → "de/web"). */
  function gameGroup(key) {
    var bits = key.split("/").filter(Boolean);
    return bits.length > 1 ? bits[0] + "/" + bits[1] : null;
  }

  function noteGameSaved(held) {
    var article = document.querySelector("article.md-content__inner");
    var game = gameGroup(path);
    if (!article || !game || !held[game] || !held[parts[0]]) return;
    // the checker needs its runtime and one form of its standard library
    var runtime = held.runtime && (held.stdlib || held["stdlib-compiled"]);
    if (checker && !runtime) return;
    var note = article.querySelector(".cg-saved");
    if (!note) {
      note = document.createElement("p");
      note.className = "cg-saved";
      article.appendChild(note);
    }
    note.textContent = runtime ? STRINGS.saved_note_game : STRINGS.saved_note_pages;
  }

  function markSavedGames(held) {
    var items = document.querySelectorAll(".cg-games > ul > li");
    [].forEach.call(items, function (item) {
      var link = item.querySelector("a[href]");
      if (!link || link.href.indexOf(root.href) !== 0) return;
      var game = gameGroup(decodeURI(link.href.slice(root.href.length)));
      if (!game || !held[game] || item.querySelector(".cg-saved-mark")) return;
      var mark = document.createElement("p");
      mark.className = "cg-saved-mark";
      mark.textContent = STRINGS.saved_mark;
      item.appendChild(mark);
    });
  }

  function showHeld(groups) {
    var held = {};
    groups.forEach(function (group) {
      held[group] = true;
    });
    if (parts.length > 1) noteGameSaved(held);
    else if (parts.length === 1) markSavedGames(held);
  }

  sw.addEventListener("message", function (event) {
    var message = event.data || {};
    if (message.type === "held") {
      if (Array.isArray(message.groups)) showHeld(message.groups);
      html.setAttribute("data-cg-held", "");
      return;
    }
    if (message.type !== "kept") return;
    html.setAttribute("data-cg-offline", message.error ? "failed" : "ready");
    if (!message.error && event.source) event.source.postMessage({ type: "which" });
  });
  sw.startMessages();
  if (sw.controller) sw.controller.postMessage({ type: "which" });
  // The new version took over (here or in another tab): every page moves to it at once.
  sw.addEventListener("controllerchange", function () {
    if (!hadController || reloading) return;
    reloading = true;
    location.reload();
  });

  var background = backgroundAllowed();
  var cards = /^[^/]+\/[^/]+\/cards\/$/.test(path);

  // On a checker page, nothing starts before its first score: the theme's scripts (this
  // one among them) may start earlier on a slow phone (after 10 s, see checker.py), and
  // the files kept for the game would then share the network with the engine's runtime.
  function afterFirstScore(start) {
    var scored = function () {
      return !checker || Number(checker.getAttribute("data-scored") || 0) > 0;
    };
    if (scored()) return start();
    var begun = false;
    var go = function () {
      if (begun) return;
      begun = true;
      observer.disconnect();
      start();
    };
    var observer = new MutationObserver(function () {
      if (scored()) go();
    });
    observer.observe(checker, { attributes: true, attributeFilter: ["data-scored"] });
    setTimeout(go, 120000); // an engine that never starts: keep the pages all the same
  }

  afterFirstScore(function () {
    sw.register(new URL("sw.js", root).href, { scope: root.href })
      .then(function (registration) {
        watch(registration);
        // A returning reader: ask the host for a newer build now (browsers otherwise check
        // on their own schedule).
        if (hadController) registration.update().catch(function () {});
        return sw.ready;
      })
      .then(function (registration) {
        sw.startMessages();
        registration.active.postMessage({
          type: "visit",
          path: path,
          runtime: !!checker || background,
          pictures: cards || background,
          // the standard library as bytecode (1.2 MB, a faster start) only when the
          // connection allows it; a checker page keeps the sources it has just loaded
          compiled: background,
          sources: !!checker || !background,
        });
      })
      .catch(function () {
        html.setAttribute("data-cg-offline", "failed");
      });
  });
})();
