// Issue 30 §4's targets over a run's figures: printed as "OBJETIVO NO CUMPLIDO" lines, never a failure of
// the run (the CI smoke runs the small size, where the figures are no targets; the targets are the large
// size's).
import { BESIDE_PAGE_P95_TARGET_MS, type BesideHeavyResult } from "./beside-heavy";
import { STALL_TARGET_MS } from "./event-loop";
import { THREE_YEAR_REPORT_TARGET_MS, type ThreeYearReportResult } from "./three-year-report";

export function missedTargets(figures: {
  stalls: Array<{ name: string; stall_ms: number }>;
  beside: BesideHeavyResult[];
  threeYearReport: ThreeYearReportResult;
}): string[] {
  const missed: string[] = [];
  for (const { name, stall_ms } of figures.stalls)
    if (stall_ms > STALL_TARGET_MS) missed.push(`${name}: el servidor se detuvo ${stall_ms} ms (≤ ${STALL_TARGET_MS})`);
  for (const r of figures.beside)
    if (r.page.p95_ms > BESIDE_PAGE_P95_TARGET_MS)
      missed.push(`página de productos junto a ${r.name}: p95 ${r.page.p95_ms} ms (≤ ${BESIDE_PAGE_P95_TARGET_MS})`);
  const report = figures.threeYearReport;
  if (report.max_ms > THREE_YEAR_REPORT_TARGET_MS)
    missed.push(
      `informe de ventas de 3 años por producto: hasta ${report.max_ms} ms (≤ ${THREE_YEAR_REPORT_TARGET_MS})`,
    );
  return missed;
}

export function printMissedTargets(missed: string[]): void {
  for (const line of missed) console.log(`OBJETIVO NO CUMPLIDO (issue 30 §4, a tamaño large): ${line}`);
}
