import { randomFillSync, randomInt } from "node:crypto";
import { v7 as uuidv7 } from "uuid";

/**
 * The process's id clock: the last millisecond an id carried and its sequence within it. Ids stay in order
 * within a process even when the clock steps back (the same rule as the uuid library's own state, kept here
 * so that `forgetIdClock` can reset it).
 */
let idClock = { msecs: Number.NEGATIVE_INFINITY, seq: 0 };

/**
 * An id's random bytes, drawn from a pool filled 4 KB at a time. The uuid library's own source calls
 * `crypto.getRandomValues` for each id, which cost 8–16 µs a call here: most of an id's cost, and ~3 s of
 * a 100,000-product import (three ids a row); a fill of the pool costs about as much as one call.
 */
const RANDOM_POOL_BYTES = 4096;
const randomPool = new Uint8Array(RANDOM_POOL_BYTES);
let randomTaken = RANDOM_POOL_BYTES;

function randomBytesOfId(): Uint8Array {
  if (randomTaken + 16 > RANDOM_POOL_BYTES) {
    randomFillSync(randomPool);
    randomTaken = 0;
  }
  // uuid reads the bytes while it writes the id and keeps no reference to them.
  const bytes = randomPool.subarray(randomTaken, randomTaken + 16);
  randomTaken += 16;
  return bytes;
}

/** Time-ordered ids keep b-tree inserts append-only and make "newest first" cheap. */
export function newId(): string {
  const now = Date.now();
  if (now > idClock.msecs) idClock = { msecs: now, seq: randomInt(0, 2 ** 30) };
  else if (idClock.seq >= 2 ** 31 - 1) idClock = { msecs: idClock.msecs + 1, seq: 0 };
  else idClock = { msecs: idClock.msecs, seq: idClock.seq + 1 };
  return uuidv7({ msecs: idClock.msecs, seq: idClock.seq, random: randomBytesOfId() });
}

/**
 * Forgets the id clock, so the next id follows the clock as it is now. For the tests that move the clock into
 * the future and back: without it, every id the process made after them would stay at their future instant,
 * and a list filtered by the days its rows were made (read through the ids) would miss them.
 */
export function forgetIdClock(): void {
  idClock = { msecs: Number.NEGATIVE_INFINITY, seq: 0 };
}

/** A time-ordered id for an instant in the past (seeded history keeps id order = time order). */
export const newIdAt = (date: Date): string => uuidv7({ msecs: date.getTime(), random: randomBytesOfId() });

/**
 * A time-ordered id after `previous` (when given): the clock's id, or one a millisecond past
 * `previous` when another process's clock made that one later. Keeps a product's ledger rows in the
 * order they were written (stock-ledger.ts).
 */
export function newIdAfter(previous: string | undefined): string {
  const id = newId();
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
