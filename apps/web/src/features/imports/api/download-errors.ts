import type { ImportKind } from "@inventario/shared/imports";
import { buildUrl } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";
import { type Upload, uploadBody } from "../../../lib/uploaded-file";
import { importPath } from "./upload";

/**
 * POST /imports/{kind}/errors: the uploaded file back (.xlsx or .csv, as it came) with an 'Errores' column
 * saying what is wrong on each row: every error, not only the 1,000 the check lists.
 */
export function downloadErrors(kind: ImportKind, upload: Upload, signal: AbortSignal): Promise<string> {
  const extension = upload.file.name.toLowerCase().endsWith(".csv") ? "csv" : "xlsx";
  return downloadFile(
    buildUrl(`${importPath(kind)}/errors`, undefined),
    { method: "POST", body: uploadBody(upload), signal },
    `errores.${extension}`,
  );
}
