/**
 * Frozen on 2026-11-24 for migration 0019 (packages/shared's movement-types.ts and valuation.ts as they
 * were then): the weighted average cost that valued the ledger rows existing when the kardex arrived.
 * The app's valuation may change (new movement types, other rules); what 0019 computed may not. Never
 * change its meaning; docs/decisions/0019-kardex-valuation.md explains the rules.
 */

/** The movement types 0019 knew, and the sign each one's quantity takes in a lot's stock. */
export const MOVEMENT_DIRECTIONS = {
  IN: 1,
  OUT: -1,
  REPLENISH: 1,
  WITHDRAWAL: -1,
  TRANSFER_OUT: -1,
  TRANSFER_IN: 1,
  RETURN: 1,
} as const satisfies Record<string, 1 | -1>;

export type MovementType = keyof typeof MOVEMENT_DIRECTIONS;

export type Balance = { quantity: number; valueCents: number };

export const EMPTY_BALANCE: Balance = { quantity: 0, valueCents: 0 };

/** The value in cents of `quantity` units at a balance's average cost, rounded half up (BigInt). */
export function valueAtAverage(quantity: number, balance: Balance): number {
  const share =
    (2n * BigInt(quantity) * BigInt(balance.valueCents) + BigInt(balance.quantity)) / (2n * BigInt(balance.quantity));
  return Number(share);
}

/** The value of `quantity` units leaving a balance; the exit that empties it takes all its value. */
const exitValueCents = (quantity: number, balance: Balance): number =>
  quantity >= balance.quantity ? balance.valueCents : valueAtAverage(quantity, balance);

/** The balance after a movement of `valueCents` in the given direction. */
export const applyMovement = (balance: Balance, direction: 1 | -1, quantity: number, valueCents: number): Balance => ({
  quantity: balance.quantity + direction * quantity,
  valueCents: balance.valueCents + direction * valueCents,
});

/** What a movement states about its cost: the entry's unit cost, the lot's, a transfer's value. */
export type StatedCost = {
  costCents: number | null;
  lotCostCents: number;
  statedValueCents?: number | undefined;
};

/** A movement's value in cents (always ≥ 0; its type's direction says whether it adds or takes). */
export function movementValueCents(
  type: MovementType,
  quantity: number,
  warehouse: Balance,
  stated: StatedCost,
): number {
  switch (type) {
    case "OUT":
    case "WITHDRAWAL":
    case "TRANSFER_OUT":
      return exitValueCents(quantity, warehouse);
    case "REPLENISH":
      return warehouse.quantity > 0 ? valueAtAverage(quantity, warehouse) : quantity * stated.lotCostCents;
    case "TRANSFER_IN":
    case "RETURN":
      return stated.statedValueCents ?? quantity * (stated.costCents ?? stated.lotCostCents);
    case "IN":
      return quantity * (stated.costCents ?? stated.lotCostCents);
  }
}
