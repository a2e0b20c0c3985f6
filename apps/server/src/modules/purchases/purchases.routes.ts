import { idParamsSchema } from "@inventario/shared/products";
import {
  documentCreatedSchema,
  purchaseOrderInputSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderPageSchema,
  purchaseOrderSchema,
  purchaseReasonSchema,
  purchaseReceiptInputSchema,
  purchaseReceiptListQuerySchema,
  purchaseReceiptPageSchema,
  purchaseReceiptSchema,
  purchaseReportQuerySchema,
  purchaseReportSchema,
  suggestionOrdersInputSchema,
  suggestionOrdersSchema,
  suggestionPageSchema,
  suggestionQuerySchema,
  supplierReturnInputSchema,
} from "@inventario/shared/purchases";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listOrExport } from "../../lib/export/send";
import type { PurchasesExport } from "./purchases.export";
import type { PurchasesService } from "./purchases.service";
import type { PurchasesReportExport } from "./purchases-report.export";
import type { PurchasesReportService } from "./purchases-report.service";

/** /api/purchase-orders (issue 32): orders, their lifecycle and their receipts. */
export function purchaseOrdersRoutes(service: PurchasesService, exports: PurchasesExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["purchases"];

    api.get(
      "/",
      {
        config: { access: "purchases:read" },
        schema: {
          tags,
          summary:
            "Newest first; search by number or supplier; filters status, supplier_id, warehouse_id, from, to (business dates placed); format=xlsx|csv: every page as a file",
          querystring: purchaseOrderListQuerySchema,
          response: { 200: purchaseOrderPageSchema },
        },
      },
      async ({ query }, reply) =>
        listOrExport(reply, query.format, {
          file: () => exports.orders(query),
          page: () => service.list(query),
        }),
    );

    api.get(
      "/:id",
      {
        config: { access: "purchases:read" },
        schema: {
          tags,
          summary: "One order with its lines and receipts",
          params: idParamsSchema,
          response: { 200: purchaseOrderSchema },
        },
      },
      async ({ params }) => service.get(params.id),
    );

    api.post(
      "/",
      {
        config: { access: "purchases:create", idempotent: true },
        schema: {
          tags,
          summary: "A draft order (OC-000123)",
          body: purchaseOrderInputSchema,
          response: { 201: purchaseOrderSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.body, request.user!, request.idempotency)),
    );

    api.put(
      "/:id",
      {
        config: { access: "purchases:create" },
        schema: {
          tags,
          summary: "Edit a draft (409 once sent)",
          params: idParamsSchema,
          body: purchaseOrderInputSchema,
          response: { 200: purchaseOrderSchema },
        },
      },
      async ({ params, body }) => service.update(params.id, body),
    );

    api.post(
      "/:id/send",
      {
        config: { access: "purchases:create" },
        schema: {
          tags,
          summary: "DRAFT → SENT: its lines count as on order",
          params: idParamsSchema,
          response: { 200: purchaseOrderSchema },
        },
      },
      async ({ params }) => service.send(params.id),
    );

    api.post(
      "/:id/cancel",
      {
        config: { access: "purchases:cancel" },
        schema: {
          tags,
          summary: "Cancel while nothing is received (DRAFT or SENT)",
          params: idParamsSchema,
          body: purchaseReasonSchema,
          response: { 200: purchaseOrderSchema },
        },
      },
      async ({ params, body }) => service.cancel(params.id, body.reason),
    );

    api.post(
      "/:id/close",
      {
        config: { access: "purchases:cancel" },
        schema: {
          tags,
          summary: "Close a sent or partly received order, giving up what is pending",
          params: idParamsSchema,
          body: purchaseReasonSchema,
          response: { 200: purchaseOrderSchema },
        },
      },
      async ({ params, body }) => service.close(params.id, body.reason),
    );

    api.post(
      "/:id/receipts",
      {
        config: { access: "purchases:receive", idempotent: true },
        schema: {
          tags,
          summary: "A receipt (RC-000045): PURCHASE movements at the received cost; 409 past a line's pending units",
          params: idParamsSchema,
          body: purchaseReceiptInputSchema,
          response: { 201: documentCreatedSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.receive(request.params.id, request.body, request.user!, request.idempotency)),
    );
  };
}

/** /api/purchase-receipts: the receipts and the returns to suppliers made from them. */
export function purchaseReceiptsRoutes(service: PurchasesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["purchases"];

    api.get(
      "/",
      {
        config: { access: "purchases:read" },
        schema: {
          tags,
          summary: "Newest first (of one order with order_id); counted up to 10,000, deeper pages by ?after=",
          querystring: purchaseReceiptListQuerySchema,
          response: { 200: purchaseReceiptPageSchema },
        },
      },
      async ({ query }) => service.receipts(query),
    );

    api.get(
      "/:id",
      {
        config: { access: "purchases:read" },
        schema: {
          tags,
          summary: "One receipt with its lines and returns",
          params: idParamsSchema,
          response: { 200: purchaseReceiptSchema },
        },
      },
      async ({ params }) => service.receipt(params.id),
    );

    api.post(
      "/:id/returns",
      {
        config: { access: "purchases:receive", idempotent: true },
        schema: {
          tags,
          summary: "A return to the supplier (DP-000007): SUPPLIER_RETURN movements from the receipt's lots",
          params: idParamsSchema,
          body: supplierReturnInputSchema,
          response: { 201: documentCreatedSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.returnToSupplier(request.params.id, request.body, request.user!, request.idempotency)),
    );
  };
}

/** /api/purchases: the replenishment suggestions ('Sugerido de compra') and the orders made from them. */
export function purchaseSuggestionsRoutes(service: PurchasesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["purchases"];

    api.get(
      "/suggestions",
      {
        config: { access: "purchases:read" },
        schema: {
          tags,
          summary:
            "Low-stock rows still short after what open orders bring: max − (available + on order), in the supplier's packs",
          querystring: suggestionQuerySchema,
          response: { 200: suggestionPageSchema },
        },
      },
      async ({ query }) => service.suggestions(query.page, query),
    );

    api.post(
      "/suggestions/orders",
      {
        config: { access: "purchases:create", idempotent: true },
        schema: {
          tags,
          summary: "One draft order per supplier and warehouse of the chosen suggestions",
          body: suggestionOrdersInputSchema,
          response: { 201: suggestionOrdersSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.fromSuggestions(request.body.items, request.user!, request.idempotency)),
    );
  };
}

/** GET /api/reports/purchases: 'Compras' in 'Reportes' (costs and values: reports:read, as the sales report). */
export function purchaseReportRoutes(service: PurchasesReportService, exports: PurchasesReportExport) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/purchases",
      {
        config: { access: "reports:read" },
        schema: {
          tags: ["reports"],
          summary:
            "What receipts brought in over [from, to] (default the last 30 days) by day, week, month, supplier or product; format=xlsx|csv",
          querystring: purchaseReportQuerySchema,
          response: { 200: purchaseReportSchema },
        },
      },
      async ({ query }, reply) =>
        listOrExport(reply, query.format, {
          file: () => exports.list(query),
          page: () => service.report(query),
        }),
    );
  };
}
