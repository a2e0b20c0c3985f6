import { importRowMessages } from "@inventario/shared/import-schemas";
import { importColumns } from "@inventario/shared/imports";
import { personMessages } from "@inventario/shared/people";
import { productMessages } from "@inventario/shared/products";
import { describe, expect, it } from "vitest";
import type { Cell, SheetRow } from "../src/lib/spreadsheet/read";
import { type HeaderMap, mapHeader } from "../src/modules/imports/import-header";
import { checkRow, rowValues } from "../src/modules/imports/import-rows";

const row = (number: number, ...values: Array<string | number | undefined>): SheetRow => ({
  number,
  cells: values.map((value): Cell | undefined =>
    value === undefined
      ? undefined
      : typeof value === "number"
        ? { kind: "number", value, text: String(value) }
        : { kind: "text", text: value },
  ),
});

function headerOf(kind: keyof typeof importColumns, ...names: string[]): HeaderMap {
  const mapped = mapHeader(row(1, ...names), importColumns[kind]);
  if ("error" in mapped) throw new Error(mapped.error);
  return mapped;
}

describe("checking a row with the forms' schemas", () => {
  it("creates a product from a full row, normalised as the form would", () => {
    const header = headerOf("products", "Código", "Nombre", "Descripción", "Categoría", "Precio");
    const checked = checkRow(
      "products",
      rowValues(row(2, "ab-12", " Café ", "Tostado", "Bebidas", "12.500"), header, true),
      header,
      true,
    );
    expect(checked).toEqual({
      data: { sku: "AB-12", name: "Café", description: "Tostado", category: "Bebidas", price: 12500, image_url: null },
    });
  });

  it("updates only the columns the file has, and needs the others to create", () => {
    const header = headerOf("products", "SKU", "Precio");
    const values = rowValues(row(7, "AB-12", "$ 9.900"), header, true);
    expect(checkRow("products", values, header, false)).toEqual({ data: { sku: "AB-12", price: 9900 } });
    const created = checkRow("products", values, header, true);
    expect("errors" in created && created.errors.map((error) => [error.row, error.column, error.message])).toEqual([
      [7, "Nombre", importRowMessages.neededToCreate("Nombre")],
      [7, "Descripción", importRowMessages.neededToCreate("Descripción")],
      [7, "Categoría", importRowMessages.neededToCreate("Categoría")],
    ]);
  });

  it("reports every problem of a row on its column as the file names it, with the value typed", () => {
    const header = headerOf("clients", "Cédula", "Nombres", "Apellidos", "Email", "Fecha de nacimiento", "Celular");
    const values = rowValues(row(3, "123", "Ana", "", "ana@", "3000-01-01", "300 123"), header, true);
    const checked = checkRow("clients", values, header, true);
    expect("errors" in checked && checked.errors).toEqual([
      { row: 3, column: "Cédula", value: "123", message: personMessages.tenDigits },
      { row: 3, column: "Apellidos", value: "", message: personMessages.lastNameRequired },
      { row: 3, column: "Email", value: "ana@", message: personMessages.emailInvalid },
      { row: 3, column: "Fecha de nacimiento", value: "3000-01-01", message: personMessages.birthdayInFuture },
      { row: 3, column: "Celular", value: "300 123", message: personMessages.tenDigits },
    ]);
  });

  it("checks an opening-stock row as an entry's lot, with empty minimum and maximum as 0", () => {
    const header = headerOf("stock", "Código", "Bodega", "Cantidad", "Unidad", "Costo unitario", "Mínimo", "Máximo");
    const ok = checkRow("stock", rowValues(row(2, "ab-1", "Principal", 10, "und", 1500), header, true), header, true);
    expect(ok).toEqual({
      data: {
        sku: "AB-1",
        warehouse: "Principal",
        quantity: 10,
        unit: "UND",
        costs: 1500,
        lot_number: null,
        expiration_date: null,
        min_stock: 0,
        max_stock: 0,
      },
    });
    const wrong = checkRow(
      "stock",
      rowValues(row(4, "ab-1", "Principal", 0, "und", 1500, 9, 2), header, true),
      header,
      true,
    );
    expect("errors" in wrong && wrong.errors.map((error) => [error.column, error.message])).toEqual([
      ["Cantidad", productMessages.quantityInvalid],
      ["Mínimo", productMessages.minAboveMax],
    ]);
  });

  it("keeps the cells that could not be read apart from the schema's issues", () => {
    const header = headerOf("stock", "Código", "Bodega", "Cantidad", "Unidad", "Costo unitario");
    const values = rowValues(row(5, "X", "Principal", "diez", "und", "caro"), header, true);
    expect(values.errors.map((error) => [error.column, error.value])).toEqual([
      ["Cantidad", "diez"],
      ["Costo unitario", "caro"],
    ]);
  });
});
