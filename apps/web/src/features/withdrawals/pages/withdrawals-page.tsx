import { ListPageFrame } from "../../../components/list-page-frame";
import { listStatus } from "../../../components/list-status";
import { urlSearchedList } from "../../../components/url-searched-list";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useUrlSearchQuery } from "../../../lib/use-url-search-query";
import { useWithdrawalList } from "../api/list-withdrawals";
import { WithdrawalsTable } from "../components/withdrawals-table";
import { withdrawalTexts } from "../withdrawal-texts";

const statusTexts = {
  loading: withdrawalTexts.loading,
  empty: withdrawalTexts.empty,
  noMatch: withdrawalTexts.noMatch,
  forbidden: withdrawalTexts.listForbidden,
  error: withdrawalTexts.listError,
};

/**
 * 'Solicitudes de alistamiento' (SPEC §2): search by who generated them, paged table, a view link each.
 * The search and page live in the URL, so Back from a request keeps them.
 */
export function WithdrawalsPage() {
  const query = useUrlSearchQuery();
  const list = useWithdrawalList(query.search, query.page);
  useListErrorToast(list.error, withdrawalTexts.listError);

  return (
    <ListPageFrame
      title={withdrawalTexts.listTitle}
      {...urlSearchedList(query, list.data, { searchLabel: withdrawalTexts.search, exportPath: "/withdrawals" })}
    >
      <WithdrawalsTable
        requests={list.rows}
        status={listStatus({ texts: statusTexts, list, search: query.search, onClearSearch: query.clearSearch })}
        busy={list.busy}
      />
    </ListPageFrame>
  );
}
