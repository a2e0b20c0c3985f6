import { warehouseStockStateLabels } from "@inventario/shared/warehouse-stock";
import { PrintHeading } from "../../../components/print-heading";
import { PrintSheet } from "../../../components/print-sheet";
import {
  printCell as cell,
  printFigureCell as figureCell,
  PrintTable,
  scrollingTableFrame,
  type TableFrame,
} from "../../../components/print-table";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import type { PrintRows } from "../api/list-print-rows";
import { type StockUrlFilters, stockTexts, stockPrintTexts as texts } from "../warehouse-stock-texts";

const { columns } = stockTexts;

type StockPrintProps = {
  /** The warehouse's name, once its rows have come. */
  warehouse: string | undefined;
  rows: PrintRows;
  filters: StockUrlFilters;
  /** Today, as the sheet is dated. */
  today: string;
};

/** On screen, the table scrolls in a box of its own: the rest of the sheet keeps to the screen's width. */
export const scrollingTable = scrollingTableFrame(texts.tableBox);

const heads = [
  { label: texts.sku },
  { label: columns.product },
  { label: columns.category },
  { label: columns.lot },
  { label: columns.expires },
  { label: columns.quantity, figure: true },
  { label: columns.reserved, figure: true },
  { label: columns.available, figure: true },
];

/**
 * The warehouse's stock on paper: the warehouse, the date and the filters it was printed with, then one row
 * per lot (the first 500; past them the export has the rest).
 */
export function StockPrintContent({
  warehouse,
  rows,
  filters,
  today,
  frame = (table) => table,
}: StockPrintProps & {
  frame?: TableFrame;
}) {
  const facts = [
    { label: texts.date, value: formatDisplayDate(today) },
    { label: texts.shown, value: texts.lineCount(rows.rows.length) },
    {
      label: texts.state,
      value:
        filters.state === "expiring"
          ? `${warehouseStockStateLabels.expiring} (${stockTexts.daysOption(filters.days)})`
          : warehouseStockStateLabels[filters.state],
    },
    ...(filters.category ? [{ label: texts.category, value: filters.category }] : []),
    ...(filters.search ? [{ label: texts.search, value: `«${filters.search}»` }] : []),
  ];
  return (
    <div className="text-[10pt] leading-snug text-black">
      <PrintHeading
        title={texts.sheetTitle}
        aside={warehouse}
        asideMono={false}
        facts={facts}
        columns="grid-cols-2 sm:grid-cols-3 print:grid-cols-3"
      />
      {rows.truncated ? <p className="mb-3 font-semibold">{texts.truncated(rows.rows.length)}</p> : null}
      {frame(
        <PrintTable caption={texts.caption} heads={heads} className="w-full min-w-[40rem] border-collapse">
          <tbody>
            {rows.rows.map((row) => (
              <tr key={row.id} className="break-inside-avoid">
                <td className={`${cell} font-mono whitespace-nowrap`}>{row.product.sku}</td>
                <td className={cell}>{row.product.name}</td>
                <td className={cell}>{row.product.category}</td>
                <td className={`${cell} font-mono whitespace-nowrap`}>{row.lot_number ?? ""}</td>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>
                  {row.expiration_date ? formatDisplayDate(row.expiration_date) : ""}
                  {row.expired ? <span className="ml-1 font-bold uppercase">{texts.expired}</span> : null}
                </td>
                <td className={figureCell}>{formatQuantity(row.quantity, row.unit)}</td>
                <td className={figureCell}>{formatQuantity(row.reserved, row.unit)}</td>
                <td className={figureCell}>{formatQuantity(row.available, row.unit)}</td>
              </tr>
            ))}
          </tbody>
        </PrintTable>,
      )}
    </div>
  );
}

/** The sheet alone on paper (components/print-sheet.tsx): the app around it is left out. */
export function StockPrintSheet(props: StockPrintProps) {
  return (
    <PrintSheet paper="a4" label={texts.label}>
      <StockPrintContent {...props} />
    </PrintSheet>
  );
}
