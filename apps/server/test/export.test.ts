import type { AlertRow } from "@inventario/shared/alerts";
import { exportMessages } from "@inventario/shared/export";
import { type Movement, movementLabel } from "@inventario/shared/movements";
import type { Client, Employee } from "@inventario/shared/people";
import type { Permission } from "@inventario/shared/permissions";
import type { Product } from "@inventario/shared/products";
import { type SaleListItem, saleStatusLabels } from "@inventario/shared/sales";
import type { Transfer } from "@inventario/shared/transfers";
import type { Warehouse } from "@inventario/shared/warehouses";
import { type Withdrawal, withdrawalStatusLabels } from "@inventario/shared/withdrawals";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWarehouse, sellOne } from "./helpers/alerts";
import { createStockedProduct } from "./helpers/catalog";
import {
  allPages,
  type Cell,
  csvDay,
  csvMoney,
  day,
  download,
  exportBoth,
  pick,
  type Records,
} from "./helpers/export-files";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

// Issue 20, "Export of every list": every paged list route answers format=xlsx|csv with the screen's
// filters, and the file holds exactly the rows of all its pages, in their order, typed in the xlsx and
// in es-CO Excel's dialect in the CSV. Both databases (vitest projects server-sqlite / server-postgres).

let t: TestApp;
let admin: string;
const clientIds: string[] = [];
let stocked: { productId: string; warehouseId: string; sku: string };

/** Bogotá keeps UTC−5 all year: an instant's wall clock there. */
const bogota = (iso: string) => new Date(Date.parse(iso) - 5 * 3_600_000);
const two = (n: number) => String(n).padStart(2, "0");
const csvDateTime = (iso: string) => {
  const d = bogota(iso);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
};
/**
 * How far an xlsx instant is from the wall clock it should hold, in ms. The file keeps it to the
 * millisecond, as a fraction of a day; reading the float back may land a millisecond off. (Rounding to
 * the minute, as this test once did, failed for an instant in the last half second of its minute.)
 */
const msFrom = (value: Cell, expected: Date) => Math.abs((value as Date).getTime() - expected.getTime());

async function createClient(name: string, lastName: string, birthday: string) {
  const identification = uniqueIdentification();
  const response = await injectAs(t.app, admin, "POST", "/api/clients", {
    identification,
    name,
    last_name: lastName,
    email: `c.${identification}@correo.co`,
    birthday,
    phone_number: "3001112233",
  });
  expect(response.statusCode, response.body).toBe(201);
  clientIds.push(identification);
  return identification;
}

beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
  // Twelve products match 'penalosa' (two pages), three do not.
  for (let i = 0; i < 12; i++) {
    const s = await createStockedProduct(t.app, admin, {
      name: `Acción Peñalosa ${String(i).padStart(2, "0")}`,
      price: 1234.5 + i,
      min_stock: i === 3 ? 500 : 0,
    });
    if (i === 0) stocked = s;
  }
  for (let i = 0; i < 3; i++) await createStockedProduct(t.app, admin, { name: `Café de Nariño ${i}` });
  for (let i = 0; i < 11; i++) await createClient(`Ñusta ${i}`, "Peñalosa", `199${i % 10}-0${(i % 9) + 1}-15`);
  await createClient("Lucía", "Mora", "1985-12-31");
  for (const client of clientIds.slice(0, 3)) await sellOne(t.app, admin, client, stocked.productId, 2);
  const to = await createWarehouse(t.app, admin);
  const transfer = await injectAs(t.app, admin, "POST", "/api/transfers", {
    product_id: stocked.productId,
    from_warehouse_id: stocked.warehouseId,
    to_warehouse_id: to,
    lot_number: "L1",
    quantity: 5,
    note: "=SUMA(A1) traslado de prueba",
  });
  expect(transfer.statusCode, transfer.body).toBe(201);
});
afterAll(() => t.close());

/** The export's records and the JSON list's rows agree on these headers, in the same order. */
function expectSameRows<T>(
  records: { xlsx: Records; csv: Records },
  rows: T[],
  xlsx: (row: T) => Record<string, Cell>,
  csv: (row: T) => Record<string, Cell>,
) {
  const headers = Object.keys(xlsx(rows[0] as T));
  expect(rows.length).toBeGreaterThan(0);
  expect(pick(records.xlsx, headers)).toEqual(rows.map(xlsx));
  expect(pick(records.csv, Object.keys(csv(rows[0] as T)))).toEqual(rows.map(csv));
}

describe("export of the lists", () => {
  it("products: the search's every page, typed, with accents, named and counted", async () => {
    const url = "/api/product?search=penalosa";
    const rows = await allPages<Product>(t.app, admin, url);
    expect(rows).toHaveLength(12);
    const { xlsx, csv } = await exportBoth(t.app, admin, url, "productos");
    expectSameRows(
      { xlsx: xlsx.records, csv: csv.records },
      rows,
      (p) => ({ Nombre: p.name, SKU: p.sku, Cantidad: p.quantity, Disponible: p.available, Precio: p.price }),
      (p) => ({ Nombre: p.name, SKU: p.sku, Cantidad: String(p.quantity), Precio: csvMoney(p.price) }),
    );
    expect(xlsx.records[0]?.Nombre).toBe("Acción Peñalosa 00");
    expect(csv.text).toContain("Acción Peñalosa 00;");
    expect(csv.records[0]?.Precio).toBe("1234,50");
    // The xlsx types: money with the COP format, a bold header, sized columns.
    expect(xlsx.sheet.getRow(2).getCell(8).numFmt).toBe('"$" #,##0.00');
    expect(xlsx.sheet.getRow(1).font?.bold).toBe(true);
    expect(xlsx.sheet.getColumn(1).width).toBeGreaterThanOrEqual("Acción Peñalosa 00".length);
    const counted = await download(t.app, admin, url, "csv", "productos");
    expect(counted.response.headers["x-total-count"]).toBe("12");

    const all = await allPages<Product>(t.app, admin, "/api/product");
    const { xlsx: whole } = await exportBoth(t.app, admin, "/api/product", "productos");
    expect(whole.records.map((r) => r.SKU)).toEqual(all.map((p) => p.sku));
  });

  it("clients: birthdays as dates, names with accents", async () => {
    const url = "/api/clients?search=pe%C3%B1alosa";
    const rows = await allPages<Client>(t.app, admin, url);
    expect(rows).toHaveLength(11);
    const { xlsx, csv } = await exportBoth(t.app, admin, url, "clientes");
    expectSameRows(
      { xlsx: xlsx.records, csv: csv.records },
      rows,
      (c) => ({
        Identificación: c.identification,
        Nombre: c.name,
        Apellido: c.last_name,
        "Fecha de nacimiento": day(c.birthday),
        Activo: "Sí",
      }),
      (c) => ({ Identificación: c.identification, Nombre: c.name, "Fecha de nacimiento": csvDay(c.birthday) }),
    );
    expect(xlsx.records[0]?.Apellido).toBe("Peñalosa");
  });

  it("employees: the whole list", async () => {
    const rows = await allPages<Employee>(t.app, admin, "/api/employees");
    const { xlsx, csv } = await exportBoth(t.app, admin, "/api/employees", "empleados");
    expectSameRows(
      { xlsx: xlsx.records, csv: csv.records },
      rows,
      (e) => ({ Identificación: e.identification, Correo: e.email, Rol: e.role, Acceso: e.has_access ? "Sí" : "No" }),
      (e) => ({ Identificación: e.identification, Correo: e.email }),
    );
  });

  it("warehouses: a search", async () => {
    const rows = await allPages<Warehouse>(t.app, admin, "/api/warehouse?search=bodega");
    expect(rows.length).toBeGreaterThan(10);
    const { xlsx, csv } = await exportBoth(t.app, admin, "/api/warehouse?search=bodega", "bodegas");
    expectSameRows(
      { xlsx: xlsx.records, csv: csv.records },
      rows,
      (w) => ({ Código: w.identification, Nombre: w.name, Activa: "Sí" }),
      (w) => ({ Código: w.identification, Nombre: w.name }),
    );
  });

  it("picking requests, newest first", async () => {
    const rows = await allPages<Omit<Withdrawal, "items">>(t.app, admin, "/api/withdrawals");
    const { xlsx, csv } = await exportBoth(t.app, admin, "/api/withdrawals", "alistamientos");
    expectSameRows(
      { xlsx: xlsx.records, csv: csv.records },
      rows,
      (w) => ({ Número: w.number, "Solicitado por": w.requested_by, Estado: withdrawalStatusLabels[w.status] }),
      (w) => ({ Número: w.number, Fecha: csvDateTime(w.created_at) }),
    );
    expect(xlsx.records).toHaveLength(rows.length);
    rows.forEach((w, i) => {
      expect(msFrom(xlsx.records[i]?.Fecha as Cell, bogota(w.created_at)), w.created_at).toBeLessThanOrEqual(1);
    });
  });

  it("sales history: the screen's search and status filter", async () => {
    const url = "/api/sales?search=pe%C3%B1alosa&status=PENDING";
    const rows = await allPages<SaleListItem>(t.app, admin, url);
    expect(rows).toHaveLength(3);
    const { xlsx, csv } = await exportBoth(t.app, admin, url, "ventas");
    expectSameRows(
      { xlsx: xlsx.records, csv: csv.records },
      rows,
      (s) => ({
        Número: s.number,
        "Identificación del cliente": s.client.identification,
        Cliente: s.client.name,
        Total: s.total,
        Estado: saleStatusLabels[s.status],
      }),
      (s) => ({ Número: s.number, Fecha: csvDateTime(s.created_at), Total: csvMoney(s.total) }),
    );
    const unfiltered = await allPages<SaleListItem>(t.app, admin, "/api/sales");
    const { csv: whole } = await exportBoth(t.app, admin, "/api/sales", "ventas");
    expect(whole.records.map((r) => r.Número)).toEqual(unfiltered.map((s) => s.number));
  });

  it("transfers, with a formula-like note kept as text", async () => {
    const rows = await allPages<Transfer>(t.app, admin, "/api/transfers?search=penalosa");
    expect(rows).toHaveLength(1);
    const { xlsx, csv } = await exportBoth(t.app, admin, "/api/transfers?search=penalosa", "traslados");
    expectSameRows(
      { xlsx: xlsx.records, csv: csv.records },
      rows,
      (r) => ({ Número: r.number, Producto: r.product.name, Cantidad: r.quantity, Nota: r.note }),
      (r) => ({ Número: r.number, Producto: r.product.name, Cantidad: String(r.quantity) }),
    );
    // A spreadsheet would run it: the CSV writes it after an apostrophe, the xlsx as a text cell.
    expect(csv.records[0]?.Nota).toBe("'=SUMA(A1) traslado de prueba");
  });

  it("movements: a product's history and the whole ledger", async () => {
    const url = `/api/movement?product_id=${stocked.productId}`;
    const rows = await allPages<Movement>(t.app, admin, url);
    expect(rows.map((m) => m.type)).toEqual(["TRANSFER_IN", "TRANSFER_OUT", "IN"]);
    const { xlsx, csv } = await exportBoth(t.app, admin, url, "movimientos");
    expectSameRows(
      { xlsx: xlsx.records, csv: csv.records },
      rows,
      (m) => ({ Tipo: movementLabel(m.type), SKU: stocked.sku, Cantidad: m.quantity, Referencia: m.reference_label }),
      (m) => ({ Tipo: movementLabel(m.type), Fecha: csvDateTime(m.created_at), Cantidad: String(m.quantity) }),
    );
    const ledger = await t.app.db.selectFrom("movements").select("id").orderBy("id", "desc").execute();
    const { csv: whole } = await exportBoth(t.app, admin, "/api/movement", "movimientos");
    expect(whole.records).toHaveLength(ledger.length);
  });

  it("alerts: the tab's whole list", async () => {
    const url = "/api/alerts?kind=low";
    const page = (await injectAs(t.app, admin, "GET", url)).json() as { data: AlertRow[] };
    expect(page.data.length).toBeGreaterThan(0);
    const { xlsx, csv } = await exportBoth(t.app, admin, url, "alertas-stock-bajo");
    expectSameRows(
      { xlsx: xlsx.records, csv: csv.records },
      page.data,
      (a) => ({ Producto: a.product.name, Disponible: a.quantity, Mínimo: a.minimum }),
      (a) => ({ Producto: a.product.name, Disponible: String(a.quantity) }),
    );
  });
});

/** Every list route with its read permission. */
const LIST_ROUTES: Array<[string, Permission]> = [
  ["/api/product", "products:read"],
  ["/api/clients", "clients:read"],
  ["/api/employees", "employees:read"],
  ["/api/warehouse", "warehouses:read"],
  ["/api/withdrawals", "withdrawals:read"],
  ["/api/movement", "movements:read"],
  ["/api/sales", "sales:read"],
  ["/api/transfers", "transfers:read"],
  ["/api/alerts?kind=low", "alerts:read"],
  ["/api/suppliers", "suppliers:read"],
  ["/api/purchase-orders", "purchases:read"],
  ["/api/stock-counts/{count}/lines", "counts:read"],
  ["/api/stock-counts/{count}/variance", "counts:read"],
  ["/api/warehouse/{warehouse}/stock", "inventory:read"],
  ["/api/cash-sessions", "cash:read"],
];
/** `{count}` and `{warehouse}` in a route: a stock count of a warehouse made once for these tests. */
let made: { countId: string; warehouseId: string } | undefined;
async function realUrl(url: string): Promise<string> {
  if (!url.includes("{")) return url;
  if (!made) {
    const { warehouseId } = await createStockedProduct(t.app, admin);
    const countId = (await injectAs(t.app, admin, "POST", "/api/stock-counts", { warehouse_id: warehouseId })).json()
      .id;
    made = { countId, warehouseId };
  }
  return url.replace("{count}", made.countId).replace("{warehouse}", made.warehouseId);
}
const withFormat = (url: string, format: string) => `${url}${url.includes("?") ? "&" : "?"}format=${format}`;

describe("export refusals", () => {
  it("answers an unknown format with 400 and the usual error shape", async () => {
    for (const [route] of LIST_ROUTES) {
      const url = await realUrl(route);
      const response = await injectAs(t.app, admin, "GET", withFormat(url, "pdf"));
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        message: expect.any(String),
        code: "VALIDATION",
        fields: { format: exportMessages.format },
      });
    }
  });

  it("needs the list's own read permission", async () => {
    const { cookie } = await signInWithPermissions(t.app, admin, ["dashboard:read"]);
    for (const [route, permission] of LIST_ROUTES) {
      const url = await realUrl(route);
      const refused = await injectAs(t.app, cookie, "GET", withFormat(url, "csv"));
      expect(refused.statusCode, url).toBe(403);
      const allowed = await signInWithPermissions(t.app, admin, [permission]);
      const answered = await injectAs(t.app, allowed.cookie, "GET", withFormat(url, "csv"));
      expect(answered.statusCode, url).toBe(200);
    }
  });
});
