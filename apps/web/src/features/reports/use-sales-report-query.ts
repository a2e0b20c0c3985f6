import { addDays } from "@inventario/shared/alerts";
import { isRealDate, todayInBusinessZone } from "@inventario/shared/dates";
import { addYears } from "@inventario/shared/report-periods";
import { SALES_GROUPS, type SalesGroup } from "@inventario/shared/reports";
import { useSearchParams } from "react-router";
import { urlFilterSetter, urlPage, urlPageSetter } from "../../lib/use-url-search-query";
import type { SalesReportFilters } from "./api/get-sales-report";
import { salesReportTexts as texts } from "./sales-report-texts";

type FilterName = "from" | "to" | "group";

const isGroup = (value: string): value is SalesGroup => (SALES_GROUPS as readonly string[]).includes(value);

/** A date the URL holds, or none when it is not a real calendar date (typed by hand into the address). */
function dateOf(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? "";
  return isRealDate(value) ? value : "";
}

/**
 * The report's range (default the last 30 days, today included), grouping (default by day) and page,
 * all in the URL so a reload or a shared link shows the same figures. A new date or grouping starts
 * again at page 1. What the server would refuse (a start after the end, a date after today, more than
 * three years) is said under the field instead of being asked.
 */
export function useSalesReportQuery() {
  const [params, setParams] = useSearchParams();
  const today = todayInBusinessZone();
  const to = dateOf(params, "to") || today;
  const from = dateOf(params, "from") || addDays(to, -29);
  const group = params.get("group") ?? "";
  const filters: SalesReportFilters = { from, to, group: isGroup(group) ? group : "day", page: urlPage(params) };

  const setFilter = urlFilterSetter<FilterName>(setParams);
  const error =
    from > today
      ? { field: "from" as const, message: texts.futureDate }
      : to > today
        ? { field: "to" as const, message: texts.futureDate }
        : from > to
          ? { field: "to" as const, message: texts.rangeInvalid }
          : to > addYears(from, 3)
            ? { field: "to" as const, message: texts.rangeTooLong }
            : null;

  return {
    filters,
    today,
    error,
    setFilter,
    setPage: urlPageSetter(setParams),
  };
}

export type SalesReportQueryState = ReturnType<typeof useSalesReportQuery>;
