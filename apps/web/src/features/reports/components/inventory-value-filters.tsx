import { SearchField } from "../../../components/search-field";
import { TextField } from "../../../components/text-field";
import { WarehouseFilter } from "../../../components/warehouse-filter";
import { inventoryValueTexts as texts } from "../inventory-value-texts";
import type { InventoryValueQueryState } from "../use-inventory-value-query";

/** The search box, then the date (today at the latest) and the warehouse, wrapping on a narrow screen. */
export function InventoryValueFilters({ query }: { query: InventoryValueQueryState }) {
  const { filters, today, futureDate } = query;
  return (
    <div className="mb-4 flex flex-wrap items-start gap-4">
      <div className="w-full sm:mt-7 sm:w-auto sm:flex-1">
        <SearchField label={texts.search} value={query.text} onChange={query.setText} />
      </div>
      <div className="grid w-full grid-cols-2 items-start gap-4 sm:w-auto sm:grid-cols-[auto_minmax(12rem,auto)]">
        <TextField
          label={texts.date}
          type="date"
          value={filters.date}
          max={today}
          error={futureDate ? texts.futureDate : undefined}
          onChange={(event) => query.setDate(event.target.value)}
        />
        <WarehouseFilter
          label={texts.warehouse}
          allLabel={texts.allWarehouses}
          value={filters.warehouse}
          onChange={query.setWarehouse}
        />
      </div>
    </div>
  );
}
