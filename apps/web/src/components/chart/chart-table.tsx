import { formatDateEsCo } from "@inventario/shared/dates";
import type { ReactNode } from "react";

type DaysTableProps<Day extends { date: string }> = {
  caption: string;
  /** The date column's header. */
  dateHeader: string;
  /** The header cells after the date's. */
  headers: ReactNode;
  days: readonly Day[];
  /** A day's cells after its date. */
  cells: (day: Day) => ReactNode;
};

/** A chart's figures as a table, a row a day: the date, then the chart's values for that day. */
export function DaysTable<Day extends { date: string }>({
  caption,
  dateHeader,
  headers,
  days,
  cells,
}: DaysTableProps<Day>) {
  return (
    <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-gray-50">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold text-gray-700">
            {dateHeader}
          </th>
          {headers}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {days.map((d) => (
          <tr key={d.date}>
            <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal text-gray-900">
              {formatDateEsCo(d.date)}
            </th>
            {cells(d)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
