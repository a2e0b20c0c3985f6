import type { withdrawalSummarySchema } from "@inventario/shared/withdrawals";
import type { z } from "zod";
import { getPage, type PageParams, usePagedList } from "../../../lib/paged-list";
import { pickingTexts } from "../picking-texts";
import { pickingKeys } from "./picking-keys";

export type WithdrawalSummary = z.infer<typeof withdrawalSummarySchema>;

/** Picking requests, newest first; the search matches who requested them. */
export function listWithdrawals(params: PageParams) {
  return getPage<WithdrawalSummary>("/withdrawals", params, pickingTexts.listForbidden);
}

export function useWithdrawalList(search: string, page: number) {
  return usePagedList(pickingKeys.list(search, page), listWithdrawals, search, page);
}
