import { ChartColumn, Table2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";

type ChartFigureProps = {
  title: string;
  /** The chart: shown unless the table is. */
  chart: ReactNode;
  /** The same figures as a table: always there for screen readers, shown on 'Ver como tabla'. */
  table: ReactNode;
  /** A legend under the chart (series names and colours), when there are several series. */
  legend?: ReactNode;
  /** Replaces chart and table while there is nothing to draw (loading, error, no data). */
  status?: ReactNode;
};

/**
 * A titled chart with its text alternative: the figures as a table, visually hidden under the chart
 * (read by screen readers in place of the picture) or shown instead of it with 'Ver como tabla'.
 */
export function ChartFigure({ title, chart, table, legend, status }: ChartFigureProps) {
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <figure
      aria-labelledby={titleId}
      className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <figcaption id={titleId} className="text-base font-semibold text-gray-900">
          {title}
        </figcaption>
        {status ? null : (
          <button
            type="button"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
            className="inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {asTable ? (
              <ChartColumn aria-hidden="true" className="size-4" />
            ) : (
              <Table2 aria-hidden="true" className="size-4" />
            )}
            {asTable ? "Ver gráfico" : "Ver como tabla"}
          </button>
        )}
      </div>
      {status ? (
        <div className="flex h-60 items-center justify-center text-center text-sm text-gray-600">{status}</div>
      ) : (
        <>
          {asTable ? null : (
            <>
              {chart}
              {legend}
            </>
          )}
          {asTable ? (
            // A long table scrolls within the figure; a scrolling region must be reachable by keyboard.
            <section
              aria-label={`${title} (tabla)`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
              tabIndex={0}
              className="max-h-80 overflow-auto rounded-lg border border-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              {table}
            </section>
          ) : (
            <div className="sr-only">{table}</div>
          )}
        </>
      )}
    </figure>
  );
}

type LegendProps = { items: Array<{ name: string; color: string }> };

/** The series' names beside their colours (decorative for screen readers: the table names every column). */
export function ChartLegend({ items }: LegendProps) {
  return (
    <ul aria-hidden="true" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700">
      {items.map((item) => (
        <li key={item.name} className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: item.color }} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
