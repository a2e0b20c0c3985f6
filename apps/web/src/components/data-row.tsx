import {
  Children,
  type ComponentProps,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
} from "react";
import { CellIndexContext, FIGURE_ALIGN, phone, RowGroupContext, TableShapeContext } from "./data-table-shape";

/** The row's cells in order, looking through fragments (a component may give several cells as one). */
function cellsOf(children: ReactNode): ReactElement[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    return child.type === Fragment ? cellsOf(child.props.children) : [child];
  });
}

type DataRowProps = Omit<ComponentProps<"tr">, "role"> & {
  /**
   * The column of its first cell: 0, unless a cell of a row above spans down into this one (a group's
   * header cell with `rowSpan`), so this row's cells start further right.
   */
  firstColumn?: number;
};

/**
 * A row of a DataTable: a card on a phone (a section of its group's card within a RowGroup). It tells each
 * of its cells its position, so a cell knows its column's name without being told: a row is written once,
 * with DataCell and ActionsCell, for both layouts.
 */
export function DataRow({ className = "", firstColumn = 0, children, ...props }: DataRowProps) {
  const grouped = useContext(RowGroupContext);
  // A row that paints its own background (selected, a balance) keeps it on a phone too; a group's card
  // paints the background of its rows.
  const background = grouped || /(^|\s)bg-/.test(className) ? "" : phone.rowBackground;
  return (
    // biome-ignore lint/a11y/noRedundantRoles: on a phone the row is a flex box; browsers drop a table's implicit roles once its display changes.
    <tr role="row" className={`${className} ${grouped ? phone.groupRow : phone.row} ${background}`} {...props}>
      {cellsOf(children).map((cell, index) => (
        // Cells are positional: the index is their identity within the row.
        // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are never reordered.
        <CellIndexContext.Provider key={index} value={firstColumn + index}>
          {cell}
        </CellIndexContext.Provider>
      ))}
    </tr>
  );
}

type DataCellProps = Omit<ComponentProps<"td">, "role"> & {
  /** The card's label when the column's header is not it (a table with a two-level header). */
  label?: string;
  /** A row header (`th scope="row"`) instead of a data cell. */
  rowHeader?: boolean;
  /** On a phone, the label above the value instead of beside it: for wide content (a form, a long text). */
  stacked?: boolean;
};

/**
 * A cell of a DataRow: in the table, the cell it always was (`className` styles it; an amount column's
 * cells are right-aligned by the table, see `DataColumn`); on a phone, a line of
 * the card with its column's name before the value, or the card's title when its column is the table's
 * title column. The name is the `data-cell-label` attribute, drawn by CSS and hidden from screen readers,
 * which announce the column header instead.
 */
export function DataCell({
  className = "",
  label,
  rowHeader = false,
  stacked = false,
  children,
  ...props
}: DataCellProps) {
  const { labels, titleColumn, figures } = useContext(TableShapeContext);
  const index = useContext(CellIndexContext);
  const title = label === undefined && index === titleColumn;
  // An empty label (a gap cell) shows none.
  const shownLabel = title ? undefined : (label ?? labels[index]) || undefined;
  // An amount column's cells line up on the right, whatever each row's classes say.
  const align = figures?.[index] ? FIGURE_ALIGN : "";
  const classes = `${className} ${align} ${phone.cell} ${title ? phone.title : ""} ${stacked ? phone.stacked : ""}`;
  const content = <div className={phone.value}>{children}</div>;
  const data = {
    "data-cell": title ? "title" : undefined,
    "data-cell-label": shownLabel,
    "data-cell-layout": stacked ? "stacked" : undefined,
  };
  return rowHeader ? (
    // biome-ignore lint/a11y/noRedundantRoles: see DataRow.
    <th role="rowheader" scope="row" className={classes} {...data} {...props}>
      {content}
    </th>
  ) : (
    // biome-ignore lint/a11y/noRedundantRoles: see DataRow.
    <td role="cell" className={classes} {...data} {...props}>
      {content}
    </td>
  );
}

/**
 * A row's actions: a cell of small icon buttons in the table; on a phone, a row of buttons at least 44 px
 * wide and high at the bottom of the card (index.css), with no label (the buttons name themselves).
 */
export function ActionsCell({
  className = "whitespace-nowrap px-2 py-1.5",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: see DataRow.
    <td role="cell" data-cell="actions" className={`${className} ${phone.actions}`}>
      <div className={phone.value}>{children}</div>
    </td>
  );
}
