import { SALE_STATUSES, saleStatusLabels } from "@inventario/shared/sales";
import { DateField } from "../../../components/date-field";
import { SearchField } from "../../../components/search-field";
import { SelectField } from "../../../components/select-field";
import { historyTexts } from "../sale-history-texts";
import type { useSaleListQuery } from "../use-sale-list-query";

type SaleFiltersProps = { query: ReturnType<typeof useSaleListQuery> };

/** The search box, then the business-date range and the status, wrapping on a narrow screen. */
export function SaleFilters({ query }: SaleFiltersProps) {
  const { filters, text, setText, setFilter, rangeInvalid } = query;
  return (
    <div className="mb-4 flex flex-wrap items-end gap-4">
      <SearchField label={historyTexts.search} value={text} onChange={setText} />
      <div className="grid w-full grid-cols-2 gap-4 sm:w-auto sm:grid-cols-[auto_auto_minmax(12rem,auto)]">
        <DateField
          label={historyTexts.from}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(value) => setFilter("from", value)}
        />
        <DateField
          label={historyTexts.to}
          value={filters.to}
          min={filters.from || undefined}
          error={rangeInvalid ? historyTexts.rangeInvalid : undefined}
          onChange={(value) => setFilter("to", value)}
        />
        <SelectField
          label={historyTexts.status}
          value={filters.status}
          className="col-span-2 sm:col-span-1"
          onChange={(event) => setFilter("status", event.target.value)}
        >
          <option value="">{historyTexts.allStatuses}</option>
          {SALE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {saleStatusLabels[status]}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
