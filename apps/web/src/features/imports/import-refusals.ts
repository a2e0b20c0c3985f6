import { type ImportErrorItem, importRefusedSchema } from "@inventario/shared/import-api";
import { ApiRequestError } from "../../lib/api-error";

export type FileErrors = { errors: readonly ImportErrorItem[]; errors_total: number };

/** The file's errors when an apply was refused for them (422: the database changed since the check). */
export function refusedErrorsOf(error: unknown): FileErrors | null {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null;
  const parsed = importRefusedSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The server's message when the stock file was applied before and the user must confirm it, else null. */
export function duplicateMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  return error.code === "DUPLICATE_IMPORT" ? error.message : null;
}

/** What to tell the user of any other failure: the server's Spanish message, or the screen's own. */
export function failureMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}
