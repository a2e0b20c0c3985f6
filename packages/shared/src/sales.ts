import { z } from "zod";
import { CURRENCY, SALE_TYPE } from "./constants";
import { moneySchema } from "./money";
import { cappedPageSchema } from "./pagination";
import { quantitySchema } from "./products";
import { requiredText, text } from "./text";

export const saleMessages = {
  clientRequired: "Selecciona un cliente",
  productsRequired: "Agregar al menos un producto",
  tooManyLines: "Una venta admite como máximo 200 productos",
  clientUnavailable: "El cliente no existe o está inactivo",
  productUnavailable: "Uno de los productos no existe o está inactivo",
  priceInvalid: "El precio unitario debe ser un valor en pesos mayor o igual a 0",
  notAvailable: (name: string, available: number) =>
    `No hay suficiente disponibilidad de ${name}: quedan ${available} unidades sin comprometer`,
  notFound: "La venta no existe",
  success: "Se ha registrado la venta, puede alistar el pedido.",
  failed: "Hubo un error registrando la venta",
} as const;

export const saleLineSchema = z.object({
  product_id: text(saleMessages.productUnavailable).min(1, saleMessages.productUnavailable).max(64),
  quantity: quantitySchema,
  unit_price: moneySchema(saleMessages.priceInvalid, saleMessages.priceInvalid),
});

export const saleCreateSchema = z.object({
  client_id: requiredText(saleMessages.clientRequired, 20),
  type: z.literal(SALE_TYPE),
  currency: z.literal(CURRENCY),
  items: z
    .array(saleLineSchema, saleMessages.productsRequired)
    .min(1, saleMessages.productsRequired)
    .max(200, saleMessages.tooManyLines),
});
export type SaleCreateInput = z.input<typeof saleCreateSchema>;

export const saleSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  type: z.string(),
  currency: z.string(),
  total: z.number(),
  withdrawal_id: z.string(),
  created_at: z.string(),
  items: z.array(
    z.object({ product_id: z.string(), quantity: z.number().int(), unit_price: z.number(), subtotal: z.number() }),
  ),
});
export type Sale = z.infer<typeof saleSchema>;
/** GET /sale: append-only and too large to count on every request, paged like the whole ledger. */
export const salePageSchema = cappedPageSchema(saleSchema.omit({ items: true }));
