import { createRoleSchema, renameRoleSchema, roleIdParamsSchema, roleSchema } from "@inventario/shared/roles";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createdRoute } from "../../http/created-route";
import { permissionSetRoutes } from "./permission-set-routes";
import type { RolesService } from "./roles.service";

export function rolesRoutes(service: RolesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["roles"];

    api.get(
      "/",
      {
        config: { access: "roles:read" },
        schema: { tags, summary: "Every role", response: { 200: z.array(roleSchema) } },
      },
      async () => service.list(),
    );

    createdRoute(app, "/", {
      access: "admin",
      tags,
      summary: "Create a role",
      body: createRoleSchema,
      answer: roleSchema,
      create: (request) => service.create(request.body.rol_name),
    });

    api.put(
      "/",
      {
        config: { access: "admin" },
        schema: { tags, summary: "Rename a role", body: renameRoleSchema, response: { 200: roleSchema } },
      },
      async (request) => service.rename(request.body.id, request.body.name),
    );

    permissionSetRoutes(app, {
      tags,
      owner: roleIdParamsSchema,
      ownerPath: "/:id",
      summaries: { read: "The catalogue, marked with the role's set", replace: "Replace the role's set" },
      read: ({ id }) => service.permissions(id),
      replace: ({ id }, permissions) => service.setPermissions(id, permissions),
    });
  };
}
