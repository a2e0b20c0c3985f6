import { addDays } from "@inventario/shared/dates";
import { messages } from "@inventario/shared/messages";
import { nitCheckDigit } from "@inventario/shared/suppliers";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { businessToday } from "../src/lib/business-date";
import { idempotentTransaction } from "../src/modules/idempotency/idempotent-transaction";
import { createInventoryService } from "../src/modules/inventory/inventory.service";
import { assignBody, createWarehouse, sellOne } from "./helpers/alerts";
import { createClient, createStockedProduct, multipartBody, newProductBody, stockChange } from "./helpers/catalog";
import { expectSameAnswer, type Method, newKey, saleBodyFor, sendKeyed } from "./helpers/idempotency";
import { ledgerMismatches } from "./helpers/ledger";
import { createTestApp, injectAs, signIn, type TestApp } from "./helpers/test-app";
import { uniqueIdentification } from "./helpers/users";

/**
 * The safety check on idempotent routes: a route marked `idempotent: true` whose service never hands
 * `request.idempotency` to `idempotentTransaction` would accept the header, store no answer, and let a
 * retry write twice. Its first keyed success is refused instead, so the missing wiring cannot go unseen,
 * and every route so marked (read off the OpenAPI document) is called here with a key, so it is seen
 * before anyone calls it.
 */

describe("a route marked idempotent", () => {
  it("fails loudly when its service never records the answer under the key, instead of writing twice", async () => {
    const writes = { wired: 0, unwired: 0 };
    const errors: Error[] = [];
    const answer = { 201: z.object({ writes: z.number() }) };
    const other = await createTestApp({}, (app) => {
      app.addHook("onError", async (_request, _reply, error) => {
        errors.push(error);
      });
      // Throwaway routes: one forgets to hand request.idempotency to idempotentTransaction, one does not.
      app.post(
        "/api/test/unwired",
        { config: { access: "session", idempotent: true }, schema: { response: answer } },
        async (_request, reply) => reply.status(201).send({ writes: ++writes.unwired }),
      );
      app.post(
        "/api/test/wired",
        { config: { access: "session", idempotent: true }, schema: { response: answer } },
        async (request, reply) =>
          reply
            .status(201)
            .send(await idempotentTransaction(app.db, request.idempotency, async () => ({ writes: ++writes.wired }))),
      );
    });
    try {
      const cookie = await signIn(other.app);
      const call = (url: string, key?: string) => sendKeyed(other.app, cookie, "POST", url, undefined, key);

      const key = newKey();
      const caught = await call("/api/test/unwired", key);
      expect(caught.statusCode, caught.body).toBe(500);
      expect(caught.json()).toEqual({ code: "INTERNAL", message: messages.errors.internal });
      expect(errors.map((error) => error.message)).toEqual([
        expect.stringContaining("POST /api/test/unwired answered 201 without recording its answer"),
      ]);
      // Without a key the route answers as before: there is nothing to record.
      expect((await call("/api/test/unwired")).statusCode).toBe(201);

      const wired = await call("/api/test/wired", key);
      expect(wired.statusCode, wired.body).toBe(201);
      expectSameAnswer(wired, await call("/api/test/wired", key));
      expect(writes.wired).toBe(1);
      expect(errors).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe("a route that changes stock but is not marked idempotent", () => {
  it("is refused before it writes, with an error naming the missing step", async () => {
    const errors: Error[] = [];
    const change = z.object({ productId: z.string(), warehouseId: z.string() });
    const t = await createTestApp({}, (app) => {
      app.addHook("onError", async (_request, _reply, error) => {
        errors.push(error);
      });
      // A throwaway route that forgot `idempotent: true`: request.idempotency is null there.
      const inventory = createInventoryService(app.db);
      app.post("/api/test/unmarked", { config: { access: "session" }, schema: { body: change } }, async (request) => {
        const { productId, warehouseId } = request.body as z.infer<typeof change>;
        return inventory.replenish(
          stockChange(productId, warehouseId, 5),
          request.user?.id ?? null,
          request.idempotency,
        );
      });
    });
    try {
      const cookie = await signIn(t.app);
      const { productId, warehouseId } = await createStockedProduct(t.app, cookie, { lot_number: "L1", quantity: 100 });
      const before = await stockOf(t, productId);
      for (const key of [newKey(), undefined]) {
        const sent = await sendKeyed(t.app, cookie, "POST", "/api/test/unmarked", { productId, warehouseId }, key);
        expect(sent.statusCode, sent.body).toBe(500);
        expect(sent.json()).toEqual({ code: "INTERNAL", message: messages.errors.internal });
      }
      expect(errors.map((error) => error.message)).toEqual([
        expect.stringContaining("its route lacks config: { idempotent: true }"),
        expect.stringContaining("its route lacks config: { idempotent: true }"),
      ]);
      expect(await stockOf(t, productId)).toEqual(before);
      expect(await ledgerMismatches(t.app.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

const stockOf = async (t: TestApp, productId: string) =>
  (await t.app.db.selectFrom("lots").select("quantity").where("product_id", "=", productId).execute()).map((lot) =>
    Number(lot.quantity),
  );

/** What a write's set-up gets: the app, the admin's session, a client, and a product with 100 units in lot L1. */
type Context = { t: TestApp; cookie: string; clientId: string; productId: string; warehouseId: string };
type Call = { method: Method; url: string; payload: object; headers?: Record<string, string> };

/** POST /api/imports/{kind} of a one-row CSV (multipart). */
function importCall(kind: string, header: string, row: string): Call {
  const body = multipartBody("file", "datos.csv", "text/csv", Buffer.from(`\ufeff${header}\r\n${row}\r\n`));
  return { method: "POST", url: `/api/imports/${kind}`, payload: body.payload, headers: body.headers };
}

const skuOf = async ({ t, productId }: Context) =>
  (await t.app.db.selectFrom("products").select("sku").where("id", "=", productId).executeTakeFirstOrThrow()).sku;
const warehouseNameOf = async ({ t, warehouseId }: Context) =>
  (await t.app.db.selectFrom("warehouses").select("name").where("id", "=", warehouseId).executeTakeFirstOrThrow()).name;
const PERSON_HEADER = "Identificación;Nombres;Apellidos;Correo;Fecha de nacimiento;Celular";
const personRow = (identification: string) =>
  `${identification};Ana;Pérez;ana.${identification}@correo.co;05/03/1990;3001234567`;

/** A sale of `quantity` units of the context's product whose picking request is dispatched from its warehouse. */
async function dispatchedSale({ t, cookie, clientId, productId, warehouseId }: Context, quantity: number) {
  const sale = await sellOne(t.app, cookie, clientId, productId, quantity);
  const assigned = await injectAs(
    t.app,
    cookie,
    "POST",
    "/api/withdrawals/assign-stock/bulk",
    assignBody(sale.itemId, warehouseId, quantity),
  );
  expect(assigned.statusCode, assigned.body).toBe(200);
  return sale;
}

/** A draft purchase order of the context's product from a new supplier. */
async function purchaseOrderBody(c: Context) {
  const nit = `8${uniqueIdentification().slice(2)}`;
  const supplier = await c.t.app.inject({
    method: "POST",
    url: "/api/suppliers",
    headers: { cookie: c.cookie },
    payload: { nit, dv: nitCheckDigit(nit), name: `Proveedor ${nit}` },
  });
  return {
    supplier_id: supplier.json().id,
    warehouse_id: c.warehouseId,
    items: [{ product_id: c.productId, quantity: 10, unit_cost: 700 }],
  };
}

/** A sent purchase order of 10 units of the context's product, and its line. */
async function sentOrder(c: Context): Promise<{ id: string; itemId: string }> {
  const created = await c.t.app.inject({
    method: "POST",
    url: "/api/purchase-orders",
    headers: { cookie: c.cookie },
    payload: await purchaseOrderBody(c),
  });
  const order = created.json();
  await c.t.app.inject({ method: "POST", url: `/api/purchase-orders/${order.id}/send`, headers: { cookie: c.cookie } });
  return { id: order.id, itemId: order.items[0].id };
}

/**
 * A successful call of every route marked `idempotent: true`, by its OpenAPI operation (the plugin
 * documents the Idempotency-Key on exactly those routes). A new idempotent route adds its own here.
 */
const WRITES: Record<string, (c: Context) => Promise<Call>> = {
  "POST /api/product/": async (c) => ({ method: "POST", url: "/api/product", payload: newProductBody(c.warehouseId) }),
  "POST /api/inventory/": async (c) => ({
    method: "POST",
    url: "/api/inventory",
    payload: {
      ...{ product_id: c.productId, warehouse_id: c.warehouseId, quantity: 4, unit: "UD", costs: 500 },
      ...{ lot_number: "L2", expiration_date: null, min_stock: 0, max_stock: 1000 },
    },
  }),
  "PUT /api/inventory/replenish": async (c) => ({
    method: "PUT",
    url: "/api/inventory/replenish",
    payload: stockChange(c.productId, c.warehouseId, 6),
  }),
  "PUT /api/inventory/withdraw": async (c) => ({
    method: "PUT",
    url: "/api/inventory/withdraw",
    payload: stockChange(c.productId, c.warehouseId, 2),
  }),
  "POST /api/inventory/write-off": async (c) => {
    const expired = await createStockedProduct(c.t.app, c.cookie, { expiration_date: addDays(businessToday(), -1) });
    return {
      method: "POST",
      url: "/api/inventory/write-off",
      payload: {
        lots: [{ product_id: expired.productId, warehouse_id: expired.warehouseId, lot_number: "L1" }],
        reason: "Fecha pasada",
      },
    };
  },
  "POST /api/sale/": async (c) => ({
    method: "POST",
    url: "/api/sale",
    payload: saleBodyFor(c.clientId, c.productId, 1),
  }),
  "POST /api/sales/{id}/cancel": async (c) => {
    const sale = await sellOne(c.t.app, c.cookie, c.clientId, c.productId, 1);
    return { method: "POST", url: `/api/sales/${sale.saleId}/cancel`, payload: { reason: "Cliente desistió" } };
  },
  "POST /api/sales/{id}/returns": async (c) => {
    const sale = await dispatchedSale(c, 2);
    return {
      method: "POST",
      url: `/api/sales/${sale.saleId}/returns`,
      payload: {
        reason: "Cliente devolvió",
        items: [{ product_id: c.productId, quantity: 1, warehouse_id: c.warehouseId, lot_number: "L1", restock: true }],
      },
    };
  },
  "POST /api/transfers/": async (c) => ({
    method: "POST",
    url: "/api/transfers",
    payload: {
      ...{ product_id: c.productId, from_warehouse_id: c.warehouseId, lot_number: "L1" },
      ...{ to_warehouse_id: await createWarehouse(c.t.app, c.cookie), quantity: 3 },
    },
  }),
  "POST /api/withdrawals/assign-stock/bulk": async (c) => {
    const sale = await sellOne(c.t.app, c.cookie, c.clientId, c.productId, 1);
    return {
      method: "POST",
      url: "/api/withdrawals/assign-stock/bulk",
      payload: assignBody(sale.itemId, c.warehouseId, 1),
    };
  },
  "POST /api/purchase-orders/": async (c) => ({
    method: "POST",
    url: "/api/purchase-orders",
    payload: await purchaseOrderBody(c),
  }),
  "POST /api/purchases/suggestions/orders": async (c) => {
    const order = await purchaseOrderBody(c);
    await c.t.app.inject({
      method: "PUT",
      url: `/api/suppliers/${order.supplier_id}/products`,
      headers: { cookie: c.cookie },
      payload: [{ product_id: c.productId, unit_cost: 700 }],
    });
    return {
      method: "POST",
      url: "/api/purchases/suggestions/orders",
      payload: {
        items: [{ product_id: c.productId, supplier_id: order.supplier_id, warehouse_id: c.warehouseId, quantity: 3 }],
      },
    };
  },
  "POST /api/purchase-orders/{id}/receipts": async (c) => {
    const order = await sentOrder(c);
    return {
      method: "POST",
      url: `/api/purchase-orders/${order.id}/receipts`,
      payload: { items: [{ item_id: order.itemId, quantity: 2, lot_number: "OC1", unit_cost: 700 }] },
    };
  },
  "POST /api/purchase-receipts/{id}/returns": async (c) => {
    const order = await sentOrder(c);
    const receipt = await c.t.app.inject({
      method: "POST",
      url: `/api/purchase-orders/${order.id}/receipts`,
      headers: { cookie: c.cookie },
      payload: { items: [{ item_id: order.itemId, quantity: 5, lot_number: "OC2", unit_cost: 700 }] },
    });
    return {
      method: "POST",
      url: `/api/purchase-receipts/${receipt.json().id}/returns`,
      payload: {
        reason: "Empaque roto",
        items: [{ product_id: c.productId, warehouse_id: c.warehouseId, lot_number: "OC2", quantity: 1 }],
      },
    };
  },
  "POST /api/stock-counts/{id}/apply": async (c) => {
    const send = (url: string, payload?: object) =>
      c.t.app.inject({ method: "POST", url, headers: { cookie: c.cookie }, ...(payload ? { payload } : {}) });
    const count = (await send("/api/stock-counts", { warehouse_id: c.warehouseId })).json();
    await send(`/api/stock-counts/${count.id}/entries`, {
      entries: [{ product_id: c.productId, lot_number: "L1", quantity: 3, mode: "set" }],
    });
    await send(`/api/stock-counts/${count.id}/review`);
    return { method: "POST", url: `/api/stock-counts/${count.id}/apply`, payload: { uncounted: "keep" } };
  },
  "POST /api/stock-counts/{id}/upload": async (c) => {
    const count = (
      await c.t.app.inject({
        method: "POST",
        url: "/api/stock-counts",
        headers: { cookie: c.cookie },
        payload: { warehouse_id: c.warehouseId },
      })
    ).json();
    const sku = await skuOf(c);
    const body = multipartBody(
      "file",
      "conteo.csv",
      "text/csv",
      Buffer.from(`\ufeffCódigo;Lote;Contado\r\n${sku};L1;4\r\n`),
    );
    return {
      method: "POST",
      url: `/api/stock-counts/${count.id}/upload`,
      payload: body.payload,
      headers: body.headers,
    };
  },
  "POST /api/imports/products": async () =>
    importCall("products", "Código;Nombre;Descripción;Categoría;Precio", `IMP-${uniqueIdentification()};Uno;D;C;100`),
  "POST /api/imports/stock": async (c) =>
    importCall(
      "stock",
      "Código;Bodega;Cantidad;Unidad;Costo unitario",
      `${await skuOf(c)};${await warehouseNameOf(c)};3;UD;500`,
    ),
  "POST /api/imports/clients": async () => importCall("clients", PERSON_HEADER, personRow(uniqueIdentification())),
  "POST /api/imports/employees": async () => importCall("employees", PERSON_HEADER, personRow(uniqueIdentification())),
  "POST /api/imports/warehouses": async () =>
    importCall("warehouses", "Nombre;Activa", `Bodega importada ${uniqueIdentification()};Sí`),
  "POST /api/imports/suppliers": async () => {
    const nit = `8${uniqueIdentification().slice(2)}`;
    return importCall("suppliers", "NIT;DV;Razón social", `${nit};${nitCheckDigit(nit)};Proveedor importado`);
  },
};

const STEP = 'docs/EXTENDING.md, "Adding a domain", step 4';

describe("every route marked idempotent", () => {
  it("records its answer under the key: a retry gets it back and writes nothing", async () => {
    const errors: string[] = [];
    const t = await createTestApp({}, (app) => {
      app.addHook("onError", async (request, _reply, error) => {
        errors.push(`${request.method} ${request.url}: ${error.message}`);
      });
    });
    try {
      const cookie = await signIn(t.app);
      const openApi = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
        paths: Record<string, Record<string, { description?: string }>>;
      };
      const marked = Object.entries(openApi.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.description?.includes("Idempotency-Key"))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      expect(marked.length).toBeGreaterThanOrEqual(10);
      const unknown = marked
        .filter((route) => !(route in WRITES))
        .map(
          (route) =>
            `${route} is marked idempotent: add a successful call of it to WRITES in apps/server/test/idempotency-wiring.test.ts (${STEP})`,
        );
      const unmarked = Object.keys(WRITES)
        .filter((route) => !marked.includes(route))
        .map((route) => `${route} is in WRITES but is no longer a route marked idempotent: remove it`);
      expect([...unknown, ...unmarked]).toEqual([]);

      const clientId = await createClient(t.app, cookie);
      for (const route of marked) {
        const { productId, warehouseId } = await createStockedProduct(t.app, cookie);
        const context = { t, cookie, clientId, productId, warehouseId };
        const { method, url, payload, headers } = await WRITES[route]!(context);
        const key = newKey();
        errors.length = 0;
        const first = await sendKeyed(t.app, cookie, method, url, payload, key, headers);
        // The plugin's error says when the answer was not recorded; otherwise the set-up in WRITES failed.
        const step = errors.length
          ? `${errors.join("; ")} (${STEP})`
          : `${route} answered ${first.body}: the call WRITES makes of it must succeed`;
        expect(first.statusCode, step).toBeLessThan(300);
        const retry = await sendKeyed(t.app, cookie, method, url, payload, key, headers);
        expectSameAnswer(first, retry);
        expect(retry.headers["idempotent-replayed"], route).toBe("true");
      }
      expect(await ledgerMismatches(t.app.db)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
