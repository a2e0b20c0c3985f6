import { DateField } from "../../../components/date-field";
import { SearchField } from "../../../components/search-field";
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
      {/* One column per filter shown: the warehouse filter is not there for who may not list warehouses. */}
      <div className="grid w-full auto-cols-fr grid-flow-col items-start gap-4 sm:w-auto sm:auto-cols-auto">
        <DateField
          label={texts.date}
          value={filters.date}
          max={today}
          error={futureDate ? texts.futureDate : undefined}
          onChange={(value) => query.setDate(value)}
        />
        <WarehouseFilter
          label={texts.warehouse}
          allLabel={texts.allWarehouses}
          value={filters.warehouse}
          onChange={query.setWarehouse}
          className="sm:min-w-48"
        />
      </div>
    </div>
  );
}
