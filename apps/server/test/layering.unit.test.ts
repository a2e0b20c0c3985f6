/**
 * The layering rule of every server module (apps/server/src/modules/<domain>/), checked on the source:
 *
 * - `<domain>.routes.ts`: HTTP only (schema, access, one service call). Imports services, never a
 *   repository, never Kysely; a list's file or page is answered through listOrExport.
 * - `<domain>.service.ts` (and every other non-repository file of a module: kinds, guards, the stock
 *   ledger): rules, transactions, row → DTO. No query of its own: no selectFrom/insertInto/updateTable/
 *   deleteFrom, no `sql` (Kysely may be imported for types only), no db/prepared.
 * - `<domain>.repository.ts`: every query of the domain, typed by Kysely, as plain functions taking
 *   `db | trx` first.
 * A module with routes has a service and a repository; health alone has neither, its one route pinging
 * the connection (no domain data).
 *
 * Across domains: a service that needs another domain's data or change calls that domain's repository
 * (sales calls the withdrawals repository to open the picking request, the clients repository to find
 * the client). A repository writes only its own domain's tables (TABLE_OWNERS below); a query of its
 * own may read other domains' tables (a join for a name, one statement for a consistent snapshot).
 *
 * Stock: lots and the movement ledger are written only by stock-ledger.repository.ts, which only
 * stock-ledger.ts calls, so every stock change writes its ledger row (migrations, the demo seed and
 * db/maintenance/, bulk writers of a fresh or stopped database, are outside modules/ and not checked here).
 * Migrations and the app import nothing of each other: migration-isolation.unit.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(__dirname, "../src");
const MODULES = join(SRC, "modules");

/** The module whose repository may write each table. */
const TABLE_OWNERS: Record<string, string[]> = {
  auth: ["sessions", "login_throttle"],
  roles: ["roles", "role_permissions", "employee_permissions"],
  employees: ["employees", "employee_warehouses"],
  clients: ["clients"],
  people: ["clients", "employees"],
  warehouses: ["warehouses"],
  products: ["products", "product_images"],
  inventory: ["lots", "movements", "warehouse_stock", "ledger_daily"],
  sales: [
    "sales",
    "sale_lines",
    "sale_payments",
    "pos_counters",
    "sale_refunds",
    "sale_returns",
    "sale_return_lines",
    "sales_daily",
    "sales_product_daily",
    "sales_product_totals",
  ],
  transfers: ["transfers"],
  suppliers: ["suppliers", "supplier_products"],
  purchases: [
    "purchase_orders",
    "purchase_order_items",
    "purchase_receipts",
    "purchase_receipt_lines",
    "supplier_returns",
    "supplier_return_lines",
  ],
  withdrawals: ["withdrawals", "withdrawal_items"],
  idempotency: ["idempotency_keys"],
  imports: ["imports"],
  "stock-counts": ["stock_counts", "stock_count_products", "stock_count_lines", "stock_count_entries"],
  audit: ["audit_log", "audit_chains"],
  settings: ["business_settings"],
  "cash-sessions": ["cash_sessions", "cash_movements", "cash_session_counts"],
};
const LEDGER_TABLES = ["lots", "movements", "warehouse_stock", "ledger_daily"];
const LEDGER_REPOSITORY = "modules/inventory/stock-ledger.repository.ts";
const LEDGER = "modules/inventory/stock-ledger.ts";

type Source = { path: string; code: string };

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The code without its comments (a comment may name a query without running one). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

const read = (path: string): Source => ({
  path: relative(SRC, path),
  code: withoutComments(readFileSync(path, "utf8")),
});

const QUERY_CALL = /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\s*\(/;
/** A value import from kysely (`import { sql }`, `import { type X, sql }`); `import type` is fine. */
const KYSELY_VALUE_IMPORT = /import\s+(?!type\b)\{([^}]*)\}\s+from\s+"kysely"/g;
const importsKyselyValue = (code: string) =>
  [...code.matchAll(KYSELY_VALUE_IMPORT)].some((m) =>
    (m[1] ?? "").split(",").some((name) => name.trim() !== "" && !name.trim().startsWith("type ")),
  );
const importsFrom = (code: string) => [...code.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1] ?? "");

/** The tables a file writes: builder calls with a literal table, and raw SQL. */
function writtenTables(code: string): string[] {
  const builder = [...code.matchAll(/\.(?:insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(\s*"(\w+)/g)];
  const raw = [...code.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(\w+)\s+(?:set|values|where|\(|as\b)/gi)];
  return [...builder, ...raw].map((m) => m[1] ?? "");
}

/** Which rules the module sources break, one line per breach (empty: none). */
function layeringBreaches(files: Source[], everyFile: Source[]): string[] {
  const breaches: string[] = [];
  for (const { path, code } of files) {
    const name = path.split("/").pop() ?? "";
    const isRepository = name.endsWith(".repository.ts");
    if (name.endsWith(".routes.ts")) {
      for (const from of importsFrom(code)) {
        if (from.endsWith(".repository")) breaches.push(`${path} imports a repository (${from})`);
        if (from === "kysely") breaches.push(`${path} imports kysely`);
      }
      if (/\bsendExport\(/.test(code))
        breaches.push(`${path} answers an export by hand (use listOrExport from lib/export/send.ts)`);
    }
    if (!isRepository) {
      if (QUERY_CALL.test(code)) breaches.push(`${path} runs a query of its own (move it to a repository)`);
      if (importsKyselyValue(code)) breaches.push(`${path} imports a value (sql) from kysely`);
      if (importsFrom(code).some((from) => from.endsWith("db/prepared"))) breaches.push(`${path} imports db/prepared`);
    }
    if (isRepository) {
      const domain = path.split("/")[1] ?? "";
      for (const table of writtenTables(code)) {
        if (!(TABLE_OWNERS[domain] ?? []).includes(table))
          breaches.push(`${path} writes ${table}, a table of another domain`);
      }
    }
    if (path !== LEDGER && importsFrom(code).some((from) => from.endsWith("/stock-ledger.repository")))
      breaches.push(`${path} calls the stock ledger's statements (call stock-ledger.ts)`);
  }
  for (const { path, code } of everyFile) {
    if (path === LEDGER_REPOSITORY) continue;
    for (const table of writtenTables(code)) {
      if (LEDGER_TABLES.includes(table)) breaches.push(`${path} writes ${table} outside the stock ledger`);
    }
  }
  for (const dir of readdirSync(MODULES)) {
    const names = readdirSync(join(MODULES, dir));
    const has = (suffix: string) => names.some((n) => n.endsWith(suffix));
    if (dir !== "health" && has(".routes.ts") && !(has(".service.ts") && has(".repository.ts")))
      breaches.push(`modules/${dir} has routes but not a service and a repository`);
  }
  return breaches;
}

/**
 * Every source of the server but the migrations, the demo seed and the bulk recomputes (db/maintenance/),
 * which bulk-write a fresh or stopped database.
 */
const everySource = () =>
  tsFiles(SRC)
    .map(read)
    .filter(
      ({ path }) =>
        !path.startsWith("db/migrations/") && !path.startsWith("db/seed/") && !path.startsWith("db/maintenance/"),
    );
const moduleSources = () => everySource().filter(({ path }) => path.startsWith("modules/"));

describe("server layering", () => {
  it("holds in every module", () => {
    expect(layeringBreaches(moduleSources(), everySource())).toEqual([]);
  });

  it("is told apart from a breach of each rule", () => {
    const service = (code: string): Source => ({ path: "modules/sales/sales.service.ts", code });
    const cases: Array<[Source, string]> = [
      [
        { path: "modules/sales/sales.routes.ts", code: 'import * as r from "./sales.repository";' },
        "imports a repository",
      ],
      [{ path: "modules/sales/sales.routes.ts", code: 'import type { Kysely } from "kysely";' }, "imports kysely"],
      [service('await db.selectFrom("sales").selectAll().execute();'), "runs a query of its own"],
      [service('import { type RawBuilder, sql } from "kysely";'), "imports a value (sql)"],
      [service('import { prepared } from "../../db/prepared";'), "imports db/prepared"],
      [
        { path: "modules/sales/sales.repository.ts", code: 'db.insertInto("withdrawals")' },
        "a table of another domain",
      ],
      [{ path: "modules/products/products.repository.ts", code: 'db.insertInto("lots")' }, "outside the stock ledger"],
      [
        { path: "modules/products/products.repository.ts", code: "sql`update movements set quantity = 0`" },
        "outside the stock ledger",
      ],
      [service('import { upsertLot } from "../inventory/stock-ledger.repository";'), "stock ledger's statements"],
      [
        { path: "modules/sales/sales.routes.ts", code: "query.format ? sendExport(reply, query.format, x) : page()" },
        "answers an export by hand",
      ],
    ];
    for (const [file, breach] of cases) {
      const found = layeringBreaches([file], [file]);
      expect(
        found.some((line) => line.includes(breach)),
        `${file.code} → ${breach}`,
      ).toBe(true);
    }
    expect(layeringBreaches([service('import type { RawBuilder } from "kysely";')], [])).toEqual([]);
  });
});
