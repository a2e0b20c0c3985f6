import type { AuditPage } from "@inventario/shared/audit";
import { ChevronRight, ChevronsLeft } from "lucide-react";
import { Button } from "../../../components/button";
import { ListFooter } from "../../../components/list-frame";
import { auditTexts } from "../audit-texts";
import type { AuditQuery } from "../use-audit-query";

/**
 * Under the numbered pages: «1–10 de más de 10.000» and the pager while the pages are counted; past the last
 * counted page, 'Ver más registros' follows `next_after`, and 'Volver al inicio' goes back.
 */
export function AuditFooter({ query, data }: { query: AuditQuery; data: AuditPage | undefined }) {
  const { filters } = query;
  if (filters.after === "") {
    const next = data?.total_capped && data.page >= data.total_pages ? data.next_after : null;
    return (
      <>
        <ListFooter page={filters.page} data={data} onPageChange={query.setPage} />
        {next ? (
          <div className="mt-3 flex justify-end">
            <Button variant="secondary" onClick={() => query.pageAfter(next)}>
              {auditTexts.moreRows}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  const next = data?.next_after ?? null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => query.setPage(1)}>
        <ChevronsLeft aria-hidden="true" className="size-4" />
        {auditTexts.firstRows}
      </Button>
      {next ? (
        <Button variant="secondary" onClick={() => query.pageAfter(next)}>
          {auditTexts.moreRows}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}
