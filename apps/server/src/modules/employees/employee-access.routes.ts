import { employeeAccessSchema, employeeSchema, identificationParamsSchema } from "@inventario/shared/people";
import { permissionListSchema, setPermissionsSchema } from "@inventario/shared/roles";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { EmployeeAccessService } from "./employee-access.service";

/** /api/employees/{identification}/access and /permissions: who may sign in, and with what. */
export function employeeAccessRoutes(service: EmployeeAccessService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["employees"];

    api.put(
      "/:identification/access",
      {
        config: { access: "admin" },
        schema: {
          tags,
          summary: "Set the role (by name) and optionally a new password; a new password ends open sessions",
          params: identificationParamsSchema,
          body: employeeAccessSchema,
          response: { 200: employeeSchema },
        },
      },
      async (request) => service.setAccess(request.params.identification, request.body),
    );

    api.get(
      "/:identification/permissions",
      {
        config: { access: "roles:read" },
        schema: {
          tags,
          summary: "The catalogue, marked with the employee's own grants",
          params: identificationParamsSchema,
          response: { 200: permissionListSchema },
        },
      },
      async (request) => service.grants(request.params.identification),
    );

    api.put(
      "/:identification/permissions",
      {
        config: { access: "admin" },
        schema: {
          tags,
          summary: "Replace the employee's own grants",
          params: identificationParamsSchema,
          body: setPermissionsSchema,
          response: { 200: permissionListSchema },
        },
      },
      async (request) => service.setGrants(request.params.identification, request.body.permissions),
    );
  };
}
