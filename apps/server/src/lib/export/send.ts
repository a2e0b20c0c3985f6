import { EXPORT_CONTENT_TYPES, EXPORT_TOTAL_HEADER, type ExportFormat } from "@inventario/shared/export";
import type { FastifyReply } from "fastify";
import { businessToday } from "../business-date";
import type { ExportSource } from "./columns";
import { csvStream } from "./csv";
import { xlsxStream } from "./xlsx";

/**
 * Answers a request with the list as a file (docs/decisions/0017-export.md): `productos-2026-11-24.xlsx`,
 * named with what it holds and the business's today, streamed as it is written. Fastify pipes the stream
 * to the socket, so it is read only as fast as the client takes it, and destroys it when the client
 * goes away, which stops the database reads behind it.
 */
export function sendExport<Row>(reply: FastifyReply, format: ExportFormat, source: ExportSource<Row>) {
  const file = `${source.name}-${businessToday()}.${format}`;
  reply
    .header("content-type", EXPORT_CONTENT_TYPES[format])
    .header("content-disposition", `attachment; filename="${file}"`)
    .header("cache-control", "no-store");
  if (source.total !== undefined) reply.header(EXPORT_TOTAL_HEADER, String(source.total));
  const stream =
    format === "xlsx" ? xlsxStream(source.sheet, source.columns, source.rows) : csvStream(source.columns, source.rows);
  return reply.send(stream);
}

/**
 * What a list route answers (docs/decisions/0017-export.md): the whole list as a file when the query
 * asks for a `format`, else the page. `file` and `page` are called only for the answer chosen.
 */
export async function listOrExport<Page, Row>(
  reply: FastifyReply,
  format: ExportFormat | undefined,
  answers: { file: () => ExportSource<Row> | Promise<ExportSource<Row>>; page: () => Page | Promise<Page> },
) {
  return format ? sendExport(reply, format, await answers.file()) : answers.page();
}
