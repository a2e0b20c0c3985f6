// The bench's side of the event-loop probe (event-loop-probe.mjs, preloaded into a measured process):
// how to start a process with it, and how to clear and read its longest stall around a piece of load.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "./server-process";

/** Issue 30 §4: the server's longest event-loop stall during any bench row, in ms (at the large size). */
export const STALL_TARGET_MS = 250;

export type EventLoopReading = { max_ms: number; p99_ms: number; mean_ms: number; samples: number };

export type EventLoopProbe = {
  /** What the measured process is started with: its node flags and environment. */
  nodeFlags: string[];
  env: Record<string, string>;
  /** Clears the histogram; resolves once it records again. */
  reset(): Promise<void>;
  read(): Promise<EventLoopReading>;
};

const PRELOAD = pathToFileURL(path.join(import.meta.dirname, "event-loop-probe.mjs")).href;

/** A probe on a port of its own, for one process to be started with `nodeFlags` and `env`. */
export async function eventLoopProbe(): Promise<EventLoopProbe> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const call = async (what: "reset" | "read") => {
    const response = await fetch(`${url}/${what}`);
    if (!response.ok) throw new Error(`event-loop probe ${what}: HTTP ${response.status}`);
    return response;
  };
  return {
    nodeFlags: ["--import", PRELOAD],
    env: { BENCH_EVENT_LOOP_PORT: String(port) },
    reset: async () => {
      await call("reset");
    },
    read: async () => (await (await call("read")).json()) as EventLoopReading,
  };
}

/**
 * Runs `work` between a reset and a read of the probe: its result and the longest stall of the probed
 * process while it ran (the monitor's max: the 10 ms sampling interval included, so an idle loop reads
 * ~11–13 ms).
 */
export async function withStall<T>(probe: EventLoopProbe, work: () => Promise<T>): Promise<T & { stall_ms: number }> {
  await probe.reset();
  const result = await work();
  return { ...result, stall_ms: (await probe.read()).max_ms };
}

/** A stall figure for the printed tables: `!` marks one over the target. */
export function stallCell(stallMs: number): string {
  return `${stallMs.toFixed(0)}${stallMs > STALL_TARGET_MS ? "!" : " "}`;
}
