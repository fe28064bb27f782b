(function () {
var root = document.documentElement;
root.classList.replace("no-js", "js");
var restore = /^#record=/.test(location.hash);
try {
  restore = restore || localStorage.getItem(STORE_KEY) !== null;
} catch (e) {}
var asFile = location.protocol === "file:";
function showNote(which) {
  root.classList.remove("cg-restore");
  var note = document.querySelector(".cg-checker > ." + which);
  if (note) note.hidden = false;
  // the form drawn at build time says the engine is loading: not so without the script
  var loading = document.querySelectorAll(".cg-checker .cg-loading");
  for (var i = 0; i < loading.length; i++) loading[i].hidden = true;
}
document.addEventListener("DOMContentLoaded", function () {
  if (asFile) showNote("cg-file-note");
  else setTimeout(function () {
    var checker = document.querySelector(".cg-checker");
    if (checker && !checker.hasAttribute("data-mounted")) showNote("cg-script-note");
  }, 8000);
});
document.addEventListener("click", function (event) {
  if (event.target.closest && event.target.closest(".cg-reload")) location.reload();
});
if (restore && !asFile) {
  root.classList.add("cg-restore");
  var tag = '<script type="module" blocking="render" src="' + CHECKER_URL + '"></scr';
  document.write(tag + "ipt>");
}
var done = false;
function loadTheme() {
  if (done) return;
  done = true;
  var held = [].slice.call(document.querySelectorAll('script[type="text/plain"][data-cg-later]'));
  var pending = held.length;
  function started() {
    if (--pending === 0) document.dispatchEvent(new Event("DOMContentLoaded", { bubbles: true }));
  }
  held.forEach(function (old) {
    var script = document.createElement("script");
    script.src = old.src;
    script.async = false;
    script.onload = started;
    script.onerror = started;
    old.parentNode.replaceChild(script, old);
  });
}
window.cgLoadTheme = loadTheme;
var kinds = ["pointerdown", "keydown", "focusin"];
function onIntent(event) {
  var target = event.target;
  if (target && target.closest && target.closest(".cg-checker")) return;
  kinds.forEach(function (kind) { document.removeEventListener(kind, onIntent, true); });
  loadTheme();
}
kinds.forEach(function (kind) { document.addEventListener(kind, onIntent, true); });
/* The last resort (nothing touched, no score, no failure said): late enough that on a slow
   phone the theme's 90 KB do not share the network with the engine's runtime before the
   first score (at 10 s they did, on the phone profile's slower runs), while any touch
   outside the checker, the first score or a failure starts the theme at once. */
setTimeout(loadTheme, 20000);
var early = ".cg-prerendered";
var clicks = window.cgEarlyClicks = [];
document.addEventListener("click", function (event) {
  var button = event.target && event.target.closest && event.target.closest(early + " button");
  if (button) clicks.push(button);
}, true);
document.addEventListener("submit", function (event) {
  if (event.target.closest && event.target.closest(early)) event.preventDefault();
}, true);
})();
