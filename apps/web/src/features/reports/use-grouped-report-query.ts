import { addDays } from "@inventario/shared/alerts";
import { todayInBusinessZone } from "@inventario/shared/dates";
import { addYears } from "@inventario/shared/report-periods";
import { reportMessages } from "@inventario/shared/reports";
import { urlDate } from "../../lib/date-text";
import { useUrlParams } from "../../lib/use-url-params";
import { urlFilterSetter, urlPage, urlPageSetter } from "../../lib/use-url-search-query";

/** What a grouped report asks for: the range's business dates, the grouping and the page of its rows. */
export type GroupedReportFilters<Group extends string> = { from: string; to: string; group: Group; page: number };

/**
 * What the report's route refuses besides a start after the end: a date after today (`pastOnly`), a range
 * longer than `maxYears`.
 */
export type ReportRangeRules = { pastOnly?: boolean; maxYears?: number };

type FilterName = "from" | "to" | "group";

/** What the server would refuse of the range, said under the field it belongs to; null when it may be asked. */
function rangeError(from: string, to: string, today: string, { pastOnly = false, maxYears }: ReportRangeRules) {
  if (pastOnly && from > today) return { field: "from" as const, message: reportMessages.futureDate };
  if (pastOnly && to > today) return { field: "to" as const, message: reportMessages.futureDate };
  if (from > to) return { field: "to" as const, message: reportMessages.dateRangeInvalid };
  if (maxYears !== undefined && to > addYears(from, maxYears)) {
    return { field: "to" as const, message: reportMessages.rangeTooLong };
  }
  return null;
}

/**
 * A report of a range grouped by period or by who or what (Reportes → 'Ventas', 'Compras'): the range
 * (default the last 30 days, today included), grouping (default `defaultGroup`) and page, all in the URL
 * so a reload or a shared link shows the same figures. A new date or grouping starts again at page 1.
 * What the server would refuse (`rules`, and always a start after the end) is said under the field
 * instead of being asked.
 */
export function useGroupedReportQuery<Group extends string>(
  groups: readonly Group[],
  defaultGroup: Group,
  rules: ReportRangeRules,
) {
  const [params, edit] = useUrlParams();
  const today = todayInBusinessZone();
  const to = urlDate(params, "to") || today;
  const from = urlDate(params, "from") || addDays(to, -29);
  const asked = params.get("group") ?? "";
  const group = groups.find((known) => known === asked) ?? defaultGroup;
  const filters: GroupedReportFilters<Group> = { from, to, group, page: urlPage(params) };

  return {
    filters,
    today,
    error: rangeError(from, to, today, rules),
    setFilter: urlFilterSetter<FilterName>(edit),
    setPage: urlPageSetter(edit),
  };
}

export type GroupedReportQueryState<Group extends string> = ReturnType<typeof useGroupedReportQuery<Group>>;
