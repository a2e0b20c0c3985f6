import type { AuditAction, AuditEntity } from "@inventario/shared/audit";
import { nitCheckDigit } from "@inventario/shared/nit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createStockedProduct, multipartBody } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { documentedRoutes } from "./helpers/openapi-routes";
import { createSignedInApp, type TestApp } from "./helpers/test-app";
import { uniqueIdentification } from "./helpers/users";
import { IDEMPOTENT_WRITES, type WriteCall, type WriteContext } from "./helpers/write-calls";

/**
 * Issue 34: every write route of the OpenAPI document leaves exactly the audit rows it should. The
 * table names each write route (a new one fails the first test until it is listed) with the rows a
 * successful call records, by record type and action; `[]` for a write that records nothing (a read
 * sent as POST, a count's scan, a dry run). The second test calls each route and compares.
 */
type Expected = Array<[AuditEntity, AuditAction]>;

const EXPECTED: Record<string, Expected> = {
  "POST /api/auth": [["session", "sign_in"]],
  "POST /api/auth/logout": [["session", "sign_out"]],
  "POST /api/roles/": [["role", "create"]],
  "PUT /api/roles/": [["role", "update"]],
  "PUT /api/roles/{id}/permissions": [["role", "update"]],
  "POST /api/clients/": [["client", "create"]],
  "PUT /api/clients/{identification}": [["client", "update"]],
  "DELETE /api/clients/{identification}": [["client", "deactivate"]],
  "PATCH /api/clients/{identification}/reactivate": [["client", "reactivate"]],
  "POST /api/employees/": [["employee", "create"]],
  "PUT /api/employees/{identification}": [["employee", "update"]],
  "DELETE /api/employees/{identification}": [["employee", "deactivate"]],
  "PATCH /api/employees/{identification}/reactivate": [["employee", "reactivate"]],
  "PUT /api/employees/{identification}/access": [
    ["employee", "update"],
    ["employee", "password_reset"],
  ],
  "PUT /api/employees/{identification}/permissions": [["employee", "update"]],
  "PUT /api/employees/{identification}/warehouses": [["employee", "update"]],
  "POST /api/warehouse/names-batch": [],
  "POST /api/warehouse/": [["warehouse", "create"]],
  "PUT /api/warehouse/{id}": [["warehouse", "update"]],
  "DELETE /api/warehouse/{id}": [["warehouse", "deactivate"]],
  "POST /api/product/": [["product", "create"]],
  "PUT /api/product/{id}": [["product", "update"]],
  "DELETE /api/product/{id}": [["product", "deactivate"]],
  "PUT /api/product/{id}/stock-levels": [["product", "update"]],
  "POST /api/product/{id}/image": [["product", "update"]],
  "POST /api/product/names-batch": [],
  "POST /api/inventory/": [["stock_movement", "create"]],
  "PUT /api/inventory/replenish": [["stock_movement", "create"]],
  "PUT /api/inventory/withdraw": [["stock_movement", "create"]],
  "POST /api/inventory/write-off": [["stock_movement", "create"]],
  "POST /api/inventory/by-products": [],
  "POST /api/sale/": [["sale", "create"]],
  "POST /api/sales/{id}/cancel": [["sale", "cancel"]],
  "POST /api/sales/{id}/returns": [["sale_return", "create"]],
  "POST /api/transfers/": [["transfer", "create"]],
  "POST /api/withdrawals/assign-stock/bulk": [["withdrawal", "update"]],
  "POST /api/suppliers/": [["supplier", "create"]],
  "PUT /api/suppliers/{id}": [["supplier", "update"]],
  "DELETE /api/suppliers/{id}": [["supplier", "deactivate"]],
  "PUT /api/suppliers/{id}/products": [["supplier", "update"]],
  "POST /api/purchase-orders/": [["purchase_order", "create"]],
  "PUT /api/purchase-orders/{id}": [["purchase_order", "update"]],
  "POST /api/purchase-orders/{id}/send": [["purchase_order", "update"]],
  "POST /api/purchase-orders/{id}/cancel": [["purchase_order", "cancel"]],
  "POST /api/purchase-orders/{id}/close": [["purchase_order", "update"]],
  "POST /api/purchase-orders/{id}/receipts": [["purchase_receipt", "create"]],
  "POST /api/purchase-receipts/{id}/returns": [["supplier_return", "create"]],
  "POST /api/purchases/suggestions/orders": [["purchase_order", "create"]],
  "POST /api/stock-counts/": [["stock_count", "create"]],
  "POST /api/stock-counts/{id}/entries": [],
  "POST /api/stock-counts/{id}/upload": [],
  "POST /api/stock-counts/{id}/upload/errors": [],
  "POST /api/stock-counts/{id}/review": [],
  "POST /api/stock-counts/{id}/recount": [["stock_count", "update"]],
  "POST /api/stock-counts/{id}/apply": [["stock_count", "apply"]],
  "POST /api/stock-counts/{id}/cancel": [["stock_count", "cancel"]],
  "POST /api/imports/products": [["import", "apply"]],
  "POST /api/imports/stock": [["import", "apply"]],
  "POST /api/imports/clients": [["import", "apply"]],
  "POST /api/imports/employees": [["import", "apply"]],
  "POST /api/imports/warehouses": [["import", "apply"]],
  "POST /api/imports/suppliers": [["import", "apply"]],
  // 'Descargar errores': the file back with its errors, nothing written.
  "POST /api/imports/products/errors": [],
  "POST /api/imports/stock/errors": [],
  "POST /api/imports/clients/errors": [],
  "POST /api/imports/employees/errors": [],
  "POST /api/imports/warehouses/errors": [],
  "POST /api/imports/suppliers/errors": [],
  "PUT /api/settings/business": [["settings", "update"]],
  "POST /api/cash-sessions/": [["cash_session", "create"]],
  "POST /api/cash-sessions/{id}/movements": [["cash_movement", "create"]],
  "POST /api/cash-sessions/{id}/close": [["cash_session", "close"]],
};

const person = (identification: string) => ({
  identification,
  name: "Ana",
  last_name: "Pérez",
  email: `ana.${identification}@correo.co`,
  birthday: "1990-03-05",
  phone_number: "3001234567",
});

const BUSINESS = {
  legal_name: "Tienda",
  nit: "800197268",
  dv: 4,
  vat_responsible: true,
  uvt: 52_374,
  require_cash_session: false,
};

/** A call of a route that is not idempotent, after what it needs is set up (by the admin, before counting rows). */
const MASTER_WRITES: Record<string, (c: WriteContext) => Promise<WriteCall>> = {
  "POST /api/roles/": async () => ({
    method: "POST",
    url: "/api/roles",
    payload: { rol_name: `rol-${uniqueIdentification()}` },
  }),
  "PUT /api/roles/{id}/permissions": async (c) => {
    const role = await send(c, "POST", "/api/roles", { rol_name: `rol-${uniqueIdentification()}` });
    return { method: "PUT", url: `/api/roles/${role.id}/permissions`, payload: { permissions: ["clients:read"] } };
  },
  "POST /api/clients/": async () => ({ method: "POST", url: "/api/clients", payload: person(uniqueIdentification()) }),
  "PUT /api/clients/{identification}": async (c) => {
    const { identification, ...rest } = person(uniqueIdentification());
    await send(c, "POST", "/api/clients", { identification, ...rest });
    return { method: "PUT", url: `/api/clients/${identification}`, payload: { ...rest, name: "Ana María" } };
  },
  "DELETE /api/clients/{identification}": async (c) => {
    const body = person(uniqueIdentification());
    await send(c, "POST", "/api/clients", body);
    return { method: "DELETE", url: `/api/clients/${body.identification}`, payload: {} };
  },
  "POST /api/employees/": async () => ({
    method: "POST",
    url: "/api/employees",
    payload: person(uniqueIdentification()),
  }),
  "PUT /api/employees/{identification}/access": async (c) => {
    const body = person(uniqueIdentification());
    await send(c, "POST", "/api/employees", body);
    return {
      method: "PUT",
      url: `/api/employees/${body.identification}/access`,
      payload: { role: "vendedor", password: "clave-nueva-123" },
    };
  },
  "PUT /api/employees/{identification}/warehouses": async (c) => {
    const body = person(uniqueIdentification());
    await send(c, "POST", "/api/employees", body);
    return {
      method: "PUT",
      url: `/api/employees/${body.identification}/warehouses`,
      payload: { warehouse_ids: [c.warehouseId] },
    };
  },
  "POST /api/warehouse/": async () => ({
    method: "POST",
    url: "/api/warehouse",
    payload: { name: `Bodega ${uniqueIdentification()}` },
  }),
  "PUT /api/warehouse/{id}": async (c) => {
    const warehouse = await send(c, "POST", "/api/warehouse", { name: `Bodega ${uniqueIdentification()}` });
    return {
      method: "PUT",
      url: `/api/warehouse/${warehouse.id}`,
      payload: { id: warehouse.id, name: `Otra ${uniqueIdentification()}`, is_active: true },
    };
  },
  "PUT /api/product/{id}": async (c) => {
    const product = await send(c, "GET", `/api/product/${c.productId}`);
    const { name, description, category, sku, image_url } = product;
    return {
      method: "PUT",
      url: `/api/product/${c.productId}`,
      payload: { name, description, category, sku, image_url, price: 1234 },
    };
  },
  "PUT /api/product/{id}/stock-levels": async (c) => ({
    method: "PUT",
    url: `/api/product/${c.productId}/stock-levels`,
    payload: { min_stock: 3, max_stock: 90 },
  }),
  "DELETE /api/product/{id}": async (c) => ({ method: "DELETE", url: `/api/product/${c.productId}`, payload: {} }),
  "POST /api/product/{id}/image": async (c) => {
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const body = multipartBody("image", "foto.png", "image/png", png);
    return { method: "POST", url: `/api/product/${c.productId}/image`, payload: body.payload, headers: body.headers };
  },
  "POST /api/suppliers/": async () => {
    const nit = `8${uniqueIdentification().slice(2)}`;
    return {
      method: "POST",
      url: "/api/suppliers",
      payload: { nit, dv: nitCheckDigit(nit), name: `Proveedor ${nit}` },
    };
  },
  "DELETE /api/suppliers/{id}": async (c) => {
    const nit = `8${uniqueIdentification().slice(2)}`;
    const supplier = await send(c, "POST", "/api/suppliers", { nit, dv: nitCheckDigit(nit), name: `Proveedor ${nit}` });
    return { method: "DELETE", url: `/api/suppliers/${supplier.id}`, payload: {} };
  },
  "POST /api/stock-counts/": async (c) => ({
    method: "POST",
    url: "/api/stock-counts",
    payload: { warehouse_id: c.warehouseId },
  }),
  "PUT /api/settings/business": async () => ({
    method: "PUT",
    url: "/api/settings/business",
    payload: { ...BUSINESS, legal_name: `Tienda ${uniqueIdentification()}` },
  }),
  "POST /api/stock-counts/{id}/cancel": async (c) => {
    const count = await send(c, "POST", "/api/stock-counts", { warehouse_id: c.warehouseId });
    return { method: "POST", url: `/api/stock-counts/${count.id}/cancel`, payload: { reason: "Se repite" } };
  },
};

async function send(c: WriteContext, method: WriteCall["method"], url: string, payload?: object) {
  const response = await c.t.app.inject({
    method,
    url,
    headers: { cookie: c.cookie },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
});
afterAll(async () => {
  await t.close();
});

const writeRoutes = async () => {
  const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  return documentedRoutes(document)
    .filter((route) => route.method !== "GET")
    .map((route) => `${route.method} ${route.path}`);
};

describe("the audit trail of every write route", () => {
  it("lists each documented write route with the rows it records", async () => {
    const routes = await writeRoutes();
    const missing = routes
      .filter((route) => !(route in EXPECTED))
      .map(
        (route) =>
          `${route} writes: list the audit rows it records in EXPECTED (apps/server/test/audit-routes.test.ts)`,
      );
    const gone = Object.keys(EXPECTED)
      .filter((route) => !routes.includes(route))
      .map((route) => `${route} is no longer a write route: remove it from EXPECTED`);
    expect([...missing, ...gone]).toEqual([]);
  });

  it("records exactly those rows, as the signed-in user, for each route called", async () => {
    const clientId = await createClient(t.app, admin);
    const me = (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: admin } })).json().user.id;
    const calls = { ...IDEMPOTENT_WRITES, ...MASTER_WRITES };
    const called: string[] = [];
    for (const [route, call] of Object.entries(calls)) {
      const { productId, warehouseId } = await createStockedProduct(t.app, admin);
      const { method, url, payload, headers } = await call({ t, cookie: admin, clientId, productId, warehouseId });
      const before = await lastAuditId();
      const response = await t.app.inject({ method, url, payload, headers: { cookie: admin, ...headers } } as never);
      expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
      const rows = await t.app.db
        .selectFrom("audit_log")
        .select(["entity", "action", "user_id"])
        .where("id", ">", before)
        .orderBy("id")
        .execute();
      expect(
        rows.map((row) => [row.entity, row.action]),
        route,
      ).toEqual(EXPECTED[route]);
      expect(rows.every((row) => row.user_id === me)).toBe(true);
      called.push(route);
    }
    expect(called.length).toBeGreaterThanOrEqual(Object.keys(IDEMPOTENT_WRITES).length + 15);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  }, 120_000);

  it("leaves no row for a write that fails and rolls back", async () => {
    const before = await lastAuditId();
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/warehouse",
      headers: { cookie: admin },
      payload: { name: "" },
    });
    expect(refused.statusCode).toBe(400);
    // A sale refused inside its transaction (more than is available) after its checks began.
    const { productId } = await createStockedProduct(t.app, admin);
    const clientId = await createClient(t.app, admin);
    const mark = await lastAuditId();
    const sale = await t.app.inject({
      method: "POST",
      url: "/api/sale",
      headers: { cookie: admin },
      payload: { client_id: clientId, items: [{ product_id: productId, quantity: 1_000_000, price: 100 }] },
    });
    expect(sale.statusCode).toBeGreaterThanOrEqual(400);
    expect(await lastAuditId()).toBe(mark);
    expect(before <= mark).toBe(true);
  });
});

async function lastAuditId(): Promise<string> {
  const row = await t.app.db.selectFrom("audit_log").select("id").orderBy("id", "desc").limit(1).executeTakeFirst();
  return row?.id ?? "";
}
