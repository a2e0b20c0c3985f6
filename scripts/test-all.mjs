// npm test: every suite (unit, server on SQLite and PostgreSQL, end-to-end in Chromium), then one
// closing line "N passed, N failed" summing them all. Any failure or crashed suite exits non-zero.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, ".test-output");
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return { code: result.status ?? 1, seconds: (Date.now() - started) / 1000 };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

const suites = [];

const vitestFile = path.join(out, "vitest.json");
const vitest = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestFile}`,
]);
const vitestReport = readJson(vitestFile);
suites.push({
  name: "vitest (shared, web, server-sqlite, server-postgres)",
  ...vitest,
  passed: vitestReport?.numPassedTests ?? 0,
  failed: vitestReport ? vitestReport.numFailedTests : 1,
});

const build = run("npm", ["run", "build"]);
if (build.code !== 0) {
  suites.push({ name: "build", ...build, passed: 0, failed: 1 });
} else {
  const playwrightFile = path.join(out, "playwright.json");
  const e2e = run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  });
  const stats = readJson(playwrightFile)?.stats;
  suites.push({
    name: "playwright (e2e, Chromium)",
    ...e2e,
    passed: stats ? stats.expected + stats.flaky : 0,
    failed: stats ? stats.unexpected : 1,
  });
}

console.log("\nSuites:");
for (const s of suites) {
  console.log(`  ${s.name}: ${s.passed} passed, ${s.failed} failed (${s.seconds.toFixed(1)} s, exit ${s.code})`);
}
// A suite that crashed before reporting counts as a failure even when it reported no failed test.
const crashed = suites.filter((s) => s.code !== 0 && s.failed === 0).length;
const passed = suites.reduce((sum, s) => sum + s.passed, 0);
const failed = suites.reduce((sum, s) => sum + s.failed, 0) + crashed;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
