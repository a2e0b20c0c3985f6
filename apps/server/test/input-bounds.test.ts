import { limitMessages, MAX_AMOUNT, MAX_PRODUCT_STOCK, MAX_QUANTITY } from "@inventario/shared/limits";
import { MAX_MONEY } from "@inventario/shared/money";
import { textMessages } from "@inventario/shared/text";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId, nowIso } from "../src/lib/ids";
import { createStockedProduct, multipartBody } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { uniqueIdentification } from "./helpers/users";

/**
 * Input the schemas must refuse before it reaches a database (issue 16, defects 2–4): control
 * characters, malformed multipart bodies, and numbers or sums past what the columns hold. Both
 * databases must answer the same.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app);
});
afterAll(async () => {
  await t.close();
});

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

const NUL = "a\u0000b";

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const isText = (schema: JsonSchema) =>
  !schema.enum && (schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string")));

/** Every free-text leaf of a JSON body schema, as [path, a body holding only that leaf]. */
function textLeaves(schema: JsonSchema, path: string[] = []): Array<[string[], unknown]> {
  const leaves: Array<[string[], unknown]> = [];
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) leaves.push(...textLeaves(option, path));
  if (isText(schema)) leaves.push([path, NUL]);
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    for (const [childPath, value] of textLeaves(child, [...path, key])) leaves.push([childPath, value]);
  }
  if (schema.items) {
    for (const [childPath, value] of textLeaves(schema.items, [...path, "0"])) leaves.push([childPath, value]);
  }
  return leaves;
}

/** Builds the body that holds `value` at `path` (array steps are "0"). */
function bodyAt(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return head === "0" ? [bodyAt(rest, value)] : { [head as string]: bodyAt(rest, value) };
}

function operations() {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase() as Method, path, op })),
  );
}

describe("control characters (defect 2)", () => {
  it("refuses a NUL in every text field of every JSON body with a field message", async () => {
    const failures: string[] = [];
    let probes = 0;
    for (const { method, path, op } of operations()) {
      const schema = op.requestBody?.content["application/json"]?.schema;
      if (!schema) continue;
      // Path params get a value that exists nowhere: the body is validated before any lookup.
      const url = path.replace(/\{identification\}/g, "0000000000").replace(/\{[^}]+\}/g, "x");
      for (const [leaf, value] of textLeaves(schema)) {
        probes += 1;
        const response = await call(method, url, bodyAt(leaf, value) as object);
        const field = leaf.join(".");
        const fields = response.statusCode === 400 ? response.json().fields : undefined;
        if (!fields?.[field]) failures.push(`${method} ${path} ${field}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(probes).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it("refuses a NUL in every text query parameter with a field message", async () => {
    const failures: string[] = [];
    let probes = 0;
    for (const { method, path, op } of operations()) {
      for (const parameter of op.parameters ?? []) {
        if (parameter.in !== "query" || !parameter.schema || !isText(parameter.schema)) continue;
        probes += 1;
        const url = `${path.replace(/\{[^}]+\}/g, "x")}?page=1&${parameter.name}=ab%00cd`;
        const response = await call(method, url);
        const fields = response.statusCode === 400 ? response.json().fields : undefined;
        if (!fields?.[parameter.name]) failures.push(`${method} ${url}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(probes).toBeGreaterThanOrEqual(6);
    expect(failures).toEqual([]);
  });

  it("answers 404 for an id path parameter holding a NUL, 400 for a malformed identification", async () => {
    const failures: string[] = [];
    for (const { method, path, op } of operations()) {
      const params = (op.parameters ?? []).filter((p) => p.in === "path");
      if (params.length === 0) continue;
      const byIdentification = params.some((p) => p.name === "identification");
      for (const value of ["%00", "a%00b", "%01"]) {
        const url = path.replace(/\{[^}]+\}/g, value);
        // PUT bodies would be refused first; an empty object still lets the params decide when valid.
        const response = await call(method, url, method === "GET" || method === "DELETE" ? undefined : {});
        const expected = byIdentification ? 400 : 404;
        const code = response.statusCode;
        if (code !== expected && !(code === 400 && method !== "GET" && method !== "DELETE" && !byIdentification)) {
          failures.push(`${method} ${url}: ${code} ${response.body}`);
        }
        if (code === 404) expect(response.json().code).toBe("NOT_FOUND");
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers the issue's reproductions with 400 or 404, never 500", async () => {
    const warehouse = await call("POST", "/api/warehouse", { name: NUL });
    expect(warehouse.statusCode).toBe(400);
    expect(warehouse.json()).toMatchObject({ code: "VALIDATION", fields: { name: textMessages.controlCharacters } });
    const product = await call("GET", "/api/product/%00");
    expect(product.statusCode).toBe(404);
    expect(product.json()).toEqual({ code: "NOT_FOUND", message: expect.any(String) });
    for (const list of ["product", "inventory", "clients", "employees", "warehouse", "withdrawals"]) {
      const search = await call("GET", `/api/${list}?page=1&search=ab%00cd`);
      expect(search.statusCode, list).toBe(400);
      expect(search.json().fields, list).toEqual({ search: textMessages.controlCharacters });
    }
    // Tabs and line breaks are ordinary text in a description.
    const { productId } = await createStockedProduct(t.app, admin, { description: "Línea 1\nLínea 2\tfin" });
    expect((await call("GET", `/api/product/${productId}`)).json().description).toBe("Línea 1\nLínea 2\tfin");
  });
});

describe("malformed multipart bodies (defect 3)", () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const upload = (productId: string, payload: Buffer | string, contentType: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/product/${productId}/image`,
      headers: { cookie: admin, "content-type": contentType },
      payload,
    });

  it("answers 400 in our error shape for every malformed body, and still takes a good one", async () => {
    const { productId } = await createStockedProduct(t.app, admin);
    const good = multipartBody("image", "a.png", "image/png", png);
    const type = good.headers["content-type"];
    const boundary = type.split("boundary=")[1] as string;
    const text = good.payload.toString("latin1");
    const cases: Array<[string, Buffer | string, string]> = [
      ["no boundary", good.payload, "multipart/form-data"],
      ["empty boundary", good.payload, "multipart/form-data; boundary="],
      ["wrong closing boundary", text.replace(`--${boundary}--`, "--otro--"), type],
      ["missing closing boundary", text.slice(0, text.lastIndexOf(`--${boundary}--`)), type],
      ["truncated", good.payload.subarray(0, good.payload.length - 40), type],
      ["truncated headers", text.slice(0, 30), type],
      ["no parts", `--${boundary}--\r\n`, type],
      ["garbage", "esto no es multipart", type],
    ];
    for (const [name, payload, contentType] of cases) {
      const response = await upload(productId, payload, contentType);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      const body = response.json();
      expect(body.code, name).toBe("VALIDATION");
      expect(body.message, name).toMatch(/[a-záéíóúñ]/);
    }
    // Two files where one is allowed, and a field named __proto__: refused in our shape too.
    const file = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nx\r\n`;
    for (const payload of [
      `${file("image")}${file("image")}--${boundary}--\r\n`,
      `${file("__proto__")}--${boundary}--\r\n`,
    ]) {
      const response = await upload(productId, payload, type);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(Object.keys(response.json()).sort()).toEqual(expect.arrayContaining(["code", "message"]));
    }
    const ok = await upload(productId, good.payload, type);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe("numeric bounds (defect 4)", () => {
  const entry = (productId: string, warehouseId: string, quantity: number, costs = 1, lot = "L1") =>
    call("POST", "/api/inventory", {
      product_id: productId,
      warehouse_id: warehouseId,
      quantity,
      unit: "UD",
      costs,
      lot_number: lot,
      expiration_date: null,
      min_stock: 0,
      max_stock: 0,
    });
  const stockChange = (kind: "replenish" | "withdraw", productId: string, warehouseId: string, quantity: number) =>
    call("PUT", `/api/inventory/${kind}`, {
      product_id: productId,
      warehouse_id: warehouseId,
      quantity,
      lot_number: "L1",
      observation: "Prueba de límites",
    });
  const lotQuantity = async (productId: string) =>
    (
      await t.app.db
        .selectFrom("lots")
        .select("quantity")
        .where("product_id", "=", productId)
        .where("lot_key", "=", "L1")
        .executeTakeFirstOrThrow()
    ).quantity;

  let clientId: string;
  beforeAll(async () => {
    clientId = uniqueIdentification();
    const client = await call("POST", "/api/clients", {
      identification: clientId,
      name: "Límite",
      last_name: "Pruebas",
      email: `limite.${clientId}@correo.co`,
      birthday: "1990-01-01",
      phone_number: "3001112233",
    });
    expect(client.statusCode).toBe(201);
  });
  const sale = (items: Array<{ product_id: string; quantity: number; unit_price: number }>) =>
    call("POST", "/api/sale", { client_id: clientId, type: "RETAIL", currency: "COP", items });

  it("keeps the bounds inside what both databases and exact JS numbers hold", () => {
    expect(MAX_QUANTITY * 2).toBeLessThan(2 ** 31);
    expect(MAX_AMOUNT * 100 * 2).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(MAX_MONEY).toBeLessThanOrEqual(MAX_AMOUNT);
    expect(MAX_PRODUCT_STOCK).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it("refuses quantities, prices and costs past the bounds with a field message", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    const tooMany = await entry(productId, warehouseId, MAX_QUANTITY + 1);
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().fields)).toEqual(["quantity"]);
    const tooDear = await entry(productId, warehouseId, 1, MAX_MONEY + 1);
    expect(tooDear.statusCode).toBe(400);
    expect(Object.keys(tooDear.json().fields)).toEqual(["costs"]);
    const assign = await call("POST", "/api/withdrawals/assign-stock/bulk", {
      items: [{ withdrawal_item_id: "x", assignments: [{ warehouse_id: "y", quantity: MAX_QUANTITY + 1 }] }],
    });
    expect(assign.statusCode).toBe(400);
  });

  it("refuses a product whose first lot is worth more than MAX_AMOUNT (quantity × cost), and reads it never fail", async () => {
    const refused = await call("POST", "/api/product", {
      name: "Caro",
      description: "Prueba",
      category: "Pruebas",
      sku: `CARO-${uniqueIdentification()}`,
      image_url: null,
      price: 1,
      warehouse_id: (await createStockedProduct(t.app, admin)).warehouseId,
      quantity: 100_000,
      unit: "UD",
      costs: 1e12,
      lot_number: null,
      expiration_date: null,
      min_stock: 0,
      max_stock: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ costs: limitMessages.lotValue });
    expect((await call("GET", "/api/inventory?page=1")).statusCode).toBe(200);
  });

  it("refuses with 409 an entry or a restock that would take a lot past MAX_QUANTITY, on both databases", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: MAX_QUANTITY, costs: 1 });
    for (let i = 0; i < 2; i++) {
      const more = await entry(productId, warehouseId, MAX_QUANTITY);
      expect(more.statusCode, more.body).toBe(409);
      expect(more.json()).toEqual({ code: "CONFLICT", message: limitMessages.lotQuantity(MAX_QUANTITY, "UD") });
    }
    const one = await entry(productId, warehouseId, 1);
    expect(one.statusCode).toBe(409);
    const restock = await stockChange("replenish", productId, warehouseId, 1);
    expect(restock.statusCode).toBe(409);
    expect(restock.json().message).toBe(limitMessages.lotQuantity(MAX_QUANTITY, "UD"));
    expect(await lotQuantity(productId)).toBe(MAX_QUANTITY);
    expect((await stockChange("withdraw", productId, warehouseId, 10)).statusCode).toBe(200);
    expect((await stockChange("replenish", productId, warehouseId, 10)).statusCode).toBe(200);
    expect(await lotQuantity(productId)).toBe(MAX_QUANTITY);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("refuses with 409 an entry or restock that would take a lot's value past MAX_AMOUNT", async () => {
    const cost = MAX_MONEY;
    const fits = Math.floor(MAX_AMOUNT / cost);
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: fits, costs: cost });
    const entryOver = await entry(productId, warehouseId, 1, cost);
    expect(entryOver.statusCode, entryOver.body).toBe(409);
    expect(entryOver.json().message).toBe(limitMessages.lotValueReached);
    const restockOver = await stockChange("replenish", productId, warehouseId, 1);
    expect(restockOver.statusCode).toBe(409);
    expect(restockOver.json().message).toBe(limitMessages.lotValueReached);
    // A cheaper entry into the same lot lowers its average cost and may still fit.
    expect((await entry(productId, warehouseId, 1, 0)).statusCode).toBe(201);
    expect(await lotQuantity(productId)).toBe(fits + 1);
    expect((await call("GET", `/api/inventory/${productId}`)).statusCode).toBe(200);
  });

  it("refuses with 409 a stock change that would take a product's total past MAX_PRODUCT_STOCK", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: 1, costs: 1 });
    // Full lots written straight to the table (the triggers keep products.stock): entries would take minutes.
    const lots = Math.ceil(MAX_PRODUCT_STOCK / MAX_QUANTITY);
    const at = nowIso();
    for (let start = 0; start < lots; start += 500) {
      await t.app.db
        .insertInto("lots")
        .values(
          Array.from({ length: Math.min(500, lots - start) }, (_, i) => ({
            id: newId(),
            product_id: productId,
            warehouse_id: warehouseId,
            lot_number: `F${start + i}`,
            lot_key: `F${start + i}`,
            quantity: MAX_QUANTITY,
            unit: "UD",
            cost_cents: 100,
            expiration_date: null,
            min_stock: 0,
            max_stock: 0,
            acquired_at: at,
            updated_at: at,
          })),
        )
        .execute();
    }
    const message = limitMessages.productStock(MAX_PRODUCT_STOCK);
    const newLot = await entry(productId, warehouseId, 1, 1, "NUEVO");
    expect(newLot.statusCode, newLot.body).toBe(409);
    expect(newLot.json().message).toBe(message);
    const restock = await stockChange("replenish", productId, warehouseId, 1);
    expect(restock.statusCode).toBe(409);
    expect(restock.json().message).toBe(message);
    const read = await call("GET", `/api/inventory/${productId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().quantity).toBe(lots * MAX_QUANTITY + 1);
  });

  it("refuses with 409 merged sale lines past MAX_QUANTITY and a total past MAX_AMOUNT", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: MAX_QUANTITY, costs: 1 });
    expect((await entry(productId, warehouseId, MAX_QUANTITY, 1, "L2")).statusCode).toBe(201);
    expect((await entry(productId, warehouseId, MAX_QUANTITY, 1, "L3")).statusCode).toBe(201);
    const line = { product_id: productId, quantity: MAX_QUANTITY, unit_price: 1 };
    const merged = await sale([line, line, line]);
    expect(merged.statusCode, merged.body).toBe(409);
    expect(merged.json().message).toBe(limitMessages.saleLineQuantity(MAX_QUANTITY));
    const total = await sale([{ ...line, unit_price: MAX_MONEY }]);
    expect(total.statusCode, total.body).toBe(409);
    expect(total.json().message).toBe(limitMessages.saleTotal);
    const spread = await sale([
      { ...line, unit_price: MAX_AMOUNT / MAX_QUANTITY },
      { product_id: (await createStockedProduct(t.app, admin)).productId, quantity: 1, unit_price: 1 },
    ]);
    expect(spread.statusCode, spread.body).toBe(409);
    expect(spread.json().message).toBe(limitMessages.saleTotal);
    const fits = await sale([{ ...line, unit_price: MAX_AMOUNT / MAX_QUANTITY }]);
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().total).toBe(MAX_AMOUNT);
  });

  it("reads sums of quantity × cost that overflow a 64-bit integer (many lots at the largest value)", async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: 1, costs: 1 });
    // Each lot is worth MAX_AMOUNT: within every bound; together they pass 2^63 cents.
    const perLot = MAX_AMOUNT * 100;
    const lots = Math.ceil(2 ** 63 / perLot) + 10;
    const at = nowIso();
    for (let start = 0; start < lots; start += 500) {
      await t.app.db
        .insertInto("lots")
        .values(
          Array.from({ length: Math.min(500, lots - start) }, (_, i) => ({
            id: newId(),
            product_id: productId,
            warehouse_id: warehouseId,
            lot_number: `V${start + i}`,
            lot_key: `V${start + i}`,
            quantity: 10,
            unit: "UD",
            cost_cents: perLot / 10,
            expiration_date: null,
            min_stock: 0,
            max_stock: 0,
            acquired_at: at,
            updated_at: at,
          })),
        )
        .execute();
    }
    const one = await call("GET", `/api/inventory/${productId}`);
    expect(one.statusCode, one.body).toBe(200);
    // The first lot (one unit at one peso) barely moves the weighted average.
    expect(one.json().cost / (MAX_AMOUNT / 10)).toBeCloseTo(1, 3);
    const page = await call("GET", `/api/inventory?page=1&search=${encodeURIComponent(one.json().sku)}`);
    expect(page.statusCode, page.body).toBe(200);
    const byProducts = await call("POST", "/api/inventory/by-products", { product_ids: [productId] });
    expect(byProducts.statusCode, byProducts.body).toBe(200);
  });

  it("still reads, and refuses to grow, a lot stored before the bounds (the issue's 100 000 × 1e12)", async () => {
    const { productId, warehouseId, sku } = await createStockedProduct(t.app, admin, { quantity: 1, costs: 1 });
    await t.app.db
      .updateTable("lots")
      .set({ quantity: 100_000, cost_cents: MAX_MONEY * 100 })
      .where("product_id", "=", productId)
      .execute();
    for (const url of [`/api/inventory/${productId}`, `/api/inventory?page=1&search=${sku}`]) {
      const response = await call("GET", url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    const byProducts = await call("POST", "/api/inventory/by-products", { product_ids: [productId] });
    expect(byProducts.statusCode, byProducts.body).toBe(200);
    for (const grow of [
      () => entry(productId, warehouseId, 1),
      () => stockChange("replenish", productId, warehouseId, 1),
    ]) {
      const response = await grow();
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(limitMessages.lotValueReached);
    }
  });
});
