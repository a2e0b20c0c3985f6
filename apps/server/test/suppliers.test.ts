import { messages } from "@inventario/shared/messages";
import { nitCheckDigit, nitMessages } from "@inventario/shared/nit";
import { productMessages } from "@inventario/shared/products";
import {
  type ProductSupplier,
  type Supplier,
  type SupplierProduct,
  supplierMessages,
} from "@inventario/shared/suppliers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStockedProduct } from "./helpers/catalog";
import { allPages, exportBoth } from "./helpers/export-files";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

// Suppliers and their price lists (issue 32): NIT with its DIAN check digit, soft delete, search, export.

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  injectAs(t.app, cookie, method, url, payload);

/** A fresh 9-digit NIT and its right check digit. */
function newNit(): { nit: string; dv: number } {
  const nit = `8${uniqueIdentification().slice(2)}`;
  return { nit, dv: nitCheckDigit(nit) };
}

const supplierBody = (overrides: Record<string, unknown> = {}) => ({
  ...newNit(),
  name: `Distribuidora ${uniqueIdentification()} S.A.S.`,
  contact_name: "Carlos Pérez",
  email: "Compras@Proveedor.co",
  phone: "+57 604 555 1234",
  address: "Calle 10 # 43-20",
  city: "Medellín",
  payment_terms_days: 30,
  ...overrides,
});

async function createSupplier(overrides: Record<string, unknown> = {}): Promise<Supplier> {
  const response = await call("POST", "/api/suppliers", supplierBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const supplierCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom("suppliers")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the NIT's check digit (DIAN)", () => {
  it("matches published NITs", () => {
    // DIAN, Bancolombia, Ecopetrol, Banco de Bogotá, Almacenes Éxito.
    for (const [nit, dv] of [
      ["800197268", 4],
      ["890903938", 8],
      ["899999068", 1],
      ["860002964", 4],
      ["890900608", 9],
    ] as const)
      expect(nitCheckDigit(nit), nit).toBe(dv);
  });
});

describe("POST /suppliers", () => {
  it("creates a supplier, its email in lower case, active", async () => {
    const body = supplierBody();
    const response = await call("POST", "/api/suppliers", body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      ...body,
      email: "compras@proveedor.co",
      is_active: true,
    });
    const read = await call("GET", `/api/suppliers/${response.json().id}`);
    expect(read.json()).toEqual(response.json());
  });

  it("needs only NIT, DV and razón social: the rest is empty, terms 0", async () => {
    const { nit, dv } = newNit();
    const response = await call("POST", "/api/suppliers", { nit, dv, name: "Solo lo necesario" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ contact_name: "", email: "", phone: "", payment_terms_days: 0 });
  });

  it("refuses a wrong check digit, a malformed NIT, email or phone, writing nothing", async () => {
    const before = await supplierCount();
    const { nit, dv } = newNit();
    const wrongDv = await call("POST", "/api/suppliers", supplierBody({ nit, dv: (dv + 1) % 10 }));
    expect(wrongDv.statusCode).toBe(400);
    expect(wrongDv.json().fields).toEqual({ dv: nitMessages.dvMismatch });
    const malformed = await call(
      "POST",
      "/api/suppliers",
      supplierBody({ nit: "800.197.268", email: "no-es-correo", phone: "abc", dv: 12, name: "  " }),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({
      nit: nitMessages.nitInvalid,
      dv: nitMessages.dvInvalid,
      name: supplierMessages.nameRequired,
      email: supplierMessages.emailInvalid,
      phone: supplierMessages.phoneInvalid,
    });
    expect(await supplierCount()).toBe(before);
  });

  it("refuses a NIT another supplier has (409 on nit)", async () => {
    const first = await createSupplier();
    const again = await call("POST", "/api/suppliers", supplierBody({ nit: first.nit, dv: first.dv }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: supplierMessages.duplicateNit,
      code: "CONFLICT",
      fields: { nit: supplierMessages.duplicateNit },
    });
  });

  it("refuses two creates of the same NIT racing: one 201, one 409", async () => {
    const body = supplierBody();
    const answers = await Promise.all([call("POST", "/api/suppliers", body), call("POST", "/api/suppliers", body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describe("PUT and DELETE /suppliers/{id}", () => {
  it("edits, deactivates (never removes) and reactivates", async () => {
    const supplier = await createSupplier();
    const { id: _, is_active: __, ...fields } = supplier;
    const edited = await call("PUT", `/api/suppliers/${supplier.id}`, { ...fields, city: "Cali" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ city: "Cali", is_active: true });

    expect((await call("DELETE", `/api/suppliers/${supplier.id}`)).statusCode).toBe(204);
    expect((await call("GET", `/api/suppliers/${supplier.id}`)).json().is_active).toBe(false);
    // Without is_active a PUT keeps the state; with it, it comes back.
    const kept = await call("PUT", `/api/suppliers/${supplier.id}`, { ...fields, city: "Pasto" });
    expect(kept.json()).toMatchObject({ city: "Pasto", is_active: false });
    const back = await call("PUT", `/api/suppliers/${supplier.id}`, { ...fields, is_active: true });
    expect(back.json().is_active).toBe(true);
  });

  it("refuses another supplier's NIT and answers 404 for an unknown id", async () => {
    const [a, b] = [await createSupplier(), await createSupplier()];
    const { id: _, ...fields } = b;
    const taken = await call("PUT", `/api/suppliers/${b.id}`, { ...fields, nit: a.nit, dv: a.dv });
    expect(taken.statusCode).toBe(409);
    expect((await call("GET", `/api/suppliers/${b.id}`)).json().nit).toBe(b.nit);
    const unknown = "00000000-0000-7000-8000-000000000000";
    expect((await call("GET", `/api/suppliers/${unknown}`)).json()).toEqual({
      message: supplierMessages.notFound,
      code: "NOT_FOUND",
    });
    expect((await call("PUT", `/api/suppliers/${unknown}`, supplierBody())).statusCode).toBe(404);
    expect((await call("DELETE", `/api/suppliers/${unknown}`)).statusCode).toBe(404);
  });
});

describe("GET /suppliers", () => {
  it("pages by name and searches NIT (with or without DV), name without accents, city", async () => {
    const tag = uniqueIdentification();
    const supplier = await createSupplier({ name: `Lácteos Ñandú ${tag}`, city: "Bucaramanga" });
    const search = async (term: string) =>
      (await call("GET", `/api/suppliers?search=${encodeURIComponent(term)}`)).json().data.map((s: Supplier) => s.id);
    expect(await search(supplier.nit)).toEqual([supplier.id]);
    expect(await search(`${supplier.nit}-${supplier.dv}`)).toEqual([supplier.id]);
    expect(await search(`LACTEOS NANDU ${tag}`)).toEqual([supplier.id]);
    const page = (await call("GET", "/api/suppliers")).json();
    expect(page).toMatchObject({ page: 1, total: await supplierCount() });
    const names = (await allPages<Supplier>(t.app, admin, "/api/suppliers")).map((s) => s.name);
    expect(names).toHaveLength(await supplierCount());
  });

  it("all=true lists the active ones only", async () => {
    const inactive = await createSupplier();
    await call("DELETE", `/api/suppliers/${inactive.id}`);
    const all = (await call("GET", "/api/suppliers?all=true")).json().data as Supplier[];
    expect(all.every((s) => s.is_active)).toBe(true);
    expect(all.some((s) => s.id === inactive.id)).toBe(false);
  });

  it("exports every page as xlsx and csv, the same rows as the pages", async () => {
    await createSupplier({ name: "=cmd|' /C calc'!A0" });
    const pages = await allPages<Supplier>(t.app, admin, "/api/suppliers");
    const { xlsx, csv } = await exportBoth(t.app, admin, "/api/suppliers", "proveedores");
    expect(xlsx.records.map((r) => r["Razón social"])).toEqual(pages.map((s) => s.name));
    expect(csv.records.map((r) => r.NIT)).toEqual(pages.map((s) => s.nit));
    // A CSV cell that a spreadsheet would run as a formula is written as text.
    expect(csv.records.map((r) => r["Razón social"])).toContain("'=cmd|' /C calc'!A0");
  });
});

describe("price lists", () => {
  it("replaces a supplier's products and answers them with names; the product lists its suppliers", async () => {
    const supplier = await createSupplier();
    const [p1, p2] = [await createStockedProduct(t.app, admin), await createStockedProduct(t.app, admin)];
    const list = [
      {
        product_id: p1.productId,
        supplier_sku: "PROV-1",
        unit_cost: 1250.5,
        min_quantity: 12,
        pack_size: 6,
        preferred: true,
      },
      { product_id: p2.productId, unit_cost: 800 },
    ];
    const put = await call("PUT", `/api/suppliers/${supplier.id}/products`, list);
    expect(put.statusCode, put.body).toBe(200);
    const got = (await call("GET", `/api/suppliers/${supplier.id}/products`)).json() as SupplierProduct[];
    expect(got).toEqual(put.json());
    expect(got.find((p) => p.product_id === p1.productId)).toEqual({
      product_id: p1.productId,
      product_name: expect.any(String),
      sku: p1.sku,
      supplier_sku: "PROV-1",
      unit_cost: 1250.5,
      min_quantity: 12,
      pack_size: 6,
      lead_time_days: 0,
      preferred: true,
    });
    expect(got.find((p) => p.product_id === p2.productId)).toMatchObject({
      min_quantity: 1,
      pack_size: 1,
      preferred: false,
    });

    // Replacing drops what is no longer listed.
    await call("PUT", `/api/suppliers/${supplier.id}/products`, [list[0]]);
    const ofP2 = (await call("GET", `/api/product/${p2.productId}/suppliers`)).json() as ProductSupplier[];
    expect(ofP2).toEqual([]);
    const ofP1 = (await call("GET", `/api/product/${p1.productId}/suppliers`)).json() as ProductSupplier[];
    expect(ofP1).toEqual([
      expect.objectContaining({
        supplier_id: supplier.id,
        supplier_name: supplier.name,
        nit: supplier.nit,
        preferred: true,
      }),
    ]);
  });

  it("a product has one preferred supplier: marking another moves it", async () => {
    const [a, b] = [await createSupplier(), await createSupplier()];
    const { productId } = await createStockedProduct(t.app, admin);
    const item = { product_id: productId, unit_cost: 100, preferred: true };
    await call("PUT", `/api/suppliers/${a.id}/products`, [item]);
    await call("PUT", `/api/suppliers/${b.id}/products`, [item]);
    const suppliers = (await call("GET", `/api/product/${productId}/suppliers`)).json() as ProductSupplier[];
    expect(suppliers.map((s) => [s.supplier_id, s.preferred])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
  });

  it("two suppliers marking the same product preferred at once: one keeps it, no error", async () => {
    const [a, b] = [await createSupplier(), await createSupplier()];
    const { productId } = await createStockedProduct(t.app, admin);
    const item = [{ product_id: productId, unit_cost: 100, preferred: true }];
    const answers = await Promise.all([
      call("PUT", `/api/suppliers/${a.id}/products`, item),
      call("PUT", `/api/suppliers/${b.id}/products`, item),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const suppliers = (await call("GET", `/api/product/${productId}/suppliers`)).json() as ProductSupplier[];
    expect(suppliers.filter((s) => s.preferred)).toHaveLength(1);
  });

  it("refuses an unknown or repeated product and bad terms, changing nothing", async () => {
    const supplier = await createSupplier();
    const { productId } = await createStockedProduct(t.app, admin);
    await call("PUT", `/api/suppliers/${supplier.id}/products`, [{ product_id: productId, unit_cost: 10 }]);
    const unknown = await call("PUT", `/api/suppliers/${supplier.id}/products`, [
      { product_id: productId, unit_cost: 10 },
      { product_id: "00000000-0000-7000-8000-000000000000", unit_cost: 10 },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ "1.product_id": supplierMessages.productUnknown });
    const repeated = await call("PUT", `/api/suppliers/${supplier.id}/products`, [
      { product_id: productId, unit_cost: 10 },
      { product_id: productId, unit_cost: -1, pack_size: 0 },
    ]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fields).toMatchObject({
      "1.product_id": supplierMessages.productRepeated,
      "1.unit_cost": supplierMessages.costInvalid,
      "1.pack_size": supplierMessages.packSizeInvalid,
    });
    const kept = (await call("GET", `/api/suppliers/${supplier.id}/products`)).json();
    expect(kept).toEqual([expect.objectContaining({ product_id: productId, unit_cost: 10 })]);
    expect((await call("PUT", "/api/suppliers/00000000-0000-7000-8000-000000000000/products", [])).statusCode).toBe(
      404,
    );
    const noProduct = await call("GET", "/api/product/00000000-0000-7000-8000-000000000000/suppliers");
    expect(noProduct.json()).toEqual({ message: productMessages.notFound, code: "NOT_FOUND" });
  });
});

describe("permissions", () => {
  it("reads with suppliers:read, writes with each write's own permission", async () => {
    const supplier = await createSupplier();
    const none = await signInWithPermissions(t.app, admin, ["dashboard:read"]);
    const reader = await signInWithPermissions(t.app, admin, ["suppliers:read"]);
    const forbidden = { message: messages.errors.forbidden, code: "FORBIDDEN" };
    expect((await call("GET", "/api/suppliers", undefined, none.cookie)).json()).toEqual(forbidden);
    expect((await call("GET", `/api/product/${supplier.id}/suppliers`, undefined, none.cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/suppliers", undefined, reader.cookie)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["POST", "/api/suppliers", supplierBody()],
      ["PUT", `/api/suppliers/${supplier.id}`, supplierBody()],
      ["DELETE", `/api/suppliers/${supplier.id}`, undefined],
      ["PUT", `/api/suppliers/${supplier.id}/products`, []],
    ] as const)
      expect((await call(method, url, body, reader.cookie)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call("GET", `/api/suppliers/${supplier.id}`)).json()).toEqual(supplier);
  });
});
