// What npm test needs from the machine beyond node_modules, checked before any suite runs: a missing
// browser used to surface only after ~7 minutes of unit and server tests. As root with apt (CI, a fresh
// container) what is missing is installed, as .ci/run always did; otherwise the run stops at once with
// the exact command to run. A later need is one more entry in PREREQUISITES.
//
// Run alone (`node scripts/prerequisites.mjs`) it does the same and exits 1 when something is missing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the tests look for Chromium (e2e/playwright.config.ts reads the same variable): Debian's headless
 * shell, the same Chromium build without the browser's window layer, which Playwright itself runs for
 * headless tests; the suite takes a third less time in it (decision 0034).
 */
export const chromiumPath = (env) => env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";

/** Where the tests look for LibreOffice (apps/server/test/helpers/soffice.ts reads the same variable). */
export const sofficePath = (env) => env.SOFFICE_PATH || "/usr/bin/soffice";

const POSTGRES_BASE = "/usr/lib/postgresql";

/**
 * Each entry: `found(env, system)` says whether the machine has it; `packages` are the Debian packages
 * that provide it; `lookedFor(env)` says where it was looked for, in the message when it is missing.
 */
export const PREREQUISITES = [
  {
    name: "Chromium",
    usedBy: "the end-to-end tests (Playwright)",
    packages: ["chromium-headless-shell"],
    found: (env, system) => system.exists(chromiumPath(env)),
    lookedFor: (env) => chromiumPath(env) + (env.CHROMIUM_PATH ? " (CHROMIUM_PATH)" : ""),
  },
  {
    name: "PostgreSQL server",
    usedBy: "the server tests on PostgreSQL (unless TEST_DATABASE_URL names a running server)",
    packages: ["postgresql"],
    found: (env, system) =>
      Boolean(env.TEST_DATABASE_URL) ||
      system.list(POSTGRES_BASE).some((version) => system.exists(path.join(POSTGRES_BASE, version, "bin", "pg_ctl"))),
    lookedFor: () => `${POSTGRES_BASE}/*/bin/pg_ctl`,
  },
  {
    name: "LibreOffice Calc",
    usedBy: "the tests that open the import template and errors file in a real spreadsheet program",
    packages: ["libreoffice-calc-nogui"],
    found: (env, system) => system.exists(sofficePath(env)),
    lookedFor: (env) => sofficePath(env) + (env.SOFFICE_PATH ? " (SOFFICE_PATH)" : ""),
  },
];

export const installCommand = (packages, asRoot) =>
  `${asRoot ? "" : "sudo "}apt-get update && ${asRoot ? "" : "sudo "}apt-get install -y ${packages.join(" ")}`;

/** The real machine: files, the user, and apt-get. */
export const realSystem = {
  exists: (file) => fs.existsSync(file),
  list: (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []),
  isRoot: () => process.getuid?.() === 0,
  hasApt: () => spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0,
  /** apt-get update, then install; true when both succeeded. */
  install: (packages) => {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    if (update.status !== 0) return false;
    return spawnSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env }).status === 0;
  },
};

function describeMissing(missing, env) {
  return missing.map((p) => `  - ${p.name}, for ${p.usedBy}: not found at ${p.lookedFor(env)}`).join("\n");
}

/**
 * Checks every prerequisite; installs the missing ones when running as root where apt-get exists.
 * Answers { ok: true, installed } or { ok: false, message } (the message names what is missing and
 * the command that installs it). Nothing is installed when nothing is missing.
 */
export function ensurePrerequisites({ env = process.env, system = realSystem, prerequisites = PREREQUISITES } = {}) {
  const missing = prerequisites.filter((p) => !p.found(env, system));
  if (missing.length === 0) return { ok: true, installed: [] };
  const packages = [...new Set(missing.flatMap((p) => p.packages))];
  const asRoot = system.isRoot();
  const apt = system.hasApt();
  const command = installCommand(packages, asRoot);
  if (!asRoot || !apt) {
    const how = apt
      ? `Install it, then run npm test again:\n  ${command}`
      : `Install the packages ${packages.join(" ")} with this system's package manager (apt-get: ${command}), then run npm test again.`;
    return { ok: false, message: `npm test needs what this machine lacks:\n${describeMissing(missing, env)}\n${how}` };
  }
  if (!system.install(packages)) {
    return {
      ok: false,
      message: `npm test needs what this machine lacks:\n${describeMissing(missing, env)}\nInstalling it failed (output above). The command was:\n  ${command}`,
    };
  }
  const stillMissing = missing.filter((p) => !p.found(env, system));
  if (stillMissing.length === 0) return { ok: true, installed: packages };
  return {
    ok: false,
    message: `Installed ${packages.join(" ")}, yet still not found:\n${describeMissing(stillMissing, env)}\nPoint the variable named above at it or unset it, then run npm test again.`,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = ensurePrerequisites();
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  if (result.installed.length > 0) console.log(`Installed: ${result.installed.join(" ")}`);
}
