import { describe, expect, it } from "vitest";
import { ensurePrerequisites, PREREQUISITES, type System } from "./prerequisites.mjs";

const PG_CTL = "/usr/lib/postgresql/15/bin/pg_ctl";
const SOFFICE = "/usr/bin/soffice";
const CHROMIUM = "/usr/bin/chromium-headless-shell";

/** A machine holding `files`, as root or not, with or without apt; `install` adds what `provides` says. */
function fakeSystem({
  files = [] as string[],
  root = false,
  apt = true,
  installs = true,
  provides = {
    "chromium-headless-shell": [CHROMIUM],
    postgresql: [PG_CTL],
    "libreoffice-calc-nogui": [SOFFICE],
  } as Record<string, string[]>,
} = {}) {
  const present = new Set(files);
  const installed: string[][] = [];
  const system: System = {
    exists: (file) => present.has(file),
    list: (dir) =>
      [...present].filter((f) => f.startsWith(`${dir}/`)).map((f) => f.slice(dir.length + 1).split("/")[0]!),
    isRoot: () => root,
    hasApt: () => apt,
    install: (packages) => {
      installed.push(packages);
      if (!installs) return false;
      for (const name of packages) for (const file of provides[name] ?? []) present.add(file);
      return true;
    },
  };
  return { system, installed };
}

describe("npm test's prerequisites", () => {
  it("installs nothing when Chromium, PostgreSQL's binaries and LibreOffice are there", () => {
    const { system, installed } = fakeSystem({ files: [CHROMIUM, PG_CTL, SOFFICE], root: true });
    expect(ensurePrerequisites({ env: {}, system })).toEqual({ ok: true, installed: [] });
    expect(installed).toEqual([]);
  });

  it("stops at once with the exact command when not root", () => {
    const { system, installed } = fakeSystem({ files: [PG_CTL, SOFFICE] });
    const result = ensurePrerequisites({ env: {}, system });
    expect(installed).toEqual([]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain("Chromium, for the end-to-end tests");
    expect(!result.ok && result.message).toContain(`not found at ${CHROMIUM}`);
    expect(!result.ok && result.message).toContain(
      "sudo apt-get update && sudo apt-get install -y chromium-headless-shell",
    );
    expect(!result.ok && result.message).not.toContain("PostgreSQL");
  });

  it("names every missing one and one command for all of them", () => {
    const { system } = fakeSystem();
    const result = ensurePrerequisites({ env: {}, system });
    expect(!result.ok && result.message).toContain("not found at /usr/lib/postgresql/*/bin/pg_ctl");
    expect(!result.ok && result.message).toContain("not found at /usr/bin/soffice");
    expect(!result.ok && result.message).toContain(
      "apt-get install -y chromium-headless-shell postgresql libreoffice-calc-nogui",
    );
  });

  it("installs what is missing with apt-get as root, then checks again", () => {
    const { system, installed } = fakeSystem({ files: [CHROMIUM, SOFFICE], root: true });
    expect(ensurePrerequisites({ env: {}, system })).toEqual({ ok: true, installed: ["postgresql"] });
    expect(installed).toEqual([["postgresql"]]);
    // Now there: a second run installs nothing.
    expect(ensurePrerequisites({ env: {}, system })).toEqual({ ok: true, installed: [] });
    expect(installed).toHaveLength(1);
  });

  it("needs no PostgreSQL binaries when TEST_DATABASE_URL names a server", () => {
    const { system } = fakeSystem({ files: [CHROMIUM, SOFFICE] });
    expect(ensurePrerequisites({ env: { TEST_DATABASE_URL: "postgres://db/x" }, system }).ok).toBe(true);
  });

  it("looks for Chromium at CHROMIUM_PATH, and says so when the installed one is elsewhere", () => {
    const env = { CHROMIUM_PATH: "/opt/chrome/chrome" };
    const files = ["/opt/chrome/chrome", PG_CTL, SOFFICE];
    expect(ensurePrerequisites({ env, system: fakeSystem({ files }).system }).ok).toBe(true);
    const { system } = fakeSystem({ files: [PG_CTL, SOFFICE], root: true });
    const result = ensurePrerequisites({ env, system });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain("Installed chromium-headless-shell, yet still not found");
    expect(!result.ok && result.message).toContain("/opt/chrome/chrome (CHROMIUM_PATH)");
  });

  it("reports a failed install with the command it ran, and a machine without apt-get", () => {
    const failed = ensurePrerequisites({
      env: {},
      system: fakeSystem({ files: [PG_CTL, SOFFICE], root: true, installs: false }).system,
    });
    expect(!failed.ok && failed.message).toContain("Installing it failed");
    expect(!failed.ok && failed.message).toContain("apt-get update && apt-get install -y chromium-headless-shell");
    const noApt = fakeSystem({ files: [PG_CTL, SOFFICE], root: true, apt: false });
    const result = ensurePrerequisites({ env: {}, system: noApt.system });
    expect(noApt.installed).toEqual([]);
    expect(!result.ok && result.message).toContain("with this system's package manager");
  });

  it("installs LibreOffice for the import files' tests, or names the command", () => {
    const { system, installed } = fakeSystem({ files: [CHROMIUM, PG_CTL], root: true });
    expect(ensurePrerequisites({ env: {}, system })).toEqual({ ok: true, installed: ["libreoffice-calc-nogui"] });
    expect(installed).toEqual([["libreoffice-calc-nogui"]]);
    const notRoot = ensurePrerequisites({
      env: {},
      system: fakeSystem({ files: [CHROMIUM, PG_CTL] }).system,
    });
    expect(!notRoot.ok && notRoot.message).toContain("LibreOffice Calc, for the tests that open the import template");
    expect(!notRoot.ok && notRoot.message).toContain("sudo apt-get install -y libreoffice-calc-nogui");
  });

  it("looks for LibreOffice at SOFFICE_PATH", () => {
    const env = { SOFFICE_PATH: "/opt/libreoffice/program/soffice" };
    const files = [CHROMIUM, PG_CTL, "/opt/libreoffice/program/soffice"];
    expect(ensurePrerequisites({ env, system: fakeSystem({ files }).system }).ok).toBe(true);
    const result = ensurePrerequisites({ env, system: fakeSystem({ files: [CHROMIUM, PG_CTL] }).system });
    expect(!result.ok && result.message).toContain("/opt/libreoffice/program/soffice (SOFFICE_PATH)");
  });

  it("checks each prerequisite a later issue adds to the list", () => {
    const later = {
      name: "Later tool",
      usedBy: "a later test",
      packages: ["later-tool"],
      found: (_env: object, system: System) => system.exists("/usr/bin/later-tool"),
      lookedFor: () => "/usr/bin/later-tool",
    };
    const { system } = fakeSystem({ files: [CHROMIUM, PG_CTL, SOFFICE] });
    const result = ensurePrerequisites({ env: {}, system, prerequisites: [...PREREQUISITES, later] });
    expect(!result.ok && result.message).toContain("apt-get install -y later-tool");
  });
});
