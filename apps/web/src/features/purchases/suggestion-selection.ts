import { type Suggestion, suggestionOrdersInputSchema } from "@inventario/shared/purchases";
import type { SuggestionOrdersPayload } from "./api/create-suggestion-orders";
import { issueErrors, type KeyOf, serverErrors } from "./line-errors";

/** One suggestion: a product at its level, in its warehouse (a product may be short overall and in one warehouse). */
export const suggestionKey = (row: Pick<Suggestion, "product" | "warehouse" | "level">) =>
  `${row.product.id}\u0000${row.warehouse?.id ?? ""}\u0000${row.level}`;

/**
 * What a row orders: its product into its warehouse. A product short both by its own minimum and by a
 * warehouse's is two rows with one target; choosing both would order it twice (the server adds up a
 * product chosen twice for one draft), so one row per target is chosen at a time.
 */
export const orderTarget = (row: Pick<Suggestion, "product" | "warehouse">) =>
  `${row.product.id}\u0000${row.warehouse?.id ?? ""}`;

/** Why a row cannot be ordered from here: no supplier sells the product, or there is no warehouse to send it to. */
export function unorderable(row: Suggestion): "noSupplier" | "noWarehouse" | null {
  if (!row.supplier) return "noSupplier";
  if (!row.warehouse) return "noWarehouse";
  return null;
}

/** `<row key>.quantity` under a row's box, `<row key>.row` in its supplier's cell (no price, gone). */
export type SuggestionErrors = Partial<Record<`${string}.quantity` | `${string}.row`, string>>;

const errorKeyOf =
  (rowKeys: readonly string[]): KeyOf<keyof SuggestionErrors> =>
  ([root, index, field]) => {
    const row = index === undefined ? undefined : rowKeys[Number(index)];
    if (root !== "items" || row === undefined) return null;
    return field === "quantity" ? `${row}.quantity` : `${row}.row`;
  };

type OrdersCheck = { payload: SuggestionOrdersPayload; rowKeys: string[] } | { errors: SuggestionErrors };

/**
 * What 'Crear órdenes' sends: each chosen row with its quantity as typed (the suggestion's, unless changed),
 * checked by the route's own schema. `rowKeys` are the sent rows in order, for the server's messages.
 */
export function buildSuggestionOrders(
  rows: readonly Suggestion[],
  quantityOf: (row: Suggestion) => string,
): OrdersCheck {
  const rowKeys = rows.map(suggestionKey);
  const parsed = suggestionOrdersInputSchema.safeParse({
    items: rows.map((row) => ({
      product_id: row.product.id,
      supplier_id: row.supplier?.id ?? "",
      warehouse_id: row.warehouse?.id ?? "",
      quantity: quantityOf(row).trim() === "" ? undefined : Number(quantityOf(row)),
    })),
  });
  if (parsed.success) return { payload: parsed.data, rowKeys };
  return { errors: issueErrors(parsed.error.issues, errorKeyOf(rowKeys)) };
}

export const serverSuggestionErrors = (error: unknown, rowKeys: readonly string[]): SuggestionErrors =>
  serverErrors(error, errorKeyOf(rowKeys));
