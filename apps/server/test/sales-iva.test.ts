import { UVT_2026 } from "@inventario/shared/business-settings";
import { importMessages } from "@inventario/shared/imports";
import { taxMessages } from "@inventario/shared/taxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createStockedProduct, multipartBody } from "./helpers/catalog";
import { createSignedInApp, type TestApp } from "./helpers/test-app";
import { uniqueIdentification } from "./helpers/users";

/**
 * Issue 35, IVA: each product's class, each sale line's base and IVA by the one rounding rule (per line,
 * half up to the cent; base = amount ÷ (1 + rate)), the sale's totals per class adding up to its total,
 * and the 5 UVT threshold of the factura electrónica. Expected figures computed by hand (exact fractions).
 */
let t: TestApp;
let admin: string;
let clientId: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
  clientId = await createClient(t.app, admin);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

async function product(taxClass: string | undefined, price: number, quantity = 100) {
  const { productId } = await createStockedProduct(t.app, admin, {
    price,
    quantity,
    costs: 0.01,
    ...(taxClass ? { tax_class: taxClass } : {}),
  });
  return productId;
}

async function sell(items: Array<{ product_id: string; quantity: number; unit_price: number }>) {
  const response = await call("POST", "/api/sale", { client_id: clientId, type: "RETAIL", currency: "COP", items });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function setVatResponsible(vatResponsible: boolean) {
  const current = (await call("GET", "/api/settings/business")).json();
  const { configured: _configured, updated_at: _updated, ...body } = current;
  const response = await call("PUT", "/api/settings/business", {
    ...body,
    legal_name: body.legal_name || "Tienda de prueba",
    nit: body.nit || "800197268",
    dv: body.dv ?? 4,
    vat_responsible: vatResponsible,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("products' IVA class", () => {
  it("defaults to IVA 19 % for a business responsable de IVA, to Excluido otherwise, and is kept when an update leaves it out", async () => {
    const taxed = await product(undefined, 1000);
    expect((await call("GET", `/api/product/${taxed}`)).json().tax_class).toBe("IVA_19");
    await setVatResponsible(false);
    const untaxed = await product(undefined, 1000);
    expect((await call("GET", `/api/product/${untaxed}`)).json().tax_class).toBe("EXCLUIDO");
    await setVatResponsible(true);

    const current = (await call("GET", `/api/product/${taxed}`)).json();
    const basics = {
      name: current.name,
      description: current.description,
      category: current.category,
      sku: current.sku,
      image_url: null,
      price: 1500,
    };
    expect((await call("PUT", `/api/product/${taxed}`, basics)).json().tax_class).toBe("IVA_19");
    const changed = await call("PUT", `/api/product/${taxed}`, { ...basics, tax_class: "IVA_5" });
    expect(changed.json().tax_class).toBe("IVA_5");
    const trail = (await call("GET", `/api/audit?entity=product&entity_id=${taxed}`)).json();
    expect(trail.data[0].changes).toEqual([{ field: "tax_class", before: "IVA_19", after: "IVA_5" }]);

    const refused = await call("PUT", `/api/product/${taxed}`, { ...basics, tax_class: "IVA_16" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.tax_class).toBe(taxMessages.classInvalid);
  });

  it("is read and written by the products import: by label or rate, an empty cell keeping it", async () => {
    const sku = `IVA-${uniqueIdentification()}`;
    const upload = (text: string, query = "") => {
      const body = multipartBody("file", "iva.csv", "text/csv", Buffer.from(`\ufeff${text}\r\n`, "utf8"));
      return t.app.inject({
        method: "POST",
        url: `/api/imports/products${query}`,
        payload: body.payload,
        headers: { ...body.headers, cookie: admin },
      });
    };
    const header = "Código;Nombre;Descripción;Categoría;Precio;IVA";
    const created = await upload(`${header}\r\n${sku};Leche;Entera;Lácteos;4.200;Excluido`);
    expect(created.statusCode, created.body).toBe(201);
    const id = (await call("GET", `/api/product/by-sku?sku=${sku}`)).json().id;
    expect((await call("GET", `/api/product/${id}`)).json().tax_class).toBe("EXCLUIDO");
    expect((await upload(`${header}\r\n${sku};Leche;Entera;Lácteos;4.200;5 %`)).statusCode).toBe(201);
    expect((await call("GET", `/api/product/${id}`)).json().tax_class).toBe("IVA_5");
    const kept = await upload(`${header}\r\n${sku};Leche;Entera;Lácteos;4.300;`);
    expect(kept.statusCode).toBe(201);
    expect((await call("GET", `/api/product/${id}`)).json().tax_class).toBe("IVA_5");
    const wrong = await upload(`${header}\r\n${sku};Leche;Entera;Lácteos;4.300;16 %`, "?dry_run=true");
    expect(wrong.json().errors).toEqual([
      expect.objectContaining({ row: 2, column: "IVA", value: "16 %", message: importMessages.cell.taxClass }),
    ]);
  });
});

describe("a sale's IVA", () => {
  it("splits each line by its class and adds the classes up to the total, as computed by hand", async () => {
    const general = await product("IVA_19", 11_900);
    const reduced = await product("IVA_5", 10_500);
    const exempt = await product("EXENTO", 3_000);
    const excluded = await product("EXCLUIDO", 2_500);
    const sale = await sell([
      { product_id: general, quantity: 2, unit_price: 11_900 },
      { product_id: reduced, quantity: 1, unit_price: 10_500 },
      { product_id: exempt, quantity: 3, unit_price: 3_000 },
      { product_id: excluded, quantity: 4, unit_price: 2_500 },
    ]);
    // 23.800 ÷ 1,19 = 20.000 + 3.800 IVA; 10.500 ÷ 1,05 = 10.000 + 500; 9.000 exento; 10.000 excluido.
    expect(sale.taxes).toEqual([
      { tax_class: "IVA_19", base: 20_000, tax: 3_800 },
      { tax_class: "IVA_5", base: 10_000, tax: 500 },
      { tax_class: "EXENTO", base: 9_000, tax: 0 },
      { tax_class: "EXCLUIDO", base: 10_000, tax: 0 },
    ]);
    expect(sale.subtotal).toBe(49_000);
    expect(sale.total).toBe(53_300);
    expect(sale.requires_electronic_invoice).toBe(false);
    expect(sale.items[0]).toMatchObject({ tax_class: "IVA_19", base: 20_000, tax: 3_800, subtotal: 23_800 });

    const detail = (await call("GET", `/api/sales/${sale.id}`)).json();
    expect(detail).toMatchObject({ subtotal: 49_000, taxes: sale.taxes, total: 53_300 });
    expect(detail.lines.map((line: { tax_class: string }) => line.tax_class)).toEqual([
      "IVA_19",
      "IVA_5",
      "EXENTO",
      "EXCLUIDO",
    ]);
  });

  it("rounds per line, half up to the cent: 1 unit at $1, 3 units at $0,01, 999.999 units", async () => {
    const cases: Array<[string, number, number, { base: number; tax: number }]> = [
      // 100 ÷ 1,19 = 84,03 → 84 cents; IVA 16 cents.
      ["IVA_19", 1, 1, { base: 0.84, tax: 0.16 }],
      // 3 ÷ 1,19 = 2,52 → 3 cents; IVA 0.
      ["IVA_19", 3, 0.01, { base: 0.03, tax: 0 }],
      // 5 ÷ 1,19 = 4,20 → 4 cents; IVA 1 cent.
      ["IVA_19", 5, 0.01, { base: 0.04, tax: 0.01 }],
      // 123.455.876.544 cents ÷ 1,19 = 103.744.434.070,59 → …071 cents.
      ["IVA_19", 999_999, 1_234.56, { base: 1_037_444_340.71, tax: 197_114_424.73 }],
      // ÷ 1,05 = 117.577.025.280 cents exactly.
      ["IVA_5", 999_999, 1_234.56, { base: 1_175_770_252.8, tax: 58_788_512.64 }],
    ];
    for (const [taxClass, quantity, price, expected] of cases) {
      const id = await product(taxClass, price, quantity);
      const sale = await sell([{ product_id: id, quantity, unit_price: price }]);
      expect(sale.taxes, `${quantity} × ${price} at ${taxClass}`).toEqual([{ tax_class: taxClass, ...expected }]);
      expect(Math.round((expected.base + expected.tax) * 100)).toBe(Math.round(sale.total * 100));
      expect(sale.subtotal).toBe(expected.base);
    }
  });

  it("keeps the class of the line as sold when the product's class changes later", async () => {
    const id = await product("IVA_19", 1_190);
    const sale = await sell([{ product_id: id, quantity: 1, unit_price: 1_190 }]);
    const current = (await call("GET", `/api/product/${id}`)).json();
    await call("PUT", `/api/product/${id}`, {
      name: current.name,
      description: current.description,
      category: current.category,
      sku: current.sku,
      image_url: null,
      price: current.price,
      tax_class: "EXENTO",
    });
    expect((await call("GET", `/api/sales/${sale.id}`)).json().taxes).toEqual([
      { tax_class: "IVA_19", base: 1_000, tax: 190 },
    ]);
  });

  it("asks for a factura electrónica above 5 UVT of value before taxes, not at it", async () => {
    const fiveUvt = 5 * UVT_2026;
    const id = await product("EXCLUIDO", fiveUvt);
    const at = await sell([{ product_id: id, quantity: 1, unit_price: fiveUvt }]);
    expect(at).toMatchObject({ subtotal: fiveUvt, requires_electronic_invoice: false });
    const above = await sell([{ product_id: id, quantity: 1, unit_price: fiveUvt + 0.01 }]);
    expect(above).toMatchObject({ subtotal: fiveUvt + 0.01, requires_electronic_invoice: true });
    // With IVA 19 %, the threshold is on the base: a price of 5 UVT × 1,19 is exactly at it.
    const taxed = await product("IVA_19", fiveUvt * 1.19);
    const taxedAt = await sell([{ product_id: taxed, quantity: 1, unit_price: fiveUvt * 1.19 }]);
    expect(taxedAt).toMatchObject({ subtotal: fiveUvt, requires_electronic_invoice: false });
    expect((await call("GET", `/api/sales/${above.id}`)).json().requires_electronic_invoice).toBe(true);
  });
});
