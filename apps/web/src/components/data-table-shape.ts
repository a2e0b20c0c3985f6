import { createContext } from "react";

/**
 * What a cell needs from its table to lay itself out as a card line on a phone: the name of each column
 * (the card's labels) and which column is the card's title.
 */
export type TableShape = {
  labels: readonly string[];
  titleColumn: number;
  /** Which columns hold amounts (money, quantities): right-aligned, header and cells alike. */
  figures?: readonly boolean[];
};

export const TableShapeContext = createContext<TableShape>({ labels: [], titleColumn: 0 });

/** An amount's cell and header: right-aligned in the table (a card's line on a phone stays as it is). */
export const FIGURE_ALIGN = "text-right tabular-nums";

/** A cell's position in its row, given by DataRow: the cell reads its column's name with it. */
export const CellIndexContext = createContext(-1);

/** True within a RowGroup: its rows are sections of the group's card on a phone, not cards of their own. */
export const RowGroupContext = createContext(false);

/**
 * The classes of the two layouts. At `sm` (640 px) and up: the table as it always was. Below: the table is a
 * stack of cards, one per row; the header row is only for screen readers, each cell is a label–value line
 * (the label is generated content from `data-cell-label`, see index.css), the title cell comes first and the
 * actions last. The explicit roles keep the table's semantics once `display` is no longer a table's.
 */
export const phone = {
  frame: "max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none",
  table: "max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:flex max-sm:flex-col max-sm:gap-3",
  row: "max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:rounded-xl max-sm:border max-sm:border-gray-200 max-sm:p-4 max-sm:shadow-sm",
  /** A group of rows (RowGroup): one card, spaced from the group above it. */
  group:
    "max-sm:flex max-sm:flex-col max-sm:gap-3 max-sm:rounded-xl max-sm:border max-sm:border-gray-200 max-sm:bg-white max-sm:p-4 max-sm:shadow-sm max-sm:not-first-of-type:mt-3",
  /**
   * A row of a group: a section of its card under a line, the first one without. A grid of one column (its
   * cells one under the other, as a card's); a row may ask for more columns (`max-sm:grid-cols-3`).
   */
  groupRow:
    "max-sm:grid max-sm:gap-2 max-sm:border-t max-sm:border-gray-100 max-sm:pt-3 max-sm:first:border-t-0 max-sm:first:pt-0",
  /** Only for a row that does not paint its own background (a selected row keeps its colour). */
  rowBackground: "max-sm:bg-white",
  cell: "max-sm:flex max-sm:min-w-0 max-sm:max-w-none max-sm:items-baseline max-sm:gap-3 max-sm:whitespace-normal max-sm:bg-transparent max-sm:p-0 max-sm:text-left max-sm:shadow-none",
  /** The label above the value, for wide content (a form, a long text). `gap-y`: the cell's `gap-3` would win over `gap-1`. */
  stacked: "max-sm:flex-col max-sm:items-stretch max-sm:gap-y-1",
  title: "max-sm:order-first max-sm:col-span-full max-sm:text-base max-sm:font-semibold max-sm:text-gray-900",
  actions:
    "max-sm:order-last max-sm:col-span-full max-sm:mt-1 max-sm:flex max-sm:flex-wrap max-sm:gap-2 max-sm:border-t max-sm:border-gray-100 max-sm:p-0 max-sm:pt-3 max-sm:whitespace-normal",
  /** The cell's content: one box beside its label on a phone; no box at all in the table. */
  value: "max-sm:min-w-0 max-sm:flex-1 max-sm:wrap-anywhere sm:contents",
  status: "max-sm:block max-sm:p-0 max-sm:py-4",
} as const;
