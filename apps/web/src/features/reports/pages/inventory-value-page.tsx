import { ListFrame } from "../../../components/list-frame";
import { listStatus } from "../../../components/list-status";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useInventoryValue } from "../api/get-inventory-value";
import { InventoryValueFilters } from "../components/inventory-value-filters";
import { InventoryValueTable } from "../components/inventory-value-table";
import { InventoryValueTotal } from "../components/inventory-value-total";
import { ReportHeading } from "../components/report-heading";
import { inventoryValueTexts as texts } from "../inventory-value-texts";
import { useInventoryValueQuery } from "../use-inventory-value-query";

/**
 * Reportes → 'Valor del inventario' (issue 20): what the inventory was worth at the end of any date up
 * to today — the grand total at the top (of one warehouse when one is chosen; the search does not narrow
 * it), then each product's units, average cost and value, searched and paged. Everything in the URL.
 */
export function InventoryValuePage() {
  const query = useInventoryValueQuery();
  const { filters } = query;
  const report = useInventoryValue(filters, !query.futureDate);
  useListErrorToast(report.error, texts.error);
  const data = query.futureDate ? undefined : report.data;
  const status = query.futureDate
    ? texts.futureDate
    : listStatus({ texts, list: report, search: filters.search, onClearSearch: query.clearSearch });
  return (
    <div className="min-w-0">
      <ReportHeading
        texts={texts}
        exportPath="/reports/inventory-value"
        exportQuery={
          query.futureDate ? null : { date: filters.date, warehouse_id: filters.warehouse, search: filters.search }
        }
      />
      <InventoryValueTotal
        report={data}
        searching={filters.search !== ""}
        busy={report.fetching && !query.futureDate}
      />
      <ListFrame
        toolbar={<InventoryValueFilters query={query} />}
        page={filters.page}
        data={data}
        onPageChange={query.setPage}
      >
        <InventoryValueTable rows={data?.data} status={status} busy={report.busy} />
      </ListFrame>
    </div>
  );
}
