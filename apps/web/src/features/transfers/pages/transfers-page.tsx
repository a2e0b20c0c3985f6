import { useState } from "react";
import { ListPageFrame } from "../../../components/list-page-frame";
import { listStatus } from "../../../components/list-status";
import { urlSearchedList } from "../../../components/url-searched-list";
import { useCan } from "../../../lib/my-permissions";
import { dropPrefill, transferPrefill } from "../../../lib/transfer-prefill";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useUrlParams } from "../../../lib/use-url-params";
import { useUrlSearchQuery } from "../../../lib/use-url-search-query";
import { useTransferList } from "../api/list-transfers";
import { NewTransferModal } from "../components/new-transfer-modal";
import { TransfersTable } from "../components/transfers-table";
import { transferTexts } from "../transfer-texts";

const statusTexts = {
  loading: transferTexts.loading,
  empty: transferTexts.empty,
  noMatch: transferTexts.noMatch,
  forbidden: transferTexts.listForbidden,
  error: transferTexts.listError,
};

/**
 * 'Traslados' (issue 18): the transfers between warehouses, newest first, paged and searchable, with the
 * page and search in the URL; 'Nuevo traslado' opens the form, and so does a link that fills it in
 * (`?new=1&product=…`, an alert's 'Trasladar'), whose parameters closing the form drops.
 */
export function TransfersPage() {
  const query = useUrlSearchQuery();
  const list = useTransferList(query.search, query.page);
  const [params, edit] = useUrlParams();
  const prefill = transferPrefill(params);
  const [formOpen, setFormOpen] = useState(false);
  const canCreate = useCan("transfers:create");
  const closeForm = () => {
    setFormOpen(false);
    if (prefill) edit(dropPrefill);
  };
  useListErrorToast(list.error, transferTexts.listError);

  return (
    <ListPageFrame
      title={transferTexts.title}
      addLabel={transferTexts.add}
      onAdd={canCreate ? () => setFormOpen(true) : undefined}
      {...urlSearchedList(query, list.data, { searchLabel: transferTexts.search, exportPath: "/transfers" })}
    >
      <TransfersTable
        transfers={list.rows}
        status={listStatus({ texts: statusTexts, list, search: query.search, onClearSearch: query.clearSearch })}
        busy={list.busy}
      />
      {canCreate && (formOpen || prefill) ? (
        <NewTransferModal prefill={prefill ?? undefined} onClose={closeForm} />
      ) : null}
    </ListPageFrame>
  );
}
