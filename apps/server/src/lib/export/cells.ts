import { businessToday } from "../business-date";

/**
 * An instant's wall clock in the business's time zone, as a Date whose UTC fields are that clock: what
 * a spreadsheet date holds (it has no time zone), and what the CSV prints.
 *
 * Found from the business date alone (lib/business-date.ts keeps the zone): the local midnight that
 * starts the instant's date is searched once per 15 minutes of instants (every zone's offset is a
 * multiple of 15 minutes, so the date cannot change within such a slot) and kept, since an export
 * formats up to millions of instants, most of them in the same few days.
 */
const SLOT_MS = 15 * 60_000;
const slots = new Map<number, { date: string; midnight: number }>();
const MAX_SLOTS = 10_000;

export function wallClock(iso: string): Date {
  const instant = Date.parse(iso);
  const slot = Math.floor(instant / SLOT_MS);
  let known = slots.get(slot);
  if (!known) {
    known = localDay(slot * SLOT_MS);
    if (slots.size >= MAX_SLOTS) slots.clear();
    slots.set(slot, known);
  }
  return new Date(Date.parse(`${known.date}T00:00:00Z`) + (instant - known.midnight));
}

/** The business date of `instant` and the instant its midnight fell (to the minute), by bisection. */
function localDay(instant: number): { date: string; midnight: number } {
  const date = businessToday(new Date(instant));
  // No zone is more than 26 hours from UTC: its midnight lies within two days before the instant.
  let before = instant - 48 * 3_600_000;
  let after = instant;
  while (after - before > 60_000) {
    const middle = before + Math.floor((after - before) / 2 / 60_000) * 60_000;
    if (businessToday(new Date(middle)) === date) after = middle;
    else before = middle;
  }
  return { date, midnight: after };
}

/** A calendar date `YYYY-MM-DD` as a Date at its UTC midnight: a day without a time zone. */
export const calendarDate = (value: string): Date => new Date(`${value}T00:00:00Z`);

const two = (n: number) => String(n).padStart(2, "0");

/** dd/mm/aaaa of a Date's UTC fields. */
export const dayMonthYear = (date: Date) =>
  `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

/** dd/mm/aaaa hh:mm of a Date's UTC fields. */
export const dayMonthYearTime = (date: Date) =>
  `${dayMonthYear(date)} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
