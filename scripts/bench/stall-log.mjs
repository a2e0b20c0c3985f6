// Preloaded into a server under study (node --import scripts/bench/stall-log.mjs, with --cpu-prof): every
// gap over 100 ms between the ticks of a 5 ms timer of the main thread — a stretch in which the event loop
// answered nobody — as [start, end] in the monotonic clock's microseconds, the clock of V8's CPU profiles.
// Written at exit to $STALL_LOG_DIR/gaps-<pid>.json; scripts/bench/stall-causes.ts names what ran in each.
// Not used by the bench itself (its probe, event-loop-probe.mjs, measures only the longest stall).
import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

if (isMainThread) {
  const dir = process.env.STALL_LOG_DIR ?? ".";
  const gaps = [];
  let last = process.hrtime.bigint();
  setInterval(() => {
    const now = process.hrtime.bigint();
    if (now - last > 100_000_000n) gaps.push([Number(last / 1000n), Number(now / 1000n)]);
    last = now;
  }, 5).unref();
  process.on("exit", () => fs.writeFileSync(path.join(dir, `gaps-${process.pid}.json`), JSON.stringify(gaps)));
}
