import { movementTypes } from "@inventario/shared/movements";
import { type RawBuilder, sql } from "kysely";

/**
 * A ledger row's quantity with its type's sign (shared/movements.ts): + adds to the lot, − takes from
 * it. For every lot, quantity = sum of this over its movements; the tests' ledger check and the bench's
 * invariant read it from here, so a new movement type is counted with its direction everywhere.
 */
export const signedQuantity = (movement: string): RawBuilder<number> =>
  sql.raw(
    `case ${movement}.type ${Object.entries(movementTypes)
      .map(([code, { direction }]) => `when '${code}' then ${direction}`)
      .join(" ")} end * ${movement}.quantity`,
  );
