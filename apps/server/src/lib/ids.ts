import { v7 as uuidv7 } from "uuid";

/** Time-ordered ids keep b-tree inserts append-only and make "newest first" cheap. */
export const newId = (): string => uuidv7();

/** A time-ordered id for an instant in the past (seeded history keeps id order = time order). */
export const newIdAt = (date: Date): string => uuidv7({ msecs: date.getTime() });

/**
 * A time-ordered id after `previous` (when given): the clock's id, or one a millisecond past
 * `previous` when another process's clock made that one later. Keeps a product's ledger rows in the
 * order they were written (stock-ledger.ts).
 */
export function newIdAfter(previous: string | undefined): string {
  const id = uuidv7();
  if (previous === undefined || id > previous) return id;
  return uuidv7({ msecs: msecsOf(previous) + 1 });
}

/** The instant (ms) a time-ordered id carries in its first 48 bits. */
export const msecsOf = (id: string): number => Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);

/**
 * The smallest time-ordered id of an instant's millisecond: every id made at or after that instant compares
 * greater or equal (as text), every id made before it smaller. Bounds a walk of an id index by time.
 */
export function firstIdAt(msecs: number): string {
  const hex = Math.max(0, Math.floor(msecs)).toString(16).padStart(12, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}
