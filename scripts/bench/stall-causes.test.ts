import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type CpuProfile, stallCauses } from "./stall-causes";

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("stall causes", () => {
  it("counts, per gap, the samples inside it under every function of their stacks", () => {
    const frame = (functionName: string) => ({
      functionName,
      url: "file:///x/apps/server/dist/server.js",
      lineNumber: 9,
    });
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame("(root)"), children: [2, 4] },
        { id: 2, callFrame: frame("outer"), children: [3] },
        { id: 3, callFrame: frame("inner") },
        { id: 4, callFrame: frame("(idle)") },
      ],
      startTime: 0,
      samples: [4, 3, 3, 2, 4],
      timeDeltas: [100_000, 100_000, 100_000, 100_000, 100_000],
    };
    // Samples at 0.1 … 0.5 s; the gap holds the 2nd to 4th.
    const [cause] = stallCauses(profile, [[150_000, 450_000]]);
    expect(cause).toEqual({
      start_us: 150_000,
      ms: 300,
      samples: 3,
      frames: [
        { frame: "outer apps/server/dist/server.js:10", samples: 3 },
        { frame: "inner apps/server/dist/server.js:10", samples: 2 },
      ],
    });
  });

  it("names the function that held a real process's event loop (stall-log.mjs and --cpu-prof together)", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "stall-causes-"));
    const script = `
      function holdTheLoop() { const end = Date.now() + 400; while (Date.now() < end) {} }
      setTimeout(holdTheLoop, 50);
      setTimeout(() => {}, 600);`;
    const run = spawnSync(
      process.execPath,
      ["--import", path.join(import.meta.dirname, "stall-log.mjs"), "--cpu-prof", "--cpu-prof-dir", dir, "-e", script],
      { env: { ...process.env, STALL_LOG_DIR: dir }, encoding: "utf8" },
    );
    expect(run.status, run.stderr).toBe(0);
    const files = fs.readdirSync(dir);
    const read = (prefix: string) =>
      JSON.parse(fs.readFileSync(path.join(dir!, files.find((f) => f.startsWith(prefix))!), "utf8"));
    const gaps: Array<[number, number]> = read("gaps-");
    // The gap holding holdTheLoop's samples (a loaded machine may add others); its callers (the timers'
    // machinery) hold the same samples, and the function itself most of the gap (which also spans the
    // timer ticks around it).
    const held = stallCauses(read("CPU"), gaps, { top: 1000 }).flatMap((cause) => {
      const frame = cause.frames.find(({ frame }) => frame.startsWith("holdTheLoop "));
      return frame ? [{ cause, samples: frame.samples }] : [];
    });
    expect(held).toHaveLength(1);
    expect(held[0]?.cause.ms).toBeGreaterThanOrEqual(400);
    expect(held[0]?.samples).toBeGreaterThanOrEqual(0.75 * (held[0]?.cause.samples ?? 0));
  });
});
