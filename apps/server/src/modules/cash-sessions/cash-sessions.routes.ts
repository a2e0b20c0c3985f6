import {
  cashMovementCreateSchema,
  cashSessionCloseSchema,
  cashSessionListQuerySchema,
  cashSessionOpenSchema,
  cashSessionPageSchema,
  cashSessionSchema,
  currentCashSessionSchema,
} from "@inventario/shared/cash-sessions";
import { idParamsSchema } from "@inventario/shared/products";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createdRoute } from "../../http/created-route";
import { listRoute } from "../../http/list-route";
import type { CashSessionsExport } from "./cash-sessions.export";
import type { CashSessionsService } from "./cash-sessions.service";

/** Reading shifts: one's own with cash:operate, everyone's with cash:read. */
const READ = ["cash:operate", "cash:read"] as const;

export function cashSessionsRoutes(service: CashSessionsService, exports: CashSessionsExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["cash-sessions"];

    createdRoute(app, "/", {
      access: "cash:operate",
      idempotent: true,
      tags,
      summary: "Open a shift with its opening cash ('Base'); one open shift per employee (409 otherwise)",
      body: cashSessionOpenSchema,
      answer: cashSessionSchema,
      create: (request) => service.open(request.user!, request.body, request.idempotency),
    });

    listRoute(app, "/", {
      access: READ,
      tags,
      summary:
        "Shifts, newest first, by status and employee (without cash:read, only one's own); format=xlsx|csv: every page as a file",
      querystring: cashSessionListQuerySchema,
      answer: cashSessionPageSchema,
      file: async (request) => exports.list(await service.exportFilters(request.user!, request.query)),
      page: (request) => service.list(request.user!, request.query),
    });

    api.get(
      "/current",
      {
        config: { access: "cash:operate" },
        schema: {
          tags,
          summary: "The signed-in employee's open shift, with its figures so far; session null when none is open",
          response: { 200: currentCashSessionSchema },
        },
      },
      async (request) => service.current(request.user!),
    );

    api.get(
      "/:id",
      {
        config: { access: READ },
        schema: {
          tags,
          summary: "One shift with its figures per method, movements, receipts and IVA ('Informe de cierre')",
          params: idParamsSchema,
          response: { 200: cashSessionSchema },
        },
      },
      async (request) => service.get(request.user!, request.params.id),
    );

    api.post(
      "/:id/movements",
      {
        config: { access: "cash:operate", idempotent: true },
        schema: {
          tags,
          summary: "Cash put in (IN) or taken out (OUT) of an open shift, with its reason",
          params: idParamsSchema,
          body: cashMovementCreateSchema,
          response: { 201: cashSessionSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.addMovement(request.user!, request.params.id, request.body, request.idempotency)),
    );

    api.post(
      "/:id/close",
      {
        config: { access: "cash:operate", idempotent: true },
        schema: {
          tags,
          summary:
            "Close a shift: expected vs counted per method, frozen in one transaction; the shift is read-only after",
          params: idParamsSchema,
          body: cashSessionCloseSchema,
          response: { 200: cashSessionSchema },
        },
      },
      async (request) => service.close(request.user!, request.params.id, request.body, request.idempotency),
    );
  };
}
