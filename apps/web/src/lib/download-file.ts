import { errorFromResponse } from "./api-error";

/**
 * Files the server answers instead of JSON (a list's export, an import's template or errors file): the
 * refusal of a failed one as the API client would throw it, the name the server gives the file, and the
 * hand-over to the browser's downloads.
 */

/**
 * The file name of `attachment; filename="productos-2026-11-24.xlsx"`; the UTF-8 one of
 * `filename*=UTF-8''inventario%20a%C3%B1o-errores.xlsx` when the server gives both (a name with accents).
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;\s]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/** The ApiRequestError of an answer that is not a file: its `{message, code}` body, or its status alone. */
export async function errorOfResponse(response: Response) {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return errorFromResponse(response.status, body);
}

/** Hands the file to the browser's downloads, under its name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches a file whole and saves it under the server's name (or `fallbackName`); answers that name.
 * Rejects with the server's ApiRequestError, or an AbortError when `init.signal` fires.
 */
export async function downloadFile(url: string, init: RequestInit, fallbackName: string): Promise<string> {
  const response = await fetch(url, { credentials: "include", ...init });
  if (!response.ok) throw await errorOfResponse(response);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get("content-disposition"), fallbackName);
  saveFile(blob, name);
  return name;
}
