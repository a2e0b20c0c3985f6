import { CASH_SESSION_STATUSES, type CashSessionStatus } from "@inventario/shared/cash-sessions";
import { useUrlParams } from "../../lib/use-url-params";
import { urlFilterSetter, urlPage, urlPageSetter } from "../../lib/use-url-search-query";
import type { CashListFilters } from "./api/list-cash-sessions";

const isStatus = (value: string): value is CashSessionStatus =>
  (CASH_SESSION_STATUSES as readonly string[]).includes(value);

/**
 * 'Cajas''s page, status and employee in the URL, so a reload or Back from a shift's report keeps them; a
 * new filter starts again at page 1. A status the URL holds that is none is no filter.
 */
export function useCashListQuery() {
  const [params, edit] = useUrlParams();
  const status = params.get("status") ?? "";
  const filters: CashListFilters = {
    page: urlPage(params),
    status: isStatus(status) ? status : "",
    employee_id: params.get("employee_id") ?? "",
  };
  const setFilter = urlFilterSetter<"status" | "employee_id">(edit);
  return {
    filters,
    setPage: urlPageSetter(edit),
    setStatus: (value: string) => setFilter("status", value),
    setEmployee: (id: string) => setFilter("employee_id", id),
    filtered: filters.status !== "" || filters.employee_id !== "",
  };
}
