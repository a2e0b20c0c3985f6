import { DateRangeFields } from "../../../components/date-range-fields";
import { WarehouseFilter } from "../../../components/warehouse-filter";
import { kardexTexts } from "../kardex-texts";
import type { KardexQueryState } from "../use-kardex-query";

/** Desde, Hasta (no later than today) and Bodega; two dates side by side on a phone, the warehouse below. */
export function KardexFilters({ query }: { query: KardexQueryState }) {
  const { filters, today, rangeInvalid } = query;
  return (
    <div className="mb-4 grid grid-cols-2 items-start gap-4 sm:flex sm:flex-wrap">
      <DateRangeFields
        labels={kardexTexts}
        range={filters}
        today={today}
        errors={{ to: rangeInvalid ? kardexTexts.rangeInvalid : undefined }}
        onFromChange={query.setFrom}
        onToChange={query.setTo}
      />
      <WarehouseFilter
        label={kardexTexts.warehouse}
        allLabel={kardexTexts.allWarehouses}
        value={filters.warehouse}
        className="col-span-2 sm:min-w-56"
        onChange={query.setWarehouse}
      />
    </div>
  );
}
