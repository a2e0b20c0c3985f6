import { PURCHASE_ORDER_STATUSES, purchaseOrderStatusLabels } from "@inventario/shared/purchases";
import { DateRangeFields } from "../../../components/date-range-fields";
import { SearchFilters } from "../../../components/search-filters";
import { SelectField } from "../../../components/select-field";
import { WarehouseFilter } from "../../../components/warehouse-filter";
import { orderListTexts } from "../purchase-texts";
import type { OrderListQuery } from "../use-order-list-query";
import { SupplierFilter } from "./supplier-filter";

/** The filters' columns, at each width. */
const FILTER_GRID =
  "grid w-full grid-cols-2 gap-4 lg:w-auto lg:grid-cols-[minmax(10rem,auto)_minmax(12rem,auto)_minmax(11rem,auto)_auto_auto]";

/** The search box, then the status, supplier, warehouse and dates, wrapping on a narrow screen. */
export function OrderFilters({ query }: { query: OrderListQuery }) {
  const { filters, setFilter, rangeInvalid } = query;
  return (
    <SearchFilters label={orderListTexts.search} search={query} grid={FILTER_GRID}>
      <SelectField
        label={orderListTexts.status}
        value={filters.status}
        className="col-span-2 lg:col-span-1"
        onChange={(event) => setFilter("status", event.target.value)}
      >
        <option value="">{orderListTexts.allStatuses}</option>
        {PURCHASE_ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {purchaseOrderStatusLabels[status]}
          </option>
        ))}
      </SelectField>
      <SupplierFilter
        className="col-span-2 lg:col-span-1"
        label={orderListTexts.supplier}
        allLabel={orderListTexts.allSuppliers}
        value={filters.supplier}
        onChange={(id) => setFilter("supplier", id)}
      />
      <WarehouseFilter
        className="col-span-2 lg:col-span-1"
        label={orderListTexts.warehouse}
        allLabel={orderListTexts.allWarehouses}
        value={filters.warehouse}
        onChange={(id) => setFilter("warehouse", id)}
        offerMine={query.offerMine}
      />
      <DateRangeFields
        labels={orderListTexts}
        range={filters}
        errors={{ to: rangeInvalid ? orderListTexts.rangeInvalid : undefined }}
        onFromChange={(value) => setFilter("from", value)}
        onToChange={(value) => setFilter("to", value)}
      />
    </SearchFilters>
  );
}
