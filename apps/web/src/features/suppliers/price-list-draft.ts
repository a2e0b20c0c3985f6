import type { Product } from "@inventario/shared/products";
import { type SupplierProduct, supplierProductsInputSchema } from "@inventario/shared/suppliers";
import { ApiRequestError } from "../../lib/api-error";
import { moneyNumber, moneyText, toNumber } from "../../lib/form-numbers";
import type { PriceListPayload } from "./api/save-price-list";

/** One product of the price list as the user edits it: the product's names and the terms as typed. */
export type PriceListDraft = {
  product_id: string;
  product_name: string;
  sku: string;
  supplier_sku: string;
  unit_cost: string;
  min_quantity: string;
  pack_size: string;
  lead_time_days: string;
  preferred: boolean;
};

/** The terms a row's boxes hold, named as the API names them (so its `3.unit_cost` finds its box). */
export type PriceListField = Exclude<keyof PriceListDraft, "product_name" | "sku">;
const FIELDS = new Set<string>([
  "product_id",
  "supplier_sku",
  "unit_cost",
  "min_quantity",
  "pack_size",
  "lead_time_days",
  "preferred",
] satisfies PriceListField[]);

/**
 * The messages of the list: `<product_id>.<field>` under a row's box (rows are told apart by product, as
 * removing one renumbers the rest), `form` above the table for the list as a whole (too many products).
 */
export type PriceListErrors = Partial<Record<`${string}.${PriceListField}` | "form", string>>;

export const rowErrorKey = (productId: string, field: PriceListField) => `${productId}.${field}` as const;

/** A stored row as its boxes show it (a cost with a decimal comma, as keepMoney writes it). */
export const draftOf = (row: SupplierProduct): PriceListDraft => ({
  product_id: row.product_id,
  product_name: row.product_name,
  sku: row.sku,
  supplier_sku: row.supplier_sku,
  unit_cost: moneyText(row.unit_cost),
  min_quantity: String(row.min_quantity),
  pack_size: String(row.pack_size),
  lead_time_days: String(row.lead_time_days),
  preferred: row.preferred,
});

/** A product just picked from the search: no cost yet, the schema's own defaults for the rest. */
export const newDraft = (product: Pick<Product, "id" | "name" | "sku">): PriceListDraft => ({
  product_id: product.id,
  product_name: product.name,
  sku: product.sku,
  supplier_sku: "",
  unit_cost: "",
  min_quantity: "1",
  pack_size: "1",
  lead_time_days: "0",
  preferred: false,
});

/** Whether the boxes say something else than the stored list: what 'Cambios sin guardar' tells. */
export const unsavedChanges = (drafts: readonly PriceListDraft[], saved: readonly SupplierProduct[]) =>
  JSON.stringify(drafts) !== JSON.stringify(saved.map(draftOf));

/** A schema issue's path or a server's field name (`3.unit_cost`) as a key of the list's messages. */
function errorKeyOf(path: readonly string[], productIds: readonly string[]): keyof PriceListErrors {
  const [index, field] = path;
  const productId = productIds[Number(index)];
  if (productId === undefined || field === undefined || !FIELDS.has(field)) return "form";
  return rowErrorKey(productId, field as PriceListField);
}

type PriceListCheck = { payload: PriceListPayload } | { errors: PriceListErrors };

/**
 * What 'Guardar lista de precios' sends: every row, checked by the route's own schema first, so a missing
 * cost or a pack of 0 is said under its box without a request. An empty box of the optional terms takes
 * the schema's default (1 unit, 0 days).
 */
export function buildPriceList(drafts: readonly PriceListDraft[]): PriceListCheck {
  const parsed = supplierProductsInputSchema.safeParse(
    drafts.map((draft) => ({
      product_id: draft.product_id,
      supplier_sku: draft.supplier_sku,
      unit_cost: moneyNumber(draft.unit_cost),
      min_quantity: toNumber(draft.min_quantity),
      pack_size: toNumber(draft.pack_size),
      lead_time_days: toNumber(draft.lead_time_days),
      preferred: draft.preferred,
    })),
  );
  if (parsed.success) return { payload: parsed.data };
  const productIds = drafts.map((draft) => draft.product_id);
  const errors: PriceListErrors = {};
  for (const issue of parsed.error.issues) errors[errorKeyOf(issue.path.map(String), productIds)] ??= issue.message;
  return { errors };
}

/** The server's field messages of a refused list (400), under the rows it names by position. */
export function serverPriceListErrors(error: unknown, productIds: readonly string[]): PriceListErrors {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  const errors: PriceListErrors = {};
  for (const [name, message] of Object.entries(error.fields)) {
    errors[errorKeyOf(name.split("."), productIds)] ??= message;
  }
  return errors;
}
