import type { ImportRecord } from "@inventario/shared/import-api";
import type { Paged } from "@inventario/shared/pagination";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { importKeys } from "../../../lib/query-keys";
import { importTexts } from "../import-texts";

/** GET /imports?page=N: the imports applied, newest first (every kind, whoever applied it). */
function listImports(page: number, signal: AbortSignal) {
  return api.get<Paged<ImportRecord>>("/imports", {
    signal,
    forbiddenMessage: importTexts.historyForbidden,
    query: { page },
  });
}

export function useImportList(page: number) {
  return usePagedList({
    queryKey: importKeys.list(page),
    fetchPage: (signal) => listImports(page, signal),
  });
}
