import { CASH_SESSION_STATUSES } from "@inventario/shared/cash-sessions";
import { Button } from "../../../components/button";
import { ExportMenu } from "../../../components/export-menu";
import { ListPageFrame } from "../../../components/list-page-frame";
import { listStatus } from "../../../components/list-status";
import { SelectField } from "../../../components/select-field";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useCashSessionList } from "../api/list-cash-sessions";
import { historyTexts as texts } from "../cash-session-texts";
import { CashSessionsTable } from "../components/cash-sessions-table";
import { useCashListQuery } from "../use-cash-list-query";

const statusTexts = (filtered: boolean) => ({
  loading: texts.loading,
  // No shift at all is said apart from none with the chosen status.
  empty: filtered ? texts.noneFiltered : texts.empty,
  forbidden: texts.listForbidden,
  error: texts.listError,
});

/**
 * 'Cajas' (issue 35): the shifts, newest first — everyone's for whoever holds cash:read, one's own otherwise
 * (the server decides) — filtered by status in the URL; 'Exportar' gives every page as the list filters it.
 */
export function CashSessionsPage() {
  const query = useCashListQuery();
  const { filters } = query;
  const list = useCashSessionList(filters);
  useListErrorToast(list.error, texts.listError);
  const readsEveryone = useCan("cash:read");
  // The filtered employee's name, as their own rows give it.
  const employeeName = list.rows?.find((row) => row.employee.id === filters.employee_id)?.employee.name;

  return (
    <ListPageFrame
      title={texts.title}
      actions={
        <ExportMenu path="/cash-sessions" query={{ status: filters.status, employee_id: filters.employee_id }} />
      }
      filters={
        <div className="mb-4 flex flex-wrap items-end gap-4">
          <div className="w-full sm:max-w-xs">
            <SelectField
              label={texts.status}
              value={filters.status}
              onChange={(event) => query.setStatus(event.target.value)}
            >
              <option value="">{texts.allStatuses}</option>
              {CASH_SESSION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {texts.statusOptions[status]}
                </option>
              ))}
            </SelectField>
          </div>
          {filters.employee_id ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
              <span className="font-medium">{texts.employeeFilter(employeeName ?? "")}</span>
              <Button variant="secondary" onClick={() => query.setEmployee("")}>
                {texts.anyEmployee}
              </Button>
            </p>
          ) : null}
        </div>
      }
      page={filters.page}
      data={list.data}
      onPageChange={query.setPage}
    >
      <CashSessionsTable
        sessions={list.rows}
        onEmployee={readsEveryone ? (employee) => query.setEmployee(employee.id) : undefined}
        status={listStatus({ texts: statusTexts(query.filtered), list })}
        busy={list.busy}
      />
    </ListPageFrame>
  );
}
