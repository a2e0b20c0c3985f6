import type { ImportRecord } from "@inventario/shared/import-api";
import type { ImportKind } from "@inventario/shared/imports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { notifySuccess } from "../../../lib/notify";
import { UPLOAD_TIMEOUT_MS, type Upload, uploadBody } from "../../../lib/uploaded-file";
import { writeRequestOptions } from "../../../lib/use-write-mutation";
import { invalidateAfterImport } from "../import-invalidations";
import { importTexts } from "../import-texts";
import { importPath } from "./upload";

export type ApplyRequest = {
  kind: ImportKind;
  upload: Upload;
  /** The user confirmed importing opening stock whose rows an earlier import already added (409). */
  confirmDuplicate: boolean;
};

/**
 * POST /imports/{kind}: applies the file, all or nothing. Opening stock moves stock, so the call carries an
 * Idempotency-Key like every stock write: kept while the same upload is sent again after a failure, a new
 * one for another upload or for the confirmed duplicate (the upload's id is part of what is compared).
 */
function applyImport({ kind, upload, confirmDuplicate }: ApplyRequest, idempotencyKey: string): Promise<ImportRecord> {
  return api.post<ImportRecord>(importPath(kind), uploadBody(upload), {
    ...writeRequestOptions,
    idempotencyKey,
    query: { confirm_duplicate: confirmDuplicate ? "true" : undefined },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/**
 * 'Importar'. A success says which import it was and reloads what it changed; a refusal (the file's errors,
 * a stock file applied before) is for the screen to show, so no toast is raised for it here.
 */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation<ImportRecord, Error, ApplyRequest>({
    mutationFn: useIdempotentWrite(applyImport),
    onSuccess: (record, { kind }) => {
      notifySuccess(importTexts.applied(record.number));
      void invalidateAfterImport(queryClient, kind);
    },
  });
}
