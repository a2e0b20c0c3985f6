import { EXPIRY_WINDOWS, type ExpiryWindow } from "@inventario/shared/alerts";
import { SearchFilters } from "../../../components/search-filters";
import { SelectField } from "../../../components/select-field";
import { useCan } from "../../../lib/my-permissions";
import { MY_WAREHOUSES, MY_WAREHOUSES_LABEL } from "../../../lib/warehouse-filter-param";
import { useWarehouseOptions } from "../../../lib/warehouse-options";
import { alertTexts } from "../alert-texts";
import type { AlertListQuery } from "../use-alert-list-query";

type AlertFiltersProps = { query: AlertListQuery };

/** The search box, the warehouse and, on 'Por vencer', the window; wrapping on a narrow screen. */
export function AlertFilters({ query }: AlertFiltersProps) {
  const { filters, days, setDays, setWarehouse, offerMine } = query;
  // Who may not read the warehouses cannot have them listed: no warehouse filter for them.
  const mayListWarehouses = useCan("warehouses:read");
  const warehouses = useWarehouseOptions({ enabled: mayListWarehouses });
  const expiring = filters.kind === "expiring";
  return (
    <SearchFilters
      label={alertTexts.search}
      search={query}
      grid={`grid w-full gap-4 sm:w-auto ${expiring ? "grid-cols-[1fr_auto]" : "grid-cols-1"}`}
    >
      {mayListWarehouses ? (
        <SelectField
          label={alertTexts.warehouse}
          value={filters.warehouse}
          className="sm:min-w-48"
          onChange={(event) => setWarehouse(event.target.value)}
        >
          {offerMine ? <option value={MY_WAREHOUSES}>{MY_WAREHOUSES_LABEL}</option> : null}
          <option value="">{alertTexts.allWarehouses}</option>
          {warehouses.data?.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {expiring ? (
        <SelectField
          label={alertTexts.days}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value) as ExpiryWindow)}
        >
          {EXPIRY_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {alertTexts.daysOption(window)}
            </option>
          ))}
        </SelectField>
      ) : null}
    </SearchFilters>
  );
}
