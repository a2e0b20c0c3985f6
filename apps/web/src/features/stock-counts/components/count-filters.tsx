import { STOCK_COUNT_STATUSES, stockCountStatusLabels } from "@inventario/shared/stock-counts";
import { SelectField } from "../../../components/select-field";
import { WarehouseFilter } from "../../../components/warehouse-filter";
import { countListTexts } from "../stock-count-texts";
import type { CountListQuery } from "../use-count-list-query";

/** The status and the warehouse, side by side from 640 px. */
export function CountFilters({ query }: { query: CountListQuery }) {
  const { filters, setFilter } = query;
  return (
    <div className="mb-4 grid gap-4 sm:max-w-xl sm:grid-cols-2">
      <SelectField
        label={countListTexts.status}
        value={filters.status}
        onChange={(event) => setFilter("status", event.target.value)}
      >
        <option value="">{countListTexts.allStatuses}</option>
        {STOCK_COUNT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {stockCountStatusLabels[status]}
          </option>
        ))}
      </SelectField>
      <WarehouseFilter
        label={countListTexts.warehouse}
        allLabel={countListTexts.allWarehouses}
        value={filters.warehouse}
        onChange={(id) => setFilter("warehouse", id)}
        offerMine={query.offerMine}
      />
    </div>
  );
}
