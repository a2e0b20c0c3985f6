// npm run bench:web -- [--preset desktop|mobile] [--runs 5] [--build] [--chrome /usr/bin/chromium]
// 1. Bundle: gzipped size (level 9) of the entry chunk and of every other JS chunk of apps/web/dist, the
//    entry against its budget, and a check that every route screen is a lazy chunk of its own.
// 2. Lighthouse (performance only, same preset for both pages) on the login and on the dashboard, served by
//    the real server on a throwaway SQLite file with the demo data.
// Results go to bench/results-web.json. A missed target is printed, not an error: the exit code is non-zero
// only when the script itself fails. The server and Chrome are stopped at the end, also on failure.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildUnlessBuilt, root, serverEntry, signIn, startServer, stopChildren } from "../bench/server-process";
import { analyzeBundle, type BundleReport } from "./bundle";
import { auditPage, type PageResult, type Preset, stopChromes } from "./lighthouse";

const { values } = parseArgs({
  options: {
    preset: { type: "string", default: "desktop" },
    runs: { type: "string", default: "5" },
    build: { type: "boolean", default: false },
    chrome: { type: "string", default: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
  },
});
const preset = values.preset as Preset;
const runs = Number(values.runs);
if (!["desktop", "mobile"].includes(preset) || !Number.isInteger(runs) || runs < 1) {
  console.error("Usage: npm run bench:web -- [--preset desktop|mobile] [--runs N] [--build] [--chrome PATH]");
  process.exit(1);
}

try {
  fs.accessSync(values.chrome, fs.constants.X_OK);
} catch {
  console.error(`No Chrome at ${values.chrome}: pass --chrome PATH or set CHROME_PATH.`);
  process.exit(1);
}

const ADMIN = { email: "admin@inventario.local", password: "clave-bench-web-123" };
/** Budgets. kB = 1000 bytes, the unit `vite build` prints. */
const ENTRY_BUDGET_GZIP_BYTES = 120_000;
const SCORE_TARGET = 95;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "inventario-bench-web-"));
// A way out that skips `finally` (process.exit, a signal); server-process.ts stops the server then.
process.on("exit", () => {
  stopChromes();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const verdict = (pass: boolean) => (pass ? "PASS" : "FAIL");

function printBundle(bundle: BundleReport) {
  console.log("\nWeb bundle — apps/web/dist, gzip level 9, kB = 1000 bytes\n");
  console.log(`${"chunk".padEnd(44)} ${"kind".padEnd(8)} ${"raw kB".padStart(8)} ${"gzip kB".padStart(8)}  route`);
  for (const c of bundle.chunks) {
    console.log(
      `${c.file.padEnd(44)} ${c.kind.padEnd(8)} ${kB(c.raw_bytes).padStart(8)} ${kB(c.gzip_bytes).padStart(8)}  ${c.routes.join(", ")}`,
    );
  }
  for (const css of bundle.css)
    console.log(
      `${css.file.padEnd(44)} ${"css".padEnd(8)} ${kB(css.raw_bytes).padStart(8)} ${kB(css.gzip_bytes).padStart(8)}`,
    );
  console.log(
    "\nkinds: entry = <script type=module> of index.html; initial = imported statically by the entry (loaded with it);",
  );
  console.log(
    "       route = the chunk a route's lazy() import loads; lazy = other import() target; shared = dependency of lazy chunks",
  );
  const entryPass = bundle.entry.gzip_bytes <= ENTRY_BUDGET_GZIP_BYTES;
  console.log(
    `\nentry chunk ${bundle.entry.file}: ${kB(bundle.entry.gzip_bytes)} kB gzip (budget ${kB(ENTRY_BUDGET_GZIP_BYTES)} kB) — ${verdict(entryPass)}`,
  );
  console.log(
    `initial JS (entry + static imports): ${kB(bundle.initial_js_gzip_bytes)} kB gzip; all JS: ${kB(bundle.all_js_gzip_bytes)} kB gzip`,
  );
  const { lazy } = bundle;
  console.log(
    `lazy routes: ${lazy.declarations.length} lazy declarations → ${lazy.distinct_modules} route modules → ${lazy.lazy_chunks} chunks of their own, none in the initial load — ${verdict(lazy.pass)}`,
  );
  for (const leaf of lazy.eager_leaf_routes)
    console.log(`  not lazy (no screen of its own): ${leaf.route} renders ${leaf.renders}`);
  for (const problem of lazy.problems) console.log(`  problem: ${problem}`);
  return entryPass;
}

try {
  // Builds only when a build output is missing (pass --build to force one): other work may be building the
  // same tree, and the measurement is of whatever apps/web/dist holds, so rebuild it when in doubt.
  const webIndex = path.join(root, "apps/web/dist/index.html");
  if (!buildUnlessBuilt([webIndex, serverEntry], values.build)) {
    const built = fs.statSync(webIndex).mtime.toISOString();
    console.log(`Reusing the existing build (apps/web/dist from ${built}); pass --build to rebuild.`);
  }

  const bundle = analyzeBundle(path.join(root, "apps/web"));
  const entryPass = printBundle(bundle);

  const serverEnv = {
    SQLITE_PATH: path.join(tmp, "inventario.db"),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: "true",
  };
  const base = await startServer(serverEnv);
  const cookie = await signIn(base, ADMIN);
  const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
  if (!me.ok) throw new Error(`the session cookie is not accepted: /api/auth/me answered ${me.status}`);

  const pages: PageResult[] = [];
  let environment = { lighthouse: "", chrome: "" };
  // The login is measured at /auth/login: "/" only adds a client-side <Navigate> to it.
  for (const page of [
    { name: "login", path: "/auth/login" },
    { name: "dashboard", path: "/dashboard", headers: { Cookie: cookie } },
  ]) {
    const { lhr, ...result } = await auditPage({
      name: page.name,
      url: `${base}${page.path}`,
      chromePath: values.chrome,
      profilesDir: tmp,
      preset,
      runs,
      expectPath: page.path,
      ...(page.headers ? { headers: page.headers } : {}),
    });
    pages.push(result);
    environment = {
      lighthouse: lhr.lighthouseVersion,
      chrome: lhr.environment.hostUserAgent.match(/Chrome\/\S+/)?.[0] ?? lhr.environment.hostUserAgent,
    };
  }

  console.log(
    `\nLighthouse ${environment.lighthouse} (${environment.chrome}) — performance only, ${preset} preset, ${runs} run(s) per page, medians, target score ≥ ${SCORE_TARGET}\n`,
  );
  console.log(
    `${"page".padEnd(10)} ${"score".padStart(5)} ${"run scores".padEnd(15)} ${"FCP ms".padStart(7)} ${"LCP ms".padStart(7)} ${"TBT ms".padStart(7)} ${"CLS".padStart(6)} ${"SI ms".padStart(7)}  target`,
  );
  for (const p of pages) {
    console.log(
      `${p.name.padEnd(10)} ${String(p.score).padStart(5)} ${p.run_scores.join("/").padEnd(15)} ${String(p.fcp_ms).padStart(7)} ${String(p.lcp_ms).padStart(7)} ${String(p.tbt_ms).padStart(7)} ${p.cls.toFixed(3).padStart(6)} ${String(p.speed_index_ms).padStart(7)}  ${verdict(p.score >= SCORE_TARGET)}`,
    );
  }
  for (const p of pages) {
    if (p.retries) console.log(`\n${p.name}: ${p.retries} run(s) repeated after a transient Lighthouse trace error`);
    const d = p.diagnostics;
    console.log(
      `\n${p.name}: ${d.requests} requests, ${d.transfer_kib} KiB transferred, main thread ${d.main_thread_ms} ms (JS ${d.js_bootup_ms} ms), ${d.long_tasks} long tasks`,
    );
    if (p.lcp_element) console.log(`${p.name} LCP element: ${p.lcp_element}`);
    if (p.opportunities.length === 0) continue;
    console.log(`${p.name}: failing performance audits (Lighthouse's estimate of the savings)`);
    for (const o of p.opportunities.slice(0, 6))
      console.log(
        `  - ${o.title}${o.display_value ? ` — ${o.display_value}` : ""}${o.savings_ms ? ` (≈ ${o.savings_ms} ms)` : ""}`,
      );
  }

  const missed = [
    ...(entryPass ? [] : ["entry chunk over budget"]),
    ...(bundle.lazy.pass ? [] : ["a route is not lazy-loaded"]),
    ...pages.filter((p) => p.score < SCORE_TARGET).map((p) => `${p.name} score ${p.score} < ${SCORE_TARGET}`),
  ];
  const results = {
    date: new Date().toISOString(),
    ...environment,
    preset,
    runs_per_page: runs,
    targets: { entry_gzip_bytes: ENTRY_BUDGET_GZIP_BYTES, performance_score: SCORE_TARGET },
    bundle: { ...bundle, entry_pass: entryPass },
    lighthouse: pages.map((p) => ({ ...p, pass: p.score >= SCORE_TARGET })),
    missed_targets: missed,
  };
  fs.mkdirSync(path.join(root, "bench"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench/results-web.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    missed.length === 0
      ? "\nAll web targets met."
      : `\nTARGETS MISSED (${missed.length}): ${missed.join("; ")} — reported, not an error.`,
  );
  console.log("Results written to bench/results-web.json");
} catch (error) {
  console.error("bench:web failed:", error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  stopChromes();
  await stopChildren();
  fs.rmSync(tmp, { recursive: true, force: true });
}
