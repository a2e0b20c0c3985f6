import { isRealDate } from "@inventario/shared/dates";

/**
 * The text of a date field the app controls (components/date-field.tsx): dd/mm/aaaa on screen whatever
 * the browser's language, YYYY-MM-DD for the forms and the API. Pure functions, so the typing rules are
 * tested without a browser.
 */

const ISO_TEXT = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/;
const SEPARATOR = /[/.\-\s]/;

/** 2024-03-05 → "05/03/2024"; anything that is not such a date (empty, or text being typed) unchanged. */
export function isoToText(value: string): string {
  const match = ISO_TEXT.exec(value);
  if (!match) return value;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return `${day.padStart(2, "0")}/${month.padStart(2, "0")}/${year}`;
}

/** "05/03/2024" (or a pasted "2024-03-05") → "2024-03-05"; null for a text that is no real date yet. */
export function textToIso(text: string): string | null {
  const iso = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  const candidate = iso ? `${iso[3]}-${iso[2]}-${iso[1]}` : toIsoShape(text);
  return candidate && isRealDate(candidate) ? candidate : null;
}

function toIsoShape(text: string): string | null {
  const match = ISO_TEXT.exec(text);
  if (!match) return null;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/**
 * What the field shows after a keystroke or a paste. Digits fill day, month and year in turn and the
 * slashes come by themselves ("3" "1" → "31/"); a day that cannot take a second digit moves on at once
 * ("4" → "04/"), and so does a month ("2" → "02/"); a typed separator ends a one-digit day or month
 * ("5/" → "05/"). A whole ISO date (pasted, or filled by a test robot) is turned around. While deleting,
 * nothing is added, so a slash can be erased.
 */
export function maskDateText(raw: string, deleting: boolean): string {
  if (ISO_TEXT.test(raw)) return isoToText(toIsoShape(raw) ?? raw);
  if (deleting) return raw.replace(/[^\d/]/g, "").slice(0, 10);
  const parts: [string, string, string] = ["", "", ""];
  let index = 0;
  const advance = () => {
    index += 1;
  };
  for (const char of raw) {
    if (/\d/.test(char)) {
      if (index === 2) {
        if (parts[2].length < 4) parts[2] += char;
        continue;
      }
      parts[index] += char;
      const part = parts[index] as string;
      const highest = index === 0 ? 3 : 1;
      if (part.length === 2) advance();
      else if (Number(part) > highest) {
        parts[index] = `0${part}`;
        advance();
      }
    } else if (SEPARATOR.test(char) && index < 2 && parts[index] !== "") {
      // "1/" → "01/": a separator after one digit ends the day or the month.
      parts[index] = (parts[index] as string).padStart(2, "0");
      advance();
    }
  }
  const [day, month, year] = parts;
  if (index === 0) return day;
  if (index === 1) return `${day}/${month}`;
  return `${day}/${month}/${year}`;
}

/** A date a list keeps in its URL, or "" when it is not a real calendar date (typed by hand into the address). */
export function urlDate(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? "";
  return isRealDate(value) ? value : "";
}
