/**
 * Migrations and the application are cut loose from each other, both ways (issue 30; docs/EXTENDING.md):
 *
 * - a migration imports nothing outside db/migrations/ but kysely: what it needs of the app (the business
 *   date, the valuation) is a dated, frozen copy in db/migrations/frozen/, so a landed migration means the
 *   same whatever the app becomes;
 * - nothing outside db/migrations/ imports a migration, but the migrator (db/migrate.ts) its index: bulk
 *   recomputes that the seeds and the large-data generator need live in db/maintenance/, constants the app
 *   needs in app code.
 * Tests of the migrations themselves (migrations, bootstrap, business-time-zone) may import the index.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../../..");
const MIGRATIONS = "apps/server/src/db/migrations";
/** What a migration may import from outside db/migrations/. */
const MIGRATION_PACKAGES = ["kysely"];
/** The one link from the app into the migrations: the migrator, to their index. */
const ALLOWED_LINKS: Array<[from: string, to: string]> = [
  ["apps/server/src/db/migrate.ts", `${MIGRATIONS}/index.ts`],
  ["apps/server/test/migrations.test.ts", `${MIGRATIONS}/index.ts`],
  ["apps/server/test/bootstrap.test.ts", `${MIGRATIONS}/index.ts`],
  ["apps/server/test/business-time-zone.test.ts", `${MIGRATIONS}/index.ts`],
  // Upgrades the first release's roles: migrates to that release's last migration first.
  ["apps/server/test/base-roles.test.ts", `${MIGRATIONS}/index.ts`],
];
/** Every tree of the repository that holds code, but the migrations themselves. */
const APP_TREES = ["apps/server/src", "apps/server/test", "apps/web/src", "packages/shared/src", "scripts", "e2e"];
const CODE = /\.(ts|tsx|mts|mjs|js)$/;

type Source = { path: string; code: string };

function codeFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" ? [] : codeFiles(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments (a comment may name a module without importing it). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

const read = (path: string): Source => ({ path, code: withoutComments(readFileSync(join(ROOT, path), "utf8")) });

/**
 * Every module a file names: static imports and re-exports (a statement ending in `from "…"`, not SQL's
 * `from "table"` in a template), side-effect imports, dynamic import(), require().
 */
const SPECIFIERS = [
  /^\s*(?:import|export)\s[^;`]*?\bfrom\s*["']([^"']+)["']\s*;?\s*$/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\b(?:import|require)\s*\(\s*["']([^"']+)["']\s*\)/g,
];
const specifiers = (code: string) =>
  SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1] ?? ""));

/** A relative specifier as a repository path (with .ts when it names a file without extension). */
function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const path = relative(ROOT, resolve(ROOT, dirname(from), specifier))
    .split("\\")
    .join("/");
  return CODE.test(path) ? path : `${path}.ts`;
}

const inMigrations = (path: string) => path === MIGRATIONS || path.startsWith(`${MIGRATIONS}/`);

/** Imports that break either rule, one line per breach naming the file and the rule (empty: none). */
function isolationBreaches(migrations: Source[], appFiles: Source[]): string[] {
  const breaches: string[] = [];
  for (const { path, code } of migrations) {
    for (const specifier of specifiers(code)) {
      const target = resolved(path, specifier);
      const allowed = target === undefined ? MIGRATION_PACKAGES.includes(specifier) : inMigrations(target);
      if (!allowed)
        breaches.push(
          `${path} imports "${specifier}": a migration imports nothing outside db/migrations/ but kysely ` +
            "(give it a frozen copy in db/migrations/frozen/)",
        );
    }
  }
  for (const { path, code } of appFiles) {
    for (const specifier of specifiers(code)) {
      const target = resolved(path, specifier) ?? "";
      if (!inMigrations(target.replace(/\.ts$/, "")) && !inMigrations(target)) continue;
      if (ALLOWED_LINKS.some(([from, to]) => from === path && to === target)) continue;
      breaches.push(
        `${path} imports the migration module "${specifier}": the app imports no migration, only db/migrate.ts ` +
          "imports migrations/index.ts (move a bulk recompute to db/maintenance/, a constant to app code)",
      );
    }
  }
  return breaches;
}

describe("migrations and the app", () => {
  it("import nothing of each other but the migrator's index", () => {
    const migrations = codeFiles(MIGRATIONS).map(read);
    const appFiles = APP_TREES.flatMap(codeFiles)
      .filter((path) => !inMigrations(path))
      .map(read);
    expect(migrations.length).toBeGreaterThan(20);
    expect(appFiles.length).toBeGreaterThan(100);
    expect(isolationBreaches(migrations, appFiles)).toEqual([]);
  });

  it("is told apart from a breach of each rule", () => {
    const migration = (code: string): Source => ({ path: `${MIGRATIONS}/2026-12-01-0099-x.ts`, code });
    const app = (path: string, code: string): Source => ({ path, code });
    const cases: Array<[Source[], Source[], string]> = [
      [
        [migration('import { businessDateOf } from "../../lib/business-date";')],
        [],
        `${MIGRATIONS}/2026-12-01-0099-x.ts imports "../../lib/business-date": a migration imports nothing outside`,
      ],
      [[migration('import { movementTypes } from "@inventario/shared/movements";')], [], "frozen copy"],
      [[migration('const { z } = await import("zod");')], [], 'imports "zod"'],
      [[migration('export { isPostgres } from "../dialect";')], [], 'imports "../dialect"'],
      [
        [],
        [
          app(
            "apps/server/src/modules/inventory/stock-ledger.repository.ts",
            'import { LEDGER_DAILY_SHARDS } from "../../db/migrations/2026-11-24-0019-kardex";',
          ),
        ],
        "apps/server/src/modules/inventory/stock-ledger.repository.ts imports the migration module",
      ],
      [
        [],
        [app("scripts/seed-large/index.ts", 'export { fill } from "../../apps/server/src/db/migrations/x";')],
        "scripts/seed-large/index.ts imports the migration module",
      ],
      [
        [],
        [app("apps/server/src/db/seed/demo.ts", 'import { migrationsFor } from "../migrations";')],
        "db/maintenance/",
      ],
      [
        [],
        [app("apps/server/src/db/bootstrap.ts", 'import { migrationsFor } from "./migrations/index";')],
        "only db/migrate.ts imports migrations/index.ts",
      ],
    ];
    for (const [migrations, appFiles, breach] of cases) {
      const found = isolationBreaches(migrations, appFiles);
      expect(
        found.some((line) => line.includes(breach)),
        `${JSON.stringify(found)} → ${breach}`,
      ).toBe(true);
    }
    // What is allowed stays allowed.
    expect(
      isolationBreaches(
        [
          migration(
            'import { type Kysely, sql } from "kysely";\nimport { isPostgres } from "./dialect";\n' +
              'const q = sql`insert into x select * from "products"`;',
          ),
        ],
        [app("apps/server/src/db/migrate.ts", 'import { migrationsFor } from "./migrations/index";')],
      ),
    ).toEqual([]);
  });
});
