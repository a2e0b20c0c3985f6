import type { ReactNode } from "react";
import { DataRow } from "./data-row";
import { phone, RowGroupContext, type TableShape, TableShapeContext } from "./data-table-shape";
import { LoadingBar } from "./loading-bar";

/**
 * A column: its header, or its header with the classes of its header cell and whether it holds amounts
 * (money, quantities: `figure`, right-aligned in the header and every cell of the column).
 */
export type DataColumn = string | { label: string; className?: string; figure?: boolean };

const HEADER_CELL = "whitespace-nowrap px-3 py-3 font-semibold text-gray-700";
/** The foot under the rows (a report's totals): set apart by a thicker line; its own cards on a phone. */
const FOOT = `divide-y divide-gray-100 border-t-2 border-gray-200 sm:bg-gray-50 ${phone.body} max-sm:mt-3`;

const labelOf = (column: DataColumn) => (typeof column === "string" ? column : column.label);
const isFigure = (column: DataColumn) => typeof column !== "string" && column.figure === true;

function headerClassOf(column: DataColumn): string | undefined {
  if (typeof column === "string") return undefined;
  const base = column.className ?? HEADER_CELL;
  return column.figure ? `${base} text-right` : column.className;
}

/** An amount column with the usual header: `figure("Cantidad")`. */
export const figure = (label: string): DataColumn => ({ label, figure: true });

type ListTableProps = {
  /** Names the table for screen readers, and the scrolling region around it. */
  caption: string;
  /** The name of each column as a card shows it, in the order of the row's cells. */
  labels: readonly string[];
  /** The column whose cell is the card's title on a phone (the row's main field). */
  titleColumn?: number;
  /** Which columns hold amounts (right-aligned cells). */
  figures?: readonly boolean[];
  /** The next rows are loading: announced (aria-busy) and shown by a bar along the top, never by dimming. */
  busy?: boolean;
  className?: string;
  /** The table's parts: head, body (ListBody), foot. */
  children: ReactNode;
};

/**
 * The frame every list shares: a table in a card on wide screens (scrolling sideways when it must), a stack
 * of cards on a phone. DataTable builds on it; a table with a two-level header (the kardex) writes its own
 * head inside it with HeaderCell.
 */
export function ListTable({
  caption,
  labels,
  titleColumn = 0,
  figures,
  busy = false,
  className = "min-w-full divide-y divide-gray-200 text-left text-sm",
  children,
}: ListTableProps) {
  const shape: TableShape = { labels, titleColumn, figures };
  return (
    // `relative` keeps the visually hidden (absolutely positioned) caption inside this box: placed against the
    // page, a caption below the fold made the whole window scrollable and wheel-scrolling moved the shell off
    // screen.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard even when no row holds a control (WCAG 2.1.1).
      tabIndex={0}
      className={`relative overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${phone.frame}`}
    >
      {/* While the next rows load, the rows on screen keep their full contrast: the bar shows the wait. */}
      {busy ? <LoadingBar placement="scroll" /> : null}
      {/* biome-ignore lint/a11y/noRedundantRoles: a phone shows the table as blocks, and browsers drop a table's implicit roles once its display changes. */}
      <table role="table" aria-busy={busy} className={`${className} ${phone.table}`}>
        <caption className="sr-only">{caption}</caption>
        <TableShapeContext.Provider value={shape}>{children}</TableShapeContext.Provider>
      </table>
    </section>
  );
}

/** The header rows: the table's own on wide screens, for screen readers only on a phone. */
export function ListHead({ className = "bg-gray-50", children }: { className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: see ListTable.
    <thead role="rowgroup" className={`${className} ${phone.head}`}>
      {children}
    </thead>
  );
}

export function HeaderRow({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: see ListTable.
    <tr role="row">{children}</tr>
  );
}

type HeaderCellProps = {
  className?: string;
  colSpan?: number;
  rowSpan?: number;
  /** `colgroup` for a header over several columns. */
  scope?: "col" | "colgroup";
  children: ReactNode;
};

export function HeaderCell({ className = HEADER_CELL, colSpan, rowSpan, scope = "col", children }: HeaderCellProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: it is a th; the role stays explicit for a phone (see ListTable).
    <th role="columnheader" scope={scope} colSpan={colSpan} rowSpan={rowSpan} className={className}>
      {children}
    </th>
  );
}

type ListBodyProps = {
  className?: string;
  children: ReactNode;
};

/**
 * The rows; those of a previous page or search stay while the next ones load, at full contrast (the table
 * shows the wait, see ListTable).
 */
export function ListBody({ className = "divide-y divide-gray-100", children }: ListBodyProps) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: see ListTable.
    <tbody role="rowgroup" className={`${className} ${phone.body}`}>
      {children}
    </tbody>
  );
}

/**
 * Rows that belong together (a product and its warehouses): a row group of their own in the table, one card
 * on a phone with each row a section of it, under a line of its own (hence the table's dividers only from
 * `sm`). The children of a `grouped` DataTable.
 */
export function RowGroup({ className = "sm:divide-y sm:divide-gray-100", children }: ListBodyProps) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: see ListTable.
    <tbody role="rowgroup" className={`${className} ${phone.group}`}>
      <RowGroupContext.Provider value={true}>{children}</RowGroupContext.Provider>
    </tbody>
  );
}

type StatusRowProps = {
  /** How many columns the row spans: all of them. */
  span: number;
  className?: string;
  children: ReactNode;
};

/** A loading, empty or error text in place of the rows: across the whole table, or one card on a phone. */
export function StatusRow({ span, className = "px-4 py-10 text-center text-gray-600", children }: StatusRowProps) {
  return (
    <DataRow>
      {/* biome-ignore lint/a11y/noRedundantRoles: see ListTable. */}
      <td role="cell" data-cell="status" colSpan={span} className={`${className} ${phone.status}`}>
        {children}
      </td>
    </DataRow>
  );
}

type DataTableProps = {
  /** Names the table for screen readers, and the scrolling region around it. */
  caption: string;
  columns: readonly DataColumn[];
  /** The column whose cell is the card's title on a phone (the row's main field); the first by default. */
  titleColumn?: number;
  /** A loading, empty or error text shown in place of the rows. */
  status?: ReactNode;
  /** Rows of a previous page or search stay visible, at full contrast, while the next ones load. */
  busy?: boolean;
  /** DataRow elements, whose cells are DataCell and ActionsCell; RowGroup elements of them when `grouped`. */
  children?: ReactNode;
  /** The children are RowGroups, each its own row group (a card on a phone), rather than rows. */
  grouped?: boolean;
  /** DataRow elements under the rows (a report's totals), in the table's foot; not shown with a status. */
  footer?: ReactNode;
};

/**
 * Every list of the app: a table on wide screens, stacked cards below 640 px (Tailwind `sm`), from the same
 * rows. Each row is a DataRow of DataCell (a label–value line on a phone, named by its column's header) and
 * at most one ActionsCell (the card's buttons).
 */
export function DataTable({
  caption,
  columns,
  titleColumn,
  status,
  busy = false,
  children,
  grouped = false,
  footer,
}: DataTableProps) {
  return (
    <ListTable
      caption={caption}
      labels={columns.map(labelOf)}
      titleColumn={titleColumn}
      figures={columns.map(isFigure)}
      busy={busy}
    >
      <ListHead>
        <HeaderRow>
          {columns.map((column) => (
            <HeaderCell key={labelOf(column)} className={headerClassOf(column)}>
              {labelOf(column)}
            </HeaderCell>
          ))}
        </HeaderRow>
      </ListHead>
      {status ? (
        <ListBody>
          <StatusRow span={columns.length}>{status}</StatusRow>
        </ListBody>
      ) : grouped ? (
        children
      ) : (
        <ListBody>{children}</ListBody>
      )}
      {footer && !status ? (
        // biome-ignore lint/a11y/noRedundantRoles: see ListTable.
        <tfoot role="rowgroup" className={FOOT}>
          {footer}
        </tfoot>
      ) : null}
    </ListTable>
  );
}
