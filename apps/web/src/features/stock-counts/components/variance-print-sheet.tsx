import { type StockCount, type StockCountVariance, stockCountStatusLabels } from "@inventario/shared/stock-counts";
import type { DataColumn } from "../../../components/data-table";
import { PrintHeading } from "../../../components/print-heading";
import { PrintSheet } from "../../../components/print-sheet";
import {
  printCell as cell,
  printFigureCell as figureCell,
  type PrintHead,
  PrintTable,
} from "../../../components/print-table";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { signedPesos } from "../../../lib/signed-pesos";
import { signedQuantity } from "../count-lines";
import { varianceTexts as texts } from "../stock-count-texts";
import { categoryName } from "./variance-tables";

type VariancePrintProps = {
  count: StockCount;
  /** The page of the report on screen: the count's figures, its categories and that page's products. */
  report: StockCountVariance;
};

/** A report's columns on paper: the screen's labels, its figures' columns right-aligned. */
const paperHeads = (columns: readonly DataColumn[]): PrintHead[] =>
  columns.map((column) =>
    typeof column === "string" ? { label: column } : { label: column.label, figure: column.figure === true },
  );

/**
 * The variance report on paper: the count's number, warehouse, status and date, how it is valued, its
 * figures, the categories, and the products of the page on screen ('Página N de M'; the export has them
 * all). Signs, not colours, tell over from under.
 */
export function VariancePrintContent({ count, report }: VariancePrintProps) {
  const { totals } = report;
  const pageOf = texts.pageOf(report.page, report.total_pages);
  const facts = [
    { label: texts.warehouse, value: count.warehouse.name },
    { label: texts.status, value: stockCountStatusLabels[count.status] },
    { label: texts.date, value: formatDisplayDate(count.created_at) },
    ...(count.applied_at ? [{ label: texts.appliedAt, value: formatDisplayDate(count.applied_at) }] : []),
  ];
  const units = (total: number) => texts.units(signedQuantity(total), total);
  const figures = [
    { label: texts.figures.products, values: [formatQuantity(totals.products)] },
    { label: texts.figures.surplus, values: [units(totals.surplus_units), signedPesos(totals.surplus_value)] },
    { label: texts.figures.shortage, values: [units(-totals.shortage_units), signedPesos(-totals.shortage_value)] },
    { label: texts.figures.net, values: [units(totals.net_units), signedPesos(totals.net_value)] },
  ];
  return (
    <div className="text-[10pt] leading-snug text-black">
      <PrintHeading title={texts.sheetTitle} aside={count.number} facts={facts} columns="grid-cols-4" />
      <p className="mb-3">{texts.valuedAt[report.valued_at]}</p>
      <dl className="mb-4 grid grid-cols-4 gap-x-4 gap-y-2 border border-black p-2">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0">
            <dt className="text-[8pt] uppercase">{figure.label}</dt>
            {figure.values.map((value) => (
              <dd key={value} className="font-semibold tabular-nums break-words">
                {value}
              </dd>
            ))}
          </div>
        ))}
      </dl>
      <h3 className="mb-1 text-[11pt] font-bold">{texts.categories}</h3>
      <PrintTable
        caption={texts.categoriesCaption}
        heads={paperHeads(texts.categoryColumns)}
        className="mb-4 w-full border-collapse"
      >
        <tbody>
          {report.categories.map((row) => (
            <tr key={row.category || "none"} className="break-inside-avoid">
              <td className={cell}>{categoryName(row.category)}</td>
              <td className={figureCell}>{formatQuantity(row.products)}</td>
              <td className={figureCell}>{signedQuantity(row.surplus_units)}</td>
              <td className={figureCell}>{signedQuantity(-row.shortage_units)}</td>
              <td className={figureCell}>{signedQuantity(row.net_units)}</td>
              <td className={figureCell}>{signedPesos(row.net_value)}</td>
            </tr>
          ))}
        </tbody>
      </PrintTable>
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-4">
        <h3 className="text-[11pt] font-bold">{texts.products}</h3>
        <p className="font-semibold">{pageOf}</p>
      </div>
      {report.total_pages > 1 ? (
        <p className="mb-1">{texts.pageNote(report.page, report.total_pages, report.total)}</p>
      ) : null}
      <PrintTable caption={texts.productsCaption} heads={paperHeads(texts.productColumns)}>
        <tbody>
          {report.data.map((row) => (
            <tr key={row.product.id} className="break-inside-avoid">
              <td className={`${cell} font-mono whitespace-nowrap`}>{row.product.sku}</td>
              <td className={cell}>{row.product.name}</td>
              <td className={cell}>{categoryName(row.product.category)}</td>
              <td className={figureCell}>{formatQuantity(row.book)}</td>
              <td className={figureCell}>{formatQuantity(row.counted)}</td>
              <td className={figureCell}>{signedQuantity(row.difference)}</td>
              <td className={figureCell}>{signedPesos(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </PrintTable>
    </div>
  );
}

/** The report alone on paper (components/print-sheet.tsx): the app around it is left out. */
export function VariancePrintSheet(props: VariancePrintProps) {
  return (
    <PrintSheet paper="a4" label={texts.label(props.count.number)}>
      <VariancePrintContent {...props} />
    </PrintSheet>
  );
}
