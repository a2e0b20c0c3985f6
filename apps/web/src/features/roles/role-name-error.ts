import { ApiRequestError } from "../../lib/api-error";

/**
 * The server's message for the role name, to show under the field: a duplicate comes back under `name`
 * for both calls, a rejected creation body under `rol_name`.
 */
export function roleNameError(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError) || !error.fields) return undefined;
  return error.fields.name ?? error.fields.rol_name;
}
