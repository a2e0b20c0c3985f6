import type { SessionUser } from "@inventario/shared/auth";
import type { ImportKind } from "@inventario/shared/imports";
import type { Db } from "../../db/connection";
import type { StockTransaction } from "../idempotency/idempotent-transaction";

/** Who imports: their permissions decide some rows (an admin account is only changed by an admin). */
export type ImportActor = Pick<SessionUser, "id" | "role"> | null;

/** A row of the file that passed every check, and what applying it does. */
export type PlannedRow<Existing = unknown> = {
  /** The row as the spreadsheet numbers it. */
  row: number;
  key: string;
  /** The row's values as its schema outputs them (only the file's columns when it updates). */
  data: Record<string, unknown>;
  existing: Existing | undefined;
  action: "create" | "update" | "unchanged";
  /** The fields an update changes (empty when unchanged or created). */
  changes: Record<string, unknown>;
};

/** What a write knows of the import it belongs to. */
export type ImportWrite = {
  importId: string;
  /** The import's document number (I-000001) as the ledger references it. */
  number: number;
  actor: ImportActor;
  at: string;
};

/** A refusal of one row by the database's state: the message, on the column of `field` (the key's by default). */
export type RowRefusal = { refused: string; field?: string };

/**
 * What an import needs to know of one kind (docs/decisions/0025-imports.md), each kind in a file of
 * `targets/`: how a checked row is keyed, what the database says of a batch of rows, and how a batch is
 * written. The check and the apply are the same walk over the file (import-check.ts); only these differ.
 */
export type ImportTarget<Existing> = {
  kind: ImportKind;
  /** The columns that key a row (their headers name a row repeated in the file). */
  keyFields: readonly string[];
  /**
   * The key as the database compares it, from the row's values as read (before the schema: whether the
   * row creates, checked whole, or updates, checked on its columns, depends on what exists for it).
   */
  keyOf(values: Record<string, unknown>): string | null;
  /**
   * Fields no two rows of the file may share (besides the key), with the message naming the first row:
   * a person's email.
   */
  uniqueFields?: ReadonlyArray<{ field: string; repeated: (row: number) => string }>;
  /** What the database holds for a batch of rows (at most IMPORT_BATCH_ROWS, values as read), by key. */
  existing(
    db: Db,
    rows: ReadonlyArray<{ key: string; values: Record<string, unknown> }>,
    actor: ImportActor,
  ): Promise<Map<string, Existing>>;
  /**
   * The row against what exists: refused, or the fields it would change (empty: unchanged; `created`: a
   * new row). `row` is its number in the spreadsheet (a target may refuse against an earlier row).
   */
  compare(
    existing: Existing | undefined,
    data: Record<string, unknown>,
    row: number,
  ): RowRefusal | { created: true } | { changes: Record<string, unknown> };
  /**
   * Runs in the apply's transaction before the check, given every row's key: products and opening stock
   * lock the products the file names, all in id order, so what the check reads stays true until the commit
   * and the import never deadlocks with a sale locking the same products.
   */
  lockFor?(trx: StockTransaction, keys: readonly string[]): Promise<void>;
  /**
   * Runs in the apply's transaction after the last batch is written: products and people count the rows
   * they created into their list (db/lists/bulk-insert.ts).
   */
  finish?(trx: StockTransaction): Promise<void>;
  /** Writes a batch of planned rows that create or update (unchanged rows never reach it). */
  write(trx: StockTransaction, rows: ReadonlyArray<PlannedRow<Existing>>, context: ImportWrite): Promise<void>;
};

/** Rows read from or written to the database per statement. */
export const IMPORT_BATCH_ROWS = 500;
