import { AuditTable } from "../../../components/audit-table";
import { ExportMenu } from "../../../components/export-menu";
import { KeysetFooter } from "../../../components/keyset-footer";
import { ListPageFrame } from "../../../components/list-page-frame";
import { listStatus } from "../../../components/list-status";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { auditQueryOf, useAuditList } from "../api/list-audit";
import { useAuditUsers } from "../api/list-audit-users";
import { auditTexts } from "../audit-texts";
import { AuditFilters } from "../components/audit-filters";
import { useAuditQuery } from "../use-audit-query";

/**
 * /dashboard/audit, 'Auditoría' (issue 34): who changed what, when and from where, newest first; by user,
 * record type, action, business dates and a search of the summaries and changed values, all in the URL. Its
 * total stops at 1.000: past it, 'Ver más registros'. 'Exportar' gives every row with the same filters.
 */
export function AuditPage() {
  const query = useAuditQuery();
  const { filters } = query;
  const list = useAuditList(filters, !query.rangeInvalid);
  const users = useAuditUsers();
  useListErrorToast(list.error, auditTexts.error);
  const status = listStatus({
    texts: {
      loading: auditTexts.loading,
      // No row at all is said apart from no row for the chosen filters.
      empty: query.filtered ? auditTexts.noneFiltered : auditTexts.empty,
      noMatch: auditTexts.noMatch,
      forbidden: auditTexts.forbidden,
      error: auditTexts.error,
    },
    list,
    search: filters.search,
    onClearSearch: query.clearSearch,
  });

  return (
    <ListPageFrame
      title={auditTexts.title}
      actions={query.rangeInvalid ? null : <ExportMenu path="/audit" query={auditQueryOf(filters)} />}
      filters={<AuditFilters query={query} users={users} />}
      // The footer below pages the list itself: past the counted pages it follows `next_after`.
      page={filters.page}
      data={undefined}
      onPageChange={query.setPage}
    >
      <AuditTable caption={auditTexts.tableCaption} rows={list.rows} status={status} busy={list.busy} />
      <KeysetFooter query={query} data={list.data} texts={auditTexts} />
    </ListPageFrame>
  );
}
