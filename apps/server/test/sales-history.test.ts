import { PAGE_SIZE } from "@inventario/shared/constants";
import { businessDayBoundsUtc, todayInBusinessZone } from "@inventario/shared/dates";
import { type SaleDetail, type SaleListItem, saleMessages } from "@inventario/shared/sales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../src/lib/ids";
import { createSalesHistoryService } from "../src/modules/sales/sales-history.service";
import { createStockedProduct } from "./helpers/catalog";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

// GET /api/sales (the history), GET /api/sales/{id} (the detail) and the numbers a sale and its picking
// request share (issue 18). The file's database is fresh: its sales are numbered from 1.

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object) => injectAs(t.app, admin, method, url, payload);
type Page = { data: SaleListItem[]; page: number; total_pages: number; total: number };
const get = async <T = Page>(url: string): Promise<T> => {
  const response = await call("GET", url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
};

/** Identifications and e-mails without the digits "12", so that searching "12" finds only sale 12. */
const ANA = { identification: "5550000001", name: "Ana", last_name: "Pérez" };
const LUIS = { identification: "5550000003", name: "Luis", last_name: "Gómez" };

async function createClient(client: typeof ANA) {
  const response = await call("POST", "/api/clients", {
    ...client,
    email: `${client.name.toLowerCase()}.${client.identification}@correo.co`,
    birthday: "1990-05-05",
    phone_number: "3005550000",
  });
  expect(response.statusCode, response.body).toBe(201);
}

const sell = async (clientId: string, items: Array<{ product_id: string; quantity: number; unit_price?: number }>) => {
  const response = await call("POST", "/api/sale", {
    client_id: clientId,
    type: "RETAIL",
    currency: "COP",
    items: items.map((i) => ({ unit_price: 1000, ...i })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; number: string; withdrawal_number: string; withdrawal_id: string };
};

/** Every sale made in this file, in order: sale k (1-based) is number k. */
const made: Array<{ id: string; client: typeof ANA; withdrawalId: string }> = [];
let product: { productId: string; warehouseId: string; sku: string };

beforeAll(async () => {
  await createClient(ANA);
  await createClient(LUIS);
  product = await createStockedProduct(t.app, admin, { quantity: 500 });
  for (let i = 0; i < 13; i++) {
    const client = i % 3 === 2 ? LUIS : ANA;
    const sale = await sell(client.identification, [
      { product_id: product.productId, quantity: 1, unit_price: 1000 + i },
    ]);
    made.push({ id: sale.id, client, withdrawalId: sale.withdrawal_id });
  }
});

const newestFirst = () => [...made].reverse().map((s) => s.id);

describe("document numbers", () => {
  it("are sequential and shared by a sale and its picking request, in every answer", async () => {
    const third = made[2]!;
    const sale = await get<{ number: string; withdrawal_number: string; status: string }>(`/api/sale/${third.id}`);
    expect(sale).toMatchObject({ number: "V-000003", withdrawal_number: "A-000003", status: "PENDING" });
    const request = await get<{ number: string }>(`/api/withdrawals/${third.withdrawalId}`);
    expect(request.number).toBe("A-000003");
    const list = await get<{ data: Array<{ id: string; number: string; status: string }> }>("/api/sale");
    expect(list.data.map((s) => s.number)).toEqual(
      Array.from({ length: PAGE_SIZE }, (_, i) => `V-${String(13 - i).padStart(6, "0")}`),
    );
    const requests = await get<{ data: Array<{ id: string; number: string }> }>("/api/withdrawals");
    expect(requests.data[0]).toMatchObject({ id: made[12]!.withdrawalId, number: "A-000013" });

    const stored = await t.app.db
      .selectFrom("sales")
      .innerJoin("withdrawals", "withdrawals.id", "sales.withdrawal_id")
      .select(["sales.number", "withdrawals.number as request_number", "sales.search_text", "sales.status"])
      .orderBy("sales.number")
      .execute();
    expect(stored.map((s) => [s.number, s.request_number])).toEqual(made.map((_, i) => [i + 1, i + 1]));
    expect(stored[2]).toEqual({
      number: 3,
      request_number: 3,
      search_text: "v-000003 v-3 | 5550000003 | luis gomez | luis.5550000003@correo.co",
      status: "PENDING",
    });
    const requestText = await t.app.db
      .selectFrom("withdrawals")
      .select("search_text")
      .where("id", "=", third.withdrawalId)
      .executeTakeFirstOrThrow();
    expect(requestText.search_text).toBe("a-000003 a-3 | administrador");
  });

  it("find picking requests by A-123, 123 and the requester", async () => {
    const search = async (term: string) =>
      (await get<{ data: Array<{ number: string }> }>(`/api/withdrawals?search=${encodeURIComponent(term)}`)).data.map(
        (w) => w.number,
      );
    expect(await search("A-12")).toEqual(["A-000012"]);
    expect(await search("a-000007")).toEqual(["A-000007"]);
    expect(await search("11")).toEqual(["A-000011"]);
    expect((await search("administrador")).length).toBe(PAGE_SIZE);
  });
});

describe("sales history", () => {
  it("pages newest first with the client, employee, total and status of each sale", async () => {
    const first = await get("/api/sales");
    expect(first).toMatchObject({ page: 1, total: 13, total_pages: 2 });
    expect(first.data.map((s) => s.id)).toEqual(newestFirst().slice(0, PAGE_SIZE));
    expect(first.data[0]).toEqual({
      id: made[12]!.id,
      number: "V-000013",
      created_at: expect.any(String),
      client: { identification: ANA.identification, name: "Ana Pérez" },
      employee_name: "Administrador",
      total: 1012,
      status: "PENDING",
    });
    const second = await get("/api/sales?page=2");
    expect(second.data.map((s) => s.id)).toEqual(newestFirst().slice(PAGE_SIZE));
    expect((await get("/api/sales?page=3")).data).toEqual([]);
  });

  it("searches by number (V-12, 12), client identification and client name, accents and case aside", async () => {
    const numbers = async (term: string) =>
      (await get(`/api/sales?search=${encodeURIComponent(term)}`)).data.map((s) => s.number);
    expect(await numbers("V-12")).toEqual(["V-000012"]);
    expect(await numbers("v-000012")).toEqual(["V-000012"]);
    expect(await numbers("12")).toEqual(["V-000012"]);
    // A number is one sale: "V-1" is V-000001, not every number starting with 1.
    expect(await numbers("V-1")).toEqual(["V-000001"]);
    // Past any number a sale can have (32-bit columns): nothing found, never a database error.
    expect(await numbers("99999999999")).toEqual([]);
    expect(await numbers("V-99999999999")).toEqual([]);
    expect((await call("GET", "/api/sales/V-99999999999")).statusCode).toBe(404);
    const luis = made.filter((s) => s.client === LUIS).map((s) => s.id);
    const byName = await get(`/api/sales?search=${encodeURIComponent("GÓMEZ")}`);
    expect(byName).toMatchObject({ total: luis.length, total_pages: 1 });
    expect(byName.data.map((s) => s.id)).toEqual([...luis].reverse());
    expect((await get("/api/sales?search=luis%20gomez")).total).toBe(luis.length);
    expect((await get(`/api/sales?search=${LUIS.identification}`)).data.map((s) => s.id)).toEqual([...luis].reverse());
    const ana = await get("/api/sales?search=perez&page=2");
    expect(ana).toMatchObject({ page: 2, total: 13 - luis.length });
    expect((await get("/api/sales?search=nadie-con-este-nombre")).total).toBe(0);
  });

  it("filters by business dates (America/Bogota) and status, alone or with a search", async () => {
    expect(businessDayBoundsUtc("2026-03-10")).toEqual({
      start: "2026-03-10T05:00:00.000Z",
      end: "2026-03-11T05:00:00.000Z",
    });
    // Sales 1–3 moved to the edges of 2026-03-10 in Bogotá: 1 is the evening before, 2 and 3 that day.
    const at = ["2026-03-10T04:59:59.999Z", "2026-03-10T05:00:00.000Z", "2026-03-11T04:59:59.999Z"];
    for (const [i, created_at] of at.entries())
      await t.app.db.updateTable("sales").set({ created_at }).where("id", "=", made[i]!.id).execute();
    const numbers = async (query: string) => (await get(`/api/sales?${query}`)).data.map((s) => s.number);
    expect(await numbers("from=2026-03-10&to=2026-03-10")).toEqual(["V-000003", "V-000002"]);
    expect(await numbers("from=2026-03-09&to=2026-03-09")).toEqual(["V-000001"]);
    expect(await numbers("to=2026-03-10")).toEqual(["V-000003", "V-000002", "V-000001"]);
    const today = todayInBusinessZone();
    expect((await get(`/api/sales?from=${today}`)).total).toBe(10);
    expect(await numbers("from=2026-03-09&to=2026-03-10&search=gomez")).toEqual(["V-000003"]);

    const cancelled = made[5]!;
    expect(
      (await call("POST", `/api/sales/${cancelled.id}/cancel`, { reason: "Error de digitación" })).statusCode,
    ).toBe(200);
    expect(await numbers("status=CANCELLED")).toEqual(["V-000006"]);
    const pending = await get("/api/sales?status=PENDING");
    expect(pending).toMatchObject({ total: 12, total_pages: 2 });
    expect(pending.data[0]).toMatchObject({ number: "V-000013", client: { name: "Ana Pérez" }, total: 1012 });
    expect((await get("/api/sales?status=PENDING&page=2")).data.map((s) => s.number)).toEqual(["V-000002", "V-000001"]);
    // Sale 6 is Luis Gómez's.
    expect(await numbers(`status=CANCELLED&search=${LUIS.identification}`)).toEqual(["V-000006"]);
    expect(await numbers("status=CANCELLED&search=perez")).toEqual([]);
    expect(await numbers(`status=CANCELLED&from=${today}&to=${today}`)).toEqual(["V-000006"]);
    // Empty dates are no filter (the web form sends them so).
    expect((await get("/api/sales?from=&to=")).total).toBe(13);
  });

  it("finds the same pages by walking the history as through the clients' index (a common name's many sales)", async () => {
    // The app walks the history past 5,000 matches; this service walks from 0, to compare both ways.
    const walking = createSalesHistoryService(t.app.db, { walkFrom: 0 });
    const through = createSalesHistoryService(t.app.db);
    const today = todayInBusinessZone();
    const queries = [
      { search: "ana" },
      { search: "gomez" },
      { search: "555" },
      { search: "12" },
      { search: "ana", page: 2 },
      { search: "ana", status: "PENDING" as const },
      { search: "luis", from: today, to: today },
      { search: "nadie" },
    ];
    for (const query of queries) {
      const walked = await walking.list({ page: 1, ...query });
      expect(walked, JSON.stringify(query)).toEqual(await through.list({ page: 1, ...query }));
    }
    const anas = made.filter((s) => s.client === ANA).map((s) => s.id);
    expect((await walking.list({ page: 1, search: "ana" })).data.map((s) => s.id)).toEqual(
      [...anas].reverse().slice(0, PAGE_SIZE),
    );
  });

  it("refuses invalid filters with Spanish field messages", async () => {
    const refused = async (query: string) => {
      const response = await call("GET", `/api/sales?${query}`);
      expect(response.statusCode, query).toBe(400);
      return response.json().fields;
    };
    expect(await refused("from=2026-03-11&to=2026-03-10")).toEqual({ to: saleMessages.dateRangeInvalid });
    expect(await refused("from=2023-02-29")).toEqual({ from: saleMessages.dateInvalid });
    expect(await refused("to=10/03/2026")).toEqual({ to: saleMessages.dateInvalid });
    expect(Object.keys(await refused("status=ABIERTA"))).toEqual(["status"]);
  });

  it("needs sales:read", async () => {
    const { cookie } = await signInWithPermissions(t.app, admin, ["sales:create"]);
    for (const url of ["/api/sales", `/api/sales/${made[0]!.id}`]) {
      expect((await injectAs(t.app, cookie, "GET", url)).statusCode, url).toBe(403);
    }
    const reader = await signInWithPermissions(t.app, admin, ["sales:read"]);
    expect((await injectAs(t.app, reader.cookie, "GET", "/api/sales")).statusCode).toBe(200);
  });
});

describe("sale detail", () => {
  it("shows lines, client, dispatches per warehouse and lot, returns and status, by id or number", async () => {
    const other = await createStockedProduct(t.app, admin, { quantity: 50, lot_number: "L-OTRO" });
    const second = await call("POST", "/api/warehouse", { name: `Bodega norte ${uniqueIdentification()}` });
    const northId: string = second.json().id;
    await call("POST", "/api/inventory", {
      product_id: product.productId,
      warehouse_id: northId,
      quantity: 20,
      unit: "UD",
      costs: 500,
      lot_number: "L-NORTE",
      expiration_date: null,
      min_stock: 0,
      max_stock: 1000,
    });
    const sale = await sell(LUIS.identification, [
      { product_id: product.productId, quantity: 6, unit_price: 2500.5 },
      { product_id: other.productId, quantity: 4, unit_price: 100 },
    ]);
    const request = await get<{ items: Array<{ id: string; product_id: string }> }>(
      `/api/withdrawals/${sale.withdrawal_id}`,
    );
    const itemOf = (productId: string) => request.items.find((i) => i.product_id === productId)!.id;
    const assigned = await call("POST", "/api/withdrawals/assign-stock/bulk", {
      items: [
        {
          withdrawal_item_id: itemOf(product.productId),
          assignments: [
            { warehouse_id: product.warehouseId, quantity: 2 },
            { warehouse_id: northId, quantity: 3 },
          ],
        },
      ],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    // A return of one unit (the returns service is tested in its own file): written as it would write it.
    const returnId = newId();
    const now = new Date().toISOString();
    await t.app.db
      .insertInto("sale_returns")
      .values({ id: returnId, sale_id: sale.id, reason: "Empaque roto", employee_id: null, created_at: now })
      .execute();
    await t.app.db
      .insertInto("sale_return_lines")
      .values({
        id: newId(),
        return_id: returnId,
        sale_id: sale.id,
        product_id: product.productId,
        warehouse_id: northId,
        lot_number: "L-NORTE",
        quantity: 1,
        restock: 0,
      })
      .execute();

    const detail = await get<SaleDetail>(`/api/sales/${sale.id}`);
    const productName = (await get<{ name: string }>(`/api/product/${product.productId}`)).name;
    const otherName = (await get<{ name: string }>(`/api/product/${other.productId}`)).name;
    const northName: string = second.json().name;
    const { name: firstName } = await t.app.db
      .selectFrom("warehouses")
      .select("name")
      .where("id", "=", product.warehouseId)
      .executeTakeFirstOrThrow();
    expect(detail).toEqual({
      id: sale.id,
      number: sale.number,
      created_at: expect.any(String),
      status: "PENDING",
      type: "RETAIL",
      currency: "COP",
      // IVA 19 % per line: 15.003 → 12.607,56 + 2.395,44; 400 → 336,13 + 63,87.
      subtotal: 12_943.69,
      taxes: [{ tax_class: "IVA_19", base: 12_943.69, tax: 2_459.31 }],
      total: 15403,
      requires_electronic_invoice: false,
      receipt_number: null,
      payments: [],
      change: 0,
      // One unit at $2.500,50 came back (a sale without payments: no money recorded as given back).
      returned_amount: 2500.5,
      net_total: 12_902.5,
      employee_name: "Administrador",
      client: {
        identification: LUIS.identification,
        name: "Luis",
        last_name: "Gómez",
        email: "luis.5550000003@correo.co",
        phone_number: "3005550000",
      },
      lines: expect.arrayContaining([
        {
          product_id: product.productId,
          product_name: productName,
          sku: product.sku,
          quantity: 6,
          unit_price: 2500.5,
          subtotal: 15003,
          tax_class: "IVA_19",
          base: 12_607.56,
          tax: 2_395.44,
          // Sold by the admin away from the product's $1.000.
          list_price: 1000,
          dispatched: 5,
          returned: 1,
          short: 0,
        },
        {
          product_id: other.productId,
          product_name: otherName,
          sku: other.sku,
          quantity: 4,
          unit_price: 100,
          subtotal: 400,
          tax_class: "IVA_19",
          base: 336.13,
          tax: 63.87,
          list_price: 1000,
          dispatched: 0,
          returned: 0,
          short: 0,
        },
      ]),
      withdrawal: {
        id: sale.withdrawal_id,
        number: sale.withdrawal_number,
        status: "PENDING",
        dispatches: [
          {
            product_id: product.productId,
            product_name: productName,
            warehouse_id: product.warehouseId,
            warehouse_name: firstName,
            lot_number: "L1",
            quantity: 2,
            created_at: expect.any(String),
          },
          {
            product_id: product.productId,
            product_name: productName,
            warehouse_id: northId,
            warehouse_name: northName,
            lot_number: "L-NORTE",
            quantity: 3,
            created_at: expect.any(String),
          },
        ],
      },
      returns: [
        {
          id: returnId,
          created_at: now,
          reason: "Empaque roto",
          employee_name: null,
          lines: [
            {
              product_id: product.productId,
              product_name: productName,
              warehouse_id: northId,
              warehouse_name: northName,
              lot_number: "L-NORTE",
              quantity: 1,
              restock: false,
            },
          ],
          amount: 2500.5,
          refunds: [],
        },
      ],
      cancellation: null,
    });
    expect(detail.lines).toHaveLength(2);

    const number = Number(sale.number.slice(2));
    for (const name of [sale.number, `V-${number}`, `v-${number}`, String(number)])
      expect(await get(`/api/sales/${encodeURIComponent(name)}`), name).toEqual(detail);

    // Dispatching the rest completes the request and the sale.
    const rest = await call("POST", "/api/withdrawals/assign-stock/bulk", {
      items: [
        { withdrawal_item_id: itemOf(product.productId), assignments: [{ warehouse_id: northId, quantity: 1 }] },
        {
          withdrawal_item_id: itemOf(other.productId),
          assignments: [{ warehouse_id: other.warehouseId, quantity: 4 }],
        },
      ],
    });
    expect(rest.json().status).toBe("COMPLETED");
    const completed = await get<SaleDetail>(`/api/sales/${sale.id}`);
    expect([completed.status, completed.withdrawal.status]).toEqual(["COMPLETED", "COMPLETED"]);
    expect(completed.withdrawal.dispatches.map((d) => d.quantity)).toEqual([2, 3, 1, 4]);
    expect((await get(`/api/sales?search=${sale.number}`)).data[0]?.status).toBe("COMPLETED");
  });

  it("keeps a status that returns gave when the request completes later", async () => {
    const sale = await sell(ANA.identification, [{ product_id: product.productId, quantity: 2 }]);
    const item = (await get<{ items: Array<{ id: string }> }>(`/api/withdrawals/${sale.withdrawal_id}`)).items[0]!;
    const assign = () =>
      call("POST", "/api/withdrawals/assign-stock/bulk", {
        items: [{ withdrawal_item_id: item.id, assignments: [{ warehouse_id: product.warehouseId, quantity: 1 }] }],
      });
    expect((await assign()).statusCode).toBe(200);
    await t.app.db.updateTable("sales").set({ status: "PARTIALLY_RETURNED" }).where("id", "=", sale.id).execute();
    expect((await assign()).json().status).toBe("COMPLETED");
    expect((await get<SaleDetail>(`/api/sales/${sale.id}`)).status).toBe("PARTIALLY_RETURNED");
  });

  it("answers 404 with the Spanish message for an unknown id or number", async () => {
    for (const id of ["no-existe", "V-999999", "999999", "0190a0a0-0000-7000-8000-000000000000"]) {
      const response = await call("GET", `/api/sales/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(saleMessages.notFound);
    }
  });
});
