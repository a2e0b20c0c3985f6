import { SALES_GROUPS, salesGroupLabels } from "@inventario/shared/reports";
import { PastDateRange } from "../../../components/past-date-range";
import { SelectField } from "../../../components/select-field";
import { salesReportTexts as texts } from "../sales-report-texts";
import type { SalesReportQueryState } from "../use-sales-report-query";

/** The range's two business dates (up to today) and the grouping, wrapping on a narrow screen. */
export function SalesReportFilters({ query }: { query: SalesReportQueryState }) {
  const { filters, today, error, setFilter } = query;
  return (
    <div className="mb-4 grid grid-cols-2 gap-4 sm:flex sm:flex-wrap sm:items-start">
      <PastDateRange
        labels={texts}
        range={filters}
        today={today}
        errors={error ? { [error.field]: error.message } : undefined}
        onFromChange={(value) => setFilter("from", value)}
        onToChange={(value) => setFilter("to", value)}
      />
      <SelectField
        label={texts.group}
        value={filters.group}
        className="col-span-2 sm:col-span-1 sm:min-w-48"
        onChange={(event) => setFilter("group", event.target.value)}
      >
        {SALES_GROUPS.map((group) => (
          <option key={group} value={group}>
            {salesGroupLabels[group]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
