import type { ReactNode } from "react";

/** A printed sheet's cell: ruled in black on every side, so the lines still read on a photocopy. */
export const printCell = "border border-black px-1.5 py-1 align-top";

/** A printed sheet's amount: right-aligned and never wrapped, its digits lined up. */
export const printFigureCell = `${printCell} text-right tabular-nums whitespace-nowrap`;

/** A column of a printed table: `figure` right-aligns its header over its amounts; `className` sizes it. */
export type PrintHead = { label: string; figure?: boolean; className?: string };

/** A printed table's header row: one bold cell per column, aligned as its values are. */
function PrintTableHead({ heads }: { heads: readonly PrintHead[] }) {
  return (
    <thead>
      <tr>
        {heads.map((head) => (
          <th
            key={head.label}
            scope="col"
            className={`${printCell} font-bold ${head.figure ? "text-right" : "text-left"} ${head.className ?? ""}`}
          >
            {head.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const fullWidth = "w-full border-collapse";

type PrintTableProps = {
  /** What the table lists, for assistive technology only: the sheet's heading says it to the eye. */
  caption: string;
  heads: readonly PrintHead[];
  /** Its width and spacing on the sheet: the sheet's whole width unless told. */
  className?: string;
  /** Its body, or one body per group of rows kept together on paper. */
  children: ReactNode;
};

/** A printed sheet's table: its caption, its header row, then its rows. */
export function PrintTable({ caption, heads, className = fullWidth, children }: PrintTableProps) {
  return (
    <table className={className}>
      <caption className="sr-only">{caption}</caption>
      <PrintTableHead heads={heads} />
      {children}
    </table>
  );
}

/** The table's frame: on screen, a box that scrolls sideways on a phone; on paper, nothing. */
export type TableFrame = (table: ReactNode) => ReactNode;

/**
 * On screen, the table scrolls in a box of its own, named `label`: the rest of the sheet keeps to the
 * screen's width.
 */
export function scrollingTableFrame(label: string): TableFrame {
  return (table) => (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls is reached by keyboard to scroll it.
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      {table}
    </section>
  );
}
