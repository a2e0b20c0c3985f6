import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EventLoopProbe, eventLoopProbe } from "./event-loop";

/**
 * A process with the probe preloaded that holds its event loop for N ms on each line "N" of its stdin,
 * and says "held" on its stdout after each. On a line "worker" it starts a worker thread that answers
 * after 200 ms (as the server's long-read workers, which get the preload too), and says "worker ok" or
 * how the worker exited.
 */
const BLOCKER = `
const { Worker } = require("node:worker_threads");
process.stdin.setEncoding("utf8");
process.stdin.on("data", (text) => {
  for (const line of text.split("\\n").filter(Boolean)) {
    if (line === "worker") {
      // From a file, as the server's are: Node runs an --import preload in those, not in eval workers.
      const file = require("node:path").join(require("node:os").tmpdir(), "probe-worker-" + process.pid + ".cjs");
      require("node:fs").writeFileSync(
        file,
        'setTimeout(() => require("node:worker_threads").parentPort.postMessage("ok"), 200)',
      );
      const worker = new Worker(file);
      worker.once("exit", () => require("node:fs").rmSync(file, { force: true }));
      worker.once("message", () => process.stdout.write("worker ok\\n"));
      worker.once("exit", (code) => code !== 0 && process.stdout.write("worker exited " + code + "\\n"));
      continue;
    }
    const end = Date.now() + Number(line);
    while (Date.now() < end);
    process.stdout.write("held\\n");
  }
});`;

describe("the bench's event-loop probe", () => {
  let probe: EventLoopProbe;
  let child: ChildProcess;
  /** Holds the child's event loop for `ms`; resolves once it is over. */
  const block = async (ms: number) => {
    const held = once(child.stdout!, "data");
    child.stdin!.write(`${ms}\n`);
    await held;
  };

  beforeAll(async () => {
    probe = await eventLoopProbe();
    child = spawn(process.execPath, [...probe.nodeFlags, "-e", BLOCKER], {
      env: { ...process.env, ...probe.env },
      stdio: ["pipe", "pipe", "inherit"],
    });
    for (let i = 0; ; i++) {
      try {
        await probe.reset();
        return;
      } catch (error) {
        if (i >= 100 || child.exitCode !== null) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 30_000);
  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill();
      await once(child, "exit");
    }
  });

  it("reads a stall that began right after the reset as the longest delay", async () => {
    await probe.reset();
    await block(600);
    const reading = await probe.read();
    expect(reading.max_ms).toBeGreaterThanOrEqual(590);
    expect(reading.samples).toBeGreaterThan(0);
  });

  it("stays out of the process's worker threads, which keep working", async () => {
    const answer = once(child.stdout!, "data");
    child.stdin!.write("worker\n");
    expect(String((await answer)[0])).toBe("worker ok\n");
    expect((await probe.read()).samples).toBeGreaterThan(0);
  });

  it("forgets an earlier stall on reset", async () => {
    await block(600);
    await probe.reset();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await probe.read()).max_ms).toBeLessThan(590);
  });
});
