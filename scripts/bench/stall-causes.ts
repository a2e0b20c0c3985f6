// What held the event loop: the gaps scripts/bench/stall-log.mjs logged, each matched to the samples a CPU
// profile (node --cpu-prof, same process) took inside it, and the functions those samples were in.
//   npx tsx scripts/bench/stall-causes.ts <CPU…cpuprofile> <gaps-…json> [--min-ms 250] [--match apps/]
// (--match keeps the frames whose name matches, e.g. the app's own code rather than Node's machinery).
// Used to find that a large import's only stall over 250 ms on SQLite is its COMMIT (decision 0025).
import fs from "node:fs";
import { parseArgs } from "node:util";

/** The parts of a V8 CPU profile (.cpuprofile) read here. */
export type CpuProfile = {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

export type StallCause = {
  start_us: number;
  ms: number;
  samples: number;
  /** Functions by the samples whose stack holds them (a caller counts its callees' samples), most first. */
  frames: Array<{ frame: string; samples: number }>;
};

const frameName = (frame: CpuProfile["nodes"][number]["callFrame"]) =>
  `${frame.functionName || "(anonymous)"} ${frame.url.replace(/^.*\/(?=(apps|node_modules|scripts)\/)/, "")}:${frame.lineNumber + 1}`;

export function stallCauses(
  profile: CpuProfile,
  gaps: Array<[number, number]>,
  { top = 12, match = /./ }: { top?: number; match?: RegExp } = {},
): StallCause[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  // A sample's time is the profile's start plus the deltas up to it.
  const times: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) {
    time += delta;
    times.push(time);
  }

  return gaps.map(([start, end]) => {
    const counts = new Map<string, number>();
    let samples = 0;
    profile.samples.forEach((leaf, i) => {
      const at = times[i] ?? Number.NaN;
      if (at < start || at > end) return;
      samples++;
      const seen = new Set<string>();
      for (let id: number | undefined = leaf; id !== undefined; id = parentOf.get(id)) {
        const node = byId.get(id);
        if (!node || node.callFrame.functionName === "(root)") continue;
        const name = frameName(node.callFrame);
        // Recursion counts a sample once per function.
        if (!seen.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
        seen.add(name);
      }
    });
    const frames = [...counts]
      .filter(([frame]) => match.test(frame))
      .map(([frame, n]) => ({ frame, samples: n }))
      .sort((a, b) => b.samples - a.samples);
    return { start_us: start, ms: Math.round((end - start) / 1000), samples, frames: frames.slice(0, top) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { "min-ms": { type: "string" }, match: { type: "string" } },
  });
  const [profileFile, gapsFile] = positionals;
  if (!profileFile || !gapsFile) {
    console.error(
      "Uso: npx tsx scripts/bench/stall-causes.ts <perfil .cpuprofile> <gaps-….json> [--min-ms 250] [--match apps/]",
    );
    process.exit(2);
  }
  const profile = JSON.parse(fs.readFileSync(profileFile, "utf8")) as CpuProfile;
  const minMs = Number(values["min-ms"] ?? 100);
  const gaps = (JSON.parse(fs.readFileSync(gapsFile, "utf8")) as Array<[number, number]>).filter(
    ([start, end]) => end - start >= minMs * 1000,
  );
  for (const cause of stallCauses(profile, gaps, { match: new RegExp(values.match ?? ".") })) {
    console.log(
      `\n${cause.ms} ms at +${((cause.start_us - profile.startTime) / 1e6).toFixed(2)} s (${cause.samples} samples)`,
    );
    for (const { frame, samples } of cause.frames) console.log(`  ${String(samples).padStart(6)}  ${frame}`);
  }
}
