import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { chromiumPath } from "../scripts/prerequisites.mjs";

// Debian's Chromium headless shell, or CHROMIUM_PATH (decision 0034), as npm test checked.
const CHROMIUM = chromiumPath(process.env);
// Browser tests are required: a machine without Chromium fails here instead of skipping them.
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium-headless-shell`);
}

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "./tests",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "../test-results",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Three workers on a 2-core machine: with two, a fifth of the cores sat idle while tests waited on the
  // server or an assertion's next poll (whole suite 330 s quiet); three fill it (284 s; four: 300 s), and
  // beside a CPU-bound process the suite still passed (323 s). Measured 1 Dec 2026.
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    // A click, a fill or a waitForResponse that can never happen fails after 30 s naming what it waited for,
    // instead of waiting out a slow test's timeout and leaving only "Test ended" from its `finally` (a loaded
    // run once hung cash-sessions.spec.ts [mobile] for 90 s that way). The suite's actions take seconds.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    locale: "es-CO",
    reducedMotion: "reduce",
    // No trace: recording one for every test (its screencast and DOM snapshots, kept only on failure) made
    // the run ~36% slower (18 tests: 243 s against 155 s). A failure still leaves its screenshot and the
    // page's accessibility snapshot (error-context.md); `--trace retain-on-failure` records them (e2e/README.md).
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    { name: "mobile", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  // The built app served by the real server on a fresh SQLite file; Playwright stops it afterwards.
  webServer: {
    command: "node e2e/serve-fresh.mjs",
    cwd: "..",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), E2E_ADMIN_PASSWORD: "clave-e2e-12345" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
