import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PickingId, pickingIdSegment } from "../../components/picking-id";
import {
  type AssignmentRow,
  addRow,
  chooseWarehouse,
  emptyRow,
  remainingOf,
  removeRow,
  rowsFromSuggestion,
  suggestFefo,
  toAssignPayload,
  typeQuantity,
} from "./assignment";
import { itemStatusLabel, withdrawalStatusLabel } from "./withdrawal-texts";

const stock = new Map([
  ["w-1", 10],
  ["w-2", 4],
]);
const row = (key: number, warehouseId: string, quantity: number): AssignmentRow => ({ key, warehouseId, quantity });
const item = (id: string, requested: number, fulfilled: number) => ({
  id,
  product_id: `p-${id}`,
  requested_quantity: requested,
  fulfilled_quantity: fulfilled,
});

describe("picking id and statuses", () => {
  it("keeps the segment after the last dash, its last 6 characters in bold", () => {
    expect(pickingIdSegment("0190f5a2-7c1d-7abc-9def-8c3b5e7f1a2d")).toBe("8c3b5e7f1a2d");
    expect(pickingIdSegment("sin-guiones")).toBe("guiones");
    expect(pickingIdSegment("abc")).toBe("abc");

    const { container } = render(<PickingId id="0190f5a2-7c1d-7abc-9def-8c3b5e7f1a2d" />);
    expect(container.textContent).toBe("8c3b5e7f1a2d");
    expect(container.querySelector("strong")?.textContent).toBe("7f1a2d");
  });

  it("bolds the whole segment when it is 6 characters or fewer", () => {
    const { container } = render(<PickingId id="x-a1b2" />);
    expect(container.textContent).toBe("a1b2");
    expect(container.querySelector("strong")?.textContent).toBe("a1b2");
  });

  it("labels COMPLETED 'Completado', CANCELLED 'Anulada' and anything else 'Pendiente'", () => {
    expect(withdrawalStatusLabel("COMPLETED")).toBe("Completado");
    expect(withdrawalStatusLabel("PENDING")).toBe("Pendiente");
    expect(withdrawalStatusLabel("CANCELLED")).toBe("Anulada");
    expect(withdrawalStatusLabel("OTRO")).toBe("Pendiente");
  });

  it("labels an item 'Completado' when nothing is left, else 'Pendiente (n)'", () => {
    expect(remainingOf(item("a", 5, 2))).toBe(3);
    expect(remainingOf(item("a", 5, 7))).toBe(0);
    expect(itemStatusLabel(3)).toBe("Pendiente (3)");
    expect(itemStatusLabel(0)).toBe("Completado");
  });
});

describe("assignment rows", () => {
  it("starts a row without a warehouse and with quantity 0", () => {
    expect(emptyRow()).toMatchObject({ warehouseId: "", quantity: 0 });
  });

  it("refuses the same warehouse twice for one item", () => {
    const rows = [row(1, "w-1", 2), row(2, "", 0)];
    expect(chooseWarehouse(rows, 2, "w-1", stock)).toEqual({
      rows,
      notice: "Esta bodega ya ha sido seleccionada para este producto.",
    });
    expect(chooseWarehouse(rows, 2, "w-2", stock)).toEqual({ rows: [rows[0], row(2, "w-2", 0)], notice: null });
    // Choosing again the one the row already has is no repetition.
    expect(chooseWarehouse(rows, 1, "w-1", stock).notice).toBeNull();
  });

  it("brings the quantity down to the stock of a newly chosen warehouse", () => {
    expect(chooseWarehouse([row(1, "w-1", 8)], 1, "w-2", stock).rows).toEqual([row(1, "w-2", 4)]);
  });

  it("ignores a quantity above the warehouse's stock, a negative or a fraction; empty is 0", () => {
    const rows = [row(1, "w-2", 3)];
    expect(typeQuantity(rows, 1, "4", stock)).toEqual([row(1, "w-2", 4)]);
    expect(typeQuantity(rows, 1, "5", stock)).toEqual(rows);
    expect(typeQuantity(rows, 1, "-1", stock)).toEqual(rows);
    expect(typeQuantity(rows, 1, "1.5", stock)).toEqual(rows);
    expect(typeQuantity(rows, 1, "", stock)).toEqual([row(1, "w-2", 0)]);
  });

  it("blocks another row once the rows cover the remaining quantity", () => {
    expect(addRow([row(1, "w-1", 5)], 5)).toEqual({
      rows: [row(1, "w-1", 5)],
      notice: "Ya se ha asignado toda la cantidad requerida.",
    });
    const added = addRow([row(1, "w-1", 4)], 5);
    expect(added.notice).toBeNull();
    expect(added.rows).toHaveLength(2);
    expect(added.rows[1]).toMatchObject({ warehouseId: "", quantity: 0 });
  });

  it("never removes the last row", () => {
    expect(removeRow([row(1, "w-1", 5)], 1)).toEqual([row(1, "w-1", 5)]);
    expect(removeRow([row(1, "w-1", 5), row(2, "w-2", 1)], 1)).toEqual([row(2, "w-2", 1)]);
  });

  it("sends only rows with a warehouse and a quantity, of items that are not complete", () => {
    const items = [item("a", 5, 0), item("b", 2, 2), item("c", 3, 1), item("d", 4, 0)];
    expect(
      toAssignPayload(items, {
        a: [row(1, "w-1", 3), row(2, "", 2), row(3, "w-2", 0)],
        b: [row(4, "w-1", 1)],
        c: [row(5, "w-2", 2)],
        d: [row(6, "", 0)],
      }),
    ).toEqual({
      items: [
        { withdrawal_item_id: "a", assignments: [{ warehouse_id: "w-1", quantity: 3 }] },
        { withdrawal_item_id: "c", assignments: [{ warehouse_id: "w-2", quantity: 2 }] },
      ],
    });
  });
});

describe("FEFO suggestion", () => {
  const lots = [
    { warehouse_id: "w-1", quantity: 6, expiration_date: null, expiry: null },
    { warehouse_id: "w-1", quantity: 4, expiration_date: "2025-09-01", expiry: null },
    { warehouse_id: "w-2", quantity: 3, expiration_date: "2025-06-15", expiry: null },
    { warehouse_id: "w-3", quantity: 9, expiration_date: "2025-01-01", expiry: null },
    { warehouse_id: "w-2", quantity: 0, expiration_date: "2024-01-01", expiry: "expired" as const },
  ];

  it("skips expired lots: an expired lot's early date does not draw the suggestion to its warehouse", () => {
    const withExpired = [
      { warehouse_id: "w-1", quantity: 8, expiration_date: "2025-08-01", expiry: null },
      { warehouse_id: "w-2", quantity: 50, expiration_date: "2024-12-01", expiry: "expired" as const },
      { warehouse_id: "w-2", quantity: 4, expiration_date: "2026-01-01", expiry: null },
    ];
    // w-2's stock (4) counts only its lot that is not expired, as POST /inventory/by-products answers.
    const sellable = new Map([
      ["w-1", 8],
      ["w-2", 4],
    ]);
    expect(suggestFefo(withExpired, sellable, 10)).toEqual([
      { warehouseId: "w-1", quantity: 8 },
      { warehouseId: "w-2", quantity: 2 },
    ]);
  });

  it("takes from the earliest-expiring lots first, skipping warehouses without stock to offer", () => {
    // w-3 is not among the warehouses that hold stock (inactive): skipped.
    expect(suggestFefo(lots, stock, 5)).toEqual([
      { warehouseId: "w-2", quantity: 3 },
      { warehouseId: "w-1", quantity: 2 },
    ]);
  });

  it("puts lots without expiration last and never more than a warehouse holds", () => {
    expect(suggestFefo(lots, stock, 20)).toEqual([
      { warehouseId: "w-2", quantity: 3 },
      { warehouseId: "w-1", quantity: 10 },
    ]);
    expect(suggestFefo(lots, new Map([["w-1", 5]]), 20)).toEqual([{ warehouseId: "w-1", quantity: 5 }]);
  });

  it("takes from the sale's counter bodega first (FEFO within it), the others only for what it lacks", () => {
    // w-1 is the counter's: its 10 units cover 5, although w-2's lot expires first.
    expect(suggestFefo(lots, stock, 5, "w-1")).toEqual([{ warehouseId: "w-1", quantity: 5 }]);
    expect(suggestFefo(lots, stock, 12, "w-1")).toEqual([
      { warehouseId: "w-1", quantity: 10 },
      { warehouseId: "w-2", quantity: 2 },
    ]);
  });

  it("suggests nothing without stock, which leaves one empty row", () => {
    expect(suggestFefo([], stock, 5)).toEqual([]);
    const rows = rowsFromSuggestion([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ warehouseId: "", quantity: 0 });
    expect(rowsFromSuggestion([{ warehouseId: "w-1", quantity: 2 }])).toMatchObject([
      { warehouseId: "w-1", quantity: 2 },
    ]);
  });
});
