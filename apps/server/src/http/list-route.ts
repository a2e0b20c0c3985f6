import type { ExportFormat } from "@inventario/shared/export";
import type { FastifyInstance, FastifySchema } from "fastify";
import type { z } from "zod";
import type { ExportSource } from "../lib/export/columns";
import { listOrExport } from "../lib/export/send";
import type { RouteDoc, ValidRequest } from "./route-spec";

type ListRoute<
  Params extends z.ZodType,
  Query extends z.ZodType<{ format?: ExportFormat | undefined }>,
  Answer extends z.ZodType,
  Row,
> = RouteDoc & {
  params?: Params;
  /** The list's filters, with `format` (exportable / exportQueryShape of the shared schemas). */
  querystring: Query;
  /** The schema of the page (or report) answered as JSON. */
  answer: Answer;
  /** The whole list as a file, with the page's filters: called only when the query asks for a format. */
  file: (request: ValidRequest<Params, Query>) => ExportSource<Row> | Promise<ExportSource<Row>>;
  /** The page: called only when it does not. */
  page: (request: ValidRequest<Params, Query>) => Promise<z.input<Answer>>;
};

/**
 * GET `path` of a list or report that the screen exports (docs/decisions/0017-export.md): the page as
 * JSON, or with `?format=xlsx|csv` every page of the same filtered list as a file, through listOrExport.
 */
export function listRoute<
  Params extends z.ZodType,
  Query extends z.ZodType<{ format?: ExportFormat | undefined }>,
  Answer extends z.ZodType,
  Row,
>(app: FastifyInstance, path: string, spec: ListRoute<Params, Query, Answer, Row>) {
  const { access, tags, summary, params, querystring, answer } = spec;
  // A plain FastifySchema: the type provider cannot read generic schemas; `page`'s type checks the answer.
  const schema: FastifySchema = { tags, summary, ...(params && { params }), querystring, response: { 200: answer } };
  app.get(path, { config: { access }, schema }, async (request, reply) => {
    const valid = request as ValidRequest<Params, Query>;
    return listOrExport(reply, valid.query.format, { file: () => spec.file(valid), page: () => spec.page(valid) });
  });
}
