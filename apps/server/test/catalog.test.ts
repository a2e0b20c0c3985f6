import { NAMES_BATCH_LIMIT } from "@inventario/shared/names-batch";
import { productMessages } from "@inventario/shared/products";
import { warehouseMessages } from "@inventario/shared/warehouses";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";
import { uniqueIdentification } from "./helpers/users";

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object) => injectAs(t.app, admin, method, url, payload);

async function warehouse(name = `Bodega ${uniqueIdentification()}`) {
  const response = await call("POST", "/api/warehouse", { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; identification: string; name: string; is_active: boolean };
}

const productInput = (warehouseId: string, overrides: Record<string, unknown> = {}) => ({
  name: "Café molido tostión media",
  description: "Bolsa de 500 g",
  category: "Abarrotes",
  sku: `caf-${uniqueIdentification()}`,
  image_url: "",
  price: 18500.5,
  warehouse_id: warehouseId,
  quantity: 40,
  unit: "ud",
  costs: 12000,
  lot_number: " l-2026-01 ",
  expiration_date: "2027-06-30",
  min_stock: 5,
  max_stock: 100,
  ...overrides,
});

async function product(warehouseId: string, overrides: Record<string, unknown> = {}) {
  const response = await call("POST", "/api/product", productInput(warehouseId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; sku: string; name: string; quantity: number };
}

describe("warehouses", () => {
  it("creates with a 10-digit identification, lists, renames, and refuses duplicate names ignoring accents", async () => {
    const created = await warehouse("Bodega Medellín Norte");
    expect(created.identification).toMatch(/^\d{10}$/);
    expect(created.is_active).toBe(true);
    const duplicate = await call("POST", "/api/warehouse", { name: "  bodega medellin NORTE " });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: warehouseMessages.duplicate,
      fields: { name: warehouseMessages.duplicate },
    });
    expect((await call("POST", "/api/warehouse", { name: " " })).json().fields).toEqual({
      name: warehouseMessages.nameRequired,
    });

    const renamed = await call("PUT", `/api/warehouse/${created.id}`, {
      id: created.id,
      name: "Bodega Medellín Sur",
      is_active: true,
    });
    expect(renamed.json()).toEqual({ ...created, name: "Bodega Medellín Sur" });
    const mismatch = await call("PUT", `/api/warehouse/${created.id}`, { id: "otro", name: "X", is_active: true });
    expect(mismatch.statusCode).toBe(400);

    const found = (await call("GET", "/api/warehouse?search=MEDELLIN SUR")).json();
    expect(found.data.map((w: { id: string }) => w.id)).toEqual([created.id]);
    expect((await call("GET", "/api/warehouse?search=%25")).json().data).toEqual([]);
  });

  it("all=true returns every active warehouse unpaged", async () => {
    for (let i = 0; i < 11; i++) await warehouse();
    const paged = (await call("GET", "/api/warehouse?page=1")).json();
    expect(paged.data).toHaveLength(10);
    expect(paged.total_pages).toBeGreaterThan(1);
    const all = (await call("GET", "/api/warehouse?all=true")).json();
    expect(all.data.length).toBe(paged.total);
    expect(all.data.every((w: { is_active: boolean }) => w.is_active)).toBe(true);
  });

  it("deleting is refused while the warehouse holds stock, and deactivates it otherwise", async () => {
    const full = await warehouse();
    await product(full.id);
    const refused = await call("DELETE", `/api/warehouse/${full.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(warehouseMessages.holdsStock);
    const viaUpdate = await call("PUT", `/api/warehouse/${full.id}`, {
      id: full.id,
      name: full.name,
      is_active: false,
    });
    expect(viaUpdate.statusCode).toBe(409);

    const empty = await warehouse();
    const before = (await call("GET", "/api/warehouse/active/count")).json().count;
    expect((await call("DELETE", `/api/warehouse/${empty.id}`)).statusCode).toBe(204);
    expect((await call("GET", "/api/warehouse/active/count")).json().count).toBe(before - 1);
    const all = (await call("GET", "/api/warehouse?all=true")).json().data.map((w: { id: string }) => w.id);
    expect(all).not.toContain(empty.id);
    expect((await call("DELETE", "/api/warehouse/no-existe")).statusCode).toBe(404);
  });
});

describe("products", () => {
  it("creates the product, its first lot and an IN movement in one go", async () => {
    const w = await warehouse();
    const created = await product(w.id);
    expect(created).toMatchObject({
      name: "Café molido tostión media",
      price: 18500.5,
      quantity: 40,
      is_active: true,
      image_url: null,
    });
    expect(created.sku).toMatch(/^CAF-\d+$/);
    const lot = await t.app.db
      .selectFrom("lots")
      .selectAll()
      .where("product_id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(lot).toMatchObject({
      warehouse_id: w.id,
      lot_number: "L-2026-01",
      quantity: 40,
      unit: "UD",
      cost_cents: 1_200_000,
      expiration_date: "2027-06-30",
    });
    const recent = (await call("GET", "/api/movement/recent")).json().data;
    expect(recent[0]).toMatchObject({
      product_id: created.id,
      warehouse_id: w.id,
      type: "IN",
      quantity: 40,
      unit: "UD",
      lot_number: "L-2026-01",
    });
  });

  it("empty lot number and expiration are stored as null", async () => {
    const w = await warehouse();
    const created = await product(w.id, { lot_number: "  ", expiration_date: "" });
    const lot = await t.app.db
      .selectFrom("lots")
      .selectAll()
      .where("product_id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(lot).toMatchObject({ lot_number: null, expiration_date: null });
  });

  it("validates the payload and writes nothing on error", async () => {
    const w = await warehouse();
    const before = (await call("GET", "/api/product/active/count")).json().count;
    const bad = await call(
      "POST",
      "/api/product",
      productInput(w.id, {
        name: "",
        price: -1,
        quantity: 0,
        costs: 1.234,
        sku: "con espacio",
        warehouse_id: "",
        min_stock: 10,
        max_stock: 5,
        expiration_date: "2026-02-30",
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: productMessages.nameRequired,
      price: productMessages.priceInvalid,
      quantity: productMessages.quantityInvalid,
      costs: productMessages.costInvalid,
      sku: productMessages.skuInvalid,
      warehouse_id: productMessages.warehouseRequired,
      expiration_date: productMessages.dateInvalid,
    });
    const minMax = await call("POST", "/api/product", productInput(w.id, { min_stock: 10, max_stock: 5 }));
    expect(minMax.json().fields).toEqual({ min_stock: productMessages.minAboveMax });
    const inactive = await warehouse();
    await call("DELETE", `/api/warehouse/${inactive.id}`);
    const toInactive = await call("POST", "/api/product", productInput(inactive.id));
    expect(toInactive.statusCode).toBe(400);
    expect(toInactive.json().fields).toEqual({ warehouse_id: productMessages.warehouseUnavailable });
    expect((await call("GET", "/api/product/active/count")).json().count).toBe(before);
  });

  it("refuses a duplicate SKU (case-insensitive) with 409, on create and on edit", async () => {
    const w = await warehouse();
    const first = await product(w.id);
    const dup = await call("POST", "/api/product", productInput(w.id, { sku: first.sku.toLowerCase() }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields).toEqual({ sku: productMessages.duplicateSku });
    const second = await product(w.id);
    const edit = await call("PUT", `/api/product/${second.id}`, {
      name: "X",
      description: "Y",
      category: "Z",
      sku: first.sku,
      image_url: null,
      price: 1,
    });
    expect(edit.statusCode).toBe(409);
  });

  it("edits the basic fields with the correct mapping", async () => {
    const w = await warehouse();
    const created = await product(w.id);
    const edited = await call("PUT", `/api/product/${created.id}`, {
      name: "Café especial",
      description: "Bolsa de 250 g",
      category: "Cafés",
      sku: `esp-001-${created.sku.slice(4)}`,
      image_url: "/api/product/x/image",
      price: 25000,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: "Café especial",
      description: "Bolsa de 250 g",
      category: "Cafés",
      price: 25000,
      quantity: 40,
    });
    expect(edited.json().sku).toMatch(/^ESP-001-/);
  });

  it("searches by name or SKU, ignoring accents and case; deleted products drop out of list and search", async () => {
    const w = await warehouse();
    const tag = uniqueIdentification().slice(-6);
    const a = await product(w.id, { name: `Panela orgánica ${tag}`, sku: `pan-${tag}` });
    const search = async (term: string) =>
      (await call("GET", `/api/product?search=${encodeURIComponent(term)}`))
        .json()
        .data.map((p: { id: string }) => p.id);
    expect(await search(`ORGANICA ${tag}`)).toEqual([a.id]);
    expect(await search(`pan-${tag}`)).toEqual([a.id]);
    expect(await search(`N-${tag}`)).toEqual([a.id]);

    const countBefore = (await call("GET", "/api/product/active/count")).json().count;
    expect((await call("DELETE", `/api/product/${a.id}`)).statusCode).toBe(204);
    expect(await search(`organica ${tag}`)).toEqual([]);
    expect((await call("GET", "/api/product/active/count")).json().count).toBe(countBefore - 1);
    // History stays reachable.
    expect((await call("GET", `/api/product/${a.id}`)).json()).toMatchObject({ is_active: false, quantity: 40 });
  });

  it("lists by name with each product's total quantity, paged by ten", async () => {
    const w = await warehouse();
    const tag = `Lista${uniqueIdentification().slice(-5)}`;
    for (let i = 0; i < 11; i++)
      await product(w.id, { name: `${tag} ${String.fromCharCode(75 - i)}`, quantity: i + 1 });
    const page1 = (await call("GET", `/api/product?search=${tag}`)).json();
    expect(page1).toMatchObject({ page: 1, total: 11, total_pages: 2 });
    expect(page1.data[0]).toMatchObject({ name: `${tag} A`, quantity: 11 });
    expect((await call("GET", `/api/product?search=${tag}&page=2`)).json().data).toHaveLength(1);
  });

  it("names-batch resolves known ids, omits unknown ones and refuses more than the limit", async () => {
    const w = await warehouse();
    const p = await product(w.id);
    const names = await call("POST", "/api/product/names-batch", { ids: [p.id, "desconocido"] });
    expect(names.json()).toEqual([{ id: p.id, name: p.name, sku: p.sku }]);
    const whNames = await call("POST", "/api/warehouse/names-batch", { ids: [w.id, "x"] });
    expect(whNames.json()).toEqual([{ id: w.id, name: w.name }]);
    const tooMany = await call("POST", "/api/product/names-batch", {
      ids: Array.from({ length: NAMES_BATCH_LIMIT + 1 }, (_, i) => `id-${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await call("POST", "/api/product/names-batch", { ids: [] })).json()).toEqual([]);
  });

  it("unknown product ids are 404", async () => {
    expect((await call("GET", "/api/product/no-existe")).statusCode).toBe(404);
    expect((await call("DELETE", "/api/product/no-existe")).statusCode).toBe(404);
  });
});
