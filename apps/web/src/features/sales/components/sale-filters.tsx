import { SALE_STATUSES, saleStatusLabels } from "@inventario/shared/sales";
import { DateRangeFields } from "../../../components/date-range-fields";
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
      </div>
    </div>
  );
}
