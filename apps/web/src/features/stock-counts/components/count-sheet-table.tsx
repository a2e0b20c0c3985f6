import { formatPesos } from "@inventario/shared/money";
import type { StockCountLine } from "@inventario/shared/stock-counts";
import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { IconButton } from "../../../components/icon-action";
import { ProductLink } from "../../../components/product-link";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { differenceTone } from "../../../lib/signed-pesos";
import { countedText, lineKey, signedQuantity } from "../count-lines";
import { countPaths, NO_VALUE, recountTexts, sheetColumns, sheetTexts } from "../stock-count-texts";
import { LineCountForm } from "./line-count-form";

type CountSheetTableProps = {
  countId: string;
  lines: StockCountLine[] | undefined;
  /** Loading, empty, nothing matched or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
  /** The book's columns: false for a counter of a blind count. */
  showsBook: boolean;
  /** Each line takes a typed quantity (an open count, counts:count). */
  counting: boolean;
  /** 'Pedir reconteo' of a counted line (a count in review, counts:approve). */
  onRecount?: ((line: StockCountLine) => void) | undefined;
  recounting: boolean;
};

/** Only a counted line goes back to be counted again (the server refuses the others). */
const recountable = (line: StockCountLine) => line.line_id !== null && line.counted !== null;

/** The book's cells of a line, for whoever sees them. */
function bookCells(line: StockCountLine) {
  const difference = line.difference ?? null;
  return (
    <>
      <DataCell className="whitespace-nowrap px-3 py-3 text-gray-800 tabular-nums">
        {line.book === undefined ? NO_VALUE : formatQuantity(line.book, line.unit)}
      </DataCell>
      <DataCell className={`whitespace-nowrap px-3 py-3 font-medium tabular-nums ${differenceTone(difference)}`}>
        {difference === null ? NO_VALUE : signedQuantity(difference, line.unit)}
      </DataCell>
      <DataCell className={`whitespace-nowrap px-3 py-3 tabular-nums ${differenceTone(line.difference_value)}`}>
        {line.difference_value == null ? NO_VALUE : formatPesos(line.difference_value)}
      </DataCell>
      <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">
        {line.moved ? sheetTexts.moved : sheetTexts.notMoved}
      </DataCell>
    </>
  );
}

/**
 * The count sheet: one row per product and lot in scope (and lots found that the book did not know), what was
 * counted and by whom; the book, the difference and its value only for whoever may see them.
 */
export function CountSheetTable({
  countId,
  lines,
  status,
  busy,
  showsBook,
  counting,
  onRecount,
  recounting,
}: CountSheetTableProps) {
  const columns = sheetColumns({ showsBook, counting, actions: onRecount !== undefined });
  return (
    <DataTable caption={sheetTexts.tableCaption} columns={columns} busy={busy} status={status}>
      {lines?.map((line) => (
        <DataRow key={line.id} className={line.recount ? "bg-amber-50/60" : "hover:bg-gray-50"}>
          <DataCell className="min-w-36 px-3 py-3">
            <ProductLink to={countPaths.product(line.product.id)} name={line.product.name} sku={line.product.sku} />
          </DataCell>
          <DataCell className="px-3 py-3 text-gray-700">{line.product.category || NO_VALUE}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">
            {line.lot_number ?? NO_VALUE}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            {line.expiration_date ? formatDisplayDate(line.expiration_date) : NO_VALUE}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-medium text-gray-900 tabular-nums">
            {countedText(line)}
            {line.recount ? (
              <span className="mt-0.5 block text-xs font-semibold text-amber-900">{sheetTexts.recount}</span>
            ) : null}
          </DataCell>
          {showsBook ? bookCells(line) : null}
          <DataCell className="min-w-28 px-3 py-3 text-gray-700">
            {line.counted_by.length > 0 ? sheetTexts.counters(line.counted_by) : NO_VALUE}
          </DataCell>
          {counting ? (
            <DataCell className="min-w-60 px-3 py-2" stacked>
              <LineCountForm countId={countId} line={line} />
            </DataCell>
          ) : null}
          {onRecount ? (
            // A line nobody counted has nothing to recount: no empty strip of buttons on its card.
            <ActionsCell className={`whitespace-nowrap px-2 py-1.5 ${recountable(line) ? "" : "max-sm:hidden!"}`}>
              {recountable(line) ? (
                <IconButton
                  icon={RotateCcw}
                  label={recountTexts.action(lineKey(line))}
                  disabled={recounting}
                  onClick={() => onRecount(line)}
                />
              ) : null}
            </ActionsCell>
          ) : null}
        </DataRow>
      ))}
    </DataTable>
  );
}
