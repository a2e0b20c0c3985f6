import { CASH_SESSION_STATUSES, type CashSessionStatus } from "@inventario/shared/cash-sessions";
import { useSearchParams } from "react-router";
import { urlFilterSetter, urlPage, urlPageSetter } from "../../lib/use-url-search-query";
import type { CashListFilters } from "./api/list-cash-sessions";

const isStatus = (value: string): value is CashSessionStatus =>
  (CASH_SESSION_STATUSES as readonly string[]).includes(value);

/**
 * 'Cajas''s page and status in the URL, so a reload or Back from a shift's report keeps them; a new status
 * starts again at page 1. A status the URL holds that is none is no filter.
 */
export function useCashListQuery() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";
  const filters: CashListFilters = { page: urlPage(params), status: isStatus(status) ? status : "" };
  return {
    filters,
    setPage: urlPageSetter(setParams),
    setStatus: (value: string) => urlFilterSetter<"status">(setParams)("status", value),
    filtered: filters.status !== "",
  };
}
