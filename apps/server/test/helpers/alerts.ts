import type { AlertPage, AlertRow, AlertSummary } from "@inventario/shared/alerts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { injectAs } from "./test-app";
import { uniqueIdentification } from "./users";

/** Shared by the alert tests (issue 19): the alert reads, and the writes that set up their cases. */

export type AlertQuery = {
  kind: string;
  days?: number | string;
  search?: string;
  warehouse_id?: string;
  page?: number;
};

export function alertsUrl(query: AlertQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/api/alerts?${params}`;
}

/** One page of alerts (200 expected). */
export async function alertPage(app: FastifyInstance, cookie: string, query: AlertQuery): Promise<AlertPage> {
  const response = await injectAs(app, cookie, "GET", alertsUrl(query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Every row of a list, page after page until an empty one: checks that each page says the same total
 * and total_pages, that no row appears twice and that the rows together are exactly `total`.
 */
export async function allAlertRows(app: FastifyInstance, cookie: string, query: Omit<AlertQuery, "page">) {
  const first = await alertPage(app, cookie, { ...query, page: 1 });
  const rows: AlertRow[] = [...first.data];
  for (let page = 2; page <= first.total_pages + 1; page++) {
    const next = await alertPage(app, cookie, { ...query, page });
    expect([next.total, next.total_pages], `page ${page} of ${JSON.stringify(query)}`).toEqual([
      first.total,
      first.total_pages,
    ]);
    rows.push(...next.data);
  }
  const keys = rows.map(alertKey);
  expect(new Set(keys).size, `repeated rows in ${JSON.stringify(query)}`).toBe(keys.length);
  expect(rows.length, `rows listed vs total of ${JSON.stringify(query)}`).toBe(first.total);
  return { rows, total: first.total, totalPages: first.total_pages };
}

/** What tells two alert rows apart: the product, the warehouse (or none) and the lot. */
export const alertKey = (row: AlertRow) =>
  `${row.product.id}/${row.warehouse?.id ?? "-"}/${row.expiration_date === null ? "" : (row.lot_number ?? "∅")}`;

export async function alertSummary(app: FastifyInstance, cookie: string, days?: number): Promise<AlertSummary> {
  const response = await injectAs(
    app,
    cookie,
    "GET",
    `/api/alerts/summary${days === undefined ? "" : `?days=${days}`}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A new, empty warehouse through the API. */
export async function createWarehouse(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await injectAs(app, cookie, "POST", "/api/warehouse", { name: `Bodega ${uniqueIdentification()}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

export type EntryOptions = {
  lot?: string | null;
  expiration?: string | null;
  min?: number;
  max?: number;
};

/** An entry (POST /api/inventory): adds to or creates the lot, and sets the warehouse's levels to min/max. */
export async function addEntry(
  app: FastifyInstance,
  cookie: string,
  productId: string,
  warehouseId: string,
  quantity: number,
  { lot = "L1", expiration = null, min = 0, max = 1000 }: EntryOptions = {},
) {
  const response = await injectAs(app, cookie, "POST", "/api/inventory", {
    product_id: productId,
    warehouse_id: warehouseId,
    quantity,
    unit: "UD",
    costs: 500,
    lot_number: lot,
    expiration_date: expiration,
    min_stock: min,
    max_stock: max,
  });
  expect(response.statusCode, response.body).toBe(201);
}

export const saleBody = (clientId: string, productId: string, quantity: number) => ({
  client_id: clientId,
  type: "RETAIL",
  currency: "COP",
  items: [{ product_id: productId, quantity, unit_price: 1000 }],
});

/** A sale of one product (201 expected); returns its picking request's id and its one item's id. */
export async function sellOne(
  app: FastifyInstance,
  cookie: string,
  clientId: string,
  productId: string,
  quantity: number,
) {
  const response = await injectAs(app, cookie, "POST", "/api/sale", saleBody(clientId, productId, quantity));
  expect(response.statusCode, response.body).toBe(201);
  const sale = response.json();
  return {
    saleId: sale.id as string,
    withdrawalId: sale.withdrawal_id as string,
    itemId: await firstItemId(app, cookie, sale.withdrawal_id),
  };
}

export async function firstItemId(app: FastifyInstance, cookie: string, withdrawalId: string): Promise<string> {
  const response = await injectAs(app, cookie, "GET", `/api/withdrawals/${withdrawalId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items[0].id;
}

export const assignBody = (itemId: string, warehouseId: string, quantity: number) => ({
  items: [{ withdrawal_item_id: itemId, assignments: [{ warehouse_id: warehouseId, quantity }] }],
});

/** Assigns `quantity` of a picking item from one warehouse; the answer as it came. */
export const assign = (app: FastifyInstance, cookie: string, itemId: string, warehouseId: string, quantity: number) =>
  injectAs(app, cookie, "POST", "/api/withdrawals/assign-stock/bulk", assignBody(itemId, warehouseId, quantity));

/** A product's lots: number, warehouse, quantity, expired flag. */
export const lotsOf = (app: FastifyInstance, productId: string) =>
  app.db
    .selectFrom("lots")
    .select(["id", "lot_number", "warehouse_id", "quantity", "expiration_date", "expired"])
    .where("product_id", "=", productId)
    .orderBy("warehouse_id")
    .orderBy("lot_key")
    .execute();

/** A product's ledger rows of one type, oldest first. */
export const movementsOf = (app: FastifyInstance, productId: string, type: string) =>
  app.db
    .selectFrom("movements")
    .select(["lot_id", "lot_number", "warehouse_id", "quantity", "reference"])
    .where("product_id", "=", productId)
    .where("type", "=", type as never)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
