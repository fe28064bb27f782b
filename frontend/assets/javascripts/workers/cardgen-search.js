// The site's search worker: Material's own, with every query term stemmed like the index.
importScripts("MATERIAL_WORKER");
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
