import { PAGE_SIZE } from "@inventario/shared/constants";
import { paginationMessages } from "@inventario/shared/pagination";
import type { salePageSchema } from "@inventario/shared/sales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createSignedInAppWithClient, createStockedProduct } from "./helpers/catalog";
import { injectAs, type TestApp } from "./helpers/test-app";

// GET /api/sale: append-only and too large to count on every request (1.36M rows at the large size),
// so counted up to COUNT_CAP and paged on by keyset (?after=), like the whole ledger (movements.test.ts,
// where the cap itself is reached; docs/decisions/0008-list-counts.md).

let t: TestApp;
let admin: string;
let clientId: string;
beforeAll(async () => ({ t, admin, clientId } = await createSignedInAppWithClient()));
afterAll(() => t.close());

type SalePage = z.infer<typeof salePageSchema>;
const get = async (url: string) => {
  const response = await injectAs(t.app, admin, "GET", url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SalePage;
};
const ids = (page: SalePage) => page.data.map((s) => s.id);

async function sell(count: number) {
  const { productId } = await createStockedProduct(t.app, admin);
  for (let i = 0; i < count; i++) {
    const response = await injectAs(t.app, admin, "POST", "/api/sale", {
      client_id: clientId,
      type: "RETAIL",
      currency: "COP",
      items: [{ product_id: productId, quantity: 1, unit_price: 1000 + i }],
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}
const saleIds = async () =>
  (await t.app.db.selectFrom("sales").select("id").orderBy("id", "desc").execute()).map((r) => r.id);

/** Every sale, following next_after from the first page. */
async function walk(first: SalePage): Promise<string[]> {
  const seen = ids(first);
  let after = first.next_after;
  while (after) {
    const next = await get(`/api/sale?after=${after}`);
    expect(next).toMatchObject({ page: 1, total: first.total, total_capped: false });
    seen.push(...ids(next));
    after = next.next_after;
  }
  return seen;
}

describe("sales list", () => {
  it("answers an empty list with no next page", async () => {
    expect(await get("/api/sale")).toEqual({
      data: [],
      page: 1,
      total: 0,
      total_pages: 0,
      total_capped: false,
      next_after: null,
    });
  });

  it("ends exactly on a page boundary without a next_after to an empty page", async () => {
    await sell(PAGE_SIZE);
    const first = await get("/api/sale");
    expect(first).toMatchObject({ total: PAGE_SIZE, total_pages: 1, total_capped: false, next_after: null });
    expect(ids(first)).toEqual(await saleIds());
  });

  it("counts exactly under the cap and pages by keyset and by ?page= over the same rows", async () => {
    await sell(PAGE_SIZE + 3);
    const all = await saleIds();
    const first = await get("/api/sale");
    expect(first).toMatchObject({ page: 1, total: all.length, total_pages: 3, total_capped: false });
    expect(first.data[0]).toMatchObject({
      client_id: clientId,
      type: "RETAIL",
      currency: "COP",
      total: 1000 + 12,
      number: `V-${String(all.length).padStart(6, "0")}`,
      withdrawal_number: `A-${String(all.length).padStart(6, "0")}`,
      status: "PENDING",
    });
    expect(await walk(first)).toEqual(all);
    expect(ids(await get("/api/sale?page=2"))).toEqual(all.slice(PAGE_SIZE, PAGE_SIZE * 2));
    expect(await get("/api/sale?page=3")).toMatchObject({ page: 3, next_after: null });
    expect((await get("/api/sale?page=4")).data).toEqual([]);
    // page=1 goes with after (it is the default).
    expect(ids(await get(`/api/sale?page=1&after=${first.next_after}`))).toEqual(all.slice(PAGE_SIZE, PAGE_SIZE * 2));
  });

  it("pages from an after that matches no row by its place in the order, and never fails on one", async () => {
    const all = await saleIds();
    expect(all.length).toBeGreaterThan(PAGE_SIZE);
    const past = await get("/api/sale?after=00000000-0000-0000-0000-000000000000");
    expect(past).toMatchObject({ data: [], total: all.length, next_after: null });
    const before = await get("/api/sale?after=ffffffff-ffff-ffff-ffff-ffffffffffff");
    expect(ids(before)).toEqual(all.slice(0, PAGE_SIZE));
    // Not a UUID: still an id's place in the order (every id starts with a digit, so all come before it).
    const notAnId = await get("/api/sale?after=zzz");
    expect(ids(notAnId)).toEqual(all.slice(0, PAGE_SIZE));
  });

  it("refuses a later page together with after (400, Spanish field message)", async () => {
    const response = await injectAs(t.app, admin, "GET", `/api/sale?page=5&after=${(await saleIds())[0]}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", fields: { page: paginationMessages.pageWithAfter } });
    expect((await injectAs(t.app, admin, "GET", "/api/sale?after=")).statusCode).toBe(400);
  });

  it("documents after, total_capped and next_after in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const list = doc.paths["/api/sale/"]?.get ?? doc.paths["/api/sale"]?.get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(["page", "after"]));
    const answer = list.responses["200"].content["application/json"].schema;
    expect(Object.keys(answer.properties)).toEqual(expect.arrayContaining(["total_capped", "next_after"]));
  });
});
