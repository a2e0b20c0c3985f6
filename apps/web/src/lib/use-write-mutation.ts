import { messages } from "@inventario/shared/messages";
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, isAbortError } from "./api-error";
import { notifyError, notifySuccess } from "./notify";

/** Sent with every write of the catalog screens: the spec names one 403 text for all of them (SPEC §8). */
export const writeRequestOptions = { forbiddenMessage: messages.errors.forbidden };

/** A rejected input (400, 409: a duplicate SKU or name), whose server text tells the user what to change. */
export const REJECTED_INPUT_STATUSES = [400, 409] as const;

type WriteMutationOptions<TVariables, TData> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Or made from the server's answer, when it says how much was done ('Se dieron de baja 3 lotes'). */
  successMessage: string | ((data: TData, variables: TVariables) => string);
  /**
   * The spec's fixed text for any failure the server does not explain. Left out where the spec names none
   * (roles and access): the server's own Spanish message is shown then, whatever the status.
   */
  errorMessage?: string;
  /** With `errorMessage`: the statuses whose own server text is shown instead of it. */
  serverMessageStatuses?: readonly number[];
  /** The cached lists that the write makes stale. */
  invalidates?: QueryKey;
  /** Waits this long before reloading them (SPEC §4: the product list reloads 900 ms after a creation). */
  reloadDelayMs?: number;
  /** Further cache updates, such as putting the server's answer in place of the saved entity. */
  onSaved?: (data: TData, variables: TVariables, queryClient: QueryClient) => void;
};

function failureText(error: unknown, errorMessage: string | undefined, serverMessageStatuses: readonly number[]) {
  if (errorMessage === undefined) return error instanceof ApiRequestError ? error.message : messages.errors.internal;
  const explained = error instanceof ApiRequestError && serverMessageStatuses.includes(error.status);
  return explained ? error.message : errorMessage;
}

/**
 * The one hook for every write: its toasts and the reload of what it changed. They live here rather than
 * in the caller's `mutate` callbacks because those are dropped when the caller unmounts (the modal closed
 * mid-request).
 */
export function useWriteMutation<TVariables, TData>({
  mutationFn,
  successMessage,
  errorMessage,
  serverMessageStatuses = REJECTED_INPUT_STATUSES,
  invalidates,
  reloadDelayMs = 0,
  onSaved,
}: WriteMutationOptions<TVariables, TData>) {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: invalidates });
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => {
      notifySuccess(typeof successMessage === "function" ? successMessage(data, variables) : successMessage);
      if (invalidates && reloadDelayMs > 0) setTimeout(reload, reloadDelayMs);
      else if (invalidates) reload();
      onSaved?.(data, variables, queryClient);
    },
    onError: (error) => {
      // The API client has already shown the one 403 warning.
      if (isAbortError(error) || (error instanceof ApiRequestError && error.status === 403)) return;
      notifyError(failureText(error, errorMessage, serverMessageStatuses));
    },
  });
}
