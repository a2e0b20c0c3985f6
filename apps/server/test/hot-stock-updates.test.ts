/**
 * Migration 0022 (docs/decisions/0020-hot-stock-updates.md): on PostgreSQL a stock change outside the
 * alerts updates its lot, product and warehouse rows in place (HOT), writing no index entry. Whoever adds
 * an index reading a stock figure directly brings back an entry in every index per stock change; this
 * test says so. Counted within one transaction (pg_stat_xact_user_tables), then rolled back.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/connection";
import { createSignedInAppWithClient, createStockedProduct } from "./helpers/catalog";
import type { TestApp } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-database";

let t: TestApp;
let admin: string;

describe.skipIf(testDbKind !== "postgres")("stock changes outside the alerts on PostgreSQL", () => {
  beforeAll(async () => ({ t, admin } = await createSignedInAppWithClient()));
  afterAll(() => t?.close());

  type Updates = Record<string, { all: number; hot: number }>;

  /** The backend's updates so far, per table (PostgreSQL 15 keeps them until its next stats flush). */
  async function updatesSoFar(db: Db): Promise<Updates> {
    const { rows } = await sql<{ relname: string; all: number; hot: number }>`
      select relname, n_tup_upd as all, n_tup_hot_upd as hot from pg_stat_xact_user_tables
      where relname in ('lots', 'products', 'warehouse_stock')`.execute(db);
    return Object.fromEntries(rows.map((r) => [r.relname, { all: Number(r.all), hot: Number(r.hot) }]));
  }

  /**
   * The row updates `change` makes, per table, and how many were in place; nothing is kept. Counted
   * within one transaction, in which the backend flushes nothing.
   */
  async function updatesOf(change: (db: Db) => Promise<unknown>): Promise<Updates> {
    const rolledBack = new Error("rolled back");
    const counted: Updates = {};
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        const before = await updatesSoFar(trx);
        await change(trx);
        for (const [table, after] of Object.entries(await updatesSoFar(trx))) {
          const all = after.all - (before[table]?.all ?? 0);
          if (all > 0) counted[table] = { all, hot: after.hot - (before[table]?.hot ?? 0) };
        }
        throw rolledBack;
      })
      .catch((error) => {
        if (error !== rolledBack) throw error;
      });
    return counted;
  }

  it("a lot's quantity and a product's reservation change without touching an index", async () => {
    // A minimum of 10 and 100 units: the product is watched by the low-stock alert but not in it.
    const { productId } = await createStockedProduct(t.app, admin, { min_stock: 10 });
    const taken = await updatesOf((db) =>
      sql`update lots set quantity = quantity - 5 where product_id = ${productId}`.execute(db),
    );
    // The lot, and through its trigger the product's and the warehouse's totals.
    expect(taken).toEqual({
      lots: { all: 1, hot: 1 },
      products: { all: 1, hot: 1 },
      warehouse_stock: { all: 1, hot: 1 },
    });
    const reserved = await updatesOf((db) =>
      sql`update products set reserved = reserved + 3 where id = ${productId}`.execute(db),
    );
    expect(reserved).toEqual({ products: { all: 1, hot: 1 } });
  });

  it("a change that enters the alert moves the product in its index", async () => {
    const { productId } = await createStockedProduct(t.app, admin, { min_stock: 10 });
    const emptied = await updatesOf(async (db) => {
      await sql`update lots set quantity = 0 where product_id = ${productId}`.execute(db);
      const { rows } = await sql<{ low_gap: number }>`
        select low_gap from products where low_gap is not null and id = ${productId}`.execute(db);
      expect(rows.map((r) => Number(r.low_gap))).toEqual([-10]);
    });
    // The lot leaves the expiry indexes' stock (has_stock 1 → 0) and the product enters the low list.
    expect(emptied.lots).toEqual({ all: 1, hot: 0 });
    expect(emptied.products).toEqual({ all: 1, hot: 0 });
  });
});
