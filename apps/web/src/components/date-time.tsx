import { formatDisplayDate } from "../lib/format-date";
import { formatDisplayTime } from "../lib/format-time";

/** An instant as the movement tables show it: the day, and below it the time, both on Bogotá's clock. */
export function DateTime({ value }: { value: string }) {
  return (
    <>
      <span className="block text-gray-800">{formatDisplayDate(value)}</span>
      <span className="block text-xs text-gray-600">{formatDisplayTime(value)}</span>
    </>
  );
}

/** The same instant in one line of text, for a sentence ('Anulada por … el 05/03/2024 8:30 a. m.'). */
export const dateTimeText = (value: string) => `${formatDisplayDate(value)} ${formatDisplayTime(value)}`;
