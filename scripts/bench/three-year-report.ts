// Issue 30 §4: the sales report over three years grouped by product answers in ≤ 3 s (at the large size).
// One person's request: asked one at a time, timed from the request to the answer's last byte.
import { type EventLoopProbe, withStall } from "./event-loop";

export const THREE_YEAR_REPORT_TARGET_MS = 3000;
/** How many times it is asked; the first is not a warm-up, it counts (a report is usually asked cold). */
const REQUESTS = 5;

export type ThreeYearReportResult = {
  path: string;
  requests: number;
  p50_ms: number;
  max_ms: number;
  /** The server's longest event-loop stall while they ran, in ms. */
  stall_ms: number;
};

export async function measureThreeYearReport(
  base: string,
  cookie: string,
  probe: EventLoopProbe,
  threeYears: string,
): Promise<ThreeYearReportResult> {
  const path = `/api/reports/sales?${threeYears}&group=product`;
  process.stderr.write(`midiendo ${path} (${REQUESTS} veces, una a la vez)…\n`);
  const measured = await withStall(probe, async () => {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${body}`);
      times.push(performance.now() - start);
    }
    return { times: times.sort((a, b) => a - b) };
  });
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    path,
    requests: REQUESTS,
    p50_ms: round(measured.times[Math.floor(REQUESTS / 2)]!),
    max_ms: round(measured.times[REQUESTS - 1]!),
    stall_ms: measured.stall_ms,
  };
}

export function printThreeYearReport(r: ThreeYearReportResult): void {
  const over = r.max_ms > THREE_YEAR_REPORT_TARGET_MS ? "!" : "";
  console.log(
    `\nsales report, 3 years by product, ${r.requests} requests one at a time: p50 ${r.p50_ms.toFixed(0)} ms, max ${r.max_ms.toFixed(0)}${over} ms (target ≤ ${THREE_YEAR_REPORT_TARGET_MS} ms); stall ${r.stall_ms.toFixed(0)} ms`,
  );
}
