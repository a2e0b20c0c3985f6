import {
  STOCK_COUNT_LINE_FILTERS,
  type StockCount,
  type StockCountLine,
  stockCountLineFilterLabels,
} from "@inventario/shared/stock-counts";
import { FileUp, Printer } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClassName } from "../../../components/button";
import { DetailSection } from "../../../components/detail-section";
import { ExportMenu } from "../../../components/export-menu";
import { KeysetFooter } from "../../../components/keyset-footer";
import { listStatus } from "../../../components/list-status";
import { SearchField } from "../../../components/search-field";
import { SelectField } from "../../../components/select-field";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useMoveStockCount } from "../api/change-count-status";
import { useCountSheet } from "../api/list-count-lines";
import { countPaths, printTexts, sheetTexts, uploadTexts } from "../stock-count-texts";
import { BLIND_FILTERS, useSheetQuery } from "../use-sheet-query";
import { CountSheetTable } from "./count-sheet-table";

const statusTexts = (filtered: boolean) => ({
  loading: sheetTexts.loading,
  empty: filtered ? sheetTexts.noneFiltered : sheetTexts.empty,
  noMatch: sheetTexts.noMatch,
  forbidden: sheetTexts.forbidden,
  error: sheetTexts.error,
});

/**
 * 'Hoja de conteo': the lines by product and lot, filtered (a blind count's counter only 'Todas' and 'Sin
 * contar') and searched, all in the URL; 'Exportar' gives the whole sheet as a file (the one to fill and
 * upload: `onUpload`, while the count is open and the user counts), 'Imprimir hoja' the lines shown on
 * paper. While open, a counter types a line's quantity; in review, whoever approves sends a line back to
 * recount.
 */
export function CountSheet({ count, onUpload }: { count: StockCount; onUpload?: (() => void) | undefined }) {
  const query = useSheetQuery(count.shows_book);
  const { filters } = query;
  const sheet = useCountSheet(count.id, filters);
  const canCount = useCan("counts:count");
  const canApprove = useCan("counts:approve");
  const recount = useMoveStockCount("recount", count.id);
  useListErrorToast(sheet.error, sheetTexts.error);
  const offered = count.shows_book ? STOCK_COUNT_LINE_FILTERS : BLIND_FILTERS;
  const onRecount =
    count.status === "REVIEW" && canApprove
      ? (line: StockCountLine) => line.line_id && recount.mutate({ lines: [line.line_id] })
      : undefined;

  return (
    <DetailSection
      title={sheetTexts.section}
      action={
        <div className="flex flex-wrap items-center gap-2">
          {onUpload ? (
            <Button variant="secondary" onClick={onUpload}>
              <FileUp aria-hidden="true" className="size-4" />
              {uploadTexts.action}
            </Button>
          ) : null}
          <Link
            to={countPaths.print(count.id, { filter: filters.filter, search: filters.search })}
            className={buttonClassName("secondary")}
          >
            <Printer aria-hidden="true" className="size-4" />
            {printTexts.action}
          </Link>
          <ExportMenu
            path={`/stock-counts/${encodeURIComponent(count.id)}/lines`}
            query={{ filter: filters.filter, search: filters.search }}
          />
        </div>
      }
    >
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SelectField
          label={sheetTexts.filter}
          value={filters.filter}
          className="w-full sm:w-60"
          onChange={(event) => query.setFilter(event.target.value)}
        >
          {offered.map((filter) => (
            <option key={filter} value={filter}>
              {stockCountLineFilterLabels[filter]}
            </option>
          ))}
        </SelectField>
        <SearchField label={sheetTexts.search} value={query.text} onChange={query.setText} />
      </div>
      <CountSheetTable
        countId={count.id}
        lines={sheet.rows}
        status={listStatus({
          texts: statusTexts(query.filtered),
          list: sheet,
          search: filters.search,
          onClearSearch: query.clearSearch,
        })}
        busy={sheet.busy}
        showsBook={count.shows_book}
        counting={count.status === "OPEN" && canCount}
        onRecount={onRecount}
        recounting={recount.isPending}
      />
      <KeysetFooter texts={sheetTexts} query={query} data={sheet.data} />
    </DetailSection>
  );
}
