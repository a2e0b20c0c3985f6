import { messages } from "@inventario/shared/messages";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { toIso } from "../src/lib/time";
import { createSignedInAppWithClient, createStockedProduct, newProductBody, stockChange } from "./helpers/catalog";
import { expectSameAnswer, footprint, keyedSender, type Method, newKey, saleBodyFor } from "./helpers/idempotency";
import { ledgerMismatches } from "./helpers/ledger";
import type { TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

/**
 * Idempotent writes (defect 7 of issue 16): a retry with the same Idempotency-Key and body gets the
 * first answer and writes nothing; the same key with another body is refused. Retries racing the first
 * request: idempotency-race.test.ts; a route whose service ignores the key: idempotency-wiring.test.ts.
 */

let t: TestApp;
let admin: string;
let clientId: string;
beforeAll(async () => ({ t, admin, clientId } = await createSignedInAppWithClient()));
afterAll(() => t.close());

const send = keyedSender(() => ({ app: t.app, cookie: admin }));

const saleBody = (productId: string, quantity = 2) => saleBodyFor(clientId, productId, quantity);

const entryBody = (productId: string, warehouseId: string, quantity: number) => ({
  product_id: productId,
  warehouse_id: warehouseId,
  quantity,
  unit: "UD",
  costs: 500,
  lot_number: "L2",
  expiration_date: null,
  min_stock: 0,
  max_stock: 1000,
});

describe("idempotent writes", () => {
  it("answers a retry with the same key and body with the first answer and sells once", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    const key = newKey();
    const first = await send("POST", "/api/sale", saleBody(productId), key);
    expect(first.statusCode, first.body).toBe(201);
    const after = await footprint(t.app.db, productId);

    const retry = await send("POST", "/api/sale", saleBody(productId), key);
    expectSameAnswer(first, retry);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await footprint(t.app.db, productId)).toEqual(after);
    expect(after.sales).toBe(1);
    expect(after.pickingItems).toBe(1);

    // Without a key nothing changes from before: the same body twice is two sales.
    expect((await send("POST", "/api/sale", saleBody(productId), undefined)).statusCode).toBe(201);
    expect((await send("POST", "/api/sale", saleBody(productId), undefined)).statusCode).toBe(201);
    expect((await footprint(t.app.db, productId)).sales).toBe(3);
  });

  it("refuses the same key with another body (422) and changes nothing", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const key = newKey();
    expect((await send("POST", "/api/sale", saleBody(productId, 2), key)).statusCode).toBe(201);
    const before = await footprint(t.app.db, productId);

    const other = await send("POST", "/api/sale", saleBody(productId, 3), key);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toEqual({ code: "IDEMPOTENCY_MISMATCH", message: messages.idempotency.mismatch });
    // The same key on another route is another request too.
    const elsewhere = await send("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 1), key);
    expect(elsewhere.statusCode, elsewhere.body).toBe(422);
    expect(await footprint(t.app.db, productId)).toEqual(before);
  });

  it("refuses a malformed key with 400 and writes nothing", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    for (const key of ["short", "x".repeat(129), "con espacios y ñ", "a,b,c,d,e,f,g,h", "clave\u0000nula"]) {
      const response = await send("POST", "/api/sale", saleBody(productId), key).catch(() => null);
      // Node refuses to even send a NUL in a header; the others reach the server.
      if (response === null) continue;
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", message: messages.idempotency.invalidKey });
    }
    expect((await footprint(t.app.db, productId)).sales).toBe(0);
  });

  it("is honoured by each of the six writes that move stock or money", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const sku = `SKU-IDEM-${uniqueIdentification()}`;
    const productBody = newProductBody(warehouseId, { name: "Producto idempotente", sku, quantity: 10 });
    const sale = await send("POST", "/api/sale", saleBody(productId, 5), newKey());
    expect(sale.statusCode, sale.body).toBe(201);
    const picking = await send("GET", `/api/withdrawals/${sale.json().withdrawal_id}`, undefined, undefined);
    const itemId: string = picking.json().items[0].id;

    const calls: Array<[Method, string, object]> = [
      ["POST", "/api/product", productBody],
      ["POST", "/api/inventory", entryBody(productId, warehouseId, 4)],
      ["PUT", "/api/inventory/replenish", stockChange(productId, warehouseId, 6)],
      ["PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 2)],
      ["POST", "/api/sale", saleBody(productId, 1)],
      [
        "POST",
        "/api/withdrawals/assign-stock/bulk",
        { items: [{ withdrawal_item_id: itemId, assignments: [{ warehouse_id: warehouseId, quantity: 1 }] }] },
      ],
    ];
    const openApi = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const [method, url, payload] of calls) {
      // Routes declared at their prefix's root are documented with the trailing slash.
      const documented = openApi.paths[url] ?? openApi.paths[`${url}/`];
      expect(documented?.[method.toLowerCase()]?.description, url).toContain("Idempotency-Key");
      const key = newKey();
      const first = await send(method, url, payload, key);
      expect(first.statusCode, `${url}: ${first.body}`).toBeLessThan(300);
      const retry = await send(method, url, payload, key);
      expectSameAnswer(first, retry);
    }

    const created = await t.app.db.selectFrom("products").select("id").where("sku", "=", sku).execute();
    expect(created).toHaveLength(1);
    const after = await footprint(t.app.db, productId);
    // 100 + 6 - 2 - 1 (assigned) in L1, 4 in L2: each write applied once.
    expect(after.lots).toEqual([
      { lot_key: "L1", quantity: 103 },
      { lot_key: "L2", quantity: 4 },
    ]);
    expect(after.sales).toBe(2);
    // IN (first lot), IN (entry), REPLENISH, WITHDRAWAL, OUT.
    expect(after.movements).toBe(5);
    const item = await t.app.db
      .selectFrom("withdrawal_items")
      .select("fulfilled_quantity")
      .where("id", "=", itemId)
      .executeTakeFirstOrThrow();
    expect(item.fulfilled_quantity).toBe(1);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("keeps each user's keys apart", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    // The body's $1.500 is not the product's price: changing it is sales:price_override.
    const seller = await signInWithPermissions(t.app, admin, ["sales:create", "sales:price_override"]);
    const key = newKey();
    const mine = await send("POST", "/api/sale", saleBody(productId), key, admin);
    const theirs = await send("POST", "/api/sale", saleBody(productId), key, seller.cookie);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);

    expectSameAnswer(mine, await send("POST", "/api/sale", saleBody(productId), key, admin));
    expectSameAnswer(theirs, await send("POST", "/api/sale", saleBody(productId), key, seller.cookie));
    expect((await footprint(t.app.db, productId)).sales).toBe(2);
  });

  it("does not replay a refusal: a key whose request changed nothing can be retried", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const key = newKey();
    const refused = await send("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 150), key);
    expect(refused.statusCode).toBe(409);
    expect(
      (await send("PUT", "/api/inventory/replenish", stockChange(productId, warehouseId, 50), newKey())).statusCode,
    ).toBe(200);
    const accepted = await send("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 150), key);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expectSameAnswer(
      accepted,
      await send("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 150), key),
    );
    expect((await footprint(t.app.db, productId)).lots).toEqual([{ lot_key: "L1", quantity: 0 }]);
  });

  it("forgets a key after 24 h, and deletes expired keys", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    const key = newKey();
    const first = await send("POST", "/api/sale", saleBody(productId), key);
    expect(first.statusCode).toBe(201);
    expectSameAnswer(first, await send("POST", "/api/sale", saleBody(productId), key));
    expect((await footprint(t.app.db, productId)).sales).toBe(1);

    const dayAndAnHourAgo = toIso(new Date(Date.now() - 25 * 60 * 60 * 1000));
    await t.app.db
      .updateTable("idempotency_keys")
      .set({ created_at: dayAndAnHourAgo })
      .where("key", "=", key)
      .execute();
    const later = await send("POST", "/api/sale", saleBody(productId), key);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
    // The key answers its own retries again, now with the new sale.
    expectSameAnswer(later, await send("POST", "/api/sale", saleBody(productId), key));
    expect((await footprint(t.app.db, productId)).sales).toBe(2);

    // Expired rows are deleted by a process's first keyed request (then at most hourly).
    const stale = newKey();
    expect((await send("POST", "/api/sale", saleBody(productId), stale)).statusCode).toBe(201);
    await t.app.db
      .updateTable("idempotency_keys")
      .set({ created_at: dayAndAnHourAgo })
      .where("key", "=", stale)
      .execute();
    const fresh = await buildApp(t.config);
    await fresh.ready();
    try {
      expect((await send("POST", "/api/sale", saleBody(productId), newKey(), admin, fresh)).statusCode).toBe(201);
    } finally {
      await fresh.close();
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from idempotency_keys where key = ${stale}`.execute(
      t.app.db,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
