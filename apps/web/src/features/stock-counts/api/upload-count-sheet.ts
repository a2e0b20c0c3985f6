import type { StockCountUpload } from "@inventario/shared/stock-counts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, buildUrl } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { notifySuccess } from "../../../lib/notify";
import { invalidateAfterStockWrite } from "../../../lib/stock-write-invalidations";
import { UPLOAD_TIMEOUT_MS, type Upload, uploadBody } from "../../../lib/uploaded-file";
import { writeRequestOptions } from "../../../lib/use-write-mutation";
import { uploadTexts } from "../stock-count-texts";
import { reloadAfterEntries } from "./add-count-entries";

const uploadPath = (id: string) => `/stock-counts/${encodeURIComponent(id)}/upload`;

/** POST /stock-counts/{id}/upload?dry_run=true: what the sheet holds and every error in it. Writes nothing. */
function checkSheet(id: string, upload: Upload): Promise<StockCountUpload> {
  return api.post<StockCountUpload>(uploadPath(id), uploadBody(upload), {
    ...writeRequestOptions,
    query: { dry_run: "true" },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/**
 * POST /stock-counts/{id}/upload/errors: the uploaded sheet back (.xlsx or .csv, as it came) with an
 * 'Errores' column on each row that fails: every error, not only the 1,000 the check lists.
 */
export function downloadSheetErrors(id: string, upload: Upload, signal: AbortSignal): Promise<string> {
  const extension = upload.file.name.toLowerCase().endsWith(".csv") ? "csv" : "xlsx";
  return downloadFile(
    buildUrl(`${uploadPath(id)}/errors`, undefined),
    { method: "POST", body: uploadBody(upload), signal },
    `errores.${extension}`,
  );
}

/** The check, run as the file is chosen; the dialog shows its answer or why it failed, in place (no toast). */
export function useCheckCountSheet(id: string) {
  return useMutation({ mutationFn: (upload: Upload) => checkSheet(id, upload) });
}

/**
 * POST /stock-counts/{id}/upload: all or nothing, each row setting the uploader's count of its line. Sent
 * with an Idempotency-Key (the route takes one): kept while the same upload is sent again after a failure,
 * new for another file.
 */
function recordSheet(id: string, upload: Upload, idempotencyKey: string): Promise<StockCountUpload> {
  return api.post<StockCountUpload>(uploadPath(id), uploadBody(upload), {
    ...writeRequestOptions,
    idempotencyKey,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/**
 * 'Registrar conteo'. A success says how many lines were counted and reloads the sheet and the count; a
 * refusal (422: the file's errors) is for the dialog to show, so no toast is raised for it here.
 */
export function useRecordCountSheet(id: string) {
  const queryClient = useQueryClient();
  return useMutation<StockCountUpload, Error, Upload>({
    mutationFn: useIdempotentWrite((upload: Upload, key: string) => recordSheet(id, upload, key)),
    onSuccess: (result) => {
      notifySuccess(uploadTexts.success(result.counted));
      void reloadAfterEntries(queryClient, id);
      // Counting moves no stock; every keyed write marks the stock views stale all the same
      // (lib/stock-write-invalidations.test.ts holds them to the one list), which costs a reload at most.
      void invalidateAfterStockWrite(queryClient, []);
    },
  });
}
