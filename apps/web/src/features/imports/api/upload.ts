import type { ImportKind } from "@inventario/shared/imports";

/** A file the user chose, with an id of its own: the same bytes chosen again are another upload. */
export type Upload = { id: string; file: File };

/** What the check, the apply and the errors file are sent: the multipart field `file`. */
export function uploadBody(upload: Upload): FormData {
  const body = new FormData();
  body.append("file", upload.file, upload.file.name);
  return body;
}

/** The path of a kind's import calls. */
export const importPath = (kind: ImportKind) => `/imports/${encodeURIComponent(kind)}`;

/**
 * How long the check and the apply may take: a file of 100,000 rows takes up to a minute to check or to
 * apply (docs/decisions/0025-imports.md), and 20 MB take a while to send on a slow line.
 */
export const IMPORT_TIMEOUT_MS = 5 * 60_000;
