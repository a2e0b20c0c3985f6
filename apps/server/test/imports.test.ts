import { importMessages } from "@inventario/shared/imports";
import { productMessages } from "@inventario/shared/products";
import ExcelJS from "exceljs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkImport } from "../src/modules/imports/import-check";
import { productsTarget } from "../src/modules/imports/targets/products";
import { createStockedProduct } from "./helpers/catalog";
import { changedTables, fingerprint, fingerprintedTables } from "./helpers/fingerprint";
import { createSignedInApp, type TestApp } from "./helpers/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
});
afterAll(() => t.close());

const csv = (...lines: string[]) => Buffer.from(`\ufeff${lines.join("\r\n")}\r\n`, "utf8");

describe("checking a products file (dry run)", () => {
  it("says what each row would do, writing nothing", async () => {
    const { sku } = await createStockedProduct(t.app, admin, { price: 1000, description: "Prueba" });
    const db = t.app.db as unknown as Kysely<unknown>;
    const tables = await fingerprintedTables(db);
    const before = await fingerprint(db, tables);
    const file = csv(
      "Código;Nombre;Descripción;Categoría;Precio;Color",
      `${sku.toLowerCase()};${"Producto"};Prueba;Pruebas;1.000`,
      "NUEVO-1;Café molido;Tostado medio;Bebidas;$ 12.500,50;rojo",
    );
    // The first row renames the product: an update; the second is new.
    const check = await checkImport(t.app.db, productsTarget, file);
    expect(check).toMatchObject({
      rows: 2,
      create: 1,
      update: 1,
      unchanged: 0,
      errors: [],
      ignored_columns: ["Color"],
    });
    expect(check.plan.map((row) => [row.row, row.action])).toEqual([
      [2, "update"],
      [3, "create"],
    ]);
    expect(changedTables(before, await fingerprint(db, tables))).toEqual([]);
  });

  it("finds a row that changes nothing unchanged, comparing prices in cents", async () => {
    const { sku } = await createStockedProduct(t.app, admin, { price: 1234.5 });
    const check = await checkImport(t.app.db, productsTarget, csv("SKU;Precio", `${sku};1.234,50`));
    expect(check).toMatchObject({ rows: 1, create: 0, update: 0, unchanged: 1, errors: [] });
  });

  it("lists every error of the file at once, on the rows and columns a spreadsheet shows", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Productos");
    sheet.addRow([]);
    sheet.addRow(["Código", "Nombre", "Descripción", "Categoría", "Precio"]);
    sheet.addRow(["A-1", "Uno", "D", "C", 100]);
    sheet.addRow(["a-1", "Otra vez", "D", "C", 100]);
    sheet.addRow(["B 2", "", "D", "C", "caro"]);
    sheet.addRow(["C-3", "Tres", "D", "C", -5]);
    const check = await checkImport(t.app.db, productsTarget, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(check.errors).toEqual([
      { row: 4, column: "Código", value: "a-1", message: importMessages.row.repeated(3) },
      { row: 5, column: "Código", value: "B 2", message: productMessages.skuInvalid },
      { row: 5, column: "Nombre", value: "", message: productMessages.nameRequired },
      { row: 5, column: "Precio", value: "caro", message: importMessages.cell.money },
      { row: 6, column: "Precio", value: "-5", message: productMessages.priceInvalid },
    ]);
    expect(check).toMatchObject({ rows: 4, create: 1 });
  });

  it("refuses a header without the key column as the file's one error", async () => {
    const check = await checkImport(t.app.db, productsTarget, csv("Nombre;Precio", "Uno;100"));
    expect(check.errors).toEqual([
      { row: 1, column: "", value: "", message: importMessages.header.missingKey(["Código"]) },
    ]);
  });
});
