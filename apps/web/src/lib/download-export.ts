import { EXPORT_TOTAL_HEADER, type ExportFormat } from "@inventario/shared/export";
import { buildUrl, type QueryParams } from "./api-client";
import { errorOfResponse, fileNameOf, saveFile } from "./download-file";

/**
 * Downloads a list's export (issue 20): the list's own call with `format=xlsx|csv` and the screen's
 * filters, read as it arrives so the screen can show how far it got, then saved under the name the
 * server gives it. Loaded only when someone exports (export-menu.tsx imports it on click).
 */
export type ExportProgress = {
  /** Bytes received so far. */
  bytes: number;
  /** The list's rows, when the server says (X-Total-Count). */
  total: number | null;
  /** Rows received so far: known for a CSV (one line each), not inside an xlsx's zip. */
  rows: number | null;
};

type DownloadRequest = {
  path: string;
  query: QueryParams;
  format: ExportFormat;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
};

const NEWLINE = 0x0a;

/** Reads the whole answer, reporting progress; rejects with an AbortError when `signal` fires. */
export async function downloadExport({ path, query, format, signal, onProgress }: DownloadRequest): Promise<string> {
  const response = await fetch(buildUrl(path, { ...query, page: undefined, format }), {
    credentials: "include",
    signal,
  });
  if (!response.ok) throw await errorOfResponse(response);
  const totalHeader = response.headers.get(EXPORT_TOTAL_HEADER);
  const total = totalHeader === null ? null : Number(totalHeader);
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  // The header line is the first newline of a CSV.
  let lines = format === "csv" ? -1 : null;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    if (lines !== null) for (const byte of value) if (byte === NEWLINE) lines++;
    onProgress({ bytes, total, rows: lines === null ? null : Math.max(0, lines) });
  }
  const name = fileNameOf(response.headers.get("content-disposition"), `exportacion.${format}`);
  saveFile(new Blob(chunks as BlobPart[], { type: response.headers.get("content-type") ?? "" }), name);
  return name;
}
