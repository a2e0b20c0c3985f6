/**
 * How a movement values the stock it moves, for the kardex (valuation.ts, decision 0019):
 * - "average": at the warehouse's weighted average cost. An exit takes its units' share of the
 *   warehouse's value (the exit that empties it takes all of it); an entry adds its units at that
 *   average, or at the lot's unit cost when the warehouse holds nothing. Every exit values this way.
 * - "given": at what the operation gives: the value it states (a transfer's entry: what its exit took;
 *   a return: its units at the dispatch's average), else its units at the unit cost it states (an
 *   entry's cost), else at the lot's unit cost.
 */
export type Valuation = "average" | "given";

type MovementTypeDefinition =
  | { label: string; direction: 1; valuation: Valuation }
  | { label: string; direction: -1; valuation: "average" };

/**
 * Every type of stock ledger movement, defined once: its Spanish label (SPEC §4), the sign its
 * quantity takes in a lot's stock (for every lot, quantity = the sum of its movements' signed
 * quantities) and how it values stock. The server's column type, the zod schemas, the stock ledger's
 * entry points (addStock takes the +1 types, takeStock the −1 ones), the valuation and the tests'
 * ledger invariant derive from it. Adding a type = one line here + a migration inserting its code into
 * movement_types + its icon and chart colour on the web, which do not compile without them
 * (docs/EXTENDING.md, "Adding a movement type").
 *
 * Naming trap: WITHDRAWAL ('Retiro') is a manual take-out of stock (POST /api/inventory/withdraw, and the write-off of expired
 * lots), not
 * the `withdrawals` module, which holds the picking requests ('Alistamiento') whose dispatch writes OUT
 * movements. The code is fixed by the API and the specification.
 *
 * No zod here (movements.ts re-exports all of it with the schemas): the dashboard labels movements
 * without loading zod.
 */
export const movementTypes = {
  IN: { label: "Entrada", direction: 1, valuation: "given" },
  OUT: { label: "Salida", direction: -1, valuation: "average" },
  REPLENISH: { label: "Reabastecimiento", direction: 1, valuation: "average" },
  WITHDRAWAL: { label: "Retiro", direction: -1, valuation: "average" },
  TRANSFER_OUT: { label: "Traslado (salida)", direction: -1, valuation: "average" },
  TRANSFER_IN: { label: "Traslado (entrada)", direction: 1, valuation: "given" },
  RETURN: { label: "Devolución", direction: 1, valuation: "given" },
  /** Opening stock brought in by an import (issue 31), at the cost its row states. */
  OPENING: { label: "Saldo inicial", direction: 1, valuation: "given" },
  /** Goods received from a supplier (issue 32), at the cost the receipt states. */
  PURCHASE: { label: "Compra", direction: 1, valuation: "given" },
  /** Units of a receipt sent back to its supplier (issue 32). */
  SUPPLIER_RETURN: { label: "Devolución a proveedor", direction: -1, valuation: "average" },
  /** A stock count's surplus (issue 33), at the warehouse's average cost. */
  ADJUSTMENT_IN: { label: "Ajuste de inventario (entrada)", direction: 1, valuation: "average" },
  /** A stock count's shortage (issue 33). */
  ADJUSTMENT_OUT: { label: "Ajuste de inventario (salida)", direction: -1, valuation: "average" },
} as const satisfies Record<string, MovementTypeDefinition>;

export type MovementType = keyof typeof movementTypes;
export const MOVEMENT_TYPE_CODES = Object.keys(movementTypes) as [MovementType, ...MovementType[]];

/** The type's label, 'Desconocido' for anything else (SPEC §4). */
export const movementLabel = (type: string): string =>
  Object.hasOwn(movementTypes, type) ? movementTypes[type as MovementType].label : "Desconocido";

/** The types that add stock (direction +1) and those that take it (−1): the stock ledger's two entry points. */
export type IncomingMovementType = {
  [K in MovementType]: (typeof movementTypes)[K]["direction"] extends 1 ? K : never;
}[MovementType];
export type OutgoingMovementType = Exclude<MovementType, IncomingMovementType>;
