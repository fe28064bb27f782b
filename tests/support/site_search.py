"""The built site's search, under Node, without a browser: the language's own search worker
(``assets/javascripts/workers/cardgen-search.js``, which loads Material's worker and the
language's lunr stemmer) fed its ``search/search_index.json`` and asked what a reader types
into the search box (Material's page sends the box's text to the worker as it is)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from node import NODE

SEARCH = r"""
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
const { dir, queries } = JSON.parse(fs.readFileSync(0, "utf8"));
const workers = path.join(dir, "assets", "javascripts", "workers");
const listeners = [];
const replies = [];
const scope = {
  console,
  addEventListener: (type, listener) => type === "message" && listeners.push(listener),
  postMessage: (message) => replies.push(message),
  // the worker's own URL is the base of what it imports ("../lunr/min/lunr.de.min.js")
  importScripts: (...urls) => urls.forEach((url) => {
    const file = path.join(workers, url);
    vm.runInContext(fs.readFileSync(file, "utf8"), scope, { filename: file });
  }),
};
scope.self = scope;
vm.createContext(scope);
scope.importScripts("cardgen-search.js");
async function ask(message) {
  const before = replies.length;
  listeners.forEach((listener) => listener({ data: message }));
  while (replies.length === before) await new Promise((resolve) => setTimeout(resolve, 1));
  return replies[replies.length - 1];
}
const index = JSON.parse(fs.readFileSync(path.join(dir, "search", "search_index.json"), "utf8"));
const options = { suggest: false };
await ask({ type: 0, data: { config: index.config, docs: index.docs, options } });
const found = {};
for (const query of queries) {
  const { data } = await ask({ type: 2, data: query });
  found[query] = data.items.map((group) => group.map((item) => item.location));
}
console.log(JSON.stringify(found));
"""


def search_pages(lang_dir: Path, queries: list[str]) -> dict[str, list[str]]:
    """What the search of one language's site (``<site>/<lang>``) lists for each query: the
    pages in the order the results show them (a page's sections are folded under it), each
    as its path in the language's folder ("web-of-power/rules/"; the home page is "")."""
    out = subprocess.run(
        [str(NODE), "--input-type=module", "-e", SEARCH],
        input=json.dumps({"dir": str(lang_dir), "queries": queries}),
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    found = json.loads(out.stdout)
    return {
        query: list(dict.fromkeys(group[0].split("#")[0] for group in groups))
        for query, groups in found.items()
    }
