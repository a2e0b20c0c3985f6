/**
 * A cell as a spreadsheet holds it, before a column gives it a meaning (text, money, a date…):
 * - text: what was typed or a formula's text result;
 * - number: a number (a formula's cached result included), kept exact as the file wrote it;
 * - date: a number whose cell is formatted as a date, as the day it stands for (YYYY-MM-DD);
 * - boolean;
 * - problem: a cell that cannot be read (too long, a formula's error), reported on its row.
 */
export type Cell =
  | { kind: "text"; text: string }
  /** `date1904`: the workbook counts days from 1904 (an unformatted number read as a date needs it). */
  | { kind: "number"; value: number; text: string; date1904?: true }
  | { kind: "date"; date: string }
  | { kind: "boolean"; value: boolean }
  | { kind: "problem"; problem: "tooLong" | "formulaError" };

/** One row of the sheet: its number as the spreadsheet shows it and its cells by column (0 = A). */
export type SheetRow = { number: number; cells: Array<Cell | undefined> };

/** Column letters (A, Z, AA…) of a cell reference such as "AB12" → 0-based index; -1 without letters. */
export function columnIndex(reference: string): number {
  let index = 0;
  let letters = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
    letters++;
  }
  return letters === 0 ? -1 : index - 1;
}

const DAY_MS = 86_400_000;
/** Day 0 of each date system, so that day N is N days after it (the 1900 system's is 30 Dec 1899). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/**
 * The day an Excel date number stands for, or null outside 1900–9999. In the 1900 system Excel counts
 * a 29 Feb 1900 that never was (day 60): days before it are one day later than the epoch arithmetic says.
 */
export function excelDay(serial: number, date1904: boolean): string | null {
  // Day 2,958,465 is 31 Dec 9999, Excel's last.
  if (!(serial >= 0 && serial < 2_958_466)) return null;
  const day = Math.floor(serial);
  const ms = date1904 ? EPOCH_1904 + day * DAY_MS : EPOCH_1900 + (day < 61 ? day + 1 : day) * DAY_MS;
  const date = new Date(ms);
  return date.getUTCFullYear() < 1900 ? null : date.toISOString().slice(0, 10);
}

/**
 * Whether an Excel number format shows a date: the built-in date formats, or a custom code with a day or
 * year (or a month without hours and seconds) outside quoted text, escapes and [brackets].
 */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if ((id >= 14 && id <= 22) || (id >= 27 && id <= 36) || (id >= 45 && id <= 47) || (id >= 50 && id <= 58)) return true;
  if (code === undefined) return false;
  const bare = code
    .replace(/"[^"]*"/g, "")
    .replace(/\\./g, "")
    .replace(/\[[^\]]*\]/g, "")
    .toLowerCase();
  return /[dy]/.test(bare) || (/m/.test(bare) && !/[hs]/.test(bare));
}
