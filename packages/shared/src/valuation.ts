import { type MovementType, movementTypes } from "./movement-types";

/**
 * Weighted average cost (costo promedio ponderado), the valuation of the kardex
 * (docs/decisions/0019-kardex-valuation.md). Each product and warehouse keeps a running balance — units
 * and their value in integer cents — on its ledger rows:
 *
 * - an entry (IN) adds its units at its unit cost; a restock (REPLENISH), which states no cost, adds
 *   them at the warehouse's average (the lot's cost when the warehouse holds none); a TRANSFER_IN adds
 *   exactly the value its TRANSFER_OUT took, so a transfer never changes the product's value; a RETURN
 *   adds its units at the average value its sale's dispatch took them out with (the reverse of the
 *   cost of the goods sold);
 * - an exit (OUT, WITHDRAWAL, TRANSFER_OUT) takes its units at the warehouse's average, value × units /
 *   balance rounded half up to the cent; the exit that empties the warehouse takes all that is left, so
 *   rounding never leaves value without units nor units without value.
 *
 * Each type declares which of these it follows, once, as its `valuation` in movement-types.ts.
 *
 * A product's balance is the sum of its warehouses' (every movement moves both by the same value), so
 * its average is the weighted average of everything it holds.
 */
export type Balance = { quantity: number; valueCents: number };

export const EMPTY_BALANCE: Balance = { quantity: 0, valueCents: 0 };

/**
 * The value in cents of `quantity` units at a balance's average cost: their share of its value,
 * rounded half up. BigInt: units × value can pass 2^53 long before either does.
 */
export function valueAtAverage(quantity: number, balance: Balance): number {
  const share =
    (2n * BigInt(quantity) * BigInt(balance.valueCents) + BigInt(balance.quantity)) / (2n * BigInt(balance.quantity));
  return Number(share);
}

/** The value of `quantity` units leaving a balance; the exit that empties it takes all its value. */
export const exitValueCents = (quantity: number, balance: Balance): number =>
  quantity >= balance.quantity ? balance.valueCents : valueAtAverage(quantity, balance);

/** The balance after a movement of `valueCents` in the given direction. */
export const applyMovement = (balance: Balance, direction: 1 | -1, quantity: number, valueCents: number): Balance => ({
  quantity: balance.quantity + direction * quantity,
  valueCents: balance.valueCents + direction * valueCents,
});

/** The average unit cost in cents of a balance, rounded to the cent; 0 for an empty one. */
export const averageCostCents = ({ quantity, valueCents }: Balance): number =>
  quantity === 0 ? 0 : Math.round(valueCents / quantity);

/** What a movement states about its cost: the entry's unit cost, the lot's, a transfer's value. */
export type StatedCost = {
  /** The unit cost in cents it carries (an entry's): a "given" valuation's units at it when no value is stated. */
  costCents: number | null;
  /** The lot's unit cost in cents: an "average" entry into a warehouse holding nothing, a "given" one stating nothing. */
  lotCostCents: number;
  /** The value a "given" valuation takes: a TRANSFER_IN's is what its TRANSFER_OUT took, a RETURN's its units at the dispatch's average. */
  statedValueCents?: number | undefined;
};

/**
 * A movement's value in cents (always ≥ 0; its type's direction says whether it adds or takes), by the
 * valuation its type declares in movement-types.ts (a type does not compile without one). Every exit
 * values at the average.
 */
export function movementValueCents(
  type: MovementType,
  quantity: number,
  warehouse: Balance,
  stated: StatedCost,
): number {
  const { direction, valuation } = movementTypes[type];
  if (direction === -1) return exitValueCents(quantity, warehouse);
  switch (valuation) {
    case "average":
      return warehouse.quantity > 0 ? valueAtAverage(quantity, warehouse) : quantity * stated.lotCostCents;
    case "given":
      return stated.statedValueCents ?? quantity * (stated.costCents ?? stated.lotCostCents);
  }
}
