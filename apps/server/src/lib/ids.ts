import { v7 as uuidv7 } from "uuid";

/** Time-ordered ids keep b-tree inserts append-only and make "newest first" cheap. */
export const newId = (): string => uuidv7();

/** A time-ordered id for an instant in the past (seeded history keeps id order = time order). */
export const newIdAt = (date: Date): string => uuidv7({ msecs: date.getTime() });
