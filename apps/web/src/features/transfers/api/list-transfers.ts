import type { Transfer } from "@inventario/shared/transfers";
import { getPage, type PageParams, usePagedList } from "../../../lib/paged-list";
import { transferKeys } from "../../../lib/query-keys";
import { transferTexts } from "../transfer-texts";

/** Transfers, newest first; the search matches the number (T-45, 45), the product's name or SKU, or a warehouse. */
function listTransfers(params: PageParams) {
  return getPage<Transfer>("/transfers", params, transferTexts.listForbidden);
}

export function useTransferList(search: string, page: number) {
  return usePagedList({
    queryKey: transferKeys.list(search, page),
    fetchPage: (signal) => listTransfers({ search, page, signal }),
  });
}
