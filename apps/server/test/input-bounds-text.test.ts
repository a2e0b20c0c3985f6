import { textMessages } from "@inventario/shared/text";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStockedProduct, multipartBody } from "./helpers/catalog";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";

/**
 * Text the schemas must refuse before it reaches a database (issue 16, defects 2–3): control
 * characters in every text field, query parameter and path id, and malformed multipart bodies. Both
 * databases must answer the same. Numbers and sums past what the columns hold:
 * input-bounds-numeric.test.ts.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object) => injectAs(t.app, admin, method, url, payload);

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
    // A surrogate without its pair, as JSON spells it ("\ud800"): no character, refused the same way.
    const unpaired = await call("POST", "/api/warehouse", { name: "Bodega \ud800" });
    expect(unpaired.statusCode).toBe(400);
    expect(unpaired.json()).toMatchObject({ code: "VALIDATION", fields: { name: textMessages.controlCharacters } });
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
