import type { ImportCheckResult } from "@inventario/shared/import-api";
import type { ImportKind } from "@inventario/shared/imports";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { UPLOAD_TIMEOUT_MS, type Upload, uploadBody } from "../../../lib/uploaded-file";
import { writeRequestOptions } from "../../../lib/use-write-mutation";
import { importPath } from "./upload";

export type CheckRequest = { kind: ImportKind; upload: Upload };

/** POST /imports/{kind}?dry_run=true: what the file would do, and every error that stops it. Writes nothing. */
function checkImport({ kind, upload }: CheckRequest): Promise<ImportCheckResult> {
  return api.post<ImportCheckResult>(importPath(kind), uploadBody(upload), {
    ...writeRequestOptions,
    query: { dry_run: "true" },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/** The check ('Revisar archivo'); the screen shows its answer or why it failed, in place (no toast). */
export function useCheckImport() {
  return useMutation({ mutationFn: checkImport });
}
