import { DataCell } from "./data-row";
import { DateTime } from "./date-time";

/** When something happened, as a table's cell: date and time on one line, digits aligned. */
export function DateTimeCell({ value }: { value: string }) {
  return (
    <DataCell className="whitespace-nowrap px-3 py-3 tabular-nums">
      <DateTime value={value} />
    </DataCell>
  );
}
