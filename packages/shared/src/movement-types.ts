/**
 * Every type of stock ledger movement, defined once: its Spanish label (SPEC §4) and the sign its
 * quantity takes in a lot's stock (for every lot, quantity = the sum of its movements' signed
 * quantities). The server's column type, the zod schemas and the tests' ledger invariant derive from
 * it. Adding a type = one line here + a migration inserting its code into movement_types
 * (docs/EXTENDING.md).
 *
 * No zod here (movements.ts re-exports all of it with the schemas): the dashboard labels movements
 * without loading zod.
 */
export const movementTypes = {
  IN: { label: "Entrada", direction: 1 },
  OUT: { label: "Salida", direction: -1 },
  REPLENISH: { label: "Reabastecimiento", direction: 1 },
  WITHDRAWAL: { label: "Retiro", direction: -1 },
  TRANSFER_OUT: { label: "Traslado (salida)", direction: -1 },
  TRANSFER_IN: { label: "Traslado (entrada)", direction: 1 },
  RETURN: { label: "Devolución", direction: 1 },
} as const satisfies Record<string, { label: string; direction: 1 | -1 }>;

export type MovementType = keyof typeof movementTypes;
export const MOVEMENT_TYPE_CODES = Object.keys(movementTypes) as [MovementType, ...MovementType[]];

/** The type's label, 'Desconocido' for anything else (SPEC §4). */
export const movementLabel = (type: string): string =>
  Object.hasOwn(movementTypes, type) ? movementTypes[type as MovementType].label : "Desconocido";
