import { fromCents } from "@inventario/shared/money";
import { purchaseMessages, type suggestionOrdersInputSchema } from "@inventario/shared/purchases";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import { AppError } from "../../errors";
import { activePrices } from "../suppliers/suppliers.repository";

export type SuggestionOrderItem = z.output<typeof suggestionOrdersInputSchema>["items"][number];

/** A draft order as POST /purchase-orders takes it. */
type Draft = {
  supplier_id: string;
  warehouse_id: string;
  expected_at: null;
  notes: string;
  items: Array<{ product_id: string; quantity: number; unit_cost: number; over_receipt_percent: number }>;
};

/**
 * The chosen suggestions grouped into one draft per supplier and warehouse (ERPNext lumps warehouses
 * together; here each draft has one destination), in the order their first line came; a product chosen
 * twice for the same draft is one line of both quantities. Each line costs what the supplier's price list
 * says: a supplier without a price for the product is refused on that line.
 */
export async function draftsOfSuggestions(db: Db, items: SuggestionOrderItem[]): Promise<Draft[]> {
  const drafts = new Map<string, Draft>();
  const fields: Record<string, string> = {};
  const bySupplier = new Map<string, Set<string>>();
  for (const item of items)
    bySupplier.set(item.supplier_id, (bySupplier.get(item.supplier_id) ?? new Set()).add(item.product_id));
  const priceOf = new Map<string, number>();
  for (const [supplierId, products] of bySupplier) {
    for (const price of await activePrices(db, [...products], supplierId))
      priceOf.set(`${supplierId}\u0000${price.product_id}`, Number(price.unit_cost_cents));
  }
  items.forEach((item, index) => {
    const cost = priceOf.get(`${item.supplier_id}\u0000${item.product_id}`);
    if (cost === undefined) {
      fields[`items.${index}.supplier_id`] = purchaseMessages.noSupplierPrice;
      return;
    }
    const key = `${item.supplier_id}\u0000${item.warehouse_id}`;
    const draft = drafts.get(key) ?? {
      supplier_id: item.supplier_id,
      warehouse_id: item.warehouse_id,
      expected_at: null,
      notes: "Creada desde el sugerido de compra",
      items: [],
    };
    const line = draft.items.find((l) => l.product_id === item.product_id);
    if (line) line.quantity += item.quantity;
    else
      draft.items.push({
        product_id: item.product_id,
        quantity: item.quantity,
        unit_cost: fromCents(cost),
        over_receipt_percent: 0,
      });
    drafts.set(key, draft);
  });
  if (Object.keys(fields).length > 0) throw new AppError(400, "VALIDATION", purchaseMessages.noSupplierPrice, fields);
  return [...drafts.values()];
}
