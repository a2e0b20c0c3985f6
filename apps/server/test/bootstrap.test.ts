import { businessSettingsInputSchema } from "@inventario/shared/business-settings";
import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";
import { nitCheckDigit } from "@inventario/shared/nit";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { resetPassword } from "../src/db/admin";
import { prepareDatabase } from "../src/db/bootstrap";
import { migrateDown, migrateToLatest } from "../src/db/migrate";
import { MIGRATION_NAMES } from "../src/db/migrations/index";
import { brokenInvariants } from "../src/db/verify/check";
import { verifyPassword } from "../src/lib/password";
import { ledgerMismatches } from "./helpers/ledger";
import { saleViolations } from "./helpers/sale-invariants";
import { ADMIN_EMAIL, createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-database";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const employeeCount = async (app: TestApp["app"]) =>
  (
    await app.db
      .selectFrom("employees")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;

describe("first start", () => {
  it("creates the admin role and employee once, with a hashed password", async () => {
    t = await createTestApp({ fromScratch: true });
    expect(t.bootstrap).toMatchObject({ adminCreated: true, migrations: [...MIGRATION_NAMES] });
    expect(t.bootstrap.generatedPassword).toBeUndefined();
    const admin = await t.app.db
      .selectFrom("employees")
      .innerJoin("roles", "roles.id", "employees.role_id")
      .select(["employees.password_hash", "roles.name as role", "employees.name"])
      .where("email", "=", ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ role: "admin", name: "Administrador" });
    expect(admin.password_hash).toMatch(/^scrypt\$/);
    expect(admin.password_hash).not.toContain(t.config.admin.password);

    const again = await prepareDatabase(t.app.db, t.config);
    expect(again).toEqual({ migrations: [], adminCreated: false });
    expect(await employeeCount(t.app)).toBe(1);
  });

  it("generates a password when ADMIN_PASSWORD is not set, and that password signs in", async () => {
    t = await createTestApp({ admin: { password: undefined } });
    const generated = t.bootstrap.generatedPassword;
    expect(generated).toMatch(/^[\w-]{16}$/);
    await expect(signIn(t.app, ADMIN_EMAIL, generated)).resolves.toContain("inventario_session=");
  });

  it("seeds Spanish demo clients and employees when SEED_DEMO is on", async () => {
    t = await createTestApp({ seedDemo: true });
    const count = async (table: "clients" | "employees" | "warehouses" | "products" | "movements") =>
      (
        await t!.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n;
    expect(await count("clients")).toBe(40);
    expect(await count("employees")).toBe(11);
    expect(await count("warehouses")).toBe(6);
    expect(await count("products")).toBe(120);
    expect(await count("movements")).toBeGreaterThan(120);
    // Six suppliers, one inactive; every product with a preferred one among its one or two suppliers.
    const suppliers = await t.app.db.selectFrom("suppliers").select(["nit", "dv", "is_active"]).execute();
    expect(suppliers.map((s) => s.is_active).sort()).toEqual([0, 1, 1, 1, 1, 1]);
    expect(suppliers.every((s) => nitCheckDigit(s.nit) === s.dv)).toBe(true);
    const preferred = await t.app.db
      .selectFrom("supplier_products")
      .select("product_id")
      .where("preferred", "=", 1)
      .execute();
    expect(new Set(preferred.map((row) => row.product_id)).size).toBe(120);
    // The business ('Empresa'), whose data its receipts print: saved, valid as the form would take it.
    const settings = await t.app.db.selectFrom("business_settings").selectAll().executeTakeFirstOrThrow();
    expect(settings.updated_at).not.toBeNull();
    expect(nitCheckDigit(settings.nit)).toBe(settings.dv);
    expect(
      businessSettingsInputSchema.safeParse({
        ...settings,
        vat_responsible: settings.vat_responsible === 1,
        require_cash_session: settings.require_cash_session === 1,
        auto_print_receipt: settings.auto_print_receipt === 1,
        pos_from: Number(settings.pos_from),
        pos_to: Number(settings.pos_to),
      }).success,
    ).toBe(true);
    // A few transfers, each with its two ledger rows.
    const transfers = await t.app.db.selectFrom("transfers").select("id").execute();
    expect(transfers.length).toBeGreaterThanOrEqual(5);
    const transferRows = await t.app.db
      .selectFrom("movements")
      .select("id")
      .where("type", "in", ["TRANSFER_OUT", "TRANSFER_IN"])
      .execute();
    expect(transferRows).toHaveLength(2 * transfers.length);
    // A few sales numbered with their picking requests: dispatched, returned, partly dispatched, cancelled,
    // partly returned, pending.
    const sales = await t.app.db
      .selectFrom("sales")
      .innerJoin("withdrawals", "withdrawals.id", "sales.withdrawal_id")
      .select(["sales.number", "sales.status", "withdrawals.number as request_number", "withdrawals.status as request"])
      .orderBy("sales.number")
      .execute();
    expect(sales.map((s) => [s.number, s.request_number])).toEqual(
      Array.from({ length: 10 }, (_, i) => [i + 1, i + 1]),
    );
    expect(sales.map((s) => s.status)).toEqual([
      ...["COMPLETED", "RETURNED", "COMPLETED", "PENDING", "CANCELLED", "PARTIALLY_RETURNED"],
      ...["PENDING", "PENDING", "PENDING", "PENDING"],
    ]);
    expect(sales.map((s) => s.request)).toEqual([
      ...["COMPLETED", "COMPLETED", "COMPLETED", "PENDING", "CANCELLED", "COMPLETED"],
      ...["PENDING", "PENDING", "PENDING", "PENDING"],
    ]);
    // Two returns: V-2 whole (restocked, its last line written off), V-6 one unit back into stock, each
    // restocked unit a RETURN row on the sale.
    const returnLines = await t.app.db
      .selectFrom("sale_return_lines")
      .innerJoin("sales", "sales.id", "sale_return_lines.sale_id")
      .select(["sales.number", "sale_return_lines.quantity", "sale_return_lines.restock"])
      .execute();
    expect(new Set(returnLines.map((line) => line.number))).toEqual(new Set([2, 6]));
    expect(returnLines.filter((line) => line.number === 6).map((line) => [line.quantity, line.restock])).toEqual([
      [1, 1],
    ]);
    expect(returnLines.some((line) => line.number === 2 && line.restock === 0)).toBe(true);
    const restocked = returnLines.filter((line) => line.restock === 1).reduce((sum, line) => sum + line.quantity, 0);
    const returnRows = await t.app.db
      .selectFrom("movements")
      .select((eb) => eb.fn.sum<number>("quantity").as("n"))
      .where("type", "=", "RETURN")
      .executeTakeFirstOrThrow();
    expect(Number(returnRows.n)).toBe(restocked);
    expect(restocked).toBeGreaterThan(1);
    expect(await saleViolations(t.app.db)).toEqual({
      overReturned: [],
      cancelledDispatched: [],
      statusMismatches: [],
      numberClashes: [],
      returnLedgerMismatches: [],
    });
    const partly = await t.app.db
      .selectFrom("withdrawal_items")
      .innerJoin("withdrawals", "withdrawals.id", "withdrawal_items.withdrawal_id")
      .select((eb) => eb.fn.sum<number>("fulfilled_quantity").as("n"))
      .where("withdrawals.number", "=", 4)
      .executeTakeFirstOrThrow();
    expect(Number(partly.n)).toBeGreaterThan(0);
    // Purchase orders in every state; the received, partial and closed ones with their receipts, one
    // return to a supplier; every unit that came in or went back a movement of its kind.
    const orders = await t.app.db.selectFrom("purchase_orders").select("status").orderBy("number").execute();
    expect(orders.map((o) => o.status)).toEqual(["RECEIVED", "CANCELLED", "CLOSED", "PARTIAL", "SENT", "DRAFT"]);
    const received = await t.app.db
      .selectFrom("purchase_receipt_lines")
      .select((eb) => eb.fn.sum<number>("quantity").as("n"))
      .executeTakeFirstOrThrow();
    const purchased = await t.app.db
      .selectFrom("movements")
      .select((eb) => eb.fn.sum<number>("quantity").as("n"))
      .where("type", "=", "PURCHASE")
      .executeTakeFirstOrThrow();
    expect(Number(purchased.n)).toBe(Number(received.n));
    expect(await t.app.db.selectFrom("purchase_receipts").select("id").execute()).toHaveLength(4);
    expect(await t.app.db.selectFrom("supplier_returns").select("id").execute()).toHaveLength(1);
    // A count applied last month with its adjustments, and today's blind count, open (issue 33).
    const counts = await t.app.db
      .selectFrom("stock_counts")
      .select(["id", "status", "blind"])
      .orderBy("number")
      .execute();
    expect(counts.map((c) => [c.status, c.blind])).toEqual([
      ["APPLIED", 0],
      ["OPEN", 1],
    ]);
    const adjustments = await t.app.db
      .selectFrom("movements")
      .select(["type", "quantity"])
      .where("reference", "=", counts[0]!.id)
      .orderBy("type")
      .execute();
    expect(adjustments.map((m) => [m.type, m.quantity])).toEqual([
      ["ADJUSTMENT_IN", 1],
      ["ADJUSTMENT_OUT", 2],
      ["ADJUSTMENT_OUT", 1],
    ]);
    expect(await brokenInvariants(t.app.db)).toEqual([]);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    const negative = await t.app.db.selectFrom("lots").select("id").where("quantity", "<", 0).execute();
    expect(negative).toEqual([]);
    const names = await t.app.db.selectFrom("clients").select(["name", "last_name"]).execute();
    expect(names.some((n) => /[áéíóúñ]/i.test(`${n.name}${n.last_name}`))).toBe(true);
    // Demo rows are searchable like any other.
    const cookie = await signIn(t.app);
    const found = await t.app.inject({ method: "GET", url: "/api/clients?search=a", headers: { cookie } });
    expect(found.json().total).toBeGreaterThan(0);
  });

  it("creates the base roles vendedor and bodeguero with default permissions", async () => {
    t = await createTestApp();
    const roles = await t.app.db.selectFrom("roles").select("name").orderBy("name").execute();
    expect(roles.map((r) => r.name)).toEqual(["admin", "bodeguero", "vendedor"]);
    const vendedor = await t.app.db
      .selectFrom("role_permissions")
      .innerJoin("roles", "roles.id", "role_permissions.role_id")
      .select("permission")
      .where("roles.name", "=", "vendedor")
      .execute();
    expect(vendedor.map((p) => p.permission)).toContain("clients:read");
  });
});

describe.runIf(testDbKind === "sqlite")("SQLite planner statistics", () => {
  // FTS5 removes a merged segment's pages with a rowid range over <table>_data; planned from an estimate of
  // 2 rows (a fresh install's), it scanned the whole table at every merge.
  const RANGE = "explain query plan select block from audit_log_search_data where id >= 1 and id <= 2";
  const seeks = (plan: Array<{ detail: string }>) => plan.some((step) => step.detail.includes("INTEGER PRIMARY KEY"));
  const planOnNewConnection = (path: string) => {
    const connection = new SQLite(path, { readonly: true });
    try {
      return connection.prepare(RANGE).all() as Array<{ detail: string }>;
    } finally {
      connection.close();
    }
  };
  const planOnWriter = (app: TestApp["app"]) =>
    app.db.transaction().execute(async (trx) => (await sql<{ detail: string }>`${sql.raw(RANGE)}`.execute(trx)).rows);

  it("seeks the search indexes' data by rowid after a first start, and after a start that found a small estimate", async () => {
    t = await createTestApp({ fromScratch: true });
    const path = (t.config.database as { path: string }).path;
    expect(seeks(planOnNewConnection(path))).toBe(true);
    expect(seeks(await planOnWriter(t.app))).toBe(true);

    // An estimate taken while the table was small, as earlier versions left it.
    const other = new SQLite(path);
    other.exec(`delete from sqlite_stat1 where tbl = 'audit_log_search_data';
      insert into sqlite_stat1 (tbl, idx, stat) values ('audit_log_search_data', null, '2')`);
    other.close();
    expect(seeks(planOnNewConnection(path))).toBe(false);

    await prepareDatabase(t.app.db, t.config);
    expect(seeks(planOnNewConnection(path))).toBe(true);
    expect(seeks(await planOnWriter(t.app))).toBe(true);
  });
});

describe("migrations", () => {
  // Rolling every migration back and applying them again: migrations.test.ts.
  it("migrates down past the ledger count (0011, dropped by 0015) and back up with the ledger intact", async () => {
    t = await createTestApp({ seedDemo: true, fromScratch: true });
    // Back to just before 0011, whatever migrations came after it.
    const names = [...MIGRATION_NAMES];
    const fromLedgerCount = names.slice(names.indexOf("2026-11-22-0011-ledger-count"));
    for (const name of [...fromLedgerCount].reverse()) expect(await migrateDown(t.app.db)).toEqual([name]);
    expect(await migrateToLatest(t.app.db, { businessTimeZone: BUSINESS_TIME_ZONE })).toEqual(fromLedgerCount);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    const cookie = await signIn(t.app);
    const ledger = await t.app.inject({ method: "GET", url: "/api/movement?page=1", headers: { cookie } });
    expect(ledger.json().total).toBeGreaterThan(120);
  });
});

describe("admin:password", () => {
  it("resets the password, ends the open sessions and leaves the event in the audit trail", async () => {
    t = await createTestApp();
    const cookie = await signIn(t.app);
    expect(await resetPassword(t.app.db, ADMIN_EMAIL.toUpperCase(), "nueva-clave-456")).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
    await expect(signIn(t.app, ADMIN_EMAIL, "nueva-clave-456")).resolves.toContain("inventario_session=");
    const { password_hash } = await t.app.db
      .selectFrom("employees")
      .select("password_hash")
      .where("email", "=", ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword("nueva-clave-456", password_hash ?? "")).toBe(true);
    const event = await t.app.db
      .selectFrom("audit_log")
      .select(["action", "entity", "user_id", "summary"])
      .where("action", "=", "password_reset")
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      action: "password_reset",
      entity: "employee",
      user_id: null,
      summary: `${ADMIN_EMAIL} (desde la consola del servidor)`,
    });
    expect(await resetPassword(t.app.db, "nadie@inventario.test", "otra-clave-789")).toBe(false);
  });
});
