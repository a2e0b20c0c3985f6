import type { StockCount, StockCountVariance } from "@inventario/shared/stock-counts";
import { Printer } from "lucide-react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { Button } from "../../../components/button";
import { DetailSection } from "../../../components/detail-section";
import { ExportMenu } from "../../../components/export-menu";
import { ListFooter } from "../../../components/list-frame";
import { listStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { usePrintSheet } from "../../../components/print-sheet";
import { StatusPanel } from "../../../components/status-panel";
import type { PagedList } from "../../../lib/paged-list";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useUrlPage } from "../../../lib/use-url-search-query";
import { useCountVariance, variancePath } from "../api/get-count-variance";
import { CountNotLoaded, useCountOfPage } from "../components/count-not-loaded";
import { VarianceFigures } from "../components/variance-figures";
import { VariancePrintSheet } from "../components/variance-print-sheet";
import { CategoryVarianceTable, ProductVarianceTable } from "../components/variance-tables";
import { countPaths, varianceTexts as texts } from "../stock-count-texts";

/** What the report says in place of its content, or of a page of its products. */
const statusTexts = {
  loading: texts.loading,
  empty: texts.empty,
  forbidden: texts.forbidden,
  error: texts.error,
};

/**
 * /dashboard/stock-counts/{id}/variance, 'Informe de diferencias': what the count found over and under the
 * book — its figures, by category, and its products a page at a time (`?page=`), largest value first.
 * 'Exportar' gives every product, 'Imprimir' the figures and the page on screen. Not for a counter of a
 * blind count, who may not see the book.
 */
export function StockCountVariancePage() {
  const { id = "" } = useParams();
  const count = useCountOfPage(id);
  if (!count.data) return <CountNotLoaded error={count.error} />;
  return <LoadedVariance key={count.data.id} count={count.data} />;
}

function LoadedVariance({ count }: { count: StockCount }) {
  const { page, setPage } = useUrlPage();
  const report = useCountVariance(count.id, page, count.shows_book);
  useListErrorToast(report.error, texts.error);
  // Ctrl+P prints the report's sheet too, once it is there.
  const sheet = usePrintSheet({ onBrowserPrint: true });
  const data = report.data;
  const printable = data !== undefined && data.totals.products > 0;
  return (
    <>
      <PageHeader
        title={texts.title(count.number)}
        actions={
          <>
            <BackLink to={countPaths.count(count.id)} label={texts.back} />
            {count.shows_book ? (
              <>
                <ExportMenu path={variancePath(count.id)} />
                <Button onClick={sheet.print} disabled={!printable}>
                  <Printer aria-hidden="true" className="size-4" />
                  {texts.print}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {!count.shows_book ? (
        <StatusPanel>{texts.forbidden}</StatusPanel>
      ) : !data ? (
        <StatusPanel>{listStatus({ texts: statusTexts, list: report })}</StatusPanel>
      ) : (
        <VarianceReport report={report} data={data} page={page} onPageChange={setPage} />
      )}
      {sheet.requested && printable ? <VariancePrintSheet count={count} report={data} /> : null}
    </>
  );
}

type VarianceReportProps = {
  report: PagedList<StockCountVariance>;
  /** The page on screen (the previous one while the next loads). */
  data: StockCountVariance;
  page: number;
  onPageChange: (page: number) => void;
};

/** How the report is valued, then its figures, its categories and its products (or that nothing differs). */
function VarianceReport({ report, data, page, onPageChange }: VarianceReportProps) {
  return (
    <div className="grid min-w-0 gap-6">
      <p className="text-sm text-gray-700">{texts.valuedAt[data.valued_at]}</p>
      {data.totals.products === 0 ? (
        <StatusPanel>{texts.empty}</StatusPanel>
      ) : (
        <>
          <VarianceFigures totals={data.totals} />
          <DetailSection title={texts.categories}>
            <CategoryVarianceTable categories={data.categories} />
          </DetailSection>
          <DetailSection title={texts.products}>
            <ProductVarianceTable
              products={report.rows}
              status={listStatus({ texts: { ...statusTexts, empty: texts.emptyPage }, list: report })}
              busy={report.busy}
            />
            <ListFooter page={page} data={data} onPageChange={onPageChange} />
          </DetailSection>
        </>
      )}
    </div>
  );
}
