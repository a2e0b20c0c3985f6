import { DateField } from "./date-field";

type PastDateRangeProps = {
  labels: { from: string; to: string };
  /** YYYY-MM-DD, or "" for an open end. */
  range: { from: string; to: string };
  /** The business date: the last day either calendar offers. */
  today: string;
  /** A message under 'Desde' or 'Hasta', when the range is refused. */
  errors?: { from?: string | undefined; to?: string | undefined };
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
};

/**
 * 'Desde' and 'Hasta' of a range of business dates up to today (a report's or the kardex's): the
 * calendars offer no day after today, no start after the end and no end before the start. Two fields
 * for the caller's grid, which lays them out with its other filters.
 */
export function PastDateRange({ labels, range, today, errors, onFromChange, onToChange }: PastDateRangeProps) {
  return (
    <>
      <DateField
        label={labels.from}
        value={range.from}
        max={range.to < today ? range.to : today}
        error={errors?.from}
        onChange={onFromChange}
      />
      <DateField
        label={labels.to}
        value={range.to}
        min={range.from}
        max={today}
        error={errors?.to}
        onChange={onToChange}
      />
    </>
  );
}
