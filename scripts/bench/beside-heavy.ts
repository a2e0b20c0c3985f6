// Issue 30 §4: "no request stops the server". Each screen's heaviest report and export runs, one request
// at a time and each to its end, while clerks open product pages at a steady rate; what those clerks
// wait (the product page's p95, target ≤ 50 ms at the large size) and the server's longest event-loop
// stall meanwhile are what one owner's report costs everyone else.
import { type EventLoopProbe, STALL_TARGET_MS, stallCell, withStall } from "./event-loop";
import { exportRequests } from "./export";
import { type SteadyResult, startSteadyRequests } from "./steady-requests";

/** The product page's p95 beside a heavy request (issue 30 §4, at the large size). */
export const BESIDE_PAGE_P95_TARGET_MS = 50;
/** The product pages opened meanwhile, per second (steady-requests.ts: each timed from when it was due). */
const PAGES_PER_SECOND = 20;
/**
 * The whole ledger's export takes ~170 s at the large size: it is cancelled after this many times the
 * bench's --seconds (20 s at the default 5; 4 s in the CI smoke), plenty to see what it does to the others.
 */
const LEDGER_CUT_PER_SECOND = 4;

export type HeavyRequest = { name: string; path: string; cutAfterSeconds?: number };

export type BesideHeavyResult = {
  name: string;
  path: string;
  /** How many times it ran, one after the other, in the measured window (at least once, to its end). */
  heavy_runs: number;
  /** Its longest run, in seconds (a cancelled run counts up to its cancel). */
  heavy_max_seconds: number;
  /** Set when a run was cancelled after this many seconds instead of running to its end. */
  cut_after_seconds: number | null;
  /** The product pages (random N) opened meanwhile. */
  page: SteadyResult;
  /** The server's longest event-loop stall meanwhile, in ms. */
  stall_ms: number;
};

/**
 * The heaviest report and export of each screen: the sales report over three years by product and its
 * export, the inventory value of every product at a past date (and of one warehouse) and its export,
 * the kardex of the product with the most movements over its whole history as a file, every product as
 * a file, the whole ledger as a file (cancelled, see LEDGER_CUT_PER_SECOND). The exports are export.ts's.
 */
export function heaviestRequests(options: {
  threeYears: string;
  pastDate: string;
  warehouseId: string;
  kardexProductId: string;
  kardexRange: string;
  /** The bench's --seconds. */
  seconds: number;
}): HeavyRequest[] {
  const exports = exportRequests();
  const value = `/api/reports/inventory-value?date=${options.pastDate}`;
  const kardex = `/api/product/${options.kardexProductId}/kardex?${options.kardexRange}`;
  return [
    { name: "sales report, 3 years by product", path: `/api/reports/sales?${options.threeYears}&group=product` },
    exports.salesByProductCsv,
    { name: "inventory value, past date, all products", path: value },
    { name: "inventory value, past date, one warehouse", path: `${value}&warehouse_id=${options.warehouseId}` },
    { name: "export inventory value, past date, to csv", path: `${value}&format=csv` },
    { name: "export kardex, 10k-movement product, to csv", path: `${kardex}&format=csv` },
    exports.productsXlsx,
    exports.productsCsv,
    { ...exports.ledgerCsv, cutAfterSeconds: LEDGER_CUT_PER_SECOND * options.seconds },
  ];
}

type Context = {
  base: string;
  cookie: string;
  probe: EventLoopProbe;
  /** A random product page each call. */
  productPage: () => string;
  /** The measured window: the heavy request runs again until this is over. */
  seconds: number;
};

/**
 * The product pages alone first (the same load, nothing heavy beside it: what the section compares
 * with), then each heavy request beside them.
 */
export async function measureBesideHeavy(context: Context, heavy: HeavyRequest[]): Promise<BesideHeavyResult[]> {
  const results = [await besideOne(context, undefined)];
  for (const request of heavy) results.push(await besideOne(context, request));
  return results;
}

/** The product pages beside `heavy` run again and again for the window; beside nothing without it. */
async function besideOne(context: Context, heavy: HeavyRequest | undefined): Promise<BesideHeavyResult> {
  const { base, cookie, probe, productPage, seconds } = context;
  const name = heavy?.name ?? "(nothing: the product pages alone)";
  process.stderr.write(`midiendo páginas de productos junto a: ${name}…\n`);
  const measured = await withStall(probe, async () => {
    const pages = startSteadyRequests({ base, cookie, perSecond: PAGES_PER_SECOND, path: productPage });
    const start = performance.now();
    let runs = 0;
    let longest = 0;
    let cut = false;
    if (!heavy) await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    else
      do {
        const run = await runToEnd(base, cookie, heavy);
        runs++;
        longest = Math.max(longest, run.seconds);
        cut = run.cut;
      } while (!cut && performance.now() - start < seconds * 1000);
    // A cancelled export stops its reads when the server sees its stream destroyed, which a blocked
    // event loop sees late: the pages and the stall go on being measured until the server answers
    // again, and a second more, so that the pages waiting meanwhile count and so does the cancel's cost.
    if (cut) {
      await fetch(`${base}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return { runs, longest, cut, page: await pages.stop() };
  });
  return {
    name,
    path: heavy?.path ?? "",
    heavy_runs: measured.runs,
    heavy_max_seconds: Math.round(measured.longest * 100) / 100,
    cut_after_seconds: measured.cut ? (heavy?.cutAfterSeconds ?? null) : null,
    page: measured.page,
    stall_ms: measured.stall_ms,
  };
}

/**
 * One heavy request, its answer read to the last byte and discarded (not parsed: this process also runs
 * the page load, whose latencies its own event loop must not inflate); cancelled after `cutAfterSeconds`.
 * A failed answer fails the run.
 */
async function runToEnd(base: string, cookie: string, heavy: HeavyRequest): Promise<{ seconds: number; cut: boolean }> {
  const start = performance.now();
  const controller = new AbortController();
  const timer = heavy.cutAfterSeconds ? setTimeout(() => controller.abort(), heavy.cutAfterSeconds * 1000) : undefined;
  try {
    const response = await fetch(`${base}${heavy.path}`, { headers: { cookie }, signal: controller.signal });
    if (!response.ok || !response.body)
      throw new Error(`${heavy.path}: HTTP ${response.status} ${await response.text()}`);
    const reader = response.body.getReader();
    while (!(await reader.read()).done) {
      // read and discarded
    }
    return { seconds: (performance.now() - start) / 1000, cut: false };
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    return { seconds: (performance.now() - start) / 1000, cut: true };
  } finally {
    clearTimeout(timer);
  }
}

export function printBesideHeavy(results: BesideHeavyResult[]): void {
  console.log(
    `\nproduct pages (GET /api/product?page=N, ${PAGES_PER_SECOND} a second, each timed from when it was due) beside each heavy request, one at a time; targets: p95 ≤ ${BESIDE_PAGE_P95_TARGET_MS} ms, stall ≤ ${STALL_TARGET_MS} ms (! = over)`,
  );
  console.log(
    `${"heavy request".padEnd(46)} ${"runs".padStart(5)} ${"max s".padStart(7)} ${"pages".padStart(6)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(9)} ${"p99 ms".padStart(8)} ${"max ms".padStart(8)} ${"stall ms".padStart(9)}`,
  );
  for (const r of results) {
    const p95 = `${r.page.p95_ms.toFixed(2)}${r.page.p95_ms > BESIDE_PAGE_P95_TARGET_MS ? "!" : " "}`;
    const seconds = r.cut_after_seconds === null ? r.heavy_max_seconds.toFixed(2) : `${r.cut_after_seconds}✂`;
    console.log(
      `${r.name.padEnd(46)} ${String(r.heavy_runs).padStart(5)} ${seconds.padStart(7)} ${String(r.page.requests).padStart(6)} ${r.page.p50_ms.toFixed(2).padStart(8)} ${p95.padStart(9)} ${r.page.p99_ms.toFixed(2).padStart(8)} ${r.page.max_ms.toFixed(0).padStart(8)} ${stallCell(r.stall_ms).padStart(9)}`,
    );
  }
  if (results.some((r) => r.cut_after_seconds !== null))
    console.log("✂ cancelled after that many seconds (measured until the server answers again and a second more)");
}
