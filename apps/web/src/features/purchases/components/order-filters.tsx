import { PURCHASE_ORDER_STATUSES, purchaseOrderStatusLabels } from "@inventario/shared/purchases";
import { SearchField } from "../../../components/search-field";
import { SelectField } from "../../../components/select-field";
import { WarehouseFilter } from "../../../components/warehouse-filter";
import { orderListTexts } from "../purchase-texts";
import type { OrderListQuery } from "../use-order-list-query";
import { SupplierFilter } from "./supplier-filter";

/** The search box, then the status, supplier and warehouse, wrapping on a narrow screen. */
export function OrderFilters({ query }: { query: OrderListQuery }) {
  const { filters, text, setText, setFilter } = query;
  return (
    <div className="mb-4 flex flex-wrap items-end gap-4">
      <SearchField label={orderListTexts.search} value={text} onChange={setText} />
      <div className="grid w-full gap-4 sm:w-auto sm:grid-cols-[minmax(11rem,auto)_minmax(12rem,auto)_minmax(12rem,auto)]">
        <SelectField
          label={orderListTexts.status}
          value={filters.status}
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
          label={orderListTexts.supplier}
          allLabel={orderListTexts.allSuppliers}
          value={filters.supplier}
          onChange={(id) => setFilter("supplier", id)}
        />
        <WarehouseFilter
          label={orderListTexts.warehouse}
          allLabel={orderListTexts.allWarehouses}
          value={filters.warehouse}
          onChange={(id) => setFilter("warehouse", id)}
        />
      </div>
    </div>
  );
}
