import { type PurchaseOrder, purchaseReceiptInputSchema } from "@inventario/shared/purchases";
import { moneyNumber, moneyText } from "../../lib/form-numbers";
import type { ReceiptPayload } from "./api/receive-purchase-order";
import { issueErrors, itemErrorKey, type KeyOf, serverErrors } from "./line-errors";
import { receiveTexts } from "./purchase-texts";

/** One line still to come, and what the user typed for what arrived of it now. */
export type ReceiveLineDraft = {
  item_id: string;
  product_name: string;
  sku: string;
  ordered: number;
  received: number;
  pending: number;
  tolerance: number;
  quantity: string;
  lot_number: string;
  expiration_date: string;
  unit_cost: string;
  warehouse_id: string;
};

export type ReceiveField = "quantity" | "lot_number" | "expiration_date" | "unit_cost" | "warehouse_id";
const FIELDS: ReceiveField[] = ["quantity", "lot_number", "expiration_date", "unit_cost", "warehouse_id"];

/** `<item_id>.<field>` under a line's box; `form` above the lines when nothing would be received. */
export type ReceiveErrors = Partial<Record<`${string}.${ReceiveField}` | "form", string>>;

export const receiveErrorKey = (itemId: string, field: ReceiveField) => `${itemId}.${field}` as const;

/**
 * The lines with something pending, each proposing what is pending, at the order's cost, into the order's
 * warehouse: a delivery that came whole is registered as it is shown.
 */
export function receiveDrafts(order: PurchaseOrder): ReceiveLineDraft[] {
  return order.items
    .filter((item) => item.pending > 0)
    .map((item) => ({
      item_id: item.id,
      product_name: item.product.name,
      sku: item.product.sku,
      ordered: item.quantity,
      received: item.received,
      pending: item.pending,
      tolerance: item.over_receipt_percent,
      quantity: String(item.pending),
      lot_number: "",
      expiration_date: "",
      unit_cost: moneyText(item.unit_cost),
      warehouse_id: order.warehouse.id,
    }));
}

/** A quantity box left empty or at 0: the line did not come this time. */
const skipped = (quantity: string) => /^0*$/.test(quantity.trim());

const errorKeyOf =
  (itemIds: readonly string[]): KeyOf<keyof ReceiveErrors> =>
  (path) =>
    itemErrorKey(path, itemIds, FIELDS);

type ReceiptCheck = { payload: ReceiptPayload; itemIds: string[] } | { errors: ReceiveErrors };

/**
 * What 'Registrar recepción' sends: the lines with a quantity, checked by the route's own schema. `itemIds`
 * are the sent lines in order, to put the server's `items.<n>.<field>` messages back under their line (a
 * quantity past what is pending is refused there: 409).
 */
export function buildReceipt(drafts: readonly ReceiveLineDraft[]): ReceiptCheck {
  const sent = drafts.filter((draft) => !skipped(draft.quantity));
  if (sent.length === 0) return { errors: { form: receiveTexts.nothingReceived } };
  const itemIds = sent.map((draft) => draft.item_id);
  const parsed = purchaseReceiptInputSchema.safeParse({
    items: sent.map((draft) => ({
      item_id: draft.item_id,
      quantity: Number(draft.quantity),
      lot_number: draft.lot_number,
      expiration_date: draft.expiration_date,
      unit_cost: moneyNumber(draft.unit_cost),
      warehouse_id: draft.warehouse_id,
    })),
  });
  if (parsed.success) return { payload: parsed.data, itemIds };
  const errors = issueErrors(parsed.error.issues, errorKeyOf(itemIds));
  // A refusal of the receipt as a whole (too many lines) has no line to go under.
  return { errors: Object.keys(errors).length > 0 ? errors : { form: parsed.error.issues[0]?.message } };
}

/** The server's field messages of a refused receipt, under the lines they name. */
export const serverReceiptErrors = (error: unknown, itemIds: readonly string[]): ReceiveErrors =>
  serverErrors(error, errorKeyOf(itemIds));
