import { transferMessages } from "@inventario/shared/transfers";
import { describe, expect, it } from "vitest";
import { arrozLots, transferLot } from "../../test/transfer-fixtures";
import {
  emptyTransferValues,
  lotLabel,
  lotsWithStock,
  sourceWarehouses,
  type TransferValues,
  transferResolver,
} from "./transfer-form";

const lots = new Map(arrozLots.map((lot) => [lot.id, lot]));
const resolve = (values: Partial<TransferValues>) =>
  transferResolver((id) => lots.get(id))({ ...emptyTransferValues, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
const messagesOf = (result: Awaited<ReturnType<typeof resolve>>) =>
  Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));

describe("transfer form", () => {
  it("keeps only lots with stock in active warehouses, and sums them per warehouse", () => {
    const usable = lotsWithStock(arrozLots, new Set(["w-1", "w-3", "w-4"]));
    expect(usable.map((lot) => lot.id)).toEqual(["l-1", "l-2", "l-3"]);
    expect(sourceWarehouses(usable)).toEqual([
      { id: "w-3", name: "Bodega Medellín", quantity: 5, unit: "KG" },
      { id: "w-1", name: "Bodega Principal", quantity: 50, unit: "KG" },
    ]);
  });

  it("reads a lot by its number, quantity and expiration", () => {
    expect(lotLabel(transferLot({ id: "x", warehouse_id: "w-1", lot_number: "A1", quantity: 1234 }))).toBe(
      "A1 · 1.234 KG",
    );
    expect(
      lotLabel(transferLot({ id: "x", warehouse_id: "w-1", quantity: 3, unit: "UD", expiration_date: "2025-01-31" })),
    ).toBe("Sin lote · 3 UD · vence 31/01/2025");
  });

  it("refuses the same warehouse on both sides, even while other fields are wrong", async () => {
    const result = await resolve({
      product_id: "p-1",
      from_warehouse_id: "w-1",
      lot_number: "l-1",
      to_warehouse_id: "w-1",
    });
    expect(messagesOf(result)).toEqual({
      to_warehouse_id: transferMessages.sameWarehouse,
      quantity: "La cantidad debe ser un número entero mayor o igual a 1",
    });
  });

  it("sends the chosen lot's number, null for a lot without one", async () => {
    const base = { product_id: "p-1", from_warehouse_id: "w-3", to_warehouse_id: "w-1", quantity: "5", note: " ok " };
    expect(await resolve({ ...base, lot_number: "l-3" })).toEqual({
      values: { ...base, lot_number: null, quantity: 5, note: "ok" },
      errors: {},
    });
    expect(messagesOf(await resolve({ ...base, lot_number: "l-3", quantity: "6" }))).toEqual({
      quantity: transferMessages.notEnough(5, "KG"),
    });
    expect(messagesOf(await resolve({ ...base, note: "x".repeat(501), lot_number: "l-3" }))).toEqual({
      note: transferMessages.noteTooLong,
    });
  });
});
