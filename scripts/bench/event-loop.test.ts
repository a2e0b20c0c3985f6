import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EventLoopProbe, eventLoopProbe } from "./event-loop";

/**
 * A process with the probe preloaded that holds its event loop for N ms on each line "N" of its stdin,
 * and says "held" on its stdout after each.
 */
const BLOCKER = `
process.stdin.setEncoding("utf8");
process.stdin.on("data", (text) => {
  for (const line of text.split("\\n").filter(Boolean)) {
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

  it("forgets an earlier stall on reset", async () => {
    await block(600);
    await probe.reset();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await probe.read()).max_ms).toBeLessThan(590);
  });
});
