import { fromCents, toCents } from "@inventario/shared/money";
import type { Product } from "@inventario/shared/products";
import { type PurchaseOrder, purchaseOrderInputSchema } from "@inventario/shared/purchases";
import type { SupplierProduct } from "@inventario/shared/suppliers";
import type { z } from "zod";
import { moneyNumber, moneyText, toNumber } from "../../lib/form-numbers";
import { issueErrors, itemErrorKey, type KeyOf, serverErrors } from "./line-errors";

export type OrderPayload = z.output<typeof purchaseOrderInputSchema>;

/** One line of the order as the user edits it: the product's names and the figures as typed. */
export type OrderLineDraft = {
  product_id: string;
  product_name: string;
  sku: string;
  quantity: string;
  unit_cost: string;
  over_receipt_percent: string;
  /** The cost came from the supplier's price list and was not typed since: another supplier proposes its own. */
  costFromList: boolean;
};

/** The order's own fields, named as the API names them (so its `supplier_id` message finds its box). */
export type OrderHeader = { supplier_id: string; warehouse_id: string; expected_at: string; notes: string };
export type OrderDraft = OrderHeader & { lines: OrderLineDraft[] };

export type LineField = "product_id" | "quantity" | "unit_cost" | "over_receipt_percent";

/**
 * The form's messages: a header field's under its box, `<product_id>.<field>` under a line's box (lines are
 * told apart by product, which an order holds once, as removing one renumbers the rest), `items` above the
 * lines for the order as a whole (no line at all).
 */
export type OrderErrors = Partial<Record<keyof OrderHeader | "items" | `${string}.${LineField}`, string>>;

export const lineErrorKey = (productId: string, field: LineField) => `${productId}.${field}` as const;

export const emptyOrderDraft = (): OrderDraft => ({
  supplier_id: "",
  warehouse_id: "",
  expected_at: "",
  notes: "",
  lines: [],
});

/** A draft being edited, as its boxes show it. */
export function draftOfOrder(order: PurchaseOrder): OrderDraft {
  return {
    supplier_id: order.supplier.id,
    warehouse_id: order.warehouse.id,
    expected_at: order.expected_at ?? "",
    notes: order.notes,
    lines: order.items.map((item) => ({
      product_id: item.product.id,
      product_name: item.product.name,
      sku: item.product.sku,
      quantity: String(item.quantity),
      unit_cost: moneyText(item.unit_cost),
      over_receipt_percent: String(item.over_receipt_percent),
      costFromList: false,
    })),
  };
}

const listedCost = (productId: string, priceList: readonly SupplierProduct[] | undefined) =>
  priceList?.find((row) => row.product_id === productId)?.unit_cost;

/** A product just picked: its cost proposed from the supplier's price list when the list has it. */
export function newLine(
  product: Pick<Product, "id" | "name" | "sku">,
  priceList: readonly SupplierProduct[] | undefined,
): OrderLineDraft {
  const cost = listedCost(product.id, priceList);
  return {
    product_id: product.id,
    product_name: product.name,
    sku: product.sku,
    quantity: "",
    unit_cost: cost === undefined ? "" : moneyText(cost),
    over_receipt_percent: "0",
    costFromList: cost !== undefined,
  };
}

/**
 * Another supplier's price list: every cost it proposed, or that is still empty, becomes this list's; a
 * proposed cost this supplier has no price for is emptied. A cost the user typed stays.
 */
export function proposeCosts(
  lines: readonly OrderLineDraft[],
  priceList: readonly SupplierProduct[],
): OrderLineDraft[] {
  return lines.map((line) => {
    if (!line.costFromList && line.unit_cost !== "") return line;
    const cost = listedCost(line.product_id, priceList);
    if (cost === undefined) return line.costFromList ? { ...line, unit_cost: "", costFromList: false } : line;
    return { ...line, unit_cost: moneyText(cost), costFromList: true };
  });
}

/** quantity × cost in cents, or null while either box holds no number. */
export function lineSubtotalCents(line: Pick<OrderLineDraft, "quantity" | "unit_cost">): number | null {
  const quantity = /^\d+$/.test(line.quantity) ? Number(line.quantity) : null;
  const cost = moneyNumber(line.unit_cost);
  if (quantity === null || cost === undefined || Number.isNaN(cost)) return null;
  return quantity * toCents(cost);
}

/** The total of the lines that have both figures, in pesos. */
export const orderTotal = (lines: readonly OrderLineDraft[]): number =>
  fromCents(lines.reduce((sum, line) => sum + (lineSubtotalCents(line) ?? 0), 0));

const LINE_FIELDS: LineField[] = ["product_id", "quantity", "unit_cost", "over_receipt_percent"];
const HEADER_FIELDS = new Set<string>(["supplier_id", "warehouse_id", "expected_at", "notes"]);

/** A header field's message under its box, a line's under its line, any other of `items` above the lines. */
const errorKeyOf =
  (productIds: readonly string[]): KeyOf<keyof OrderErrors> =>
  (path) => {
    const [root] = path;
    if (root !== undefined && HEADER_FIELDS.has(root)) return root as keyof OrderHeader;
    if (root !== "items") return null;
    return itemErrorKey(path, productIds, LINE_FIELDS) ?? "items";
  };

type OrderCheck = { payload: OrderPayload } | { errors: OrderErrors };

/**
 * What 'Guardar' sends: the whole order, checked by the route's own schema first, so a missing supplier or
 * a line without cost is said under its box without a request. An empty tolerance is the schema's 0.
 */
export function buildOrder(draft: OrderDraft): OrderCheck {
  const parsed = purchaseOrderInputSchema.safeParse({
    supplier_id: draft.supplier_id,
    warehouse_id: draft.warehouse_id,
    expected_at: draft.expected_at,
    notes: draft.notes,
    items: draft.lines.map((line) => ({
      product_id: line.product_id,
      quantity: toNumber(line.quantity),
      unit_cost: moneyNumber(line.unit_cost),
      over_receipt_percent: toNumber(line.over_receipt_percent),
    })),
  });
  if (parsed.success) return { payload: parsed.data };
  return { errors: issueErrors(parsed.error.issues, errorKeyOf(draft.lines.map((line) => line.product_id))) };
}

/** The server's field messages of a refused order (400, 409), under the boxes and lines they name. */
export const serverOrderErrors = (error: unknown, productIds: readonly string[]): OrderErrors =>
  serverErrors(error, errorKeyOf(productIds));
