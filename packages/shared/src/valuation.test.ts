import { describe, expect, it } from "vitest";
import { MOVEMENT_TYPE_CODES, movementTypes } from "./movement-types";
import { movementValueCents } from "./valuation";

const warehouse = { quantity: 3, valueCents: 1000 };
const empty = { quantity: 0, valueCents: 0 };

describe("movementValueCents", () => {
  it("values every movement type by the valuation it declares", () => {
    for (const type of MOVEMENT_TYPE_CODES) {
      const { valuation } = movementTypes[type];
      expect(["average", "given"], `movement type ${type}: declare its valuation in movement-types.ts`).toContain(
        valuation,
      );
      const value = movementValueCents(type, 2, warehouse, { costCents: 7, lotCostCents: 5 });
      expect(Number.isInteger(value) && value >= 0, `movement type ${type}: a value in whole cents`).toBe(true);
    }
  });

  it("takes every exit at the warehouse's average, the emptying one all its value", () => {
    for (const type of ["OUT", "WITHDRAWAL", "TRANSFER_OUT"] as const) {
      expect(movementValueCents(type, 1, warehouse, { costCents: 7, lotCostCents: 5 })).toBe(333);
      expect(movementValueCents(type, 3, warehouse, { costCents: 7, lotCostCents: 5 })).toBe(1000);
    }
  });

  it("adds an average entry at the warehouse's average, at the lot's cost into an empty warehouse", () => {
    expect(movementValueCents("REPLENISH", 2, warehouse, { costCents: null, lotCostCents: 5 })).toBe(667);
    expect(movementValueCents("REPLENISH", 2, empty, { costCents: null, lotCostCents: 5 })).toBe(10);
  });

  it("adds a given entry at its stated value, else its unit cost, else the lot's", () => {
    for (const type of ["IN", "TRANSFER_IN", "RETURN"] as const) {
      expect(movementValueCents(type, 2, warehouse, { costCents: 7, lotCostCents: 5, statedValueCents: 11 })).toBe(11);
      expect(movementValueCents(type, 2, warehouse, { costCents: 7, lotCostCents: 5 })).toBe(14);
      expect(movementValueCents(type, 2, warehouse, { costCents: null, lotCostCents: 5 })).toBe(10);
    }
  });
});
