import { z } from "zod";
import { text } from "./text";

export const NAMES_BATCH_LIMIT = 500;

/** POST …/names-batch {ids} → [{id, name}]: unknown ids are omitted. */
export const namesBatchRequestSchema = z.object({
  ids: z
    .array(text().min(1).max(64))
    .max(NAMES_BATCH_LIMIT, `Se permiten como máximo ${NAMES_BATCH_LIMIT} ids por solicitud`),
});
export const namesBatchResponseSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export type NamedItem = z.infer<typeof namesBatchResponseSchema>[number];

/** Products also carry their SKU: the dashboard shows it beside the name without another call. */
export const productNamesBatchResponseSchema = z.array(z.object({ id: z.string(), name: z.string(), sku: z.string() }));
export type NamedProduct = z.infer<typeof productNamesBatchResponseSchema>[number];
