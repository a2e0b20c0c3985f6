import { describe, expect, it } from "vitest";
import { ensurePrerequisites, PREREQUISITES, type System } from "./prerequisites.mjs";

const PG_CTL = "/usr/lib/postgresql/15/bin/pg_ctl";

/** A machine holding `files`, as root or not, with or without apt; `install` adds what `provides` says. */
function fakeSystem({
  files = [] as string[],
  root = false,
  apt = true,
  installs = true,
  provides = { chromium: ["/usr/bin/chromium"], postgresql: [PG_CTL] } as Record<string, string[]>,
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
  it("installs nothing when Chromium and PostgreSQL's binaries are there", () => {
    const { system, installed } = fakeSystem({ files: ["/usr/bin/chromium", PG_CTL], root: true });
    expect(ensurePrerequisites({ env: {}, system })).toEqual({ ok: true, installed: [] });
    expect(installed).toEqual([]);
  });

  it("stops at once with the exact command when not root", () => {
    const { system, installed } = fakeSystem({ files: [PG_CTL] });
    const result = ensurePrerequisites({ env: {}, system });
    expect(installed).toEqual([]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain("Chromium, for the end-to-end tests");
    expect(!result.ok && result.message).toContain("not found at /usr/bin/chromium");
    expect(!result.ok && result.message).toContain("sudo apt-get update && sudo apt-get install -y chromium");
    expect(!result.ok && result.message).not.toContain("PostgreSQL");
  });

  it("names every missing one and one command for all of them", () => {
    const { system } = fakeSystem();
    const result = ensurePrerequisites({ env: {}, system });
    expect(!result.ok && result.message).toContain("not found at /usr/lib/postgresql/*/bin/pg_ctl");
    expect(!result.ok && result.message).toContain("apt-get install -y chromium postgresql");
  });

  it("installs what is missing with apt-get as root, then checks again", () => {
    const { system, installed } = fakeSystem({ files: ["/usr/bin/chromium"], root: true });
    expect(ensurePrerequisites({ env: {}, system })).toEqual({ ok: true, installed: ["postgresql"] });
    expect(installed).toEqual([["postgresql"]]);
    // Now there: a second run installs nothing.
    expect(ensurePrerequisites({ env: {}, system })).toEqual({ ok: true, installed: [] });
    expect(installed).toHaveLength(1);
  });

  it("needs no PostgreSQL binaries when TEST_DATABASE_URL names a server", () => {
    const { system } = fakeSystem({ files: ["/usr/bin/chromium"] });
    expect(ensurePrerequisites({ env: { TEST_DATABASE_URL: "postgres://db/x" }, system }).ok).toBe(true);
  });

  it("looks for Chromium at CHROMIUM_PATH, and says so when the installed one is elsewhere", () => {
    const env = { CHROMIUM_PATH: "/opt/chrome/chrome" };
    expect(ensurePrerequisites({ env, system: fakeSystem({ files: ["/opt/chrome/chrome", PG_CTL] }).system }).ok).toBe(
      true,
    );
    const { system } = fakeSystem({ files: [PG_CTL], root: true });
    const result = ensurePrerequisites({ env, system });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain("Installed chromium, yet still not found");
    expect(!result.ok && result.message).toContain("/opt/chrome/chrome (CHROMIUM_PATH)");
  });

  it("reports a failed install with the command it ran, and a machine without apt-get", () => {
    const failed = ensurePrerequisites({
      env: {},
      system: fakeSystem({ files: [PG_CTL], root: true, installs: false }).system,
    });
    expect(!failed.ok && failed.message).toContain("Installing it failed");
    expect(!failed.ok && failed.message).toContain("apt-get update && apt-get install -y chromium");
    const noApt = fakeSystem({ files: [PG_CTL], root: true, apt: false });
    const result = ensurePrerequisites({ env: {}, system: noApt.system });
    expect(noApt.installed).toEqual([]);
    expect(!result.ok && result.message).toContain("with this system's package manager");
  });

  it("checks each prerequisite a later issue adds to the list", () => {
    const libreoffice = {
      name: "LibreOffice",
      usedBy: "opening exported files",
      packages: ["libreoffice-calc"],
      found: (_env: object, system: System) => system.exists("/usr/bin/soffice"),
      lookedFor: () => "/usr/bin/soffice",
    };
    const { system } = fakeSystem({ files: ["/usr/bin/chromium", PG_CTL] });
    const result = ensurePrerequisites({ env: {}, system, prerequisites: [...PREREQUISITES, libreoffice] });
    expect(!result.ok && result.message).toContain("apt-get install -y libreoffice-calc");
  });
});
