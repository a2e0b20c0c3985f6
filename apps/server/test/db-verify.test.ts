import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exitValueCents } from "@inventario/shared/valuation";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkInvariants } from "../src/db/verify/check";
import { exitValue } from "../src/db/verify/kardex-invariants";
import { readOnlySnapshot } from "../src/db/verify/read-only";
import { createStockedProduct, stockChange } from "./helpers/catalog";
import { changedTables, fingerprint, fingerprintedTables } from "./helpers/fingerprint";
import { runScriptToEnd } from "./helpers/run-script";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-database";

// npm run db:verify (src/scripts/db-verify.ts): the invariants of src/db/verify/ on a live database, in
// a read-only snapshot; exit 0 and "Todo cuadra" when they hold, 1 and the rows when one does not.

let t: TestApp;
let admin: string;
let stocked: { productId: string; warehouseId: string };
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
  stocked = await createStockedProduct(t.app, admin);
  // An exit at the warehouse's average, so the kardex has a balance to chain and a value to check.
  const withdrawn = await injectAs(
    t.app,
    admin,
    "PUT",
    "/api/inventory/withdraw",
    stockChange(stocked.productId, stocked.warehouseId, 30),
  );
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
});
afterAll(() => t.close());

/** The whole database, row by row, before and after a verification (fingerprint.ts). */
const snapshot = async () => {
  const db = t.app.db as unknown as Kysely<unknown>;
  return fingerprint(db, await fingerprintedTables(db));
};
const verify = () => runScriptToEnd("db-verify.ts", [], t.config.database);
const broken = async () =>
  Object.fromEntries((await checkInvariants(t.app.db)).filter((r) => r.broken > 0).map((r) => [r.key, r.broken]));

describe(`npm run db:verify (${testDbKind})`, () => {
  it("says in Spanish that everything adds up, with what it counted, and exits 0 on a clean database", async () => {
    const before = await snapshot();
    const { code, stdout } = await verify();
    expect(code, stdout).toBe(0);
    expect(stdout).toContain("(solo lectura)");
    expect(stdout).toMatch(/Todo cuadra: \d+ comprobaciones sobre \d+ productos, \d+ lotes, \d+ movimientos/);
    expect(stdout).not.toContain("NO CUADRA");
    // It writes nothing.
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it("reports a lot changed behind the ledger's back, with the lot and both figures, and exits 1 without repairing it", async () => {
    const lot = await t.app.db
      .selectFrom("lots")
      .select(["id", "quantity"])
      .where("product_id", "=", stocked.productId)
      .executeTakeFirstOrThrow();
    await sql`update lots set quantity = quantity + 5 where id = ${lot.id}`.execute(t.app.db);
    try {
      const before = await snapshot();
      const { code, stdout } = await verify();
      expect(code, stdout).toBe(1);
      expect(stdout).toContain(
        "NO CUADRA  La cantidad de cada lote es la suma de sus movimientos (con su signo) y nunca es negativa: 1 fila no cuadra.",
      );
      expect(stdout).toContain(
        `lote ${lot.id}: guardado ${Number(lot.quantity) + 5}, según sus fuentes ${lot.quantity}`,
      );
      // The product's stock follows its lots (migration 0009's triggers), so now its kardex's last balance is off.
      expect(stdout).toContain("NO CUADRA  El último saldo del kardex de cada producto es su stock: 1 fila no cuadra.");
      expect(stdout).toMatch(/\d+ de \d+ comprobaciones no cuadran/);
      expect(stdout).not.toContain("Todo cuadra");
      expect(changedTables(before, await snapshot())).toEqual([]);
    } finally {
      await sql`update lots set quantity = ${lot.quantity} where id = ${lot.id}`.execute(t.app.db);
    }
    expect(await broken()).toEqual({});
  });

  it.each([
    ["product-stock", "products", "stock"],
    ["movement-count", "product_movement_counts", "movement_count"],
    ["reserved", "products", "reserved"],
    ["expired-stock", "products", "expired_stock"],
  ])("%s: finds a product whose kept %s.%s is off what its rows sum to", async (key, table, column) => {
    const productKey = sql.ref(table === "products" ? "id" : "product_id");
    const figure = sql<{
      kept: number | string;
    }>`select ${sql.ref(column)} as kept from ${sql.table(table)} where ${productKey} = ${stocked.productId}`;
    const kept = Number((await figure.execute(t.app.db)).rows[0]?.kept);
    const keep = (value: number) =>
      sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value} where ${productKey} = ${stocked.productId}`;
    await keep(kept + 7).execute(t.app.db);
    try {
      const [result] = (await checkInvariants(t.app.db)).filter((r) => r.key === key);
      expect(result?.broken).toBe(1);
      expect(result?.examples.map((e) => ({ ...e, kept: Number(e.kept), expected: Number(e.expected) }))).toEqual([
        expect.objectContaining({ id: stocked.productId, kept: kept + 7, expected: kept }),
      ]);
    } finally {
      await keep(kept).execute(t.app.db);
    }
    expect(await broken()).toEqual({});
  });

  it("finds an exit valued off its warehouse's average even when the balances after it were made to chain", async () => {
    const exit = await t.app.db
      .selectFrom("movements")
      .select(["id", "value_cents", "balance_value_cents", "warehouse_balance_value_cents"])
      .where("product_id", "=", stocked.productId)
      .where("type", "=", "WITHDRAWAL")
      .executeTakeFirstOrThrow();
    const restore = sql`update movements set value_cents = ${exit.value_cents},
      balance_value_cents = ${exit.balance_value_cents},
      warehouse_balance_value_cents = ${exit.warehouse_balance_value_cents} where id = ${exit.id}`;
    await sql`update movements set value_cents = value_cents + 100, balance_value_cents = balance_value_cents - 100,
      warehouse_balance_value_cents = warehouse_balance_value_cents - 100 where id = ${exit.id}`.execute(t.app.db);
    try {
      // The chain holds; the exit's value is not its share of the average, and the day's total no longer sums the ledger.
      expect(await broken()).toEqual({ "kardex-warehouse": 1, "ledger-daily": 1 });
      const [result] = (await checkInvariants(t.app.db)).filter((r) => r.key === "kardex-warehouse");
      expect(result?.examples).toEqual([
        {
          id: exit.id,
          figure: "valor de la salida (costo promedio)",
          kept: Number(exit.value_cents) + 100,
          expected: Number(exit.value_cents),
        },
      ]);
    } finally {
      await restore.execute(t.app.db);
    }
    expect(await broken()).toEqual({});
  });

  it("scoped to what changed since an instant (as the bench checks its writes), sees only those products", async () => {
    const lot = await t.app.db
      .selectFrom("lots")
      .select(["id", "quantity", "updated_at"])
      .where("product_id", "=", stocked.productId)
      .executeTakeFirstOrThrow();
    // Behind the ledger's back, with the lot's own updated_at left as it was.
    await sql`update lots set quantity = quantity + 5 where id = ${lot.id}`.execute(t.app.db);
    try {
      const scoped = async (changedSince: string) =>
        (await checkInvariants(t.app.db, { scope: { changedSince } })).filter((r) => r.broken > 0).map((r) => r.key);
      // The whole-table totals are left out of a scoped check; the rest see the lot's product.
      expect(await scoped(lot.updated_at)).toEqual(["lot-quantity", "last-balance"]);
      expect(await scoped(new Date(Date.parse(lot.updated_at) + 1000).toISOString())).toEqual([]);
    } finally {
      await sql`update lots set quantity = ${lot.quantity} where id = ${lot.id}`.execute(t.app.db);
    }
  });

  it("finds a list bucket whose kept count is off its rows", async () => {
    // The products list's first bucket (every list has one, from '' on).
    const first = sql`list = 'products' and lower_key = '' and lower_id = ''`;
    await sql`update list_buckets set row_count = row_count + 1 where ${first}`.execute(t.app.db);
    try {
      expect(await broken()).toEqual({ "list-positions": 1 });
    } finally {
      await sql`update list_buckets set row_count = row_count - 1 where ${first}`.execute(t.app.db);
    }
    expect(await broken()).toEqual({});
  });

  it.runIf(testDbKind === "sqlite")(
    "refuses a SQLite path with no database (exit 2) instead of creating one there",
    async () => {
      const missing = path.join(os.tmpdir(), `inventario-verify-missing-${Date.now()}.db`);
      const { code, stderr } = await runScriptToEnd("db-verify.ts", [], { kind: "sqlite", path: missing });
      expect(code).toBe(2);
      expect(stderr).toContain(`No existe la base de datos ${missing}`);
      expect(fs.existsSync(missing)).toBe(false);
    },
  );

  it("reads in a snapshot that refuses any write, and leaves the connection writable after", async () => {
    const write = sql`update products set stock = stock + 1 where id = ${stocked.productId}`;
    await expect(readOnlySnapshot(t.app.db, (snapshot) => write.execute(snapshot))).rejects.toThrow(
      testDbKind === "postgres" ? /read-only transaction/ : /readonly/,
    );
    expect(await broken()).toEqual({});
    const changed = await t.app.db
      .updateTable("products")
      .set({ min_stock: 1 })
      .where("id", "=", stocked.productId)
      .executeTakeFirst();
    expect(changed.numUpdatedRows).toBe(1n);
  });

  it("values an exit in SQL exactly as shared/valuation.ts does, on the rounding edges and past 2^53", async () => {
    const cases: Array<[quantity: number, units: number, value: number]> = [
      [1, 3, 100], // 33.33 → 33
      [1, 2, 101], // 50.5 → 51 (half up)
      [2, 3, 100], // 66.67 → 67
      [3, 3, 100], // empties it: all of it
      [5, 3, 100], // more than it holds: all of it
      [7, 13, 999_999], // 538,460.92 → 538,461
      [999_999, 1_000_000, 4_000_000_000_001], // units × value past 2^53, within SQLite's integers
    ];
    for (const [quantity, units, value] of cases) {
      const expected = exitValueCents(quantity, { quantity: units, valueCents: value });
      // Columns as the ledger's are: integers, and the kept value different from the expected one.
      const { rows } = await sql<{
        v: number | string;
      }>`select ${exitValue(t.app.db, "c.q", "c.u", "c.v", "c.kept")} as v
        from (select ${sql.lit(quantity)} as q, ${sql.lit(units)} as u, ${sql.lit(value)} as v,
          ${sql.lit(expected + 1)} as kept) c`.execute(t.app.db);
      expect(String(rows[0]?.v), `${quantity} of ${units} worth ${value}`).toBe(String(expected));
    }
  });
});
