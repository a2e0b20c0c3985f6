import type { withdrawalSummarySchema } from "@inventario/shared/withdrawals";
import type { z } from "zod";
import { getPage, type PageParams, usePagedList } from "../../../lib/paged-list";
import { withdrawalKeys } from "../../../lib/query-keys";
import { withdrawalTexts } from "../withdrawal-texts";

export type WithdrawalSummary = z.infer<typeof withdrawalSummarySchema>;

/** Picking requests, newest first; the search matches who requested them. */
function listWithdrawals(params: PageParams) {
  return getPage<WithdrawalSummary>("/withdrawals", params, withdrawalTexts.listForbidden);
}

export function useWithdrawalList(search: string, page: number) {
  return usePagedList({
    queryKey: withdrawalKeys.list(search, page),
    fetchPage: (signal) => listWithdrawals({ search, page, signal }),
  });
}
