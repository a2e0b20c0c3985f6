import { todayInBusinessZone } from "@inventario/shared/dates";
import { Printer } from "lucide-react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { Button } from "../../../components/button";
import { ExportMenu } from "../../../components/export-menu";
import { LoadingStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { usePrintSheet } from "../../../components/print-sheet";
import { StatusPanel } from "../../../components/status-panel";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useUrlParams } from "../../../lib/use-url-params";
import { usePrintRows } from "../api/list-print-rows";
import { stockPath, stockQueryOf } from "../api/list-warehouse-stock";
import { StockPrintContent, StockPrintSheet, scrollingTable } from "../components/stock-print-sheet";
import { stockFiltersOf } from "../use-stock-query";
import { stockPaths, stockPrintTexts as texts } from "../warehouse-stock-texts";

/**
 * /dashboard/warehouses/{id}/stock/print: the warehouse's stock to print, with the filters the list had
 * (`?state=…&days=…&category=…&search=…`), its first 500 rows; on screen a preview, on paper the sheet alone.
 */
export function WarehouseStockPrintPage() {
  const { id = "" } = useParams();
  const [params] = useUrlParams();
  const filters = stockFiltersOf(params);
  // Only 'Por vencer' sends its window.
  const asked = { ...filters, days: filters.state === "expiring" ? filters.days : undefined };
  const rows = usePrintRows(id, asked);
  useListErrorToast(rows.error, texts.error);
  // Ctrl+P prints the sheet too: on this screen, that is what paper is for.
  const sheet = usePrintSheet({ onBrowserPrint: true });
  const today = todayInBusinessZone();
  const name = rows.data?.warehouse;
  const content = { warehouse: name, filters, today };
  return (
    <>
      <PageHeader
        title={texts.title(name)}
        actions={
          <>
            <BackLink to={stockPaths.list(id, filters)} label={texts.back} />
            <ExportMenu path={stockPath(id)} query={stockQueryOf(asked)} />
            <Button onClick={sheet.print} disabled={!rows.data || rows.data.rows.length === 0}>
              <Printer aria-hidden="true" className="size-4" />
              {texts.print}
            </Button>
          </>
        }
      />
      {!rows.data ? (
        <StatusPanel>{rows.error ? texts.error : <LoadingStatus text={texts.loading} />}</StatusPanel>
      ) : rows.data.rows.length === 0 ? (
        <StatusPanel>{texts.empty}</StatusPanel>
      ) : (
        <>
          <section
            aria-label={texts.preview}
            className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <div className="mx-auto max-w-[210mm]">
              <StockPrintContent {...content} rows={rows.data} frame={scrollingTable} />
            </div>
          </section>
          {sheet.requested ? <StockPrintSheet {...content} rows={rows.data} /> : null}
        </>
      )}
    </>
  );
}
