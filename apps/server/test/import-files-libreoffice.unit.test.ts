import { importColumns, importMessages } from "@inventario/shared/imports";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { businessToday } from "../src/lib/business-date";
import { buildErrorsFile } from "../src/modules/imports/import-errors-file";
import { exampleRow } from "../src/modules/imports/import-examples";
import { buildImportTemplate } from "../src/modules/imports/import-template";
import { errorsFileTexts } from "../src/modules/imports/import-template-texts";
import { openedAsCsv } from "./helpers/soffice";

// The import's files opened in a real spreadsheet program (LibreOffice, headless): what a person opens
// in Excel must have the headers, the example row with its formats, and the 'Errores' column.

const INJECTION = "=cmd|' /C calc'!A0";
const records = (csv: string) => parse(csv, { delimiter: ";", bom: true, relax_column_count: true }) as string[][];

async function upload() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Productos");
  sheet.addRow(["Código", "Nombre", "Precio"]);
  sheet.addRow(["0012", INJECTION, "doce mil"]);
  sheet.addRow(["0034", "Café", 9_900]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("the import's files in LibreOffice", () => {
  it("opens the template with its headers and example row, and the errors file with its 'Errores' column", async () => {
    const template = await buildImportTemplate("stock", { warehouseNames: ["Bodega Norte"] });
    const errors = await buildErrorsFile(await upload(), [
      { row: 2, column: "Precio", value: "doce mil", message: importMessages.cell.money },
    ]);
    // One run for both files: LibreOffice's start with a fresh profile is most of its ~5 s.
    const opened = await openedAsCsv({ "plantilla.xlsx": template, "errores.xlsx": errors.bytes });

    const [headers, example, ...rest] = records(opened["plantilla.xlsx"] ?? "");
    expect(headers).toEqual(importColumns.stock.map((column) => column.header));
    expect(rest).toEqual([]);
    const expected = exampleRow("stock", { warehouse: "Bodega Norte", today: businessToday() });
    const [year, month, day] = String(expected.expiration_date).split("-");
    // As shown: the date by its dd/mm/yyyy format, money with thousands and cents (separators per the
    // program's locale), integers as typed, text as typed.
    expect(example).toEqual([
      "CAF-0012",
      "Bodega Norte",
      "L-0425",
      "120",
      "UND",
      expect.stringMatching(/^\$ 12[.,]350[.,]50$/),
      `${day}/${month}/${year}`,
      "10",
      "300",
    ]);

    expect(records(opened["errores.xlsx"] ?? "")).toEqual([
      ["Código", "Nombre", "Precio", errorsFileTexts.column],
      // The zeros kept, the would-be formula shown as the text it is, the row's error beside it.
      ["0012", INJECTION, "doce mil", `Precio: ${importMessages.cell.money}`],
      ["0034", "Café", "9900", ""],
    ]);
  }, 120_000);
});
