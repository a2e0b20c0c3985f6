import { employeeAccessSchema, employeeSchema, identificationParamsSchema } from "@inventario/shared/people";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { permissionSetRoutes } from "../roles/permission-set-routes";
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

    permissionSetRoutes(app, {
      tags,
      owner: identificationParamsSchema,
      ownerPath: "/:identification",
      summaries: {
        read: "The catalogue, marked with the employee's own grants",
        replace: "Replace the employee's own grants",
      },
      read: ({ identification }) => service.grants(identification),
      replace: ({ identification }, permissions) => service.setGrants(identification, permissions),
    });
  };
}
