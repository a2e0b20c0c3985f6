import { PAGE_SIZE } from "@inventario/shared/constants";
import { COUNT_CAP, paginationMessages } from "@inventario/shared/pagination";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../src/lib/ids";
import { nowIso } from "../src/lib/time";
import { createClient, createStockedProduct } from "./helpers/catalog";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";
import { uniqueIdentification } from "./helpers/users";

// The whole ledger (GET /api/movement without a product): a total counted up to COUNT_CAP, pages on by
// keyset (?after=); one product's history keeps exact pages (inventory.test.ts).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
});
afterAll(async () => {
  await t.close();
});

type LedgerPage = {
  data: Array<{ id: string }>;
  page: number;
  total: number;
  total_pages: number;
  total_capped: boolean;
  next_after: string | null;
};
const get = async (url: string) => {
  const response = await injectAs(t.app, admin, "GET", url);
  expect(response.statusCode).toBe(200);
  return response.json() as LedgerPage;
};
const ledgerIds = async () =>
  (await t.app.db.selectFrom("movements").select("id").orderBy("id", "desc").execute()).map((r) => r.id);

/** Ledger rows written straight to the table (more than COUNT_CAP of them); the lot's stock is not kept. */
async function addMovements(productId: string, count: number) {
  const lot = await t.app.db
    .selectFrom("lots")
    .selectAll()
    .where("product_id", "=", productId)
    .executeTakeFirstOrThrow();
  for (let i = 0; i < count; i += 500) {
    const rows = Array.from({ length: Math.min(500, count - i) }, (_, k) => ({
      id: newId(),
      lot_id: lot.id,
      product_id: productId,
      warehouse_id: lot.warehouse_id,
      type: (k % 2 === 0 ? "REPLENISH" : "WITHDRAWAL") as "REPLENISH" | "WITHDRAWAL",
      quantity: 1,
      unit: lot.unit,
      lot_number: lot.lot_number,
      reference: "Carga de prueba",
      cost_cents: null,
      employee_id: null,
      created_at: nowIso(),
    }));
    await t.app.db.insertInto("movements").values(rows).execute();
  }
}

describe("whole ledger", () => {
  it("pages by keyset from ?after= through every movement, with an exact total under the cap", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    await addMovements(productId, PAGE_SIZE * 2 + 3);
    const all = await ledgerIds();
    const first = await get("/api/movement");
    expect(first).toMatchObject({ page: 1, total: all.length, total_capped: false });
    expect(first.total_pages).toBe(Math.ceil(all.length / PAGE_SIZE));
    const seen = [...first.data.map((m) => m.id)];
    let after = first.next_after;
    while (after) {
      const next = await get(`/api/movement?after=${after}`);
      expect(next.total).toBe(all.length);
      seen.push(...next.data.map((m) => m.id));
      after = next.next_after;
    }
    expect(seen).toEqual(all);
    // ?page= still reaches the same rows.
    expect((await get("/api/movement?page=2")).data.map((m) => m.id)).toEqual(all.slice(PAGE_SIZE, PAGE_SIZE * 2));
  });

  it("says 'more than COUNT_CAP' past it instead of counting, and still pages past it by keyset", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    await addMovements(productId, COUNT_CAP + 5 - (await ledgerIds()).length);
    const all = await ledgerIds();
    expect(all.length).toBeGreaterThan(COUNT_CAP);
    const first = await get("/api/movement");
    expect(first).toMatchObject({ total: COUNT_CAP, total_capped: true, total_pages: COUNT_CAP / PAGE_SIZE });
    // The last counted page, and the one past the count: empty, as past any list's end.
    const lastCounted = await get(`/api/movement?page=${COUNT_CAP / PAGE_SIZE}`);
    expect(lastCounted.data.map((m) => m.id)).toEqual(all.slice(COUNT_CAP - PAGE_SIZE, COUNT_CAP));
    expect((await get(`/api/movement?page=${COUNT_CAP / PAGE_SIZE + 1}`)).data).toEqual([]);
    // Keyset reaches the rows past the count.
    const deep = await get(`/api/movement?after=${lastCounted.next_after}`);
    expect(deep.data.map((m) => m.id)).toEqual(all.slice(COUNT_CAP, COUNT_CAP + PAGE_SIZE));
    expect(deep.total_capped).toBe(true);
  });

  it("pages one product's history by keyset too, with its exact total", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    await addMovements(productId, PAGE_SIZE + 2);
    const first = await get(`/api/movement?product_id=${productId}`);
    expect(first).toMatchObject({ total: PAGE_SIZE + 3, total_pages: 2, total_capped: false });
    const second = await get(`/api/movement?product_id=${productId}&after=${first.next_after}`);
    expect(second.data).toHaveLength(3);
    expect(second).toMatchObject({ total: PAGE_SIZE + 3, next_after: null });
    expect((await get(`/api/movement?product_id=${productId}&page=2`)).data).toEqual(second.data);
  });

  it("offers no next_after to an empty page when a product's history ends on a page boundary", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    await addMovements(productId, PAGE_SIZE * 2 - 1);
    const first = await get(`/api/movement?product_id=${productId}`);
    expect(first).toMatchObject({ total: PAGE_SIZE * 2, total_pages: 2 });
    const second = await get(`/api/movement?product_id=${productId}&after=${first.next_after}`);
    expect(second.data).toHaveLength(PAGE_SIZE);
    expect(second.next_after).toBeNull();
  });
});

describe("?after= that matches no row, and with ?page=", () => {
  it("pages from the id's place in the order, never failing on one that is not a UUID", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    const all = await ledgerIds();
    const history = await get(`/api/movement?product_id=${productId}`);
    for (const product of ["", `&product_id=${productId}`]) {
      const past = await get(`/api/movement?after=00000000-0000-0000-0000-000000000000${product}`);
      expect(past).toMatchObject({ data: [], next_after: null });
      const notAnId = await get(`/api/movement?after=zzz${product}`);
      // Every id starts with a digit: all of them come before "zzz".
      expect(notAnId.data.map((m) => m.id)).toEqual(product ? history.data.map((m) => m.id) : all.slice(0, PAGE_SIZE));
    }
  });

  it("refuses a later page together with after (400, Spanish field message)", async () => {
    const [newest] = await ledgerIds();
    for (const url of [`/api/movement?page=5&after=${newest}`, `/api/movement?page=2&after=x&product_id=p`]) {
      const response = await injectAs(t.app, admin, "GET", url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", fields: { page: paginationMessages.pageWithAfter } });
    }
  });
});

describe("reference labels", () => {
  type Labelled = { id: string; type: string; reference: string | null; reference_label: string | null };
  const labels = (rows: Labelled[]) => new Map(rows.map((m) => [m.id, m]));

  it("read a picking request, a sale and a transfer by their numbers everywhere the ledger is read", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const clientId = await createClient(t.app, admin);
    // A sale dispatched from the warehouse: its OUT row references the picking request.
    const sale = await injectAs(t.app, admin, "POST", "/api/sale", {
      client_id: clientId,
      type: "RETAIL",
      currency: "COP",
      items: [{ product_id: productId, quantity: 4, unit_price: 1000 }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const { id: saleId, number: saleNumber, withdrawal_id, withdrawal_number } = sale.json();
    const picking = await injectAs(t.app, admin, "GET", `/api/withdrawals/${withdrawal_id}`);
    const assigned = await injectAs(t.app, admin, "POST", "/api/withdrawals/assign-stock/bulk", {
      items: [
        { withdrawal_item_id: picking.json().items[0].id, assignments: [{ warehouse_id: warehouseId, quantity: 4 }] },
      ],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    // A transfer to another warehouse: its two rows reference it.
    const other = await injectAs(t.app, admin, "POST", "/api/warehouse", { name: `Bodega ${uniqueIdentification()}` });
    const transfer = await injectAs(t.app, admin, "POST", "/api/transfers", {
      product_id: productId,
      from_warehouse_id: warehouseId,
      lot_number: "L1",
      to_warehouse_id: other.json().id,
      quantity: 6,
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    // A returned unit references the sale (written straight to the ledger: returns have their own tests).
    const lot = await t.app.db
      .selectFrom("lots")
      .selectAll()
      .where("product_id", "=", productId)
      .where("warehouse_id", "=", warehouseId)
      .executeTakeFirstOrThrow();
    const row = (id: string, reference: string | null) => ({
      id,
      lot_id: lot.id,
      product_id: productId,
      warehouse_id: warehouseId,
      type: "RETURN" as const,
      quantity: 1,
      unit: lot.unit,
      lot_number: lot.lot_number,
      reference,
      cost_cents: null,
      employee_id: null,
      created_at: nowIso(),
    });
    const [returned, unreferenced] = [newId(), newId()];
    await t.app.db
      .insertInto("movements")
      .values([row(returned, saleId), row(unreferenced, null)])
      .execute();

    const expected: Array<[type: string, reference: string | null, label: string | null]> = [
      ["RETURN", null, null],
      ["RETURN", saleId, `Venta ${saleNumber}`],
      ["TRANSFER_IN", transfer.json().id, `Traslado ${transfer.json().number}`],
      ["TRANSFER_OUT", transfer.json().id, `Traslado ${transfer.json().number}`],
      ["OUT", withdrawal_id, `Alistamiento ${withdrawal_number}`],
      ["IN", "Inventario inicial", "Inventario inicial"],
    ];
    expect(saleNumber).toMatch(/^V-\d{6}$/);
    expect(withdrawal_number).toBe(saleNumber.replace("V", "A"));
    const read = (rows: Labelled[]) => rows.map((m) => [m.type, m.reference, m.reference_label]);
    // The product's history: its first page (one compiled statement) and by keyset.
    const history = (await get(`/api/movement?product_id=${productId}`)).data as unknown as Labelled[];
    expect(read(history)).toEqual(expected);
    const newest = history[0]?.id ?? "";
    const byKeyset = (await get(`/api/movement?product_id=${productId}&after=${newest}`)).data as unknown as Labelled[];
    expect(read(byKeyset)).toEqual(expected.slice(1));
    // The whole ledger and the dashboard's latest movements.
    const ledger = labels((await get("/api/movement")).data as unknown as Labelled[]);
    const recent = await injectAs(t.app, admin, "GET", "/api/movement/recent");
    const dashboard = labels(recent.json().data as Labelled[]);
    for (const m of history.slice(0, 5)) {
      expect(ledger.get(m.id)).toEqual(m);
      expect(dashboard.get(m.id)).toEqual(m);
    }
    expect(returned).toBe(history[1]?.id);
    expect(unreferenced).toBe(newest);
  });
});
