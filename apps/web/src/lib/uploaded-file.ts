import { type ImportErrorItem, importRefusedSchema } from "@inventario/shared/import-api";
import { importMessages, MAX_IMPORT_BYTES } from "@inventario/shared/imports";
import { ApiRequestError } from "./api-error";

/**
 * A spreadsheet the user chose to send (an import's file, a count's filled sheet), with an id of its own:
 * the same bytes chosen again are another upload, so an answer is shown only for the upload it was made for
 * and a write's Idempotency-Key (`useIdempotentWrite` compares the variables) is new for each upload.
 */
export type Upload = { id: string; file: File };

let uploads = 0;

export function newUpload(file: File): Upload {
  uploads += 1;
  return { id: `upload-${uploads}`, file };
}

/** Why a chosen file is refused before it is sent (larger than the server reads), or null. */
export const fileRefusal = (file: File): string | null =>
  file.size > MAX_IMPORT_BYTES ? importMessages.file.tooLarge : null;

/** What an upload is sent as: the multipart field `file`. */
export function uploadBody(upload: Upload): FormData {
  const body = new FormData();
  body.append("file", upload.file, upload.file.name);
  return body;
}

/**
 * How long checking or writing an uploaded file may take: a file of 100,000 rows takes up to a minute to
 * check or to apply (docs/decisions/0025-imports.md), and 20 MB take a while to send on a slow line.
 */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** The errors of a file: the first ones listed (at most 1,000), all of them counted. */
export type FileErrors = { errors: readonly ImportErrorItem[]; errors_total: number };

/** The file's errors when a write was refused for them (422 `IMPORT_ERRORS`: found again when writing). */
export function refusedErrorsOf(error: unknown): FileErrors | null {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null;
  const parsed = importRefusedSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** What to tell the user of any other failure: the server's Spanish message, or the screen's own. */
export function failureMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}
