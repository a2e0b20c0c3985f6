import { DateField } from "./date-field";

type DateRangeFieldsProps = {
  labels: { from: string; to: string };
  /** YYYY-MM-DD, or "" for an open end. */
  range: { from: string; to: string };
  /** The business date when the range may not pass it (a report's, the kardex's): the last day either calendar offers. */
  today?: string | undefined;
  /** A message under 'Desde' or 'Hasta', when the range is refused. */
  errors?: { from?: string | undefined; to?: string | undefined };
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
};

const earlier = (a: string, b: string | undefined) => (b === undefined || (a !== "" && a < b) ? a : b);

/**
 * 'Desde' and 'Hasta' of a range of business dates: the calendars offer no start after the end, no end
 * before the start and, with `today`, no day after it. Two fields for the caller's grid, which lays them
 * out with its other filters.
 */
export function DateRangeFields({ labels, range, today, errors, onFromChange, onToChange }: DateRangeFieldsProps) {
  return (
    <>
      <DateField
        label={labels.from}
        value={range.from}
        max={earlier(range.to, today) || undefined}
        error={errors?.from}
        onChange={onFromChange}
      />
      <DateField
        label={labels.to}
        value={range.to}
        min={range.from || undefined}
        max={today}
        error={errors?.to}
        onChange={onToChange}
      />
    </>
  );
}
