import { useEffect } from "react";
import { ApiRequestError, isAbortError } from "./api-error";
import { notifyError } from "./notify";

/**
 * Tells a failed list load once, with the screen's own text. A 403 already raised its warning in the API
 * client and a cancelled request is no failure, so both stay silent here.
 */
export function useListErrorToast(error: unknown, message: string): void {
  useEffect(() => {
    if (!error || isAbortError(error) || (error instanceof ApiRequestError && error.status === 403)) return;
    notifyError(message, { id: `list-error:${message}` });
  }, [error, message]);
}
