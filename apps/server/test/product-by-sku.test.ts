import { productMessages } from "@inventario/shared/products";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStockedProduct } from "./helpers/catalog";
import { createSignedInApp, injectAs, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

// GET /api/product/by-sku?sku=: what a barcode scan in 'Registrar Venta' asks (issue 21). Both databases.
let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const lookUp = (code: string, cookie = admin) =>
  injectAs(t.app, cookie, "GET", `/api/product/by-sku?sku=${encodeURIComponent(code)}`);

describe("product by SKU", () => {
  it("finds the active product whose SKU is exactly the code, trimmed and in any case", async () => {
    const tag = uniqueIdentification();
    const { productId, sku } = await createStockedProduct(t.app, admin, { sku: `esc-${tag}`, price: 2500.5 });
    expect(sku).toBe(`ESC-${tag}`);
    // A longer SKU holding the code must not answer it: the match is exact, not a search.
    await createStockedProduct(t.app, admin, { sku: `ESC-${tag}-2` });

    for (const code of [sku, `  esc-${tag}\t`, `Esc-${tag}`]) {
      const response = await lookUp(code);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: productId, sku, price: 2500.5, quantity: 100, available: 100 });
    }
    // The same product as its own detail answers it.
    expect((await lookUp(sku)).json()).toEqual(
      (await injectAs(t.app, admin, "GET", `/api/product/${productId}`)).json(),
    );
  });

  it("answers 404 with the code in a Spanish message for an unknown code, a partial one or a deleted product", async () => {
    const { productId, sku } = await createStockedProduct(t.app, admin);
    for (const code of ["NO-EXISTE-123", sku.slice(0, -1), "7702001234567", "código/raro?"]) {
      const response = await lookUp(` ${code} `);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "NOT_FOUND", message: productMessages.skuNotFound(code) });
    }

    expect((await injectAs(t.app, admin, "DELETE", `/api/product/${productId}`)).statusCode).toBe(204);
    const deleted = await lookUp(sku);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().message).toBe(productMessages.skuNotFound(sku));
  });

  it("refuses an empty or too long code with 400", async () => {
    for (const url of [
      "/api/product/by-sku",
      "/api/product/by-sku?sku=%20%20",
      `/api/product/by-sku?sku=${"A".repeat(101)}`,
    ]) {
      const response = await injectAs(t.app, admin, "GET", url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe("VALIDATION");
    }
  });

  it("needs products:read, the permission of the sale form's product search", async () => {
    const { sku } = await createStockedProduct(t.app, admin);
    const reader = await signInWithPermissions(t.app, admin, ["products:read"]);
    expect((await lookUp(sku, reader.cookie)).statusCode).toBe(200);
    const seller = await signInWithPermissions(t.app, admin, ["sales:create"]);
    const refused = await lookUp(sku, seller.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN");
    expect((await t.app.inject({ method: "GET", url: `/api/product/by-sku?sku=${sku}` })).statusCode).toBe(401);
  });
});
