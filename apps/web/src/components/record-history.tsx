import type { AuditEntity } from "@inventario/shared/audit";
import { useCan } from "../lib/my-permissions";
import { useRecordHistory } from "../lib/record-history";
import { useUrlPage } from "../lib/use-url-search-query";
import { AuditTable } from "./audit-table";
import { auditTrailTexts } from "./audit-trail-texts";
import { DetailSection } from "./detail-section";
import { ListFrame } from "./list-frame";
import { listStatus } from "./list-status";

type RecordHistoryProps = {
  /** The kind of record the screen shows. */
  entity: AuditEntity;
  /** Its id as the API answers it (a UUID). */
  entityId: string;
};

const texts = auditTrailTexts.history;

function RecordHistorySection({ entity, entityId }: RecordHistoryProps) {
  // Its own page in the URL: the detail screens hold other lists (a product's lots, history, entries).
  const { page, setPage } = useUrlPage("changes_page");
  const list = useRecordHistory(entity, entityId, page);
  return (
    <DetailSection title={texts.title}>
      <ListFrame page={page} data={list.data} onPageChange={setPage}>
        <AuditTable caption={texts.caption} rows={list.rows} status={listStatus({ texts, list })} busy={list.busy} />
      </ListFrame>
    </DetailSection>
  );
}

/**
 * 'Historial de cambios' of a record's screen (issue 34): who created and changed it, when, and each field
 * before → after, newest first, as 'Auditoría' shows them. Only for those who may read the audit trail
 * (`audit:read`); nothing at all, not even a request, for anyone else.
 */
export function RecordHistory(props: RecordHistoryProps) {
  const canReadAudit = useCan("audit:read");
  return canReadAudit ? <RecordHistorySection {...props} /> : null;
}
