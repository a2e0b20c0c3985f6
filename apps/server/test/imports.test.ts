import { importApiMessages } from "@inventario/shared/import-api";
import { importMessages } from "@inventario/shared/imports";
import { nitCheckDigit } from "@inventario/shared/nit";
import { productMessages } from "@inventario/shared/products";
import ExcelJS from "exceljs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, createStockedProduct, multipartBody } from "./helpers/catalog";
import { changedTables, fingerprint, fingerprintedTables } from "./helpers/fingerprint";
import { ledgerMismatches } from "./helpers/ledger";
import { createSignedInApp, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
});
afterAll(() => t.close());

const csv = (...lines: string[]) => Buffer.from(`\ufeff${lines.join("\r\n")}\r\n`, "utf8");

async function xlsx(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Datos");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST /api/imports/{kind}: `query` "dry_run=true", "confirm_duplicate=true" or "". */
function upload(
  kind: string,
  file: Buffer,
  query = "",
  options: { cookie?: string; key?: string; name?: string } = {},
) {
  const body = multipartBody("file", options.name ?? "datos.csv", "application/octet-stream", file);
  return t.app.inject({
    method: "POST",
    url: `/api/imports/${kind}${query ? `?${query}` : ""}`,
    payload: body.payload,
    headers: {
      ...body.headers,
      cookie: options.cookie ?? admin,
      ...(options.key ? { "idempotency-key": options.key } : {}),
    },
  });
}

const db = () => t.app.db as unknown as Kysely<unknown>;
async function unchangedBy(work: () => Promise<unknown>) {
  const tables = await fingerprintedTables(db());
  const before = await fingerprint(db(), tables);
  await work();
  return changedTables(before, await fingerprint(db(), tables));
}

const sku = () => `IMP-${uniqueIdentification()}`;

async function warehouseName(id: string): Promise<string> {
  const all = await t.app.inject({ url: "/api/warehouse?all=true", headers: { cookie: admin } });
  return all.json().data.find((w: { id: string }) => w.id === id).name;
}

describe("checking a file (dry run)", () => {
  it("says what each row would do, lists unknown columns, and writes nothing", async () => {
    const { sku: known } = await createStockedProduct(t.app, admin, { price: 1000, description: "Prueba" });
    const fresh = sku();
    const file = csv(
      "Código;Nombre;Descripción;Categoría;Precio;Color",
      `${known.toLowerCase()};Producto renombrado;Prueba;Pruebas;1.000`,
      `${fresh};Café molido;Tostado medio;Bebidas;$ 12.500,50;rojo`,
    );
    let answer: Awaited<ReturnType<typeof upload>> | undefined;
    expect(await unchangedBy(async () => (answer = await upload("products", file, "dry_run=true")))).toEqual([]);
    expect(answer?.statusCode).toBe(200);
    expect(answer?.json()).toEqual({
      rows: 2,
      create: 1,
      update: 1,
      unchanged: 0,
      errors: [],
      errors_total: 0,
      ignored_columns: ["Color"],
    });
  });

  it("lists every error of the file at once, on the rows and columns a spreadsheet shows", async () => {
    const file = await xlsx([
      [],
      ["Código", "Nombre", "Descripción", "Categoría", "Precio"],
      ["A-1", "Uno", "D", "C", 100],
      ["a-1", "Otra vez", "D", "C", 100],
      ["B 2", "", "D", "C", "caro"],
      ["C-3", "Tres", "D", "C", -5],
    ]);
    const answer = await upload("products", file, "dry_run=true", { name: "datos.xlsx" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().errors).toEqual([
      { row: 4, column: "Código", value: "a-1", message: importMessages.row.repeated(3) },
      { row: 5, column: "Código", value: "B 2", message: productMessages.skuInvalid },
      { row: 5, column: "Nombre", value: "", message: productMessages.nameRequired },
      { row: 5, column: "Precio", value: "caro", message: importMessages.cell.money },
      { row: 6, column: "Precio", value: "-5", message: productMessages.priceInvalid },
    ]);
    expect(answer.json()).toMatchObject({ rows: 4, create: 1, errors_total: 5 });
  });

  it("refuses a header without the key column as the file's one error", async () => {
    const answer = await upload("products", csv("Nombre;Precio", "Uno;100"), "dry_run=true");
    expect(answer.json().errors).toEqual([
      { row: 1, column: "", value: "", message: importMessages.header.missingKey(["Código"]) },
    ]);
  });
});

describe("applying a file", () => {
  it("creates and updates products all at once as a numbered import, unchanged the second time", async () => {
    const { sku: known, productId } = await createStockedProduct(t.app, admin, { price: 1000 });
    const fresh = sku();
    const file = csv(
      "Código;Nombre;Descripción;Categoría;Precio",
      `${known};Nombre nuevo;Otra descripción;Otra;2.500`,
      `${fresh};Café molido;Tostado medio;Bebidas;12.500,50`,
    );
    const applied = await upload("products", file, "", { name: "catalogo.csv" });
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({
      number: expect.stringMatching(/^I-\d{6}$/),
      kind: "products",
      file_name: "catalogo.csv",
      rows: 2,
      create: 1,
      update: 1,
      unchanged: 0,
    });
    const product = (await t.app.inject({ url: `/api/product/${productId}`, headers: { cookie: admin } })).json();
    expect(product).toMatchObject({ name: "Nombre nuevo", description: "Otra descripción", price: 2500 });
    const bySku = await t.app.inject({ url: `/api/product/by-sku?sku=${fresh}`, headers: { cookie: admin } });
    expect(bySku.json()).toMatchObject({ name: "Café molido", price: 12500.5, quantity: 0 });
    const search = await t.app.inject({ url: `/api/product?search=${fresh}`, headers: { cookie: admin } });
    expect(search.json().data.map((p: { sku: string }) => p.sku)).toEqual([fresh]);

    const again = await upload("products", file);
    expect(again.json()).toMatchObject({ rows: 2, create: 0, update: 0, unchanged: 2 });
    const { id, number } = applied.json();
    const one = await t.app.inject({ url: `/api/imports/${id}`, headers: { cookie: admin } });
    expect(one.json()).toMatchObject({ id, number, employee_name: expect.any(String) });
    const history = await t.app.inject({ url: "/api/imports", headers: { cookie: admin } });
    expect(history.json().data[0]).toMatchObject({ id: again.json().id });
    expect(history.json().data[1]).toMatchObject({ id });
  });

  it("an error in the last row leaves every table as it was (422 with the errors)", async () => {
    const lines = ["Código;Nombre;Descripción;Categoría;Precio"];
    const base = sku();
    for (let i = 0; i < 1200; i++) lines.push(`${base}-${i};Producto ${i};D;C;${1000 + i}`);
    lines.push(`${base}-LAST;;D;C;100`);
    let answer: Awaited<ReturnType<typeof upload>> | undefined;
    expect(await unchangedBy(async () => (answer = await upload("products", csv(...lines))))).toEqual([]);
    expect(answer?.statusCode).toBe(422);
    expect(answer?.json()).toEqual({
      message: importApiMessages.hasErrors(1),
      code: "IMPORT_ERRORS",
      errors: [{ row: 1202, column: "Nombre", value: "", message: productMessages.nameRequired }],
      errors_total: 1,
    });
  });

  it("refuses files that are not spreadsheets, empty or cut, with a 4xx and nothing written", async () => {
    const refused = async (file: Buffer) => {
      let answer: Awaited<ReturnType<typeof upload>> | undefined;
      expect(await unchangedBy(async () => (answer = await upload("products", file)))).toEqual([]);
      return answer!;
    };
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect((await refused(png)).json()).toMatchObject({
      code: "VALIDATION",
      message: importMessages.file.notSpreadsheet,
    });
    expect((await refused(Buffer.from(""))).statusCode).toBe(400);
    expect((await refused(Buffer.from("PK\u0003\u0004garbage"))).json()).toMatchObject({
      message: importMessages.file.brokenXlsx,
    });
    const formula = csv("Código;Nombre;Descripción;Categoría;Precio", `${sku()};=cmd|' /C calc'!A0;D;C;100`);
    expect((await upload("products", formula, "dry_run=true")).json()).toMatchObject({ create: 1, errors: [] });
  });

  it("refuses a sheet of 1,048,576 rows and a cell of 1 MB, writing nothing; a formula-like name is exported as text", async () => {
    const header = "Código;Nombre;Descripción;Categoría;Precio";
    const huge = Buffer.from(`${header}\r\n${"A;B;C;D;1\r\n".repeat(1_048_575)}`, "utf8");
    let answer: Awaited<ReturnType<typeof upload>> | undefined;
    expect(await unchangedBy(async () => (answer = await upload("products", huge)))).toEqual([]);
    expect(answer?.statusCode).toBe(400);
    expect(answer?.json().message).toBe(importMessages.file.tooManyRows);

    const bigCell = csv(header, `${sku()};${"x".repeat(1024 * 1024)};D;C;100`);
    const checked = await upload("products", bigCell, "dry_run=true");
    expect(checked.json().errors).toEqual([
      { row: 2, column: "Nombre", value: "", message: importMessages.cell.tooLong },
    ]);

    const injected = sku();
    const name = "=cmd|' /C calc'!A0";
    expect((await upload("products", csv(header, `${injected};${name};D;C;100`))).statusCode).toBe(201);
    const exported = await t.app.inject({
      url: `/api/product?search=${injected}&format=csv`,
      headers: { cookie: admin },
    });
    expect(exported.body).toContain(`'${name}`);
  });

  it("answers a retry with the same key and file once, and refuses the key with another file", async () => {
    const file = csv("Código;Nombre;Descripción;Categoría;Precio", `${sku()};Uno;D;C;100`);
    const key = `import-${uniqueIdentification()}`;
    const first = await upload("products", file, "", { key });
    const retry = await upload("products", file, "", { key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json().id).toBe(first.json().id);
    const other = await upload(
      "products",
      csv("Código;Nombre;Descripción;Categoría;Precio", `${sku()};Dos;D;C;1`),
      "",
      {
        key,
      },
    );
    expect(other.json().code).toBe("IDEMPOTENCY_MISMATCH");
  });

  it("needs the kind's permission; the history any import permission", async () => {
    const clientsOnly = await signInWithPermissions(t.app, admin, ["imports:clients"]);
    const file = csv("Código;Nombre;Descripción;Categoría;Precio", `${sku()};Uno;D;C;100`);
    expect((await upload("products", file, "dry_run=true", { cookie: clientsOnly.cookie })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/imports", headers: { cookie: clientsOnly.cookie } })).statusCode).toBe(200);
    expect((await upload("recetas", file, "dry_run=true")).statusCode).toBe(404);
  });
});

describe("opening stock", () => {
  it("adds each row's units as OPENING movements of the import, refuses the same file twice unless confirmed", async () => {
    const { sku: known, productId, warehouseId } = await createStockedProduct(t.app, admin);
    const warehouse = { name: await warehouseName(warehouseId) };
    const before = (await t.app.inject({ url: `/api/product/${productId}`, headers: { cookie: admin } })).json();
    const file = csv(
      "Código;Bodega;Lote;Cantidad;Unidad;Costo unitario;Fecha de vencimiento;Stock mínimo;Stock máximo",
      `${known};${warehouse.name.toUpperCase()};L-IMP-1;30;UND;1.500;31/12/2030;2;100`,
      `${known};${warehouse.name};;5;UND;1.000;;;`,
    );
    const check = await upload("stock", file, "dry_run=true");
    expect(check.json()).toMatchObject({ rows: 2, create: 2, errors: [] });
    const applied = await upload("stock", file);
    expect(applied.statusCode).toBe(201);
    const after = (await t.app.inject({ url: `/api/product/${productId}`, headers: { cookie: admin } })).json();
    expect(after.quantity).toBe(before.quantity + 35);
    const kardex = (await t.app.inject({ url: `/api/product/${productId}/kardex`, headers: { cookie: admin } })).json();
    const opening = JSON.stringify(kardex);
    expect(opening).toContain(`Saldo inicial ${applied.json().number}`);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);

    const twice = await upload("stock", file);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "DUPLICATE_IMPORT" });
    expect(twice.json().message).toContain(applied.json().number);
    const confirmed = await upload("stock", file, "confirm_duplicate=true");
    expect(confirmed.statusCode).toBe(201);
    const last = (await t.app.inject({ url: `/api/product/${productId}`, headers: { cookie: admin } })).json();
    expect(last.quantity).toBe(before.quantity + 70);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });

  it("refuses an unknown product or warehouse and a lot with another expiry, in the file or the database", async () => {
    const { sku: known, warehouseId } = await createStockedProduct(t.app, admin);
    const warehouse = { name: await warehouseName(warehouseId) };
    const { warehouseId: otherId } = await createStockedProduct(t.app, admin);
    const other = await warehouseName(otherId);
    const header = "Código;Bodega;Lote;Cantidad;Unidad;Costo unitario;Fecha de vencimiento";
    await upload("stock", csv(header, `${known};${warehouse.name};L-EXP;1;UND;100;01/01/2031`));
    const answer = await upload(
      "stock",
      csv(
        header,
        `NO-EXISTE-${uniqueIdentification()};${warehouse.name};;1;UND;100;`,
        `${known};Bodega que no existe;;1;UND;100;`,
        `${known};${warehouse.name};L-EXP;1;UND;100;02/01/2031`,
        `${known};${warehouse.name};L-NEW;1;UND;100;01/01/2032`,
        `${known};${other};L-NEW;1;UND;100;01/02/2032`,
      ),
      "dry_run=true",
    );
    expect(
      answer.json().errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message]),
    ).toEqual([
      [2, "Código", importMessages.row.productUnknown],
      [3, "Bodega", importMessages.row.warehouseUnknown],
      [4, "Fecha de vencimiento", importMessages.row.lotOtherExpiry("01/01/2031")],
      [6, "Fecha de vencimiento", importMessages.row.lotExpiryInFile(5)],
    ]);
  });
});

describe("what the review found", () => {
  it("a lot typed in another case is the same lot: repeated in the file", async () => {
    const { sku: known, warehouseId } = await createStockedProduct(t.app, admin);
    const name = await warehouseName(warehouseId);
    const answer = await upload(
      "stock",
      csv(
        "Código;Bodega;Lote;Cantidad;Unidad;Costo unitario",
        `${known};${name};lx1;1;UND;100`,
        `${known};${name};LX1;1;UND;100`,
      ),
      "dry_run=true",
    );
    expect(answer.json().errors).toEqual([
      { row: 3, column: "Código", value: known, message: importMessages.row.repeated(2) },
    ]);
  });

  it("stock without a lot number is checked like a lot (its unit), and past the lot's bound is refused in the check", async () => {
    const { sku: known, warehouseId } = await createStockedProduct(t.app, admin);
    const name = await warehouseName(warehouseId);
    const header = "Código;Bodega;Cantidad;Unidad;Costo unitario";
    expect((await upload("stock", csv(header, `${known};${name};2;UND;100`))).statusCode).toBe(201);
    const answer = await upload(
      "stock",
      csv(header, `${known};${name};2;KG;100`, `${known};${name};999999999;UND;100`),
      "dry_run=true",
    );
    expect(answer.json().errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [2, "Unidad"],
      [3, "Cantidad"],
    ]);
  });

  it("an empty 'Activa' leaves a warehouse as it is", async () => {
    const fresh = `Bodega inactiva ${uniqueIdentification()}`;
    expect((await upload("warehouses", csv("Nombre;Activa", `${fresh};No`))).statusCode).toBe(201);
    const again = await upload("warehouses", csv("Nombre;Activa", `${fresh};`), "dry_run=true");
    expect(again.json()).toMatchObject({ unchanged: 1, update: 0, errors: [] });
  });

  it("a check ignores an Idempotency-Key, even one an apply used", async () => {
    const file = csv("Código;Nombre;Descripción;Categoría;Precio", `${sku()};Uno;D;C;100`);
    const key = `import-${uniqueIdentification()}`;
    expect((await upload("products", file, "", { key })).statusCode).toBe(201);
    const check = await upload("products", file, "dry_run=true", { key });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ unchanged: 1 });
  });
});

describe("imports racing", () => {
  it("two imports of the same new SKUs: one creates each product, the other finds them; the same stock twice applies once", async () => {
    const base = sku();
    const lines = ["Código;Nombre;Descripción;Categoría;Precio"];
    for (let i = 0; i < 300; i++) lines.push(`${base}-${i};Producto ${i};D;C;${100 + i}`);
    const [a, b] = await Promise.all([upload("products", csv(...lines)), upload("products", csv(...lines))]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().create + b.json().create, a.json().unchanged + b.json().unchanged]).toEqual([300, 300]);
    const found = await t.app.inject({ url: `/api/product?search=${base}`, headers: { cookie: admin } });
    expect(found.json().total).toBe(300);

    const { warehouseId } = await createStockedProduct(t.app, admin);
    const name = await warehouseName(warehouseId);
    const stock = ["Código;Bodega;Cantidad;Unidad;Costo unitario"];
    for (let i = 0; i < 300; i++) stock.push(`${base}-${i};${name};${1 + i};UND;100`);
    const twice = await Promise.all([upload("stock", csv(...stock)), upload("stock", csv(...stock))]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const one = await t.app.inject({ url: `/api/product/by-sku?sku=${base}-299`, headers: { cookie: admin } });
    expect(one.json().quantity).toBe(300);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
  });
});

describe("each kind round-trips: its list exported, then imported, changes nothing", () => {
  for (const [kind, url] of [
    ["products", "/api/product"],
    ["clients", "/api/clients"],
    ["employees", "/api/employees"],
    ["warehouses", "/api/warehouse"],
    ["suppliers", "/api/suppliers"],
  ] as const) {
    it(kind, async () => {
      await createStockedProduct(t.app, admin);
      await createClient(t.app, admin);
      await upload("suppliers", csv("NIT;DV;Razón social", "800197268;4;Proveedor exportado"));
      const exported = await t.app.inject({ url: `${url}?format=xlsx`, headers: { cookie: admin } });
      expect(exported.statusCode).toBe(200);
      const file = exported.rawPayload;
      const check = await upload(kind, file, "dry_run=true", { name: "export.xlsx" });
      expect(check.json()).toMatchObject({ create: 0, update: 0, errors: [] });
      expect(check.json().unchanged).toBeGreaterThan(0);
      // Only the import's own record is written.
      const changed = await unchangedBy(() => upload(kind, file, "", { name: "export.xlsx" }));
      expect(changed).toEqual([expect.stringMatching(/^imports /)]);
    });
  }
});

describe("people, warehouses and suppliers", () => {
  it("creates clients and employees (without access), refusing an email another person uses", async () => {
    const [a, b, c] = [uniqueIdentification(), uniqueIdentification(), uniqueIdentification()];
    const header = "Identificación;Nombres;Apellidos;Correo;Fecha de nacimiento;Celular";
    const file = csv(
      header,
      `${a};Ana;Pérez;ana.${a}@correo.co;05/03/1990;3001234567`,
      `${b};Luis;Gómez;ANA.${a}@correo.co;1991-04-06;3007654321`,
    );
    const check = await upload("clients", file, "dry_run=true");
    expect(check.json().errors).toEqual([
      { row: 3, column: "Correo", value: `ANA.${a}@correo.co`, message: importMessages.row.emailRepeated(2) },
    ]);
    const employees = await upload("employees", csv(header, `${c};Eva;Ríos;eva.${c}@correo.co;05/03/1990;3001234567`));
    expect(employees.statusCode).toBe(201);
    const employee = (await t.app.inject({ url: `/api/employees/${c}`, headers: { cookie: admin } })).json();
    expect(employee).toMatchObject({ name: "Eva", birthday: "1990-03-05", has_access: false });
  });

  it("creates warehouses and refuses deactivating one that holds stock", async () => {
    const { warehouseId } = await createStockedProduct(t.app, admin);
    const warehouse = { name: await warehouseName(warehouseId) };
    const fresh = `Bodega importada ${uniqueIdentification()}`;
    const answer = await upload("warehouses", csv("Nombre;Activa", `${fresh};Sí`, `${warehouse.name};No`));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual([
      { row: 3, column: "Activa", value: "No", message: importMessages.row.warehouseHoldsStock },
    ]);
    expect((await upload("warehouses", csv("Nombre;Activa", `${fresh};Sí`))).json()).toMatchObject({ create: 1 });
  });

  it("creates and updates suppliers by NIT, refusing a check digit that does not match", async () => {
    const nit = `9${uniqueIdentification().slice(2)}`;
    const dv = nitCheckDigit(nit);
    const header = "NIT;DV;Razón social;Ciudad;Plazo de pago (días)";
    const refused = await upload("suppliers", csv(header, `${nit};${(dv + 1) % 10};Insumos del Valle;Cali;30`));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { row: 2, column: "DV", value: String((dv + 1) % 10), message: importMessages.row.nitCheckDigit },
    ]);
    const created = await upload("suppliers", csv(header, `${nit};${dv};Insumos del Valle;Cali;30`));
    expect(created.json()).toMatchObject({ create: 1 });
    // An update may leave out the DV and the columns it does not change.
    const updated = await upload("suppliers", csv("NIT;Ciudad", `${nit};Palmira`));
    expect(updated.json()).toMatchObject({ update: 1 });
    const found = await t.app.inject({ url: `/api/suppliers?search=${nit}`, headers: { cookie: admin } });
    expect(found.json().data).toEqual([
      expect.objectContaining({ nit, dv, name: "Insumos del Valle", city: "Palmira", payment_terms_days: 30 }),
    ]);
  });
});
