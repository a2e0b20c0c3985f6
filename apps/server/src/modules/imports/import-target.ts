import type { ImportKind } from "@inventario/shared/imports";
import type { Db } from "../../db/connection";

/**
 * What an import needs to know of one kind (docs/decisions/0025-imports.md), each kind in a file of
 * `targets/`: how a checked row is keyed, and what the database says of a batch of rows. The check and
 * the apply are the same walk over the file (imports.service.ts); only these differ.
 */
export type ImportTarget<Existing, Data = Record<string, unknown>> = {
  kind: ImportKind;
  /** The columns that key a row (their headers name a row repeated in the file). */
  keyFields: readonly string[];
  /** The key as the database compares it, from the row's values (before the schema). */
  keyOf(values: Record<string, unknown>): string | null;
  /** The rows that exist for these keys (a batch of at most IMPORT_BATCH_ROWS), by key. */
  existing(db: Db, keys: string[]): Promise<Map<string, Existing>>;
  /**
   * The row against what exists: refused (a message on the key's column), or the fields it would change
   * (an empty object: unchanged; `created`: a new row).
   */
  compare(
    existing: Existing | undefined,
    data: Data,
  ): { refused: string } | { created: true } | { changes: Record<string, unknown> };
};

/** Rows read from or written to the database per statement. */
export const IMPORT_BATCH_ROWS = 500;
