import { addDays } from "@inventario/shared/dates";
import { nextPeriod, type SalesPeriod } from "@inventario/shared/report-periods";

/** A period of the report: its key is its first day (YYYY-MM-DD), as the server names it. */
type Period = { key: string };

/** A run of periods without sales: how many, and the range's days they cover (YYYY-MM-DD). */
export type PeriodGap = { count: number; from: string; to: string };

/** A line of a period table: a period the server listed, or the run without sales before the next one. */
export type PeriodLine<Row extends Period> =
  | { kind: "period"; row: Row }
  | { kind: "gap"; key: string; gap: PeriodGap };

/**
 * The table of a report grouped by day, week or month (issue 35): the periods with sales as the server
 * lists them (newest first), and where periods are skipped a line saying how many without sales lie
 * there — between two listed ones, from the newest up to the range's end, from the oldest down to its start.
 * `every` is each period of the range, oldest first, zeros included (the report's `chart.rows`); a run's
 * dates are clamped to the range (its first and last periods may start before it or end after it). No lines
 * without listed periods (the table says the range is empty), nor gaps around a period `every` lacks.
 */
export function periodLines<Row extends Period>(
  listed: readonly Row[],
  every: readonly Period[],
  period: SalesPeriod,
  range: { from: string; to: string },
): PeriodLine<Row>[] {
  const position = new Map(every.map((row, index) => [row.key, index]));
  const places = listed.map((row) => position.get(row.key));
  if (listed.length === 0 || places.some((place) => place === undefined)) {
    return listed.map((row) => ({ kind: "period", row }));
  }
  /** The periods `first`…`last` of `every` as a line, or none when the run is empty. */
  const gapOf = (first: number, last: number): PeriodLine<Row>[] => {
    const start = every[first];
    const end = every[last];
    if (first > last || !start || !end) return [];
    const from = start.key < range.from ? range.from : start.key;
    const lastDay = addDays(nextPeriod(end.key, period), -1);
    const to = lastDay > range.to ? range.to : lastDay;
    return [{ kind: "gap", key: `gap-${start.key}`, gap: { count: last - first + 1, from, to } }];
  };
  const lines: PeriodLine<Row>[] = [];
  // The period after the run being looked at: past the last one at first.
  let newer = every.length;
  listed.forEach((row, index) => {
    const place = places[index] as number;
    lines.push(...gapOf(place + 1, newer - 1), { kind: "period", row });
    newer = place;
  });
  lines.push(...gapOf(0, newer - 1));
  return lines;
}
