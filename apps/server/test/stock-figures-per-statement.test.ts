/**
 * Migration 0043: on PostgreSQL the figures kept from lots and movements (products.stock, expired_stock,
 * warehouse_stock, movement_count) are kept by row triggers, or by statement triggers once a batch writer
 * has called keepFiguresPerStatement. Whichever mode a transaction is in, multi-row inserts, updates
 * (quantities, expiry flags, a lot moved to another warehouse), deletes and movements leave every figure
 * equal to its sum over the rows: neither both kinds of trigger nor none. On SQLite the call changes nothing
 * and the same writes hold the same figures.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/connection";
import { checkInvariants } from "../src/db/verify/check";
import { newId } from "../src/lib/ids";
import { keepFiguresPerStatement } from "../src/modules/inventory/stock-ledger.repository";
import { createStockedProduct } from "./helpers/catalog";
import { createSignedInApp, type TestApp } from "./helpers/test-app";

let t: TestApp;
let admin: string;
let movementColumns: string[] = [];

/** The invariants of the figures these triggers keep (the ledger's balances are not written here). */
const TRIGGER_FIGURES = ["product-stock", "expired-stock", "warehouse-stock", "warehouse-stock-without-lots"];

describe("stock figures kept per row or per statement", () => {
  beforeAll(async () => {
    ({ t, admin } = await createSignedInApp());
    const movements = (await t.app.db.introspection.getTables()).find((table) => table.name === "movements");
    movementColumns = movements?.columns.map((column) => column.name) ?? [];
  });
  afterAll(() => t?.close());

  /** Runs `writes` in a transaction that is rolled back, answering what the invariants said inside it. */
  async function brokenAfter(perStatement: boolean, writes: (trx: Db) => Promise<void>) {
    const rolledBack = new Error("rolled back");
    let broken: Array<{ key: string; broken: number }> = [];
    let movementCounts: Array<{ id: string; kept: number; actual: number }> = [];
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        if (perStatement) await keepFiguresPerStatement(trx);
        await writes(trx);
        broken = (await checkInvariants(trx))
          .filter((result) => TRIGGER_FIGURES.includes(result.key) && result.broken > 0)
          .map(({ key, broken }) => ({ key, broken }));
        movementCounts = (
          await sql<{ id: string; kept: number; actual: number }>`
            select p.id, coalesce(c.movement_count, 0) as kept,
              (select count(*) from movements m where m.product_id = p.id) as actual
            from products p left join product_movement_counts c on c.product_id = p.id`.execute(trx)
        ).rows.filter((row) => Number(row.kept) !== Number(row.actual));
        throw rolledBack;
      })
      .catch((error) => {
        if (error !== rolledBack) throw error;
      });
    return { broken, movementCounts };
  }

  it.each([
    ["per row", false],
    ["per statement", true],
  ])("keeps every figure through multi-row writes (%s)", async (_mode, perStatement) => {
    const a = await createStockedProduct(t.app, admin);
    const b = await createStockedProduct(t.app, admin);
    const c = await createStockedProduct(t.app, admin);
    const at = new Date().toISOString();
    const lot = (productId: string, warehouseId: string, key: string, quantity: number, expired: 0 | 1) => ({
      id: newId(),
      product_id: productId,
      warehouse_id: warehouseId,
      lot_number: key,
      lot_key: key,
      quantity,
      unit: "unidad",
      cost_cents: 1000,
      expiration_date: expired ? "2020-01-01" : null,
      min_stock: 0,
      max_stock: 0,
      acquired_at: at,
      updated_at: at,
      expired,
    });
    const added = [
      lot(a.productId, b.warehouseId, "NUEVO-1", 7, 0), // a pair with no warehouse row yet
      lot(b.productId, b.warehouseId, "NUEVO-2", 5, 0),
      lot(c.productId, c.warehouseId, "VIEJO", 3, 1),
      lot(c.productId, a.warehouseId, "VACIO", 0, 0),
    ];
    const products = [a.productId, b.productId, c.productId];
    const result = await brokenAfter(perStatement, async (trx) => {
      await trx.insertInto("lots").values(added).execute();
      await trx.updateTable("lots").set({ quantity: sql`quantity + 2` }).where("product_id", "in", products).execute();
      await trx
        .updateTable("lots")
        .set({ expired: sql`1 - expired` })
        .where("id", "in", [added[1]!.id, added[2]!.id])
        .execute();
      await trx.updateTable("lots").set({ warehouse_id: c.warehouseId }).where("id", "=", added[0]!.id).execute();
      await trx.deleteFrom("lots").where("id", "=", added[3]!.id).execute();
      // The products' ledger rows copied in one statement: the counts, not the balances, are kept here.
      const columns = sql.raw(movementColumns.filter((column) => column !== "id").join(", "));
      await sql`insert into movements (id, ${columns})
                select id || '-copia', ${columns} from movements where product_id in (${sql.join(products)})`.execute(
        trx,
      );
    });
    expect(result.broken).toEqual([]);
    expect(result.movementCounts).toEqual([]);
  });
});
