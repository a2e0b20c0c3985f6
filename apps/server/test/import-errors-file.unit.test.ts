import { EXPORT_CONTENT_TYPES } from "@inventario/shared/export";
import type { ImportErrorItem } from "@inventario/shared/import-api";
import { importMessages, MAX_IMPORT_ROWS } from "@inventario/shared/imports";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readSpreadsheet, type SheetRow, SpreadsheetError } from "../src/lib/spreadsheet/read";
import { buildErrorsFile, ERRORS_FILE_SLICE_ROWS } from "../src/modules/imports/import-errors-file";
import { errorsFileTexts, templateTexts } from "../src/modules/imports/import-template-texts";

async function rowsOf(file: Buffer) {
  const read = readSpreadsheet(file);
  const rows: SheetRow[] = [];
  for await (const batch of read.rows) rows.push(...batch);
  return { ...read, rows };
}

/** Each row as its number and what its cells read as: text, numbers, dates, booleans. */
const shown = (rows: SheetRow[]) =>
  rows.map((row) => [
    row.number,
    ...Array.from(row.cells, (cell) => {
      if (cell === undefined) return null;
      if (cell.kind === "text") return cell.text;
      if (cell.kind === "number") return cell.value;
      if (cell.kind === "date") return `fecha ${cell.date}`;
      if (cell.kind === "boolean") return cell.value;
      return `problema ${cell.problem}`;
    }),
  ]);

const INJECTION = "=cmd|' /C calc'!A0";
const error = (row: number, column: string, message: string): ImportErrorItem => ({ row, column, value: "", message });

async function uploadedXlsx() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Mis productos");
  sheet.addRow(["Código", "Nombre", "Precio", "Vence", "Activo"]);
  sheet.addRow(["0012", INJECTION, 12_500.5, new Date(Date.UTC(2027, 5, 30)), true]);
  sheet.getCell("D2").numFmt = "dd/mm/yyyy";
  sheet.addRow(["0034", "Café", 9_900, null, false]);
  // Row 4 left empty; row 5 has a cell past the header's last one (no header: the import ignores it).
  sheet.getRow(5).values = ["0056", "Té", "doce", null, null, "nota suelta"];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("the errors file of an .xlsx upload", () => {
  it("is the upload with an 'Errores' column: each row's messages on it, every cell as it was", async () => {
    const errors = [
      error(2, "Precio", importMessages.cell.money),
      error(2, "Nombre", "Es demasiado largo"),
      error(5, "Precio", importMessages.cell.money),
    ];
    const file = await buildErrorsFile(await uploadedXlsx(), errors);
    expect(file).toMatchObject({ extension: "xlsx", contentType: EXPORT_CONTENT_TYPES.xlsx });
    const { format, rows } = await rowsOf(file.bytes);
    expect(format).toBe("xlsx");
    expect(shown(rows)).toEqual([
      [1, "Código", "Nombre", "Precio", "Vence", "Activo", "Errores"],
      [
        2,
        "0012",
        INJECTION,
        12_500.5,
        "fecha 2027-06-30",
        true,
        `Precio: ${importMessages.cell.money}; Nombre: Es demasiado largo`,
      ],
      [3, "0034", "Café", 9_900, null, false],
      [5, "0056", "Té", "doce", null, null, `Precio: ${importMessages.cell.money}`, "nota suelta"],
    ]);
  });

  it("keeps text as text (formatted so), never a formula, and highlights the rows with errors", async () => {
    const file = await buildErrorsFile(await uploadedXlsx(), [error(2, "Precio", importMessages.cell.money)]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    expect(sheet.name).toBe(templateTexts.dataSheet);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getCell("A2").numFmt).toBe("@");
    expect(sheet.getCell("B2").type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell("B2").value).toBe(INJECTION);
    expect(sheet.getCell("D2").numFmt).toBe("dd/mm/yyyy");
    expect(sheet.getCell("F1").font?.bold).toBe(true);
    expect(sheet.getCell("F2").fill).toMatchObject({ type: "pattern", pattern: "solid" });
    expect(sheet.getCell("F3").value).toBeNull();
    expect(sheet.getCell("F3").fill).toBeUndefined();
  });

  it("writes the header's errors in the header's own 'Errores' cell", async () => {
    const missing = importMessages.header.missingKey(["Código"]);
    const file = await buildErrorsFile(await uploadedXlsx(), [error(1, "", missing)]);
    const { rows } = await rowsOf(file.bytes);
    expect(shown(rows)[0]).toEqual([1, "Código", "Nombre", "Precio", "Vence", "Activo", `Errores: ${missing}`]);
    expect(rows.slice(1).every((row) => row.cells[5] === undefined)).toBe(true);
  });

  it("adds a row at the end for an error of a row the file does not have, so that none is lost", async () => {
    const file = await buildErrorsFile(await uploadedXlsx(), [error(99, "Precio", "Otro")]);
    const { rows } = await rowsOf(file.bytes);
    expect(shown(rows).at(-1)).toEqual([6, null, null, null, null, null, errorsFileTexts.otherRow(99, "Precio: Otro")]);
  });
});

describe("the errors file of a CSV upload", () => {
  it("keeps the export's dialect (';', decimal comma, BOM), the row numbers, zeros, and writes injection as text", async () => {
    const upload = Buffer.from(
      `\uFEFFCódigo;Nombre;Precio\r\n0012;${INJECTION};12.500,50\r\n\r\n0034;"Café; ""molido""";-5\r\n0056;Té;1.000\r\n`,
    );
    const file = await buildErrorsFile(upload, [
      error(2, "Nombre", "Es demasiado largo"),
      error(4, "Precio", "El precio debe ser un valor en pesos mayor o igual a 0"),
    ]);
    expect(file).toMatchObject({ extension: "csv", contentType: EXPORT_CONTENT_TYPES.csv });
    const text = file.bytes.toString("utf8");
    expect(text).toBe(
      "\uFEFFCódigo;Nombre;Precio;Errores\r\n" +
        `0012;'${INJECTION};12.500,50;Nombre: Es demasiado largo\r\n` +
        "\r\n" +
        '0034;"Café; ""molido""";-5;Precio: El precio debe ser un valor en pesos mayor o igual a 0\r\n' +
        "0056;Té;1.000;\r\n",
    );
    const { decimalComma, rows } = await rowsOf(file.bytes);
    expect(decimalComma).toBe(true);
    expect(rows.map((row) => row.number)).toEqual([1, 2, 4, 5]);
  });

  it("keeps the ',' dialect with a decimal point", async () => {
    const upload = Buffer.from('Código,Nombre,Precio\n0012,"Tubo 1/2""",12500.50\n0034,+SUM(A1),7\n');
    const file = await buildErrorsFile(upload, [error(3, "Nombre", "Es demasiado largo")]);
    expect(file.bytes.toString("utf8")).toBe(
      "\uFEFFCódigo,Nombre,Precio,Errores\r\n" +
        '0012,"Tubo 1/2""",12500.50,\r\n' +
        "0034,'+SUM(A1),7,Nombre: Es demasiado largo\r\n",
    );
    const { decimalComma, rows } = await rowsOf(file.bytes);
    expect(decimalComma).toBe(false);
    // An empty 'Errores' field, as a CSV has it.
    expect(shown(rows)[1]).toEqual([2, "0012", 'Tubo 1/2"', "12500.50", null]);
  });

  it("writes the header's errors in the header's own 'Errores' cell", async () => {
    const file = await buildErrorsFile(Buffer.from("Nombre;Precio\r\nCafé;1\r\n"), [
      error(1, "", importMessages.header.missingKey(["Código"])),
    ]);
    const { rows } = await rowsOf(file.bytes);
    expect(shown(rows)).toEqual([
      [1, "Nombre", "Precio", `Errores: ${importMessages.header.missingKey(["Código"])}`],
      [2, "Café", "1", null],
    ]);
  });

  it("gives the event loop a turn every slice of rows", async () => {
    const rows = 20 * ERRORS_FILE_SLICE_ROWS;
    const upload = Buffer.from(
      `Código;Nombre\r\n${Array.from({ length: rows }, (_, i) => `${i};Producto`).join("\r\n")}`,
    );
    let turns = 0;
    let running = true;
    const tick = () => {
      turns++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    await buildErrorsFile(upload, [error(rows + 1, "Nombre", "Es demasiado largo")]);
    running = false;
    expect(turns).toBeGreaterThanOrEqual(20);
  });

  it("refuses a file of more rows than an import takes, as the check does", async () => {
    const upload = Buffer.from(`Código\n${"A\n".repeat(MAX_IMPORT_ROWS + 1)}`);
    await expect(buildErrorsFile(upload, [])).rejects.toEqual(new SpreadsheetError("tooManyRows"));
  });
});
