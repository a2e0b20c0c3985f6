import { importColumns, importMessages, normalizeHeader } from "@inventario/shared/imports";
import { describe, expect, it } from "vitest";
import type { Cell, SheetRow } from "../src/lib/spreadsheet/read";
import { parseAmount, parseDate, readCell } from "../src/modules/imports/import-cells";
import { mapHeader } from "../src/modules/imports/import-header";

const text = (value: string): Cell => ({ kind: "text", text: value });
const number = (value: number): Cell => ({ kind: "number", value, text: String(value) });

describe("reading amounts as people write them", () => {
  it("reads the es-CO way: thousands dots, decimal comma, pesos sign", () => {
    for (const [written, value] of [
      ["12.500", 12500],
      ["$ 12.500,50", 12500.5],
      ["$12.500", 12500],
      ["1.234.567", 1234567],
      ["12500", 12500],
      ["12.5", 12.5],
      ["1.23", 1.23],
      ["12.5", 12.5],
      ["1.23", 1.23],
      ["0", 0],
      ["COP 2.000", 2000],
      ["-3", -3],
    ] as const)
      expect(parseAmount(written, true), written).toBe(value);
  });

  it("reads the other way in a ',' file", () => {
    expect(parseAmount("12,500.50", false)).toBe(12500.5);
    expect(parseAmount("1250.5", false)).toBe(1250.5);
    // Thousands dots in a ',' file: the es-CO reading and the other one disagree, so neither is taken.
    expect(parseAmount("12.500", false)).toBeNull();
    expect(parseAmount("1.000.000", false)).toBeNull();
  });

  it("refuses what has two readings or none", () => {
    for (const written of ["12.50.0", "abc", "12,", "", "1e5", "12.500.5", "$", "1 2 3x"])
      expect(parseAmount(written, true), written).toBeNull();
  });
});

describe("reading dates", () => {
  it("reads aaaa-mm-dd and dd/mm/aaaa", () => {
    expect(parseDate("2027-03-05")).toBe("2027-03-05");
    expect(parseDate("5/3/2027")).toBe("2027-03-05");
    expect(parseDate("05-03-2027")).toBe("2027-03-05");
    expect(parseDate("03/05/27")).toBeNull();
    expect(parseDate("mañana")).toBeNull();
  });
});

describe("a cell read by its column's type", () => {
  it("keeps text as typed and numbers as the file wrote them", () => {
    expect(readCell(text("  0012 "), "text", true)).toEqual({ value: "0012" });
    expect(readCell({ kind: "number", value: 1234567890, text: "1234567890" }, "text", true)).toEqual({
      value: "1234567890",
    });
    expect(readCell(undefined, "text", true)).toEqual({ value: null });
    expect(readCell({ kind: "date", date: "2027-03-05" }, "text", true)).toEqual({ value: "05/03/2027" });
  });

  it("reads integers, money, dates and yes/no, with a Spanish message when it cannot", () => {
    expect(readCell(text("1.200"), "integer", true)).toEqual({ value: 1200 });
    expect(readCell(number(3.5), "integer", true)).toEqual({ error: importMessages.cell.integer });
    expect(readCell(text("$ 1.500,25"), "money", true)).toEqual({ value: 1500.25 });
    expect(readCell(text("mucho"), "money", true)).toEqual({ error: importMessages.cell.money });
    expect(readCell({ kind: "date", date: "2027-01-31" }, "date", true)).toEqual({ value: "2027-01-31" });
    expect(readCell(number(46418), "date", true)).toEqual({ value: "2027-01-31" });
    expect(readCell(text("31/01/2027"), "date", true)).toEqual({ value: "2027-01-31" });
    expect(readCell(text("enero"), "date", true)).toEqual({ error: importMessages.cell.date });
    expect(readCell(text("Sí"), "yesNo", true)).toEqual({ value: true });
    expect(readCell(text("no"), "yesNo", true)).toEqual({ value: false });
    expect(readCell({ kind: "boolean", value: true }, "yesNo", true)).toEqual({ value: true });
    expect(readCell(text("quizá"), "yesNo", true)).toEqual({ error: importMessages.cell.yesNo });
  });

  it("reports a cell the reader refused", () => {
    expect(readCell({ kind: "problem", problem: "tooLong" }, "text", true)).toEqual({
      error: importMessages.cell.tooLong,
    });
  });
});

describe("matching the header row", () => {
  const header = (...names: string[]): SheetRow => ({ number: 1, cells: names.map((name) => text(name)) });

  it("matches headers and synonyms whatever their case, accents and spacing, and lists the unknown ones", () => {
    const mapped = mapHeader(
      header("codigo", " PRECIO  DE VENTA", "Color", "nombre_del_producto"),
      importColumns.products,
    );
    if ("error" in mapped) throw new Error(mapped.error);
    expect(mapped.columns.map(({ column, index }) => [column.field, index])).toEqual([
      ["sku", 0],
      ["price", 1],
      ["name", 3],
    ]);
    expect(mapped.ignored).toEqual(["Color"]);
  });

  it("refuses a file without its key columns, naming them, and a column given twice", () => {
    expect(mapHeader(header("Nombre", "Precio"), importColumns.products)).toEqual({
      error: importMessages.header.missingKey(["Código"]),
    });
    expect(mapHeader(header("Cantidad"), importColumns.stock)).toEqual({
      error: importMessages.header.missingKey(["Código", "Bodega"]),
    });
    expect(mapHeader(header("SKU", "Código"), importColumns.products)).toEqual({
      error: importMessages.header.repeated("Código"),
    });
  });

  it("has no header or synonym that two columns of a kind share", () => {
    for (const [kind, columns] of Object.entries(importColumns)) {
      const names = columns.flatMap((column) => [column.header, ...column.synonyms].map(normalizeHeader));
      expect(new Set(names).size, kind).toBe(names.length);
    }
  });
});
