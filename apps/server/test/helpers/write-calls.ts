import { addDays } from "@inventario/shared/dates";
import { nitCheckDigit } from "@inventario/shared/nit";
import { expect } from "vitest";
import { businessToday } from "../../src/lib/business-date";
import { assignBody, createWarehouse, sellOne } from "./alerts";
import { createStockedProduct, multipartBody, newProductBody, stockChange } from "./catalog";
import { saleBodyFor } from "./idempotency";
import { injectAs, type Method, type TestApp } from "./test-app";
import { uniqueIdentification } from "./users";

/**
 * A successful call of each write route, by its OpenAPI operation ("POST /api/sale/"), with what it
 * needs set up first: the idempotency wiring test calls every route marked idempotent with a key, the
 * audit test every write route and the trail rows it leaves.
 */
/** What a write's set-up gets: the app, the admin's session, a client, and a product with 100 units in lot L1. */
export type WriteContext = { t: TestApp; cookie: string; clientId: string; productId: string; warehouseId: string };
export type WriteCall = { method: Method; url: string; payload: object; headers?: Record<string, string> };

/** POST /api/imports/{kind} of a one-row CSV (multipart). */
function importCall(kind: string, header: string, row: string): WriteCall {
  const body = multipartBody("file", "datos.csv", "text/csv", Buffer.from(`\ufeff${header}\r\n${row}\r\n`));
  return { method: "POST", url: `/api/imports/${kind}`, payload: body.payload, headers: body.headers };
}

const skuOf = async ({ t, productId }: WriteContext) =>
  (await t.app.db.selectFrom("products").select("sku").where("id", "=", productId).executeTakeFirstOrThrow()).sku;
const warehouseNameOf = async ({ t, warehouseId }: WriteContext) =>
  (await t.app.db.selectFrom("warehouses").select("name").where("id", "=", warehouseId).executeTakeFirstOrThrow()).name;
const PERSON_HEADER = "Identificación;Nombres;Apellidos;Correo;Fecha de nacimiento;Celular";
const personRow = (identification: string) =>
  `${identification};Ana;Pérez;ana.${identification}@correo.co;05/03/1990;3001234567`;

/** A sale of `quantity` units of the context's product whose picking request is dispatched from its warehouse. */
async function dispatchedSale({ t, cookie, clientId, productId, warehouseId }: WriteContext, quantity: number) {
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
async function purchaseOrderBody(c: WriteContext) {
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
async function sentOrder(c: WriteContext): Promise<{ id: string; itemId: string }> {
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

/** The signed-in user's open shift ('Caja'), opened when they have none. */
async function openShiftOf({ t, cookie }: WriteContext): Promise<string> {
  const { session } = (await injectAs(t.app, cookie, "GET", "/api/cash-sessions/current")).json();
  if (session) return session.id;
  const opened = await injectAs(t.app, cookie, "POST", "/api/cash-sessions", { opening_amount: 50_000 });
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json().id;
}

/**
 * A successful call of every route marked `idempotent: true`, by its OpenAPI operation (the plugin
 * documents the Idempotency-Key on exactly those routes). A new idempotent route adds its own here.
 */
export const IDEMPOTENT_WRITES: Record<string, (c: WriteContext) => Promise<WriteCall>> = {
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
  "POST /api/cash-sessions/": async (c) => {
    // One open shift per employee: the one a previous call left is closed first.
    const shiftId = await openShiftOf(c);
    await injectAs(c.t.app, c.cookie, "POST", `/api/cash-sessions/${shiftId}/close`, { counted: [] });
    return { method: "POST", url: "/api/cash-sessions", payload: { opening_amount: 100_000 } };
  },
  "POST /api/cash-sessions/{id}/movements": async (c) => ({
    method: "POST",
    url: `/api/cash-sessions/${await openShiftOf(c)}/movements`,
    payload: { type: "IN", amount: 20_000, reason: "Cambio (sencillo)" },
  }),
  "POST /api/cash-sessions/{id}/close": async (c) => ({
    method: "POST",
    url: `/api/cash-sessions/${await openShiftOf(c)}/close`,
    payload: { counted: [{ method: "CASH", amount: 120_000 }] },
  }),
};
