import {
  identificationParamsSchema,
  listQuerySchema,
  personSchema,
  personUpdateSchema,
} from "@inventario/shared/people";
import type { Permission } from "@inventario/shared/permissions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createdRoute } from "../../http/created-route";
import { deactivateRoute } from "../../http/deactivate-route";
import { listRoute } from "../../http/list-route";
import { activeCountRoute } from "../../lib/active-count-route";
import type { PeopleExport } from "./people.export";
import type { PeopleService } from "./people.service";

type Group = "clients" | "employees";
const permission = (group: Group, action: "read" | "create" | "update" | "delete") =>
  `${group}:${action}` as Permission;

/** The seven person routes, mounted at /api/clients and /api/employees. */
export function peopleRoutes<Dto>(
  group: Group,
  service: PeopleService<Dto>,
  dtoSchema: z.ZodType<Dto>,
  exports: PeopleExport,
) {
  // The type provider cannot resolve a generic schema's output; the serializer still validates every reply.
  const dto = dtoSchema as z.ZodType<unknown>;
  const page = z.object({ data: z.array(dto), page: z.number(), total_pages: z.number(), total: z.number() });
  const tags = [group];

  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    listRoute(app, "/", {
      access: permission(group, "read"),
      tags,
      summary: "Paged list, ordered by last name; optional search; format=xlsx|csv: every page as a file",
      querystring: listQuerySchema,
      answer: page,
      file: ({ query }) => exports.list(query.search),
      page: ({ query }) => service.list(query.page, query.search),
    });

    activeCountRoute(app, tags, "How many are active", service.countActive);

    api.get(
      "/:identification",
      {
        config: { access: permission(group, "read") },
        schema: { tags, summary: "One, by identification", params: identificationParamsSchema, response: { 200: dto } },
      },
      async (request) => service.get(request.params.identification),
    );

    createdRoute(app, "/", {
      access: permission(group, "create"),
      tags,
      summary: "Add",
      body: personSchema,
      answer: dto,
      create: (request) => service.create(request.body),
    });

    api.put(
      "/:identification",
      {
        config: { access: permission(group, "update") },
        schema: {
          tags,
          summary: "Edit; the identification cannot change",
          params: identificationParamsSchema,
          body: personUpdateSchema,
          response: { 200: dto },
        },
      },
      async (request) => service.update(request.params.identification, request.body, request.user),
    );

    deactivateRoute(app, "/:identification", {
      access: permission(group, "delete"),
      tags,
      summary: "Deactivate (soft delete)",
      params: identificationParamsSchema,
      deactivate: (request) => service.deactivate(request.params.identification, request.user),
    });

    api.patch(
      "/:identification/reactivate",
      {
        config: { access: permission(group, "update") },
        schema: { tags, summary: "Reactivate", params: identificationParamsSchema, response: { 200: dto } },
      },
      async (request) => service.reactivate(request.params.identification, request.user),
    );
  };
}
