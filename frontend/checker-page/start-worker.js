(function () {
try {
  window.cgBoot = { queue: [] };
  var worker = new Worker(WORKER_URL, { type: "module", name: "cardgen-engine" });
  worker.onmessage = function (e) { window.cgBoot.queue.push(e); };
  worker.onerror = function (e) { e.preventDefault(); window.cgBoot.queue.push(e); };
  window.cgBoot.worker = worker;
  performance.mark("cg-worker-created");
  var base = new URL(BASE_URL, location.href).href;
  worker.postMessage({ type: "init", base: base, info: BOOT_INFO, hold: true });
  window.cgBoot.booted = true;
} catch (e) {}
})();
