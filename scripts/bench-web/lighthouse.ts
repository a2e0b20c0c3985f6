// Lighthouse (performance category only) against a page of the running app, in Debian's Chromium.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

export type Preset = "desktop" | "mobile";

export type PageResult = {
  name: string;
  url: string;
  final_url: string;
  /** Performance score 0–100 of the median run (closest to the median FCP and TTI, as Lighthouse picks it). */
  score: number;
  run_scores: number[];
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  speed_index_ms: number;
  lcp_element: string | null;
  /** Failing performance audits of the median run, biggest estimated savings first. */
  opportunities: Array<{ id: string; title: string; display_value: string | null; savings_ms: number | null }>;
};

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

/** A fresh Chrome with a fresh profile for every run: a reused Chrome fails later runs with NO_NAVSTART. */
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
  const runs: Result[] = [];
  for (let i = 0; i < options.runs; i++) {
    process.stderr.write(`lighthouse ${options.name} (${options.preset}) run ${i + 1}/${options.runs}…\n`);
    // No config means Lighthouse's default: the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown).
    const config = options.preset === "desktop" ? desktopConfig : undefined;
    const result = await withChrome(options.chromePath, options.profilesDir, (port) =>
      lighthouse(options.url, { ...flags, port }, config),
    );
    if (!result) throw new Error(`lighthouse returned nothing for ${options.url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`lighthouse ${options.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname.replace(/\/+$/, "") || "/";
    if (finalPath !== options.expectPath)
      throw new Error(`lighthouse ${options.url} ended on ${lhr.finalDisplayedUrl}, expected ${options.expectPath}`);
    runs.push(lhr);
  }
  const lhr = runs.length > 1 ? computeMedianRun(runs) : runs[0]!;
  const score = (r: Result) => Math.round((r.categories.performance?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
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
    .sort((a, b) => (b.savings_ms ?? 0) - (a.savings_ms ?? 0));

  return {
    name: options.name,
    url: options.url,
    final_url: lhr.finalDisplayedUrl,
    score: score(lhr),
    run_scores: runs.map(score),
    fcp_ms: Math.round(numeric("first-contentful-paint")),
    lcp_ms: Math.round(numeric("largest-contentful-paint")),
    tbt_ms: Math.round(numeric("total-blocking-time")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    speed_index_ms: Math.round(numeric("speed-index")),
    lcp_element: lcpNode,
    opportunities,
    lhr,
  };
}
