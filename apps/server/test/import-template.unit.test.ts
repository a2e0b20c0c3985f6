import { importRowSchemas } from "@inventario/shared/import-schemas";
import { IMPORT_KINDS, type ImportKind, importColumns } from "@inventario/shared/imports";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { businessToday } from "../src/lib/business-date";
import { readSpreadsheet, type SheetRow } from "../src/lib/spreadsheet/read";
import { entryText, zipEntries } from "../src/lib/spreadsheet/zip";
import { exampleRow } from "../src/modules/imports/import-examples";
import { mapHeader } from "../src/modules/imports/import-header";
import { checkRow, rowValues } from "../src/modules/imports/import-rows";
import { buildImportTemplate } from "../src/modules/imports/import-template";
import { formatLabels, requiredLabel, templateTexts } from "../src/modules/imports/import-template-texts";

async function rowsOf(file: Buffer) {
  const read = readSpreadsheet(file);
  const rows: SheetRow[] = [];
  for await (const batch of read.rows) rows.push(...batch);
  return { ...read, rows };
}

async function workbookOf(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}

/** The data validations of the first sheet as written (exceljs, reading them, makes one per cell). */
async function validationsOf(file: Buffer) {
  const entries = zipEntries(file);
  const sheet = entries.get("xl/worksheets/sheet1.xml");
  if (!sheet) throw new Error("no first sheet");
  const xml = await entryText(file, sheet, 16 * 1024 * 1024);
  return [...xml.matchAll(/<dataValidation ([^>]*)><formula1>([^<]*)<\/formula1>/g)].map(([, attributes, formula]) => ({
    sqref: /sqref="([^"]*)"/.exec(attributes ?? "")?.[1],
    errorStyle: /errorStyle="([^"]*)"/.exec(attributes ?? "")?.[1],
    formula: formula?.replace(/&quot;/g, '"'),
  }));
}

const WAREHOUSES = ["Bodega Norte", "Bodega Sur"];

describe("an import's template", () => {
  it.each(IMPORT_KINDS)(
    "%s: reads back through the import, every column mapped and the example row valid",
    async (kind) => {
      const file = await buildImportTemplate(kind, { warehouseNames: WAREHOUSES });
      const { rows, decimalComma } = await rowsOf(file);
      expect(rows.map((row) => row.number)).toEqual([1, 2]);
      const [headerRow, exampleLine] = rows as [SheetRow, SheetRow];
      const header = mapHeader(headerRow, importColumns[kind]);
      if ("error" in header) throw new Error(header.error);
      expect(header.ignored).toEqual([]);
      expect(header.columns.map(({ column, index }) => [column.field, index])).toEqual(
        importColumns[kind].map((column, index) => [column.field, index]),
      );
      const values = rowValues(exampleLine, header, decimalComma);
      expect(values.errors).toEqual([]);
      const checked = checkRow(kind, values, header, true);
      const example = exampleRow(kind, { warehouse: WAREHOUSES[0] as string, today: businessToday() });
      // The schema's own reading of the example: what a check of the template's row must give.
      expect(checked).toEqual({ data: importRowSchemas[kind].parse(example) });
    },
  );

  it.each(IMPORT_KINDS)(
    "%s: the 'Instrucciones' sheet has one row per column, and how the import works",
    async (kind) => {
      const workbook = await workbookOf(await buildImportTemplate(kind, { warehouseNames: WAREHOUSES }));
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        templateTexts.dataSheet,
        templateTexts.instructionsSheet,
      ]);
      const sheet = workbook.getWorksheet(templateTexts.instructionsSheet);
      const lines: string[][] = [];
      sheet?.eachRow((row) => {
        lines.push((row.values as unknown[]).slice(1).map((value) => String(value ?? "")));
      });
      const table = lines.findIndex((line) => line[0] === templateTexts.tableHeaders[0]);
      expect(lines[table]).toEqual([...templateTexts.tableHeaders]);
      expect(lines.slice(table + 1)).toEqual(
        importColumns[kind].map((column) => [
          column.header,
          requiredLabel(kind, column),
          formatLabels[column.type],
          column.help,
          column.synonyms.join(", "),
        ]),
      );
      const note = lines.slice(0, table).flat().join("\n");
      expect(note).toContain(".xlsx");
      expect(note).toContain(".csv");
      expect(note).toContain("todo o nada");
      expect(note).toContain("100.000 filas");
      expect(note).toContain("20 MB");
    },
  );

  it("says what each column needs: the key, what creating needs, and what may be left empty", () => {
    const [sku, name, , , , image] = importColumns.products;
    expect([sku, name, image].map((column) => column && requiredLabel("products", column))).toEqual([
      "Sí (clave)",
      "Para crear",
      "No",
    ]);
    // An opening-stock row always creates its lot.
    const quantity = importColumns.stock.find((column) => column.field === "quantity");
    expect(quantity && requiredLabel("stock", quantity)).toBe("Sí");
  });

  it("formats each column so that Excel keeps what is typed: text, dates, money and integers", async () => {
    const workbook = await workbookOf(await buildImportTemplate("stock", { warehouseNames: WAREHOUSES }));
    const sheet = workbook.getWorksheet(templateTexts.dataSheet);
    if (!sheet) throw new Error("no data sheet");
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const formats = importColumns.stock.map((column, i) => ({
      header: column.header,
      bold: sheet.getCell(1, i + 1).font?.bold,
      column: sheet.getColumn(i + 1).numFmt,
      example: sheet.getCell(2, i + 1).numFmt,
      width: (sheet.getColumn(i + 1).width ?? 0) >= column.header.length,
    }));
    const expected = { text: "@", integer: "#,##0", money: '"$" #,##0.00', date: "dd/mm/yyyy" } as const;
    expect(formats).toEqual(
      importColumns.stock.map((column) => {
        const format = expected[column.type as keyof typeof expected];
        return { header: column.header, bold: true, column: format, example: format, width: true };
      }),
    );
    // The example's date is a real date cell, not text.
    const expiry = importColumns.stock.findIndex((column) => column.type === "date");
    expect(sheet.getCell(2, expiry + 1).value).toBeInstanceOf(Date);
  });

  it("lists the shop's warehouses, Sí/No and the IVA classes in drop-downs over the rows an import takes", async () => {
    const stock = await validationsOf(await buildImportTemplate("stock", { warehouseNames: WAREHOUSES }));
    expect(stock).toEqual([{ sqref: "B2:B100001", errorStyle: "warning", formula: '"Bodega Norte,Bodega Sur"' }]);
    const warehouses = await validationsOf(await buildImportTemplate("warehouses", { warehouseNames: WAREHOUSES }));
    expect(warehouses).toEqual([{ sqref: "B2:B100001", errorStyle: "stop", formula: '"Sí,No"' }]);
    const products = await validationsOf(await buildImportTemplate("products", { warehouseNames: WAREHOUSES }));
    expect(products).toEqual([
      { sqref: "G2:G100001", errorStyle: "stop", formula: '"IVA 19 %,IVA 5 %,Exento,Excluido"' },
    ]);
    // Units are free text (shared products.ts): no list.
    for (const kind of ["clients", "employees"] as ImportKind[])
      expect(await validationsOf(await buildImportTemplate(kind, { warehouseNames: WAREHOUSES }))).toEqual([]);
  });

  it("puts a list too long for Excel's inline limit, or a name with a comma, on a hidden sheet", async () => {
    const many = Array.from({ length: 40 }, (_, i) => `Bodega satélite número ${i + 1}`);
    for (const names of [many, ["Bodega Norte", "Sur, local 2"]]) {
      const file = await buildImportTemplate("stock", { warehouseNames: names });
      expect(await validationsOf(file)).toEqual([
        { sqref: "B2:B100001", errorStyle: "warning", formula: `Listas!$A$1:$A$${names.length}` },
      ]);
      const workbook = await workbookOf(file);
      const lists = workbook.getWorksheet(templateTexts.listsSheet);
      expect(lists?.state).toBe("hidden");
      expect(names.map((_, i) => lists?.getCell(i + 1, 1).value)).toEqual(names);
      // The data sheet stays the first: the one an upload is read from.
      expect(workbook.worksheets[0]?.name).toBe(templateTexts.dataSheet);
      expect((await rowsOf(file)).rows[1]?.cells[1]).toEqual({ kind: "text", text: names[0] });
    }
  });

  it("shows a stock example in 'Bodega principal', with no list, when the shop has no warehouse", async () => {
    const file = await buildImportTemplate("stock", { warehouseNames: [] });
    expect(await validationsOf(file)).toEqual([]);
    expect((await rowsOf(file)).rows[1]?.cells[1]).toEqual({ kind: "text", text: "Bodega principal" });
  });
});
