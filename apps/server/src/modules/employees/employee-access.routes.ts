import { employeeAccessSchema, employeeSchema, identificationParamsSchema } from "@inventario/shared/people";
import { employeeWarehousesSchema } from "@inventario/shared/warehouse-scope";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { permissionSetRoutes } from "../roles/permission-set-routes";
import type { EmployeeAccessService } from "./employee-access.service";

/**
 * /api/employees/{identification}/access, /permissions and /warehouses: who may sign in, with what,
 * and in which warehouses they may change stock.
 */
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
      "/:identification/warehouses",
      {
        config: { access: "roles:read" },
        schema: {
          tags,
          summary: "The warehouses the employee may change stock in ('Bodegas asignadas'; [] = all)",
          params: identificationParamsSchema,
          response: { 200: employeeWarehousesSchema },
        },
      },
      async (request) => service.warehouses(request.params.identification),
    );

    api.put(
      "/:identification/warehouses",
      {
        config: { access: "admin" },
        schema: {
          tags,
          summary:
            "Replace the employee's assigned warehouses ([] lifts the restriction); applies from their next request",
          params: identificationParamsSchema,
          body: employeeWarehousesSchema,
          response: { 200: employeeWarehousesSchema },
        },
      },
      async (request) => service.setWarehouses(request.params.identification, request.body),
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
