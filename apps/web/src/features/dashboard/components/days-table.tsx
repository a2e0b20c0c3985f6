import { formatDateEsCo } from "@inventario/shared/dates";
import type { ReactNode } from "react";
import { ChartTable } from "../../../components/chart/chart-table";

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
export function DaysTable<Day extends { date: string }>({ dateHeader, days, ...table }: DaysTableProps<Day>) {
  return (
    <ChartTable
      {...table}
      labelHeader={dateHeader}
      rows={days}
      rowKey={(day) => day.date}
      rowLabel={(day) => formatDateEsCo(day.date)}
    />
  );
}
