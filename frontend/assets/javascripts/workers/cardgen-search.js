// The site's search worker: Material's own, with every query term stemmed like the index,
// and its index built at the reader's first query instead of at every page's load.
//
// Material's page sends the worker its index as each page opens (a "setup" message) and the
// worker builds it at once: on a phone that is a fraction of a second of processor time and
// the language's stemmer fetched, on every page a reader opens, for a search most never
// make. Here the setup is kept and answered "ready" at once; the first query builds the index
// (Material's own code, with the setup it was sent), and Material's second "ready" is dropped.
var SETUP = 0, READY = 1, QUERY = 2, RESULT = 3; // Material's message types
var materialListeners = [];
var addListener = self.addEventListener;
self.addEventListener = function (type, listener, options) {
  if (type === "message") materialListeners.push(listener);
  else addListener.call(self, type, listener, options);
};
importScripts("MATERIAL_WORKER");
self.addEventListener = addListener;

(function () {
  var post = self.postMessage;
  var setup = null; // the last setup message, not yet given to Material
  var built = null; // a promise: Material has built the index from it
  var whenReady = null;
  self.postMessage = function (message) {
    if (whenReady && message && message.type === READY) {
      var ready = whenReady;
      whenReady = null;
      ready();
      return;
    }
    return post.apply(self, arguments);
  };
  var forward = function (event) {
    materialListeners.forEach(function (listener) {
      listener.call(self, event);
    });
  };
  addListener.call(self, "message", function (event) {
    var message = event.data;
    if (message && message.type === SETUP) {
      setup = event;
      built = null;
      post.call(self, { type: READY });
      return;
    }
    // Material asks for the empty query as each page opens: its answer, no results, needs
    // no index
    if (message && message.type === QUERY && message.data === "") {
      post.call(self, { type: RESULT, data: { items: [] } });
      return;
    }
    if (setup && !built) {
      var kept = setup;
      built = new Promise(function (ok) {
        whenReady = ok;
        forward(kept);
      });
    }
    if (built) built.then(function () { forward(event); });
    else forward(event);
  });
})();
(function (lunr) {
  // Material ends each term with "*" (type-ahead); lunr then skips the query pipeline.
  var searchPipeline = null;
  var clause = lunr.Query.prototype.clause;
  lunr.Query.prototype.clause = function (c) {
    var stems = [];
    if (searchPipeline && typeof c.term === "string") stems = searchPipeline.runString(c.term);
    if (stems.length === 1) {
      c.term = stems[0];
      c.usePipeline = false;
    } else {
      c.usePipeline = true;
    }
    return clause.call(this, c);
  };
  // Each query term is stemmed once, here, where the query is parsed, and searched as it
  // is then: Material compares the parsed terms with the stems the index found, and a term
  // left unstemmed ("kutsche") read as missing on the very page that has it ("kutsch").
  var build = lunr.Builder.prototype.build;
  lunr.Builder.prototype.build = function () {
    var index = build.call(this);
    searchPipeline = index.pipeline;
    return index;
  };
  // Stem the term without its "*", then put the "*" back: "hafens*" -> "haf*".
  var runString = lunr.Pipeline.prototype.runString;
  lunr.Pipeline.prototype.runString = function (str, metadata) {
    if (str.length > 1 && str.charAt(str.length - 1) === "*") {
      return runString.call(this, str.slice(0, -1), metadata).map(function (t) {
        return t + "*";
      });
    }
    return runString.call(this, str, metadata);
  };
})(self.lunr);
