import { readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Two steps of adding a domain that nothing else would notice, checked on the source
 * (docs/EXTENDING.md, "Adding a domain"):
 * - step 4: every `modules/<domain>/*.routes.ts` is registered in app.ts (a routes module left out
 *   answers 404 on every path, which only the domain's own test would see);
 * - step 5: every domain has a server test: a file of apps/server/test that imports the domain's code or
 *   calls a path its routes are registered under.
 */

const SERVER = join(__dirname, "..");
const MODULES = join(SERVER, "src/modules");
const APP = join(SERVER, "src/app.ts");
const TESTS = join(SERVER, "test");

const read = (file: string) => readFileSync(file, "utf8");
const domains = () =>
  readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const routeFiles = (domain: string) =>
  readdirSync(join(MODULES, domain))
    .filter((file) => file.endsWith(".routes.ts"))
    .map((file) => join(MODULES, domain, file));
/** The functions a routes module exports: each returns the plugin app.ts registers. */
const routeFactories = (file: string) => [...read(file).matchAll(/export function (\w+)/g)].map((m) => m[1]!);
/**
 * Test files that call a route of every domain of a kind by design (a table of routes each new one joins):
 * they check the machinery on the routes, not a domain's own rules, so calling a domain's paths there does
 * not make it tested (importing its code still does).
 */
const ROUTE_TABLE_TESTS = new Set(["idempotency-wiring.test.ts", "export.test.ts"]);
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? testFiles(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );

/** Each `api.register(…)` of app.ts: the names it calls, and the prefix it mounts them under ("" for none). */
function registrations() {
  return read(APP)
    .split(/\bapi\.register\(/)
    .slice(1)
    .map((chunk) => {
      // Up to the statement's end: a `const` after it belongs to the next registration.
      const call = chunk.split(/\n\s*const /)[0] ?? "";
      return {
        names: new Set([...call.matchAll(/\b(\w+)\b/g)].map((m) => m[1]!)),
        prefix: /prefix:\s*"([^"]*)"/.exec(call)?.[1] ?? "",
      };
    });
}

/** The names app.ts imports from a domain's modules. */
function importedFrom(domain: string) {
  const names = new Set<string>();
  for (const m of read(APP).matchAll(/import \{([^}]+)\} from "\.\/modules\/([\w-]+)\//g)) {
    if (m[2] !== domain) continue;
    for (const name of m[1]!.split(",")) names.add(name.replace(/^\s*type\s+/, "").trim());
  }
  return names;
}

/** The paths a domain's routes answer under /api, as a test spells them: `/api` and the prefix app.ts mounts them at. */
function pathsOf(domain: string) {
  const own = importedFrom(domain);
  const paths = new Set<string>();
  for (const { names, prefix } of registrations()) {
    if (![...own].some((name) => names.has(name))) continue;
    if (prefix) paths.add(`/api${prefix}`);
    else
      for (const file of routeFiles(domain))
        for (const m of read(file).matchAll(/\.(?:get|post|put|patch|delete)\(\s*"(\/[\w-]+)/g))
          paths.add(`/api${m[1]}`);
  }
  return paths;
}

/** The routes factories of a domain that app.ts never registers. */
const unregistered = (domain: string) =>
  routeFiles(domain).flatMap((file) =>
    routeFactories(file)
      .filter((factory) => !new RegExp(`\\bapi\\.register\\(\\s*${factory}\\(`).test(read(APP)))
      .map((factory) => ({ file, factory })),
  );

describe("every domain", () => {
  it("has its routes modules registered in app.ts", () => {
    const missing = domains()
      .flatMap(unregistered)
      .map(
        ({ file, factory }) =>
          `${relative(SERVER, file)}: ${factory} is not registered: add \`await api.register(${factory}(…), { prefix: "/…" })\` to buildApp in apps/server/src/app.ts, or its routes answer 404 (docs/EXTENDING.md, "Adding a domain", step 4)`,
      );
    expect(missing).toEqual([]);
  });

  it("has a server test that imports its code or calls its routes", () => {
    // This file names no domain's paths but reads them; the other files are the tests.
    const tests = testFiles(TESTS)
      .filter((file) => file !== __filename)
      .map((file) => ({
        source: read(file),
        table: ROUTE_TABLE_TESTS.has(basename(file)),
      }));
    const untested = domains()
      // A domain whose routes are not registered has no paths yet: the test above names it.
      .filter((domain) => unregistered(domain).length === 0)
      .filter((domain) => {
        const paths = [...pathsOf(domain)];
        return !tests.some(
          ({ source, table }) =>
            source.includes(`/src/modules/${domain}/`) ||
            (!table && paths.some((path) => new RegExp(`${path.replace(/[/-]/g, "\\$&")}(?![\\w-])`).test(source))),
        );
      })
      .map(
        (domain) =>
          `modules/${domain}: no file of apps/server/test imports it or calls its routes: add apps/server/test/${domain}.test.ts, run on both databases (docs/EXTENDING.md, "Adding a domain", step 5)`,
      );
    expect(untested).toEqual([]);
  });
});
