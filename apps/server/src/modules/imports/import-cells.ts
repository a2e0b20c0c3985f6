import { type ImportValueType, importMessages } from "@inventario/shared/imports";
import { parseTaxClass } from "@inventario/shared/taxes";
import { excelDay } from "../../lib/spreadsheet/cells";
import type { Cell } from "../../lib/spreadsheet/read";

/**
 * A cell as the value its column's type reads (docs/decisions/0025-imports.md), before the field's own
 * schema checks it: lenient about how a spreadsheet writes numbers, money and dates, never guessing
 * between two readings. `decimalComma`: the file writes "12.500,50" (the export's dialect, Excel in
 * es-CO), else "12,500.50".
 */
export type CellReading = { value: string | number | boolean | null } | { error: string };

export function readCell(cell: Cell | undefined, type: ImportValueType, decimalComma: boolean): CellReading {
  if (cell === undefined) return { value: null };
  if (cell.kind === "problem") return { error: importMessages.cell[cell.problem] };
  switch (type) {
    case "text":
      return { value: cellText(cell) };
    case "integer": {
      const value =
        cell.kind === "number" ? cell.value : cell.kind === "text" ? parseAmount(cell.text, decimalComma) : null;
      return value !== null && Number.isSafeInteger(value) ? { value } : { error: importMessages.cell.integer };
    }
    case "money": {
      const value =
        cell.kind === "number" ? cell.value : cell.kind === "text" ? parseAmount(cell.text, decimalComma) : null;
      return value === null ? { error: importMessages.cell.money } : { value };
    }
    case "date": {
      const date =
        cell.kind === "date"
          ? cell.date
          : cell.kind === "number"
            ? excelDay(cell.value, cell.date1904 === true)
            : cell.kind === "text"
              ? parseDate(cell.text)
              : null;
      return date === null ? { error: importMessages.cell.date } : { value: date };
    }
    case "taxClass": {
      const value = parseTaxClass(cellText(cell) ?? "");
      return value === null ? { error: importMessages.cell.taxClass } : { value };
    }
    case "yesNo": {
      const value = cell.kind === "boolean" ? cell.value : cell.kind === "text" ? parseYesNo(cell.text) : null;
      return value === null ? { error: importMessages.cell.yesNo } : { value };
    }
  }
}

/** The cell as text: what was typed; a number as the file wrote it; a date as dd/mm/aaaa. */
export function cellText(cell: Cell | undefined): string | null {
  if (cell === undefined || cell.kind === "problem") return null;
  if (cell.kind === "text") return cell.text.trim() === "" ? null : cell.text.trim();
  if (cell.kind === "number") return cell.text;
  if (cell.kind === "date") return `${cell.date.slice(8, 10)}/${cell.date.slice(5, 7)}/${cell.date.slice(0, 4)}`;
  return cell.value ? "Sí" : "No";
}

/**
 * A number as a person writes it, or null: `$`, `COP` and spaces dropped; in the decimal-comma dialect
 * "." groups thousands and "," is the decimal mark ("12.500,50"), the other way in the other one. A lone
 * "." followed by one or two digits in the decimal-comma dialect ("12.5") can only be a decimal point;
 * dots grouping three digits in the other dialect ("12.500") have two readings and are refused.
 */
export function parseAmount(text: string, decimalComma: boolean): number | null {
  let bare = text.replace(/\s|\u00a0|\$|cop/gi, "");
  // "12.500" in a ',' file: twelve and a half, or twelve thousand five hundred as es-CO writes it.
  if (!decimalComma && /^-?\d{1,3}(\.\d{3})+$/.test(bare)) return null;
  const negative = bare.startsWith("-");
  if (negative) bare = bare.slice(1);
  const [group, decimal] = decimalComma ? [".", ","] : [",", "."];
  let whole = bare;
  let fraction = "";
  const mark = bare.lastIndexOf(decimal);
  if (mark !== -1) {
    whole = bare.slice(0, mark);
    fraction = bare.slice(mark + 1);
  } else if (decimalComma && /^\d+\.\d{1,2}$/.test(bare)) {
    [whole, fraction] = bare.split(".") as [string, string];
  }
  const groups = whole.split(group);
  const grouped = groups.length > 1;
  if (grouped && !(/^\d{1,3}$/.test(groups[0] as string) && groups.slice(1).every((part) => /^\d{3}$/.test(part))))
    return null;
  const digits = groups.join("");
  const fractionValid = mark === -1 && fraction === "" ? true : /^\d+$/.test(fraction);
  if (!/^\d+$/.test(digits) || !fractionValid) return null;
  const value = Number(fraction === "" ? digits : `${digits}.${fraction}`);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

/** aaaa-mm-dd or dd/mm/aaaa (also with "-" or "."), as aaaa-mm-dd; null for anything else. */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : [];
  if (!year || !month || !day) return null;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

const YES = new Set(["si", "s", "1", "true", "verdadero", "x", "activa", "activo", "yes"]);
const NO = new Set(["no", "n", "0", "false", "falso", "inactiva", "inactivo"]);

function parseYesNo(text: string): boolean | null {
  const word = text.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : null;
}
