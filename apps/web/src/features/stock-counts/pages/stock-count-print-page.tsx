import type { StockCount } from "@inventario/shared/stock-counts";
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
import { usePrintLines } from "../api/list-print-lines";
import { CountNotLoaded, useCountOfPage } from "../components/count-not-loaded";
import { CountPrintContent, CountPrintSheet, scrollingTable } from "../components/count-print-sheet";
import { countPaths, printTexts as texts } from "../stock-count-texts";
import { sheetFilterOf } from "../use-sheet-query";

/**
 * /dashboard/stock-counts/{id}/print: the count sheet to print, with the filter and search the count's page
 * had (`?filter=…&search=…`), its first 500 lines; on screen a preview, on paper the sheet alone.
 */
export function StockCountPrintPage() {
  const { id = "" } = useParams();
  const count = useCountOfPage(id);
  if (!count.data) return <CountNotLoaded error={count.error} />;
  return <LoadedPrint key={count.data.id} count={count.data} />;
}

function LoadedPrint({ count }: { count: StockCount }) {
  const [params] = useUrlParams();
  const filters = {
    filter: sheetFilterOf(params.get("filter") ?? "", count.shows_book),
    search: params.get("search") ?? "",
  };
  const lines = usePrintLines(count.id, filters.filter, filters.search);
  useListErrorToast(lines.error, texts.error);
  // Ctrl+P prints the sheet too: on this screen, that is what paper is for.
  const sheet = usePrintSheet({ onBrowserPrint: true });
  const back = `${countPaths.count(count.id)}${params.size > 0 ? `?${params.toString()}` : ""}`;
  return (
    <>
      <PageHeader
        title={texts.title(count.number)}
        actions={
          <>
            <BackLink to={back} label={texts.back} />
            <ExportMenu path={`/stock-counts/${encodeURIComponent(count.id)}/lines`} query={filters} />
            <Button onClick={sheet.print} disabled={!lines.data || lines.data.lines.length === 0}>
              <Printer aria-hidden="true" className="size-4" />
              {texts.print}
            </Button>
          </>
        }
      />
      {!lines.data ? (
        <StatusPanel>{lines.error ? texts.error : <LoadingStatus text={texts.loading} />}</StatusPanel>
      ) : lines.data.lines.length === 0 ? (
        <StatusPanel>{texts.empty}</StatusPanel>
      ) : (
        <>
          <section
            aria-label={texts.preview}
            className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <div className="mx-auto max-w-[210mm]">
              <CountPrintContent count={count} lines={lines.data} filters={filters} frame={scrollingTable} />
            </div>
          </section>
          {sheet.requested ? <CountPrintSheet count={count} lines={lines.data} filters={filters} /> : null}
        </>
      )}
    </>
  );
}
