import { DateRangeFields } from "../../../components/date-range-fields";
import { SelectField } from "../../../components/select-field";
import type { GroupedReportQueryState } from "../use-grouped-report-query";

type ReportRangeFiltersProps<Group extends string> = {
  query: GroupedReportQueryState<Group>;
  groups: readonly Group[];
  groupLabels: Record<Group, string>;
  labels: { from: string; to: string; group: string };
};

/** A grouped report's two business dates (up to today) and its grouping, wrapping on a narrow screen. */
export function ReportRangeFilters<Group extends string>({
  query,
  groups,
  groupLabels,
  labels,
}: ReportRangeFiltersProps<Group>) {
  const { filters, today, error, setFilter } = query;
  return (
    <div className="mb-4 grid grid-cols-2 gap-4 sm:flex sm:flex-wrap sm:items-start">
      <DateRangeFields
        labels={labels}
        range={filters}
        today={today}
        errors={error ? { [error.field]: error.message } : undefined}
        onFromChange={(value) => setFilter("from", value)}
        onToChange={(value) => setFilter("to", value)}
      />
      <SelectField
        label={labels.group}
        value={filters.group}
        className="col-span-2 sm:col-span-1 sm:min-w-48"
        onChange={(event) => setFilter("group", event.target.value)}
      >
        {groups.map((group) => (
          <option key={group} value={group}>
            {groupLabels[group]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
