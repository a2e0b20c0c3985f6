// npm test: every suite (unit, server on SQLite and PostgreSQL, end-to-end in Chromium), then one
// closing line "N passed, N failed" summing them all. Any failure or crashed suite exits non-zero.
// The machine's prerequisites (Chromium, PostgreSQL, LibreOffice) are checked first: installed as root,
// otherwise the run stops at once with the command that installs them (scripts/prerequisites.mjs).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensurePrerequisites } from "./prerequisites.mjs";

const root = path.resolve(import.meta.dirname, "..");
const prerequisites = ensurePrerequisites();
if (!prerequisites.ok) {
  console.error(prerequisites.message);
  process.exit(1);
}
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

function formatDuration(seconds) {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${(seconds % 60).toFixed(0)} s` : `${seconds.toFixed(1)} s`;
}

// CI shows only the end of the output: the closing summary names every failed test with the first line
// of its error, so a failure can be found without the whole log.
function firstLine(text) {
  return (
    String(text ?? "")
      .split("\n")
      .find((line) => line.trim() !== "") ?? ""
  );
}

function vitestFailures(report) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    for (const test of failedTests) failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A file that failed outside its tests (an import or a hook) has a message and no failed test.
    if (file.status === "failed" && failedTests.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return failures;
}

function playwrightFailures(report) {
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected") continue;
        const last = test.results.at(-1);
        const error = last?.error?.message ?? last?.errors?.[0]?.message;
        failures.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return failures;
}

// Projects run side by side in one pool: per project, the time its files took (they overlap in time).
function vitestProjectTimes(projects) {
  return (projects ?? []).map((p) => `${p.name} ${p.fileSeconds.toFixed(1)} s in ${p.files} files`);
}

// Per Playwright project, the time its tests took (the workers run them side by side).
function playwrightProjectTimes(report) {
  const seconds = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
        seconds.set(test.projectName, (seconds.get(test.projectName) ?? 0) + ms / 1000);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...seconds].map(([name, s]) => `${name} ${s.toFixed(1)} s`);
}

const vitestFile = path.join(out, "vitest.json");
const projectTimesFile = path.join(out, "vitest-projects.json");
const vitest = run(
  "npx",
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestFile}`,
    "--reporter=./scripts/vitest-project-times.mjs",
  ],
  { VITEST_PROJECT_TIMES_FILE: projectTimesFile },
);
const vitestReport = readJson(vitestFile);
suites.push({
  name: "vitest (shared, scripts, web, server-unit, server-sqlite, server-postgres)",
  ...vitest,
  passed: vitestReport?.numPassedTests ?? 0,
  failed: vitestReport ? vitestReport.numFailedTests : 1,
  failures: vitestFailures(vitestReport),
  parts: vitestProjectTimes(readJson(projectTimesFile)),
});

const build = run("npm", ["run", "build"]);
suites.push({ name: "build (web and server)", ...build, passed: 0, failed: build.code === 0 ? 0 : 1 });
if (build.code === 0) {
  const playwrightFile = path.join(out, "playwright.json");
  const e2e = run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  });
  const playwrightReport = readJson(playwrightFile);
  const stats = playwrightReport?.stats;
  suites.push({
    name: "playwright (e2e, Chromium)",
    ...e2e,
    passed: stats ? stats.expected + stats.flaky : 0,
    failed: stats ? stats.unexpected : 1,
    failures: playwrightFailures(playwrightReport),
    parts: playwrightProjectTimes(playwrightReport),
  });
}

const total = suites.reduce((sum, s) => sum + s.seconds, 0);
console.log(`\nSuites (${formatDuration(total)} in all):`);
for (const s of suites) {
  const counts = s.name.startsWith("build") ? (s.failed ? "failed" : "done") : `${s.passed} passed, ${s.failed} failed`;
  console.log(`  ${s.name}: ${counts} (${formatDuration(s.seconds)}, exit ${s.code})`);
  if (s.parts?.length) console.log(`    ${s.parts.join("; ")}`);
  for (const failure of s.failures ?? []) console.log(`    ✗ ${failure.slice(0, 400)}`);
}
// A suite that crashed before reporting counts as a failure even when it reported no failed test.
const crashed = suites.filter((s) => s.code !== 0 && s.failed === 0).length;
const passed = suites.reduce((sum, s) => sum + s.passed, 0);
const failed = suites.reduce((sum, s) => sum + s.failed, 0) + crashed;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
