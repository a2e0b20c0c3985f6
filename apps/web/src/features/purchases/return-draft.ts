import { type PurchaseReceipt, supplierReturnInputSchema } from "@inventario/shared/purchases";
import { returnedUnits } from "../../lib/form-numbers";
import type { ReturnPayload } from "./api/return-to-supplier";
import { issueErrors, itemErrorKey, type KeyOf, serverErrors } from "./line-errors";
import { returnTexts } from "./purchase-texts";

/** One line of the receipt that can still go back, and how many units the user typed. */
export type ReturnLineDraft = {
  line_id: string;
  product_id: string;
  product_name: string;
  sku: string;
  warehouse_id: string;
  warehouse_name: string;
  lot_number: string | null;
  received: number;
  returned: number;
  /** Received minus already returned: the most this return may take back. */
  returnable: number;
  quantity: string;
};

/** `<line_id>.<field>` under a line (its quantity; a product the lot no longer holds); `reason`; `form` above. */
export type ReturnErrors = Partial<Record<`${string}.quantity` | `${string}.product_id` | "reason" | "form", string>>;

export const returnErrorKey = (lineId: string) => `${lineId}.quantity` as const;

/** The lines with units left to return; nothing goes back until a quantity is typed. */
export function returnDrafts(receipt: PurchaseReceipt): ReturnLineDraft[] {
  return receipt.lines
    .filter((line) => line.quantity > line.returned)
    .map((line) => ({
      line_id: line.id,
      product_id: line.product.id,
      product_name: line.product.name,
      sku: line.product.sku,
      warehouse_id: line.warehouse.id,
      warehouse_name: line.warehouse.name,
      lot_number: line.lot_number,
      received: line.quantity,
      returned: line.returned,
      returnable: line.quantity - line.returned,
      quantity: "0",
    }));
}

const errorKeyOf =
  (lineIds: readonly string[]): KeyOf<keyof ReturnErrors> =>
  (path) =>
    path[0] === "reason" ? "reason" : itemErrorKey(path, lineIds, ["quantity", "product_id"]);

type ReturnCheck = { payload: ReturnPayload; lineIds: string[] } | { errors: ReturnErrors };

/**
 * What 'Registrar devolución' sends: the lines with a quantity above 0, at most what each can still give
 * back, and the reason, checked by the route's own schema. `lineIds` are the sent lines in order, to put the
 * server's `items.<n>.<field>` messages back under their line.
 */
export function buildReturn(drafts: readonly ReturnLineDraft[], reason: string): ReturnCheck {
  const errors: ReturnErrors = {};
  const sent: { draft: ReturnLineDraft; quantity: number }[] = [];
  for (const draft of drafts) {
    const quantity = returnedUnits(draft.quantity, draft.returnable);
    if (quantity === null) errors[returnErrorKey(draft.line_id)] = returnTexts.quantityInvalid(draft.returnable);
    else if (quantity > 0) sent.push({ draft, quantity });
  }
  if (sent.length === 0 && Object.keys(errors).length === 0) errors.form = returnTexts.nothingToReturn;
  const lineIds = sent.map(({ draft }) => draft.line_id);
  const parsed = supplierReturnInputSchema.safeParse({
    reason,
    items: sent.map(({ draft, quantity }) => ({
      product_id: draft.product_id,
      warehouse_id: draft.warehouse_id,
      lot_number: draft.lot_number,
      quantity,
    })),
  });
  if (!parsed.success) {
    const found = issueErrors(parsed.error.issues, errorKeyOf(lineIds));
    for (const [key, message] of Object.entries(found) as [keyof ReturnErrors, string][]) errors[key] ??= message;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { payload: parsed.data, lineIds };
}

/** The server's field messages of a refused return (400, 409), under the lines they name. */
export const serverReturnErrors = (error: unknown, lineIds: readonly string[]): ReturnErrors =>
  serverErrors(error, errorKeyOf(lineIds));
