import { type ImportColumn, type ImportKind, importColumns, MAX_IMPORT_ROWS } from "@inventario/shared/imports";
import { TAX_CLASSES, type TaxClass, taxClassLabels } from "@inventario/shared/taxes";
import ExcelJS from "exceljs";
import { businessToday } from "../../lib/business-date";
import { calendarDate } from "../../lib/export/cells";
import { type ExampleValue, exampleRow } from "./import-examples";
import { formatLabels, requiredLabel, templateTexts } from "./import-template-texts";

/**
 * The template of an import kind (issue 31): an .xlsx whose first sheet, "Datos", has the kind's headers
 * and one example row, and whose second, "Instrucciones", says what each column takes. The columns are
 * formatted the way Excel in es-CO must keep what is typed: text columns as text for the whole column
 * (an SKU or identification "0012" keeps its zeros, a 10-digit phone does not turn into 3,00E+09), dates
 * as dd/mm/yyyy, money and integers as numbers. Columns with fixed values get a drop-down list.
 */
export type TemplateOptions = { warehouseNames: string[] };

/** Rows the formats and lists cover: the header and as many data rows as an import takes. */
const LAST_ROW = MAX_IMPORT_ROWS + 1;
/** Excel refuses an inline list (`"a,b,c"`) longer than this; a longer one lives on a hidden sheet. */
const INLINE_LIST_MAX_CHARS = 255;
/** The example row's stock warehouse when the shop has none yet. */
const DEFAULT_WAREHOUSE = "Bodega principal";

const NUMBER_FORMATS: Record<ImportColumn["type"], string> = {
  text: "@",
  yesNo: "@",
  taxClass: "@",
  integer: "#,##0",
  money: '"$" #,##0.00',
  date: "dd/mm/yyyy",
};
const MIN_WIDTHS: Record<ImportColumn["type"], number> = {
  text: 14,
  yesNo: 10,
  taxClass: 12,
  integer: 12,
  money: 16,
  date: 14,
};

export async function buildImportTemplate(kind: ImportKind, options: TemplateOptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const columns = importColumns[kind];
  const example = exampleRow(kind, {
    warehouse: options.warehouseNames[0] ?? DEFAULT_WAREHOUSE,
    today: businessToday(),
  });
  const data = workbook.addWorksheet(templateTexts.dataSheet, { views: [{ state: "frozen", ySplit: 1 }] });
  const instructions = workbook.addWorksheet(templateTexts.instructionsSheet);
  writeData(data, columns, example);
  addLists(workbook, data, columns, kind === "stock" ? options.warehouseNames : []);
  writeInstructions(instructions, kind, columns);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function writeData(sheet: ExcelJS.Worksheet, columns: readonly ImportColumn[], example: Record<string, ExampleValue>) {
  sheet.columns = columns.map((column) => {
    const shown = String(example[column.field] ?? "").length;
    return {
      width: Math.max(MIN_WIDTHS[column.type], column.header.length + 4, shown + 4),
      // The column's own style: what a person types in any row of it is kept the column's way.
      style: { numFmt: NUMBER_FORMATS[column.type] },
    };
  });
  const header = sheet.addRow(columns.map((column) => column.header));
  header.eachCell((cell) => {
    cell.style = { font: { bold: true }, numFmt: "@" };
  });
  const row = sheet.addRow(columns.map((column) => exampleCell(column, example[column.field] ?? null)));
  columns.forEach((column, i) => {
    row.getCell(i + 1).numFmt = NUMBER_FORMATS[column.type];
  });
}

/** The example value as the cell a person would type: a real date, a number, text. */
function exampleCell(column: ImportColumn, value: ExampleValue): ExcelJS.CellValue {
  if (value === null) return null;
  if (column.type === "date") return calendarDate(String(value));
  if (column.type === "yesNo") return value ? templateTexts.yes : templateTexts.no;
  if (column.type === "taxClass") return taxClassLabels[value as TaxClass];
  return value;
}

/**
 * A validation over a whole range. exceljs has it (`worksheet.dataValidations.add("B2:B100001", …)`,
 * written as one `sqref`) but its typings know only a cell's own: a cell each would be 100,000 entries.
 */
type RangeValidations = { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } };
const validations = (sheet: ExcelJS.Worksheet) => (sheet as unknown as RangeValidations).dataValidations;

function addLists(
  workbook: ExcelJS.Workbook,
  sheet: ExcelJS.Worksheet,
  columns: readonly ImportColumn[],
  warehouseNames: string[],
) {
  columns.forEach((column, i) => {
    const range = `${sheet.getColumn(i + 1).letter}2:${sheet.getColumn(i + 1).letter}${LAST_ROW}`;
    if (column.type === "yesNo")
      validations(sheet).add(range, {
        type: "list",
        allowBlank: true,
        formulae: [`"${templateTexts.yes},${templateTexts.no}"`],
        showErrorMessage: true,
        errorStyle: "stop",
        errorTitle: templateTexts.listError.title,
        error: templateTexts.listError.yesNo,
      });
    else if (column.type === "taxClass")
      validations(sheet).add(range, {
        type: "list",
        allowBlank: true,
        formulae: [`"${TAX_CLASSES.map((taxClass) => taxClassLabels[taxClass]).join(",")}"`],
        showErrorMessage: true,
        errorStyle: "stop",
        errorTitle: templateTexts.listError.title,
        error: templateTexts.listError.taxClass,
      });
    else if (column.field === "warehouse" && warehouseNames.length > 0)
      validations(sheet).add(range, {
        type: "list",
        allowBlank: true,
        formulae: [warehouseList(workbook, warehouseNames)],
        showErrorMessage: true,
        // A warning, not a refusal: a warehouse created after the template was made is still accepted.
        errorStyle: "warning",
        errorTitle: templateTexts.listError.title,
        error: templateTexts.listError.warehouse,
      });
  });
}

/**
 * The list's formula: inline when Excel takes it that way (at most 255 characters, and no name holding
 * the list's comma or a quote), else a range of a hidden sheet, which has no such limit.
 */
function warehouseList(workbook: ExcelJS.Workbook, names: string[]): string {
  const inline = names.join(",");
  if (inline.length <= INLINE_LIST_MAX_CHARS && !names.some((name) => /[,"]/.test(name))) return `"${inline}"`;
  const lists = workbook.addWorksheet(templateTexts.listsSheet, { state: "hidden" });
  names.forEach((name, i) => {
    const cell = lists.getCell(i + 1, 1);
    cell.numFmt = "@";
    cell.value = name;
  });
  return `${templateTexts.listsSheet}!$A$1:$A$${names.length}`;
}

function writeInstructions(sheet: ExcelJS.Worksheet, kind: ImportKind, columns: readonly ImportColumn[]) {
  sheet.columns = [{ width: 24 }, { width: 14 }, { width: 18 }, { width: 70 }, { width: 50 }];
  sheet.addRow([templateTexts.title(kind)]).font = { bold: true, size: 14 };
  // Each line overflows into the empty cells beside it, as a note above a table reads in Excel.
  for (const line of templateTexts.how(kind)) sheet.addRow([line]);
  sheet.addRow([]);
  sheet.addRow([...templateTexts.tableHeaders]).font = { bold: true };
  for (const column of columns)
    sheet.addRow([
      column.header,
      requiredLabel(kind, column),
      formatLabels[column.type],
      column.help,
      column.synonyms.join(", "),
    ]);
}
