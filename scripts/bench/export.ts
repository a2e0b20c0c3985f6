import fs from "node:fs";
import { addDays, todayInBusinessZone } from "@inventario/shared/dates";
import { addYears } from "@inventario/shared/report-periods";
import { type EventLoopProbe, stallCell, withStall } from "./event-loop";

/**
 * The export rows of the bench (issue 20): a whole list downloaded as a file, timed from the request
 * to the last byte, with the server process's resident memory sampled every 20 ms meanwhile (Linux
 * /proc): its peak growth over what it held before is what an export costs the server. Two figures:
 * all of it (VmRSS), and its anonymous part (RssAnon: heap, buffers, SQLite's page cache); they differ by
 * the file-backed pages the process maps (SQLite's file is not mapped: decision 0033). With them, the server's
 * longest event-loop stall during the export (event-loop.ts).
 */
export type ExportResult = {
  name: string;
  seconds: number;
  first_byte_ms: number;
  megabytes: number;
  rows: number | null;
  rss_before_mb: number;
  rss_growth_mb: number;
  anon_growth_mb: number;
  stall_ms: number;
};

/** Resident memory of a process in MB, all of it (VmRSS) and its anonymous part (RssAnon); NaN without /proc. */
export function memoryMb(pid: number): { rss: number; anon: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, "m"))?.[1]) / 1024;
    return { rss: field("VmRSS"), anon: field("RssAnon") };
  } catch {
    return { rss: Number.NaN, anon: Number.NaN };
  }
}

export async function measureExport(
  base: string,
  cookie: string,
  pid: number,
  probe: EventLoopProbe,
  name: string,
  path: string,
): Promise<ExportResult> {
  process.stderr.write(`midiendo ${name}…\n`);
  return { name, ...(await withStall(probe, () => download(base, cookie, pid, path))) };
}

async function download(base: string, cookie: string, pid: number, path: string) {
  const before = memoryMb(pid);
  const peak = { ...before };
  const sample = () => {
    const now = memoryMb(pid);
    peak.rss = Math.max(peak.rss, now.rss);
    peak.anon = Math.max(peak.anon, now.anon);
  };
  const sampler = setInterval(sample, 20);
  const start = performance.now();
  let firstByte = 0;
  let bytes = 0;
  let rows: number | null = null;
  try {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    const total = response.headers.get("x-total-count");
    rows = total === null ? null : Number(total);
    let newlines = 0;
    const csv = path.includes("format=csv");
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes === 0) firstByte = performance.now() - start;
      bytes += chunk.byteLength;
      if (csv) for (const byte of chunk) if (byte === 0x0a) newlines++;
    }
    // The CSV's lines but its header, where the list sends no total (the whole ledger).
    if (rows === null && csv) rows = newlines - 1;
  } finally {
    clearInterval(sampler);
  }
  sample();
  const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
  return {
    seconds: round((performance.now() - start) / 1000, 2),
    first_byte_ms: round(firstByte),
    megabytes: round(bytes / 1_048_576),
    rows,
    rss_before_mb: round(before.rss),
    rss_growth_mb: round(peak.rss - before.rss),
    anon_growth_mb: round(peak.anon - before.anon),
  };
}

/** The three years the sales report takes at most, ending today: `from=…&to=…`. */
export function threeYearsRange(today = todayInBusinessZone()): string {
  return `from=${addDays(addYears(today, -3), 1)}&to=${today}`;
}

/**
 * The bench's exports: every product as xlsx and as CSV, the whole ledger as CSV, and the sales report by
 * product over the longest range it takes, three years (a group per product sold: ~945,000 at the large
 * size, grouped once, docs/decisions/0018-charts.md). Also run beside a product-page load (beside-heavy.ts).
 */
export function exportRequests() {
  return {
    productsXlsx: { name: "export all products to xlsx", path: "/api/product?format=xlsx" },
    productsCsv: { name: "export all products to csv", path: "/api/product?format=csv" },
    ledgerCsv: { name: "export the whole ledger to csv", path: "/api/movement?format=csv" },
    salesByProductCsv: {
      name: "export sales by product, 3 years, to csv",
      path: `/api/reports/sales?${threeYearsRange()}&group=product&format=csv`,
    },
  };
}

export async function measureExports(
  base: string,
  cookie: string,
  pid: number,
  probe: EventLoopProbe,
): Promise<ExportResult[]> {
  const results: ExportResult[] = [];
  for (const { name, path } of Object.values(exportRequests()))
    results.push(await measureExport(base, cookie, pid, probe, name, path));
  return results;
}

export function printExports(results: ExportResult[]): void {
  console.log(
    `\n${"export".padEnd(42)} ${"rows".padStart(10)} ${"MB".padStart(8)} ${"s".padStart(8)} ${"1st byte ms".padStart(12)} ${"RSS +MB".padStart(8)} ${"anon +MB".padStart(9)} ${"stall ms".padStart(9)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(42)} ${String(r.rows ?? "?").padStart(10)} ${r.megabytes.toFixed(1).padStart(8)} ${r.seconds.toFixed(2).padStart(8)} ${r.first_byte_ms.toFixed(0).padStart(12)} ${r.rss_growth_mb.toFixed(1).padStart(8)} ${r.anon_growth_mb.toFixed(1).padStart(9)} ${stallCell(r.stall_ms).padStart(9)}`,
    );
  }
}
