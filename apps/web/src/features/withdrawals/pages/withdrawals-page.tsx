import { ExportMenu } from "../../../components/export-menu";
import { PageHeader } from "../../../components/page-header";
import { Pagination } from "../../../components/pagination";
import { SearchField } from "../../../components/search-field";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useSearchQuery } from "../../../lib/use-search-query";
import { useWithdrawalList } from "../api/list-withdrawals";
import { WithdrawalsTable } from "../components/withdrawals-table";
import { withdrawalTexts } from "../withdrawal-texts";

/** 'Solicitudes de alistamiento' (SPEC §2): search by who generated them, paged table, a view link each. */
export function WithdrawalsPage() {
  const { text, setText, search, page, setPage } = useSearchQuery();
  const list = useWithdrawalList(search, page);
  useListErrorToast(list.error, withdrawalTexts.listError);

  return (
    <>
      <PageHeader title={withdrawalTexts.listTitle} actions={<ExportMenu path="/withdrawals" query={{ search }} />} />
      <div className="mb-4">
        <SearchField label={withdrawalTexts.search} value={text} onChange={setText} />
      </div>
      <WithdrawalsTable
        requests={list.data?.data}
        loading={list.isPending}
        error={list.error}
        busy={list.isPlaceholderData}
      />
      <Pagination page={page} totalPages={list.data?.total_pages ?? 0} onPageChange={setPage} />
    </>
  );
}
