// Preloaded by the bench into the server it measures (node --import, scripts/bench/event-loop.ts), so that
// the app holds no bench-only code: the server's event-loop delay (perf_hooks monitorEventLoopDelay,
// sampled every 10 ms) and a tiny HTTP listener on 127.0.0.1:$BENCH_EVENT_LOOP_PORT in the same process
// through which the bench clears and reads it.
//   GET /reset  clears the histogram; answers once it records again (see below)
//   GET /read   {"max_ms", "p99_ms", "mean_ms", "samples"} since the last reset
// The listener is unref'd: it never keeps a server that is shutting down alive. Every answer closes its
// connection: a call comes after a long piece of load, and a kept-alive socket idle that long races the
// listener's own 5 s keep-alive timeout (a CI bench smoke read "other side closed" after a 100,000-row
// import).
// Node preloads an --import module into every worker thread too (the server's long-read workers): the
// probe measures and listens in the main thread only, or each worker would try the same port and exit.
import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

if (isMainThread) startProbe();

function startProbe() {
  const port = Number(process.env.BENCH_EVENT_LOOP_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error("event-loop-probe: BENCH_EVENT_LOOP_PORT is not set");

  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();

  const ms = (ns) => Math.round(ns / 1e4) / 100;

  /**
   * After reset() the histogram skips the first interval of its timer (it has no previous tick to measure
   * from), so a stall that starts right after a reset would go unseen. The answer waits for the first
   * recorded sample: from then on every stall is seen.
   */
  function resetThenAnswer(response) {
    histogram.reset();
    const poll = () => {
      if (histogram.count > 0) return response.writeHead(204).end();
      setTimeout(poll, 5);
    };
    poll();
  }

  const listener = http.createServer((request, response) => {
    response.setHeader("connection", "close");
    if (request.url === "/reset") return resetThenAnswer(response);
    if (request.url === "/read") {
      const body = {
        max_ms: ms(histogram.max),
        p99_ms: ms(histogram.percentile(99)),
        mean_ms: ms(histogram.mean),
        samples: histogram.count,
      };
      return response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    }
    response.writeHead(404).end();
  });
  listener.on("error", (error) => {
    console.error(`event-loop-probe: cannot listen on 127.0.0.1:${port}: ${error.message}`);
    process.exit(1);
  });
  listener.listen(port, "127.0.0.1");
  listener.unref();
}
