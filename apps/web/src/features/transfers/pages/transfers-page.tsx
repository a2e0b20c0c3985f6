import { useState } from "react";
import { ExportMenu } from "../../../components/export-menu";
import { ListPageFrame } from "../../../components/list-page-frame";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useUrlSearchQuery } from "../../../lib/use-url-search-query";
import { useTransferList } from "../api/list-transfers";
import { NewTransferModal } from "../components/new-transfer-modal";
import { TransfersTable } from "../components/transfers-table";
import { transferTexts } from "../transfer-texts";

/**
 * 'Traslados' (issue 18): the transfers between warehouses, newest first, paged and searchable, with the
 * page and search in the URL; 'Nuevo traslado' opens the form.
 */
export function TransfersPage() {
  const { text, setText, search, page, setPage } = useUrlSearchQuery();
  const list = useTransferList(search, page);
  const [formOpen, setFormOpen] = useState(false);
  const canCreate = useCan("transfers:create");
  useListErrorToast(list.error, transferTexts.listError);

  return (
    <ListPageFrame
      title={transferTexts.title}
      addLabel={transferTexts.add}
      onAdd={canCreate ? () => setFormOpen(true) : undefined}
      searchLabel={transferTexts.search}
      searchText={text}
      onSearchChange={setText}
      page={page}
      totalPages={list.data?.total_pages ?? 0}
      onPageChange={setPage}
      actions={<ExportMenu path="/transfers" query={{ search }} />}
    >
      <TransfersTable
        transfers={list.data?.data}
        loading={list.isPending}
        error={list.error}
        busy={list.isPlaceholderData}
        searching={search !== ""}
      />
      {formOpen ? <NewTransferModal onClose={() => setFormOpen(false)} /> : null}
    </ListPageFrame>
  );
}
