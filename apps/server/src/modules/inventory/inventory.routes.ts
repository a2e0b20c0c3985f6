import { writeOffResultSchema, writeOffSchema } from "@inventario/shared/alerts";
import {
  byProductsRequestSchema,
  byProductsResponseSchema,
  inventoryEntryPageSchema,
  inventoryEntrySchema,
  inventoryProductPageSchema,
  inventoryProductSchema,
  lotStatePageSchema,
  productIdParamsSchema,
  shortagesSchema,
  stockChangeSchema,
  withdrawShortagesQuerySchema,
} from "@inventario/shared/inventory";
import { pageQuerySchema } from "@inventario/shared/pagination";
import { productSearchQuerySchema } from "@inventario/shared/products";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createdRoute } from "../../http/created-route";
import type { InventoryService } from "./inventory.service";

const ok = z.object({ ok: z.literal(true) });

export function inventoryRoutes(service: InventoryService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["inventory"];

    createdRoute(app, "/", {
      access: "inventory:create",
      idempotent: true,
      tags,
      summary: "New entry: adds to the matching lot or creates it; writes an IN movement",
      body: inventoryEntrySchema,
      answer: ok,
      create: (request) => service.addEntry(request.body, request.user?.id ?? null, request.idempotency),
    });

    api.get(
      "/",
      {
        config: { access: "inventory:read" },
        schema: {
          tags,
          summary: "Products with their stock per warehouse",
          querystring: productSearchQuerySchema,
          response: { 200: inventoryProductPageSchema },
        },
      },
      async ({ query }) => service.list(query.page, query.search),
    );

    api.post(
      "/by-products",
      {
        config: { access: "inventory:read" },
        schema: {
          tags,
          summary: "Warehouses holding stock, per product",
          body: byProductsRequestSchema,
          response: { 200: byProductsResponseSchema },
        },
      },
      async ({ body }) => service.byProducts(body.product_ids),
    );

    // A product's rows a page at a time, read the same way: its entries, and its lots as they stand.
    for (const [path, read, summary, answer] of [
      ["/getEntries/:productId", "entries", "A product's entries, newest first", inventoryEntryPageSchema],
      ["/current/:productId", "currentLots", "A product's lots as they stand", lotStatePageSchema],
    ] as const) {
      api.get(
        path,
        {
          config: { access: "inventory:read" },
          schema: {
            tags,
            summary,
            params: productIdParamsSchema,
            querystring: pageQuerySchema,
            response: { 200: answer },
          },
        },
        async ({ params, query }) => service[read](params.productId, query.page),
      );
    }

    for (const [path, access, change] of [
      ["/replenish", "inventory:replenish", "replenish"],
      ["/withdraw", "inventory:withdraw", "withdraw"],
    ] as const) {
      api.put(
        path,
        {
          config: { access, idempotent: true },
          schema: {
            tags,
            summary: `${change === "replenish" ? "Add to" : "Take from"} a lot; the observation is the movement's reference`,
            body: stockChangeSchema,
            response: { 200: ok },
          },
        },
        async (request) => service[change](request.body, request.user?.id ?? null, request.idempotency),
      );
    }

    api.get(
      "/shortages",
      {
        config: { access: "inventory:withdraw" },
        schema: {
          tags,
          summary:
            "The pending sales (V-000123) a withdrawal of quantity from this lot would leave short: what the withdraw dialog asks to confirm",
          querystring: withdrawShortagesQuerySchema,
          response: { 200: shortagesSchema },
        },
      },
      async ({ query }) => service.withdrawShortages(query),
    );

    api.post(
      "/write-off",
      {
        config: { access: "inventory:withdraw", idempotent: true },
        schema: {
          tags,
          summary: "Writes off whole expired lots (WITHDRAWAL movements referencing 'Vencido'); all or nothing",
          body: writeOffSchema,
          response: { 200: writeOffResultSchema },
        },
      },
      async (request) => service.writeOff(request.body, request.user?.id ?? null, request.idempotency),
    );

    api.get(
      "/:productId",
      {
        config: { access: "inventory:read" },
        schema: {
          tags,
          summary: "A product with its stock per warehouse and average cost",
          params: productIdParamsSchema,
          response: { 200: inventoryProductSchema },
        },
      },
      async ({ params }) => service.product(params.productId),
    );
  };
}
