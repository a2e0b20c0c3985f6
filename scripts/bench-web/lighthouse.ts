// Lighthouse (performance category only) against a page of the running app, in Debian's Chromium.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

export type Preset = "desktop" | "mobile";

export type RunFigures = {
  /** Performance score, 0–100. */
  score: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  speed_index_ms: number;
};

export type PageResult = RunFigures & {
  name: string;
  url: string;
  final_url: string;
  /** Top-level figures: the median of each figure over the runs. */
  run_scores: number[];
  runs: RunFigures[];
  /** Runs repeated after a transient Lighthouse trace error. */
  retries: number;
  lcp_element: string | null;
  /** From the representative run: bytes transferred, main-thread and JS time, requests, long tasks. */
  diagnostics: {
    transfer_kib: number;
    main_thread_ms: number;
    js_bootup_ms: number;
    requests: number;
    long_tasks: number;
  };
  /**
   * Failing performance audits of the representative run (closest to the median FCP and TTI, as Lighthouse
   * picks it) with an estimated saving, biggest first.
   */
  opportunities: Array<{ id: string; title: string; display_value: string | null; savings_ms: number | null }>;
};

/** Runs of one page that may be repeated after a transient trace error. */
const MAX_RETRIES = 3;

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

let launches = 0;

/**
 * A fresh Chrome with a fresh profile for every run: runs stay independent (no warm HTTP cache), and a
 * reused Chrome made later runs fail with NO_NAVSTART here.
 */
async function withChrome<T>(chromePath: string, profilesDir: string, use: (port: number) => Promise<T>): Promise<T> {
  const userDataDir = path.join(profilesDir, `chrome-${++launches}`);
  // chrome-launcher writes its logs into the profile folder before Chrome creates it.
  fs.mkdirSync(userDataDir, { recursive: true });
  // handleSIGINT off: the caller stops Chrome on every way out (see stopChromes).
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    handleSIGINT: false,
    logLevel: "silent",
  });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Kills every Chrome this process launched and has not stopped yet; synchronous, safe in an exit handler. */
export function stopChromes() {
  chromeLauncher.killAll();
}

function figures(lhr: Result): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp_ms: Math.round(numeric("first-contentful-paint")),
    lcp_ms: Math.round(numeric("largest-contentful-paint")),
    tbt_ms: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    speed_index_ms: Math.round(numeric("speed-index")),
  };
}

function itemCount(lhr: Result, auditId: string) {
  const details = lhr.audits[auditId]?.details;
  return details && "items" in details && Array.isArray(details.items) ? details.items.length : 0;
}

function medianFigures(runs: RunFigures[]): RunFigures {
  const median = (key: keyof RunFigures) => {
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
    return key === "cls" ? Math.round(value * 1000) / 1000 : Math.round(value);
  };
  return {
    score: median("score"),
    fcp_ms: median("fcp_ms"),
    lcp_ms: median("lcp_ms"),
    tbt_ms: median("tbt_ms"),
    cls: median("cls"),
    speed_index_ms: median("speed_index_ms"),
  };
}

export async function auditPage(options: {
  name: string;
  url: string;
  chromePath: string;
  /** Folder for the throwaway Chrome profiles; the caller removes it. */
  profilesDir: string;
  preset: Preset;
  runs: number;
  headers?: Record<string, string>;
  /** The run fails when the page ends elsewhere (e.g. a dashboard bounced to the login). */
  expectPath: string;
}): Promise<PageResult & { lhr: Result }> {
  const flags: Flags = {
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    extraHeaders: options.headers ?? null,
  };
  // No config means Lighthouse's default: the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown).
  const config = options.preset === "desktop" ? desktopConfig : undefined;
  const runs: Result[] = [];
  let retries = 0;
  for (let i = 0; i < options.runs; i++) {
    process.stderr.write(`lighthouse ${options.name} (${options.preset}) run ${i + 1}/${options.runs}…\n`);
    const result = await withChrome(options.chromePath, options.profilesDir, (port) =>
      lighthouse(options.url, { ...flags, port }, config),
    );
    if (!result) throw new Error(`lighthouse returned nothing for ${options.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      // Trace-recording failures (NO_NAVSTART, NO_FCP…) come and go, more so on a busy machine; Lighthouse's
      // own advice is to run again. Anything else, or too many of them, is an error.
      const { code, message } = lhr.runtimeError;
      if (/run Lighthouse again/i.test(message) && retries < MAX_RETRIES) {
        retries++;
        process.stderr.write(`  ${code}: ${message} — retrying (${retries}/${MAX_RETRIES})\n`);
        i--;
        continue;
      }
      throw new Error(`lighthouse ${options.url}: ${code} ${message}`);
    }
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname.replace(/\/+$/, "") || "/";
    if (finalPath !== options.expectPath)
      throw new Error(`lighthouse ${options.url} ended on ${lhr.finalDisplayedUrl}, expected ${options.expectPath}`);
    runs.push(lhr);
  }
  const lhr = runs.length > 1 ? computeMedianRun(runs) : runs[0]!;
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details;
  let lcpNode: string | null = null;
  if (lcpElement?.type === "list") {
    const table = lcpElement.items[0];
    const item = table?.type === "table" ? table.items[0] : undefined;
    const node = item?.node;
    if (node && typeof node === "object" && "type" in node && node.type === "node")
      lcpNode = node.snippet ?? node.nodeLabel ?? null;
  }

  const auditRefs: Result.AuditRef[] = lhr.categories.performance?.auditRefs ?? [];
  const opportunities = auditRefs
    .filter((ref) => ref.group !== "metrics" && ref.group !== "hidden")
    .map((ref) => lhr.audits[ref.id]!)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        ["metricSavings", "numeric", "binary"].includes(audit.scoreDisplayMode),
    )
    .map((audit) => {
      const details = audit.details;
      const savings =
        details && "overallSavingsMs" in details && typeof details.overallSavingsMs === "number"
          ? details.overallSavingsMs
          : (audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? audit.metricSavings?.TBT ?? null);
      return { id: audit.id, title: audit.title, display_value: audit.displayValue ?? null, savings_ms: savings };
    })
    // A failing audit with an estimate of 0 ms (e.g. the one render-blocking stylesheet) is noise here.
    .filter((o) => o.savings_ms !== 0)
    .sort((a, b) => (b.savings_ms ?? 0) - (a.savings_ms ?? 0));

  return {
    name: options.name,
    url: options.url,
    final_url: lhr.finalDisplayedUrl,
    ...medianFigures(runs.map(figures)),
    run_scores: runs.map((r) => figures(r).score),
    runs: runs.map(figures),
    retries,
    lcp_element: lcpNode,
    diagnostics: {
      transfer_kib: Math.round((lhr.audits["total-byte-weight"]?.numericValue ?? 0) / 1024),
      main_thread_ms: Math.round(lhr.audits["mainthread-work-breakdown"]?.numericValue ?? 0),
      js_bootup_ms: Math.round(lhr.audits["bootup-time"]?.numericValue ?? 0),
      requests: itemCount(lhr, "network-requests"),
      long_tasks: itemCount(lhr, "long-tasks"),
    },
    opportunities,
    lhr,
  };
}
