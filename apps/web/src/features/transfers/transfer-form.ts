import type { LotState } from "@inventario/shared/inventory";
import { addUpQuantities } from "@inventario/shared/quantity-groups";
import { type TransferCreateInput, transferCreateSchema, transferMessages } from "@inventario/shared/transfers";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import { convertingResolver } from "../../lib/converting-resolver";
import { formatDisplayDate } from "../../lib/format-date";
import { formatQuantity } from "../../lib/format-quantity";
import { transferTexts } from "./transfer-texts";

export type TransferPayload = z.output<typeof transferCreateSchema>;

/**
 * What the form holds, as typed. `lot_number` holds the chosen lot's id (a lot without number is a real
 * choice too, which an empty lot number could not tell from no choice); the payload sends its number.
 * The names are the payload's, so the server's `fields` errors land under the same inputs.
 */
export type TransferValues = {
  product_id: string;
  from_warehouse_id: string;
  lot_number: string;
  to_warehouse_id: string;
  quantity: string;
  note: string;
};

export const emptyTransferValues: TransferValues = {
  product_id: "",
  from_warehouse_id: "",
  lot_number: "",
  to_warehouse_id: "",
  quantity: "",
  note: "",
};
export const TRANSFER_FIELDS = Object.keys(emptyTransferValues) as (keyof TransferValues)[];

/** A source warehouse: one that holds the product in at least one lot. */
export type SourceWarehouse = { id: string; name: string; quantity: number; unit: string };

/** The lots a transfer can take from: with stock, in an active warehouse. */
export function lotsWithStock(lots: readonly LotState[], activeWarehouseIds: ReadonlySet<string>): LotState[] {
  return lots.filter((lot) => lot.quantity > 0 && activeWarehouseIds.has(lot.warehouse_id));
}

/** The warehouses of those lots, by name, each with what it holds in all of them. */
export function sourceWarehouses(lots: readonly LotState[]): SourceWarehouse[] {
  return addUpQuantities(
    lots,
    (lot) => lot.warehouse_id,
    (lot): SourceWarehouse => ({
      id: lot.warehouse_id,
      name: lot.warehouse.name,
      quantity: lot.quantity,
      unit: lot.unit,
    }),
  ).sort((a, b) => a.name.localeCompare(b.name, "es"));
}

/** The lot to propose in a source warehouse: its only lot; none ("") when there are several to choose from. */
export function onlyLotIn(lots: readonly LotState[], warehouseId: string): string {
  const inWarehouse = lots.filter((lot) => lot.warehouse_id === warehouseId);
  return inWarehouse.length === 1 ? (inWarehouse[0]?.id ?? "") : "";
}

export const sourceWarehouseLabel = (warehouse: SourceWarehouse) =>
  `${warehouse.name} (${formatQuantity(warehouse.quantity, warehouse.unit)})`;

/** "L-2024 · 40 KG · vence 05/03/2025": the lot, what it holds and when it expires. */
export function lotLabel(lot: Pick<LotState, "lot_number" | "quantity" | "unit" | "expiration_date">): string {
  const parts = [lot.lot_number ?? transferTexts.noLot, formatQuantity(lot.quantity, lot.unit)];
  if (lot.expiration_date) parts.push(transferTexts.expires(formatDisplayDate(lot.expiration_date)));
  return parts.join(" · ");
}

// An empty box is a missing value, which the schema reports with its own message; Number("") would be 0.
const toNumber = (value: string): number | undefined => (value.trim() === "" ? undefined : Number(value));

/**
 * Validates with the server's own schema, plus what only the form knows: a lot must be chosen in the
 * source warehouse, and the quantity cannot pass what that lot holds. The same warehouse on both sides
 * is refused whatever else is wrong (the schema's own check waits until every field is valid).
 */
export function transferResolver(
  lotById: (id: string) => LotState | undefined,
): Resolver<TransferValues, unknown, TransferPayload> {
  const validate = convertingResolver(
    transferCreateSchema,
    (values: TransferValues): TransferCreateInput => ({
      product_id: values.product_id,
      from_warehouse_id: values.from_warehouse_id,
      lot_number: lotById(values.lot_number)?.lot_number ?? null,
      to_warehouse_id: values.to_warehouse_id,
      quantity: toNumber(values.quantity) as number,
      note: values.note,
    }),
  );
  return async (values, context, options) => {
    const result = await validate(values, context, options);
    const extra: FieldErrors<TransferValues> = {};
    const lot = lotById(values.lot_number);
    if (values.from_warehouse_id !== "" && !lot) {
      extra.lot_number = { type: "required", message: transferTexts.lotRequired };
    } else if (lot && !result.errors.quantity && Number(values.quantity) > lot.quantity) {
      extra.quantity = { type: "max", message: transferMessages.notEnough(lot.quantity, lot.unit) };
    }
    if (values.from_warehouse_id !== "" && values.from_warehouse_id === values.to_warehouse_id) {
      extra.to_warehouse_id = { type: "validate", message: transferMessages.sameWarehouse };
    }
    if (Object.keys(extra).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...extra } };
  };
}
