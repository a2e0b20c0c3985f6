import type { FastifyInstance, FastifySchema } from "fastify";
import type { z } from "zod";
import type { RouteDoc, ValidRequest } from "./route-spec";

type CreatedRoute<Params extends z.ZodType, Body extends z.ZodType, Answer extends z.ZodType> = RouteDoc & {
  /** A write a retry could repeat (stock, money, a numbered document): it takes an Idempotency-Key. */
  idempotent?: true;
  params?: Params;
  body: Body;
  /** The schema of the 201's body: what the write made. */
  answer: Answer;
  create: (request: ValidRequest<Params, z.ZodUnknown, Body>) => Promise<z.input<Answer>>;
};

/**
 * POST `path`: a write that makes something (a record, a document, a shift, a movement), answered 201
 * with what it made. How a route answers 201 with a JSON body, so the status, the idempotency mark and
 * the schemas of a creation are declared alike everywhere; only an upload that also answers a check's
 * 200 (an import) declares its own. A helper, not a plugin, like activeCountRoute.
 */
export function createdRoute<Params extends z.ZodType, Body extends z.ZodType, Answer extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  { access, idempotent, tags, summary, params, body, answer, create }: CreatedRoute<Params, Body, Answer>,
) {
  // A plain FastifySchema: the type provider cannot read generic schemas; `create`'s type checks the answer.
  const schema: FastifySchema = { tags, summary, ...(params && { params }), body, response: { 201: answer } };
  app.post(path, { config: idempotent ? { access, idempotent } : { access }, schema }, async (request, reply) =>
    reply.status(201).send(await create(request as ValidRequest<Params, z.ZodUnknown, Body>)),
  );
}
