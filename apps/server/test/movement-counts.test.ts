/**
 * recountMovements (db/maintenance/movement-counts.ts), which the large-data generator runs after a load
 * that bypassed the ledger's triggers: it rebuilds product_movement_counts from the ledger, whatever the
 * table held — a wrong count, a product's row missing, a row for a product without movements.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recountMovements } from "../src/db/maintenance/movement-counts";
import { checkInvariants } from "../src/db/verify/check";
import { newId } from "../src/lib/ids";
import { createStockedProduct } from "./helpers/catalog";
import { createSignedInApp, type TestApp } from "./helpers/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
});
afterAll(() => t?.close());

const countRows = () =>
  t.app.db
    .selectFrom("product_movement_counts")
    .select(["product_id", "movement_count"])
    .orderBy("product_id")
    .execute();

describe("recountMovements", () => {
  it("rebuilds every product's count from the ledger: a wrong count, a missing row, a row without movements", async () => {
    const wrong = await createStockedProduct(t.app, admin);
    const missing = await createStockedProduct(t.app, admin);
    const kept = await countRows();
    expect(kept.map((row) => row.product_id)).toEqual(expect.arrayContaining([wrong.productId, missing.productId]));

    const db = t.app.db;
    await db
      .updateTable("product_movement_counts")
      .set({ movement_count: 99 })
      .where("product_id", "=", wrong.productId)
      .execute();
    await db.deleteFrom("product_movement_counts").where("product_id", "=", missing.productId).execute();
    await db.insertInto("product_movement_counts").values({ product_id: newId(), movement_count: 3 }).execute();
    const broken = async () => (await checkInvariants(db)).find((result) => result.key === "movement-count")?.broken;
    expect(await broken()).toBe(2);

    await recountMovements(db);
    expect(await countRows()).toEqual(kept);
    expect(await broken()).toBe(0);
  });
});
