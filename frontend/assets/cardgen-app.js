// The site as an offline app: registers the service worker (sw.js at the site's root, see
// frontend/app/sw.js), tells it which page was visited so that it keeps the page's game, and
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
// each visit is kept. A saved game's page ends with a note that says exactly what works
// offline and what does not yet, and how to get it: its pages always; its card pictures
// ("<lang>/<game>/cards") and its checker (the runtime and one form of its standard
// library) when they are held, else it asks the reader to open the cards page or the
// checker once online (APP_GAMES says which games have pictures and a checker: a game still
// to come has neither). The checker page says nothing until its runtime is saved. The
// language's home marks each saved game, "partly" while its pictures or checker are not.
// Both are added at the end of what they belong to, so nothing above them moves (the
// checker's form least of all). The moment a visit saves the game, or more of it, than
// the answer before the visit held, a short bar at the bottom of the screen says it too,
// once, and goes when the reader scrolls on.
//
// <html data-cg-offline="ready|failed"> says when the visit's files are kept, and
// <html data-cg-held> that the worker's answer to "which" is shown ("visit": the answer
// after the visit was kept) (for tests).
(function () {
  "use strict";
  var STRINGS = APP_STRINGS;
  var GAMES = APP_GAMES; // by game id: {pictures, checker}, what it has to save
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
    var saved = document.querySelector(".cg-saved-bar");
    if (saved) saved.remove(); // one bar at a time: the update notice first
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
      // the new version takes over once the old one has no work left: what the old one
      // is still saving for this visit (pictures on a slow line) stops first
      if (sw.controller) sw.controller.postMessage({ type: "yield" });
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

  /** What this device holds of the game of ``group`` ("de/web"): null when its pages are
   *  not saved; else whether its card pictures and its checker are, each true too when the
   *  game has none (a game still to come has neither). */
  function savedState(held, group) {
    if (!group || !held[group] || !held[group.split("/")[0]]) return null;
    var has = GAMES[group.split("/")[1]] || { pictures: true, checker: true };
    // the checker needs its runtime and one form of its standard library
    var runtime = !!(held.runtime && (held.stdlib || held["stdlib-compiled"]));
    return {
      pictures: !has.pictures || !!held[group + "/cards"],
      checker: !has.checker || runtime,
      has: has,
    };
  }

  /** The note for a saved game: what works offline, what does not yet and how to get it. */
  function noteText(state) {
    if (!state.has.pictures && !state.has.checker) return STRINGS.saved_note_pages_only;
    // no card pictures on this site (built without the print step): none to ask for
    if (!state.has.pictures) return state.checker ? STRINGS.saved_note_game_no_pictures : STRINGS.saved_note_no_checker_no_pictures;
    if (state.pictures && state.checker) return STRINGS.saved_note_game;
    if (state.checker) return STRINGS.saved_note_no_pictures;
    if (state.pictures) return STRINGS.saved_note_no_checker;
    return STRINGS.saved_note_pages;
  }

  function noteGameSaved(state) {
    var article = document.querySelector("article.md-content__inner");
    // the checker page says nothing while its own runtime is not saved: it keeps it once
    // it has scored (its visit), and the note would only ask to open the page one is on
    if (!article || !state || (checker && !state.checker)) return;
    var note = article.querySelector(".cg-saved");
    if (!note) {
      note = document.createElement("p");
      note.className = "cg-saved";
      article.appendChild(note);
    }
    note.textContent = noteText(state);
  }

  function markSavedGames(held) {
    var items = document.querySelectorAll(".cg-games > ul > li");
    [].forEach.call(items, function (item) {
      var link = item.querySelector("a[href]");
      if (!link || link.href.indexOf(root.href) !== 0) return;
      var state = savedState(held, gameGroup(decodeURI(link.href.slice(root.href.length))));
      if (!state) return;
      var whole = state.pictures && state.checker;
      var mark = item.querySelector(".cg-saved-mark");
      if (!mark) {
        mark = document.createElement("p");
        item.appendChild(mark);
      }
      mark.className = "cg-saved-mark" + (whole ? "" : " cg-saved-mark--partly");
      mark.textContent = whole ? STRINGS.saved_mark : STRINGS.saved_mark_partly;
    });
  }

  // The moment a visit saves this page's game, or more of it, a bar at the bottom of the
  // screen says so, where the update notice would be: never both, the update notice first;
  // fixed, so nothing moves for it. It is short (whether all of the game works offline or
  // part of it: the note at the page's end says which part) and it does not stay over the
  // text being read: it goes as soon as the reader scrolls on (a finger, the wheel, the
  // keys; a jump the page makes itself is no reading on), or at OK. No timer: nothing the
  // reader has to catch in time, and the note at the page's end says it all the same.
  var SCROLL_KEYS = ["ArrowDown", "ArrowUp", "PageDown", "PageUp", "Home", "End", " "];

  function announceSaved(state) {
    // not on a checker page: the reader taps its cards and counts at the screen's bottom,
    // where the bar would sit over them (its note at the page's end says it all the same)
    if (checker) return;
    if (document.querySelector(".cg-update, .cg-saved-bar")) return;
    var bar = document.createElement("div");
    bar.className = "cg-saved-bar";
    bar.setAttribute("role", "status");
    var text = document.createElement("p");
    text.className = "cg-saved-bar__text";
    text.textContent =
      state.pictures && state.checker ? STRINGS.saved_bar : STRINGS.saved_bar_partly;
    var ok = document.createElement("button");
    ok.type = "button";
    ok.className = "cg-saved-bar__ok";
    ok.textContent = STRINGS.saved_bar_ok;
    var passive = { passive: true };
    function onKey(event) {
      if (SCROLL_KEYS.indexOf(event.key) >= 0) close();
    }
    function close() {
      window.removeEventListener("wheel", close, passive);
      window.removeEventListener("touchmove", close, passive);
      window.removeEventListener("keydown", onKey);
      bar.remove();
    }
    ok.addEventListener("click", close);
    window.addEventListener("wheel", close, passive);
    window.addEventListener("touchmove", close, passive);
    window.addEventListener("keydown", onKey);
    bar.appendChild(text);
    bar.appendChild(ok);
    document.body.appendChild(bar);
  }

  /** Whether ``after`` saves more of the game than ``before`` did (null: nothing saved). */
  function savedMore(before, after) {
    if (!after) return false;
    if (!before) return true;
    return (after.pictures && !before.pictures) || (after.checker && !before.checker);
  }

  // What this device held before this page's visit (the worker's answer to "which" asked
  // before the visit is sent): null until known, and then the bar is not shown.
  var heldBefore = null;
  var visitKept = false;
  var whenHeldBefore = [];

  function showHeld(groups) {
    var held = {};
    groups.forEach(function (group) {
      held[group] = true;
    });
    if (parts.length > 1) {
      var state = savedState(held, gameGroup(path));
      noteGameSaved(state);
      if (visitKept && heldBefore && savedMore(savedState(heldBefore, gameGroup(path)), state)) {
        heldBefore = held; // once
        announceSaved(state);
      }
    } else if (parts.length === 1) markSavedGames(held);
    if (!visitKept) {
      heldBefore = held;
      whenHeldBefore.splice(0).forEach(function (resolve) {
        resolve();
      });
    }
  }

  /** Once the worker said what it held before the visit (asked now if it has not), or
   *  after 5 s without an answer. */
  function askHeldBefore(worker) {
    return new Promise(function (resolve) {
      if (heldBefore) return resolve();
      whenHeldBefore.push(resolve);
      worker.postMessage({ type: "which" });
      setTimeout(resolve, 5000);
    });
  }

  sw.addEventListener("message", function (event) {
    var message = event.data || {};
    if (message.type === "held") {
      if (Array.isArray(message.groups)) showHeld(message.groups);
      html.setAttribute("data-cg-held", visitKept ? "visit" : "");
      return;
    }
    if (message.type !== "kept") return;
    visitKept = true;
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
        return askHeldBefore(registration.active).then(function () {
          return registration;
        });
      })
      .then(function (registration) {
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
