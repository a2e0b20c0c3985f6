import { ApiRequestError } from "../../lib/api-error";

/** The server's message when the stock file was applied before and the user must confirm it, else null. */
export function duplicateMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  return error.code === "DUPLICATE_IMPORT" ? error.message : null;
}
