import { v7 as uuidv7 } from "uuid";

/** Time-ordered ids keep b-tree inserts append-only and make "newest first" cheap. */
export const newId = (): string => uuidv7();

/** Instants are stored as ISO-8601 UTC text: sortable as text on both databases. */
export const toIso = (date: Date): string => date.toISOString();
export const nowIso = (): string => toIso(new Date());

/** A time-ordered id for an instant in the past (seeded history keeps id order = time order). */
export const newIdAt = (date: Date): string => uuidv7({ msecs: date.getTime() });
