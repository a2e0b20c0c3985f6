import { SALE_STATUSES, saleStatusLabels } from "@inventario/shared/sales";
import { DateRangeFields } from "../../../components/date-range-fields";
import { SearchFilters } from "../../../components/search-filters";
import { SelectField } from "../../../components/select-field";
import { historyTexts } from "../sale-history-texts";
import type { useSaleListQuery } from "../use-sale-list-query";

type SaleFiltersProps = { query: ReturnType<typeof useSaleListQuery> };

/** The filters' columns, at each width. */
const FILTER_GRID = "grid w-full grid-cols-2 gap-4 sm:w-auto sm:grid-cols-[auto_auto_minmax(12rem,auto)]";

/** The search box, then the business-date range and the status, wrapping on a narrow screen. */
export function SaleFilters({ query }: SaleFiltersProps) {
  const { filters, setFilter, rangeInvalid } = query;
  return (
    <SearchFilters label={historyTexts.search} search={query} grid={FILTER_GRID}>
      <DateRangeFields
        labels={historyTexts}
        range={filters}
        errors={{ to: rangeInvalid ? historyTexts.rangeInvalid : undefined }}
        onFromChange={(value) => setFilter("from", value)}
        onToChange={(value) => setFilter("to", value)}
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
    </SearchFilters>
  );
}
