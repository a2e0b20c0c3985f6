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
import { createdRoute } from "../../http/created-route";
import { listRoute } from "../../http/list-route";
import type { PurchasesExport } from "./purchases.export";
import type { PurchasesService } from "./purchases.service";
import type { PurchasesReportExport } from "./purchases-report.export";
import type { PurchasesReportService } from "./purchases-report.service";

/** The OpenAPI group of the orders, receipts and suggestions routes. */
const tags = ["purchases"];

/** /api/purchase-orders (issue 32): orders, their lifecycle and their receipts. */
export function purchaseOrdersRoutes(service: PurchasesService, exports: PurchasesExport) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    listRoute(app, "/", {
      access: "purchases:read",
      tags,
      summary:
        "Newest first; search by number or supplier; filters status, supplier_id, warehouse_id, from, to (business dates placed); format=xlsx|csv: every page as a file",
      querystring: purchaseOrderListQuerySchema,
      answer: purchaseOrderPageSchema,
      file: ({ query }) => exports.orders(query),
      page: ({ query }) => service.list(query),
    });

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

    createdRoute(app, "/", {
      access: "purchases:create",
      idempotent: true,
      tags,
      summary: "A draft order (OC-000123)",
      body: purchaseOrderInputSchema,
      answer: purchaseOrderSchema,
      create: (request) => service.create(request.body, request.user!, request.idempotency),
    });

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

    // Both end an order with a reason: cancelled before anything came, closed giving up what is pending.
    for (const [path, end, summary] of [
      ["/:id/cancel", "cancel", "Cancel while nothing is received (DRAFT or SENT)"],
      ["/:id/close", "close", "Close a sent or partly received order, giving up what is pending"],
    ] as const) {
      api.post(
        path,
        {
          config: { access: "purchases:cancel" },
          schema: {
            tags,
            summary,
            params: idParamsSchema,
            body: purchaseReasonSchema,
            response: { 200: purchaseOrderSchema },
          },
        },
        async ({ params, body }) => service[end](params.id, body.reason),
      );
    }

    createdRoute(app, "/:id/receipts", {
      access: "purchases:receive",
      idempotent: true,
      tags,
      summary: "A receipt (RC-000045): PURCHASE movements at the received cost; 409 past a line's pending units",
      params: idParamsSchema,
      body: purchaseReceiptInputSchema,
      answer: documentCreatedSchema,
      create: (request) => service.receive(request.params.id, request.body, request.user!, request.idempotency),
    });
  };
}

/** /api/purchase-receipts: the receipts and the returns to suppliers made from them. */
export function purchaseReceiptsRoutes(service: PurchasesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

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

    createdRoute(app, "/:id/returns", {
      access: "purchases:receive",
      idempotent: true,
      tags,
      summary: "A return to the supplier (DP-000007): SUPPLIER_RETURN movements from the receipt's lots",
      params: idParamsSchema,
      body: supplierReturnInputSchema,
      answer: documentCreatedSchema,
      create: (request) =>
        service.returnToSupplier(request.params.id, request.body, request.user!, request.idempotency),
    });
  };
}

/** /api/purchases: the replenishment suggestions ('Sugerido de compra') and the orders made from them. */
export function purchaseSuggestionsRoutes(service: PurchasesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

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

    createdRoute(app, "/suggestions/orders", {
      access: "purchases:create",
      idempotent: true,
      tags,
      summary: "One draft order per supplier and warehouse of the chosen suggestions",
      body: suggestionOrdersInputSchema,
      answer: suggestionOrdersSchema,
      create: (request) => service.fromSuggestions(request.body.items, request.user!, request.idempotency),
    });
  };
}

/** GET /api/reports/purchases: 'Compras' in 'Reportes' (costs and values: reports:read, as the sales report). */
export function purchaseReportRoutes(service: PurchasesReportService, exports: PurchasesReportExport) {
  return async (app: FastifyInstance) => {
    listRoute(app, "/purchases", {
      access: "reports:read",
      tags: ["reports"],
      summary:
        "What receipts brought in over [from, to] (default the last 30 days) by day, week, month, supplier or product; format=xlsx|csv",
      querystring: purchaseReportQuerySchema,
      answer: purchaseReportSchema,
      file: ({ query }) => exports.list(query),
      page: ({ query }) => service.report(query),
    });
  };
}
