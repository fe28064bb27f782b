// The rules site's only script: remembers the reader's language for the site's root page
// (index.html sends returning visitors straight to it). No network, no third parties.
(function () {
  var remember = function () {
    try {
      localStorage.setItem("cardgen-lang", document.documentElement.lang);
    } catch (e) {
      /* storage disabled: the root page falls back to the browser's languages */
    }
  };
  // Material's document$ fires on every page (also with instant navigation).
  if (typeof document$ !== "undefined") document$.subscribe(remember);
  else remember();
})();
