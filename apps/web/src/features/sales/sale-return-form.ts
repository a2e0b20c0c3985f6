import { type SaleDetail, type SaleReturnInput, saleReturnSchema } from "@inventario/shared/sales";
import { ApiRequestError } from "../../lib/api-error";
import { returnedUnits } from "../../lib/form-numbers";
import { returnTexts } from "./sale-history-texts";

/** One product of the return dialog: what can still come back, and what the user typed for it. */
export type ReturnLineDraft = {
  product_id: string;
  product_name: string;
  sku: string;
  dispatched: number;
  returned: number;
  /** Dispatched minus already returned: the most this return may take back. */
  returnable: number;
  quantity: string;
  warehouse_id: string;
  lot_number: string;
  /** 'Dar de baja': recorded as returned, no stock added, so no warehouse or lot to choose. */
  write_off: boolean;
};

type ReturnField = "quantity" | "warehouse_id" | "lot_number";

/**
 * The dialog's messages: `<product_id>.<field>` under a line's field, `reason` under the reason, and
 * `form` above the lines when nothing would be returned.
 */
export type ReturnErrors = Partial<Record<`${string}.${ReturnField}` | "reason" | "form", string>>;

export const lineErrorKey = (productId: string, field: ReturnField) => `${productId}.${field}` as const;

/**
 * The lines that can still come back, each going by default to where it left from: the warehouse and
 * lot of the product's first dispatch. Nothing is returned until a quantity is typed.
 */
export function returnDrafts(sale: SaleDetail): ReturnLineDraft[] {
  return sale.lines
    .filter((line) => line.dispatched > line.returned)
    .map((line) => {
      const origin = sale.withdrawal.dispatches.find((dispatch) => dispatch.product_id === line.product_id);
      return {
        product_id: line.product_id,
        product_name: line.product_name,
        sku: line.sku,
        dispatched: line.dispatched,
        returned: line.returned,
        returnable: line.dispatched - line.returned,
        quantity: "0",
        warehouse_id: origin?.warehouse_id ?? "",
        lot_number: origin?.lot_number ?? "",
        write_off: false,
      };
    });
}

type ReturnCheck = { payload: SaleReturnInput; productIds: string[] } | { errors: ReturnErrors };

/**
 * What the dialog sends: the lines with a quantity above 0, checked as the server checks them (the
 * shared schema) plus what only the dialog knows (at most what can still come back). `productIds` are
 * the sent lines in order, to put the server's `items.<n>.<field>` messages back under their line.
 */
export function buildReturn(drafts: readonly ReturnLineDraft[], reason: string): ReturnCheck {
  const errors: ReturnErrors = {};
  const sent: ReturnLineDraft[] = [];
  const quantities: number[] = [];
  for (const draft of drafts) {
    const quantity = returnedUnits(draft.quantity, draft.returnable);
    if (quantity === null) {
      errors[lineErrorKey(draft.product_id, "quantity")] = returnTexts.quantityInvalid(draft.returnable);
    } else if (quantity > 0) {
      if (!draft.write_off && draft.warehouse_id === "") {
        errors[lineErrorKey(draft.product_id, "warehouse_id")] = returnTexts.warehouseRequired;
      }
      sent.push(draft);
      quantities.push(quantity);
    }
  }
  if (sent.length === 0 && Object.keys(errors).length === 0) errors.form = returnTexts.nothingToReturn;

  const parsed = saleReturnSchema.safeParse({
    reason,
    items: sent.map((draft, index) => ({
      product_id: draft.product_id,
      quantity: quantities[index],
      // A written-off line adds no stock, but the contract still names a place: where it was dispatched from.
      warehouse_id: draft.warehouse_id,
      lot_number: draft.lot_number,
      restock: !draft.write_off,
    })),
  });
  const productIds = sent.map((draft) => draft.product_id);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = errorKeyOf(issue.path.map(String), productIds);
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { payload: parsed.data, productIds };
}

/** `reason` or `items.<n>.<field>` (a schema issue's path or a server's field name) as a dialog key. */
function errorKeyOf(path: readonly string[], productIds: readonly string[]): keyof ReturnErrors | null {
  if (path[0] === "reason") return "reason";
  const [root, index, field] = path;
  const productId = productIds[Number(index)];
  if (root !== "items" || productId === undefined) return null;
  if (field === "quantity" || field === "warehouse_id" || field === "lot_number") return lineErrorKey(productId, field);
  return null;
}

/** The server's field messages of a refused return (400/409), under the lines they name. */
export function serverReturnErrors(error: unknown, productIds: readonly string[]): ReturnErrors {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  const errors: ReturnErrors = {};
  for (const [name, message] of Object.entries(error.fields)) {
    const key = errorKeyOf(name.split("."), productIds);
    if (key) errors[key] ??= message;
  }
  return errors;
}
