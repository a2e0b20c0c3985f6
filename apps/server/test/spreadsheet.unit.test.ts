import { importMessages, MAX_CELL_CHARS, MAX_IMPORT_ROWS } from "@inventario/shared/imports";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { columnIndex, excelDay, isDateFormat } from "../src/lib/spreadsheet/cells";
import { readSpreadsheet, type SheetRow, SpreadsheetError } from "../src/lib/spreadsheet/read";
import { readCell } from "../src/modules/imports/import-cells";
import { deflated, deflatedRepeat, workbookZip, zipFile } from "./helpers/zip-file";

async function allRows(file: Buffer) {
  const read = readSpreadsheet(file);
  const rows: SheetRow[] = [];
  for await (const batch of read.rows) rows.push(...batch);
  return { ...read, rows };
}

/** What a row's cells read as, for short assertions: text, numbers, dates, problems. */
const shown = (row: SheetRow) =>
  Array.from(row.cells, (cell) => {
    if (cell === undefined) return null;
    if (cell.kind === "text") return cell.text;
    if (cell.kind === "number") return cell.value;
    if (cell.kind === "date") return `fecha ${cell.date}`;
    if (cell.kind === "boolean") return cell.value;
    return `problema ${cell.problem}`;
  });

async function refusal(file: Buffer | (() => Buffer)) {
  try {
    await allRows(typeof file === "function" ? file() : file);
  } catch (error) {
    if (error instanceof SpreadsheetError) return error;
    throw error;
  }
  throw new Error("the file was read");
}

describe("reading an .xlsx written by a spreadsheet program", () => {
  it("gives every cell as typed: text kept as text, numbers, dates, formulas' cached values, booleans", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Productos");
    sheet.addRow(["Código", "Nombre", "Precio", "Vence", "Activo", "Total"]);
    sheet.addRow(["0012", "Café «Sierra»; 500 g", 12500.5, new Date(Date.UTC(2027, 2, 15)), true]);
    sheet.getCell("D2").numFmt = "dd/mm/yyyy";
    sheet.getCell("F2").value = { formula: "C2*2", result: 25001 };
    sheet.addRow([]);
    sheet.addRow(["0013", { richText: [{ text: "Arroz " }, { text: "Diana", font: { bold: true } }] }]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const { format, rows } = await allRows(file);

    expect(format).toBe("xlsx");
    expect(rows.map((row) => row.number)).toEqual([1, 2, 4]);
    expect(shown(rows[0] as SheetRow)).toEqual(["Código", "Nombre", "Precio", "Vence", "Activo", "Total"]);
    expect(shown(rows[1] as SheetRow)).toEqual([
      "0012",
      "Café «Sierra»; 500 g",
      12500.5,
      "fecha 2027-03-15",
      true,
      25001,
    ]);
    expect(shown(rows[2] as SheetRow)).toEqual(["0013", "Arroz Diana"]);
  });

  it("places cells by their reference, leaving gaps where a row has none", async () => {
    const file = workbookZip(
      `<worksheet><sheetData><row r="3"><c r="B3" t="inlineStr"><is><t>b</t></is></c><c r="D3"><v>4</v></c></row></sheetData></worksheet>`,
    );
    const { rows } = await allRows(file);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.number).toBe(3);
    expect(shown(rows[0] as SheetRow)).toEqual([null, "b", null, 4]);
  });

  it("reads dates in the 1904 system and by a custom date format", async () => {
    const file = zipFile([
      deflated(
        "xl/workbook.xml",
        `<workbook xmlns:r="r"><workbookPr date1904="1"/><sheets><sheet name="A" sheetId="1" r:id="rId7"/></sheets></workbook>`,
      ),
      deflated(
        "xl/_rels/workbook.xml.rels",
        `<Relationships><Relationship Id="rId7" Target="/xl/worksheets/hoja.xml"/></Relationships>`,
      ),
      deflated(
        "xl/worksheets/hoja.xml",
        `<worksheet><sheetData><row r="1"><c r="A1" s="1"><v>0</v></c><c r="B1" s="2"><v>0</v></c></row></sheetData></worksheet>`,
      ),
      deflated(
        "xl/styles.xml",
        `<styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="4"/></cellXfs></styleSheet>`,
      ),
    ]);
    const { rows } = await allRows(file);
    expect(shown(rows[0] as SheetRow)).toEqual(["fecha 1904-01-01", 0]);
    // A number without a date format, in a column the import reads as a date, counts from 1904 too.
    expect(readCell(rows[0]?.cells[1], "date", true)).toEqual({ value: "1904-01-01" });
  });

  it("refuses a cell longer than the bound on its row, and reads the rest", async () => {
    const long = "x".repeat(1024 * 1024);
    const file = workbookZip(
      `<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>${long}</t></is></c><c r="C1" t="s"><v>1</v></c><c r="D1" t="e"><v>#DIV/0!</v></c></row></sheetData></worksheet>`,
      { sharedStrings: `<sst><si><t>${long}</t></si><si><r><t>ok</t></r><rPh><t>no</t></rPh></si></sst>` },
    );
    const { rows } = await allRows(file);
    expect(shown(rows[0] as SheetRow)).toEqual(["problema tooLong", "problema tooLong", "ok", "problema formulaError"]);
    expect(MAX_CELL_CHARS).toBeLessThan(long.length);
  });
});

describe("refusing files that are not spreadsheets or are hostile", () => {
  it("refuses binary data, text that is not UTF-8 and a damaged zip, each with its message", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect((await refusal(png)).message).toBe(importMessages.file.notSpreadsheet);
    expect((await refusal(Buffer.from("Código;Nombre\nA1;Piña", "latin1"))).message).toBe(importMessages.file.notUtf8);
    const cut = workbookZip("<worksheet><sheetData/></worksheet>").subarray(0, 60);
    expect((await refusal(cut)).message).toBe(importMessages.file.brokenXlsx);
    const notXml = workbookZip("<worksheet><sheetData><row><c><v>1</v></row></worksheet>");
    expect((await refusal(notXml)).message).toBe(importMessages.file.brokenXlsx);
    const pastLastColumn = workbookZip(
      `<worksheet><sheetData><row r="1"><c r="LLLLLLL1" t="inlineStr"><is><t>Código</t></is></c></row></sheetData></worksheet>`,
    );
    expect((await refusal(pastLastColumn)).message).toBe(importMessages.file.brokenXlsx);
    const noWorkbook = zipFile([deflated("hola.txt", "hola")]);
    expect((await refusal(noWorkbook)).message).toBe(importMessages.file.brokenXlsx);
  });

  it("refuses a shared-strings part of millions of empty strings", async () => {
    const file = workbookZip("<worksheet><sheetData/></worksheet>", {
      sharedStrings: `<sst>${"<si/>".repeat(MAX_IMPORT_ROWS * 20 + 1)}</sst>`,
    });
    expect((await refusal(file)).message).toBe(importMessages.file.tooBigInflated);
  });

  it("stops a zip bomb at the bound, whether its directory states the size or lies about it", async () => {
    const bomb = await deflatedRepeat(130);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const stated = {
      name: "xl/worksheets/sheet1.xml",
      data: bomb,
      method: 8 as const,
      uncompressedSize: 130 * 1024 * 1024,
    };
    const started = performance.now();
    expect((await refusal(workbookZip(stated))).message).toBe(importMessages.file.tooBigInflated);
    expect(performance.now() - started).toBeLessThan(1000);
    const lying = { ...stated, uncompressedSize: 1000 };
    expect((await refusal(workbookZip(lying))).message).toBe(importMessages.file.tooBigInflated);
  }, 60_000);
});

describe("reading a CSV", () => {
  it("reads the export's dialect: BOM, ';', quoted separators, line breaks and quotes, CRLF", async () => {
    const text =
      '\ufeffCódigo;Nombre;Precio\r\n0012;"Café; ""Sierra""\r\n500 g";12.500,50\r\n\r\n;;\r\n0013;Arroz;1.000';
    const { format, decimalComma, rows } = await allRows(Buffer.from(text, "utf8"));
    expect(format).toBe("csv");
    expect(decimalComma).toBe(true);
    expect(rows.map((row) => row.number)).toEqual([1, 2, 5]);
    expect(shown(rows[1] as SheetRow)).toEqual(["0012", 'Café; "Sierra"\r\n500 g', "12.500,50"]);
    expect(shown(rows[2] as SheetRow)).toEqual(["0013", "Arroz", "1.000"]);
  });

  it("reads the ',' dialect with a decimal point", async () => {
    const { decimalComma, rows } = await allRows(Buffer.from('sku,name,price\nA-1,"Arroz, 500 g",1250.5\n'));
    expect(decimalComma).toBe(false);
    expect(shown(rows[1] as SheetRow)).toEqual(["A-1", "Arroz, 500 g", "1250.5"]);
  });

  it("takes a quote inside an unquoted field as a character (inches in a hardware catalogue)", async () => {
    const { rows } = await allRows(Buffer.from('Código;Nombre;Precio\nA1;Tubo 1/2";100\nA2;Codo 3/4";200\n'));
    expect(rows.map(shown)).toEqual([
      ["Código", "Nombre", "Precio"],
      ["A1", 'Tubo 1/2"', "100"],
      ["A2", 'Codo 3/4"', "200"],
    ]);
  });

  it("refuses a cell longer than the bound on its row", async () => {
    const { rows } = await allRows(Buffer.from(`a;b\n${"x".repeat(1024 * 1024)};ok\n`));
    expect(shown(rows[1] as SheetRow)).toEqual(["problema tooLong", "ok"]);
  });
});

describe("cell helpers", () => {
  it("reads column letters", () => {
    expect(["A1", "Z9", "AA10", "XFD1048576", "12"].map(columnIndex)).toEqual([0, 25, 26, 16383, -1]);
  });

  it("turns Excel day numbers into days, Excel's 29 Feb 1900 included", () => {
    expect(excelDay(1, false)).toBe("1900-01-01");
    expect(excelDay(59, false)).toBe("1900-02-28");
    expect(excelDay(61, false)).toBe("1900-03-01");
    expect(excelDay(45365.75, false)).toBe("2024-03-14");
    expect(excelDay(0, true)).toBe("1904-01-01");
    expect(excelDay(2_958_465, false)).toBe("9999-12-31");
    for (const out of [1e9, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(excelDay(out, false)).toBeNull();
  });

  it("knows date formats from number formats", () => {
    expect(isDateFormat(14, undefined)).toBe(true);
    expect(isDateFormat(4, undefined)).toBe(false);
    expect(isDateFormat(164, "dd/mm/yyyy")).toBe(true);
    expect(isDateFormat(165, '"Día" 0')).toBe(false);
    expect(isDateFormat(166, "[$-240A]mmmm")).toBe(true);
    expect(isDateFormat(167, "h:mm")).toBe(false);
    expect(isDateFormat(168, "#,##0.00 [$COP]")).toBe(false);
  });
});
