import { type StockCount, type StockCountLine, stockCountLineFilterLabels } from "@inventario/shared/stock-counts";
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
import type { SheetFilters } from "../api/list-count-lines";
import type { PrintLines } from "../api/list-print-lines";
import { signedQuantity } from "../count-lines";
import { printTexts as texts } from "../stock-count-texts";

const { columns } = texts;

/**
 * Whether the book (Existencia, Diferencia) goes on paper: only for whoever sees it, and never for a blind
 * count, whoever prints it (the paper goes to the counters).
 */
export const printsBook = (count: StockCount) => count.shows_book && !count.blind;

type CountPrintProps = {
  count: StockCount;
  lines: PrintLines;
  filters: Pick<SheetFilters, "filter" | "search">;
};

/** On screen, the table scrolls in a box of its own: the rest of the sheet keeps to the screen's width. */
export const scrollingTable = scrollingTableFrame(texts.tableBox);

/**
 * The count sheet as paper to count on: the count's number, warehouse and date ('Conteo a ciegas' when it
 * is), the filter it was printed with, one row per product and lot with an empty 'Contado' to write in,
 * the book only when `printsBook`, and lines for who counted and their signature.
 */
export function CountPrintContent({
  count,
  lines,
  filters,
  frame = (table) => table,
}: CountPrintProps & { frame?: TableFrame }) {
  const withBook = printsBook(count);
  const facts = [
    { label: texts.warehouse, value: count.warehouse.name },
    { label: texts.date, value: formatDisplayDate(count.created_at) },
    { label: texts.shown, value: texts.lineCount(lines.lines.length) },
    ...(filters.filter !== "all" ? [{ label: texts.filter, value: stockCountLineFilterLabels[filters.filter] }] : []),
    ...(filters.search ? [{ label: texts.search, value: `«${filters.search}»` }] : []),
  ];
  const heads = [
    { label: columns.sku },
    { label: columns.product },
    { label: columns.lot },
    { label: columns.expires },
    { label: columns.unit },
    ...(withBook
      ? [
          { label: columns.book, figure: true },
          { label: columns.difference, figure: true },
        ]
      : []),
    { label: columns.counted, figure: true, className: "w-24" },
  ];
  return (
    <div className="text-[10pt] leading-snug text-black">
      <PrintHeading
        title={texts.sheetTitle}
        aside={count.number}
        facts={facts}
        columns="grid-cols-3"
        between={
          count.blind ? (
            <p className="mb-3 inline-block border-2 border-black px-2 py-0.5 font-bold uppercase">{texts.blind}</p>
          ) : null
        }
      />
      {lines.truncated ? <p className="mb-3 font-semibold">{texts.truncated(lines.lines.length)}</p> : null}
      {frame(
        <PrintTable
          caption={texts.caption(count.number)}
          heads={heads}
          className="w-full min-w-[34rem] border-collapse"
        >
          <tbody>
            {lines.lines.map((line) => (
              <PrintRow key={line.id} line={line} withBook={withBook} />
            ))}
          </tbody>
        </PrintTable>,
      )}
      <div className="mt-10 grid grid-cols-1 gap-6 break-inside-avoid sm:grid-cols-2 print:grid-cols-2">
        {[texts.counter, texts.signature].map((label) => (
          <p key={label} className="flex items-end gap-2 text-[10pt] font-semibold">
            {label}
            <span aria-hidden="true" className="h-6 flex-1 border-b border-black" />
          </p>
        ))}
      </div>
    </div>
  );
}

function PrintRow({ line, withBook }: { line: StockCountLine; withBook: boolean }) {
  return (
    <tr className="h-[7mm] break-inside-avoid">
      <td className={`${cell} font-mono whitespace-nowrap`}>{line.product.sku}</td>
      <td className={cell}>{line.product.name}</td>
      <td className={`${cell} font-mono whitespace-nowrap`}>{line.lot_number ?? ""}</td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>
        {line.expiration_date ? formatDisplayDate(line.expiration_date) : ""}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{line.unit}</td>
      {withBook ? (
        <>
          <td className={figureCell}>{line.book === undefined ? "" : formatQuantity(line.book)}</td>
          <td className={figureCell}>{line.difference == null ? "" : signedQuantity(line.difference)}</td>
        </>
      ) : null}
      {/* Written on paper. */}
      <td className={figureCell} />
    </tr>
  );
}

/** The sheet alone on paper (components/print-sheet.tsx): the app around it is left out. */
export function CountPrintSheet(props: CountPrintProps) {
  return (
    <PrintSheet paper="a4" label={texts.label(props.count.number)}>
      <CountPrintContent {...props} />
    </PrintSheet>
  );
}
