import { movementTypes } from "@inventario/shared/movements";
import { type RawBuilder, sql } from "kysely";

/**
 * A ledger row's column with its type's sign (shared/movements.ts): + adds to the lot, − takes from it.
 * For every lot, quantity = sum of the signed quantities of its movements; the tests' ledger check, the
 * bench's invariant and the reports read it from here, so a new movement type is counted with its
 * direction everywhere. `movement` is the row's alias, or null for an unqualified column.
 */
export const signedColumn = (movement: string | null, column: "quantity" | "value_cents"): RawBuilder<number> => {
  const prefix = movement === null ? "" : `${movement}.`;
  return sql.raw(
    `case ${prefix}type ${Object.entries(movementTypes)
      .map(([code, { direction }]) => `when '${code}' then ${direction}`)
      .join(" ")} end * ${prefix}${column}`,
  );
};

/** A ledger row's quantity with its type's sign. */
export const signedQuantity = (movement: string): RawBuilder<number> => signedColumn(movement, "quantity");
