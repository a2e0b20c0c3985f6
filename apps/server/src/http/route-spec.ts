import type { FastifyContextConfig, FastifyRequest } from "fastify";
import type { z } from "zod";

/** Who may call a route (plugins/access.ts): every route names one. */
export type Access = NonNullable<FastifyContextConfig["access"]>;

/**
 * The request a route helper hands its service call: path parameters, query and body as the route's
 * schemas validated them. The type provider cannot resolve them through a helper's generic schemas,
 * so the helper states them (the same values Fastify validated before the handler ran).
 */
export type ValidRequest<
  Params extends z.ZodType = z.ZodUnknown,
  Query extends z.ZodType = z.ZodUnknown,
  Body extends z.ZodType = z.ZodUnknown,
> = FastifyRequest & { params: z.output<Params>; query: z.output<Query>; body: z.output<Body> };

/** What a helper's route says of itself in the OpenAPI document, beside its schemas. */
export type RouteDoc = { access: Access; tags: string[]; summary: string };
