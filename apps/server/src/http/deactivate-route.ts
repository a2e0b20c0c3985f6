import type { FastifyInstance, FastifySchema } from "fastify";
import { z } from "zod";
import type { RouteDoc, ValidRequest } from "./route-spec";

type DeactivateRoute<Params extends z.ZodType> = RouteDoc & {
  params: Params;
  deactivate: (request: ValidRequest<Params>) => Promise<void>;
};

/**
 * DELETE `path` of a master record (a product, a warehouse, a supplier, a person): the record is
 * deactivated, never removed, as its history names it; 204 without a body.
 */
export function deactivateRoute<Params extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  { access, tags, summary, params, deactivate }: DeactivateRoute<Params>,
) {
  const schema: FastifySchema = { tags, summary, params, response: { 204: z.null() } };
  app.delete(path, { config: { access }, schema }, async (request, reply) => {
    await deactivate(request as ValidRequest<Params>);
    return reply.status(204).send(null);
  });
}
