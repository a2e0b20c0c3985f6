import type { ReactNode } from "react";

type DataTableProps = {
  /** Names the table for screen readers, and the scrolling region around it. */
  caption: string;
  columns: string[];
  /** A loading, empty or error text shown in place of the rows. */
  status?: ReactNode;
  /** Rows of a previous page or search stay visible, dimmed, while the next ones load. */
  busy?: boolean;
  children?: ReactNode;
};

export function DataTable({ caption, columns, status, busy = false, children }: DataTableProps) {
  return (
    // Narrow screens scroll the table sideways instead of squeezing it. `relative` keeps the visually hidden
    // (absolutely positioned) caption inside this box: placed against the page, a caption below the fold
    // made the whole window scrollable and wheel-scrolling moved the shell off screen.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard even when no row holds a control (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <table aria-busy={busy} className="min-w-full divide-y divide-gray-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-3 py-3 font-semibold text-gray-700">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-gray-100 transition-opacity ${busy ? "opacity-60" : ""}`}>
          {status ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-gray-600">
                {status}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </section>
  );
}
