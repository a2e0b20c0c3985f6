import type { ImportKind } from "@inventario/shared/imports";
import { buildUrl } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";

/** GET /imports/templates/{kind}: the kind's .xlsx, its headers on the first sheet and their help on the second. */
export function downloadTemplate(kind: ImportKind, signal: AbortSignal): Promise<string> {
  return downloadFile(
    buildUrl(`/imports/templates/${encodeURIComponent(kind)}`, undefined),
    { signal },
    `plantilla-${kind}.xlsx`,
  );
}
