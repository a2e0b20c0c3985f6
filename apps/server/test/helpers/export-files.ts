import { EXPORT_CONTENT_TYPES, type ExportFormat } from "@inventario/shared/export";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { businessToday } from "../../src/lib/business-date";
import { injectAs } from "./test-app";

/** Reading exports back (issue 20): xlsx with the library that wrote it, CSV with csv-parse. */

export type Cell = string | number | Date | boolean | null;
/** A file's rows as header → value, the header row taken off. */
export type Records = Array<Record<string, Cell>>;

function toRecords(rows: Cell[][]): { headers: string[]; records: Records } {
  const [headers = [], ...data] = rows;
  const names = headers.map(String);
  return { headers: names, records: data.map((row) => Object.fromEntries(names.map((h, i) => [h, row[i] ?? null]))) };
}

export async function readXlsx(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no worksheet");
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    // row.values is 1-based.
    rows.push((row.values as Cell[]).slice(1, sheet.columnCount + 1).map((v) => (v === undefined ? null : v)));
  });
  return { sheet, ...toRecords(rows) };
}

export function readCsv(file: Buffer) {
  const text = file.toString("utf8");
  expect(text.charCodeAt(0), "UTF-8 BOM").toBe(0xfeff);
  const rows = parse(file, { delimiter: ";", bom: true, record_delimiter: "\r\n" }) as string[][];
  return { text, ...toRecords(rows.map((row) => row.map((v) => (v === "" ? null : v)))) };
}

/** GET `url` with format=…: 200, the content type and an attachment named `<name>-<today>.<format>`. */
export async function download(app: FastifyInstance, cookie: string, url: string, format: ExportFormat, name: string) {
  const separator = url.includes("?") ? "&" : "?";
  const response = await injectAs(app, cookie, "GET", `${url}${separator}format=${format}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers["content-type"]).toBe(EXPORT_CONTENT_TYPES[format]);
  expect(response.headers["content-disposition"]).toBe(`attachment; filename="${name}-${businessToday()}.${format}"`);
  return { response, file: response.rawPayload };
}

/** Both files of a list, read back. */
export async function exportBoth(app: FastifyInstance, cookie: string, url: string, name: string) {
  const xlsx = await readXlsx((await download(app, cookie, url, "xlsx", name)).file);
  const csv = readCsv((await download(app, cookie, url, "csv", name)).file);
  expect(csv.headers).toEqual(xlsx.headers);
  return { xlsx, csv };
}

/** Only these headers of each record. */
export const pick = (records: Records, headers: string[]) =>
  records.map((record) => Object.fromEntries(headers.map((h) => [h, record[h] ?? null])));

/** A calendar date as the xlsx reader gives it back (UTC midnight). */
export const day = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** dd/mm/aaaa, as the CSV writes a date. */
export const csvDay = (date: string) => date.split("-").reverse().join("/");

/** A sum of pesos in the CSV: decimal comma, two decimals. */
export const csvMoney = (amount: number) => amount.toFixed(2).replace(".", ",");

/** Every page's rows of a paged JSON list. */
export async function allPages<T>(app: FastifyInstance, cookie: string, url: string): Promise<T[]> {
  const rows: T[] = [];
  const separator = url.includes("?") ? "&" : "?";
  for (let page = 1; ; page++) {
    const response = await injectAs(app, cookie, "GET", `${url}${separator}page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: T[]; total_pages: number };
    rows.push(...body.data);
    if (page >= body.total_pages) return rows;
  }
}
