import { messages } from "@inventario/shared/messages";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, isAbortError } from "./api-error";
import { notifyError, notifySuccess } from "./notify";

/** Sent with every write of the catalog screens: the spec names one 403 text for all of them (SPEC §8). */
export const writeRequestOptions = { forbiddenMessage: messages.errors.forbidden };

type WriteMutationOptions<TVariables, TData> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  successMessage: string;
  /** The spec's fixed text for any failure the server does not explain. */
  errorMessage: string;
  /**
   * Statuses whose own server text is shown instead of `errorMessage`. By default a rejected input (400,
   * 409: a duplicate SKU or name), whose text tells the user what to change and the fixed one cannot.
   */
  serverMessageStatuses?: readonly number[];
  /** The cached lists that the write makes stale. */
  invalidates: QueryKey;
  /** Waits this long before reloading them (SPEC §4: the product list reloads 900 ms after a creation). */
  reloadDelayMs?: number;
};

const REJECTED_INPUT = [400, 409] as const;

/**
 * A write with its toasts and the reload of what it changed. They live here rather than in the caller's
 * `mutate` callbacks because those are dropped when the caller unmounts (the modal closed mid-request).
 */
export function useWriteMutation<TVariables, TData>({
  mutationFn,
  successMessage,
  errorMessage,
  serverMessageStatuses = REJECTED_INPUT,
  invalidates,
  reloadDelayMs = 0,
}: WriteMutationOptions<TVariables, TData>) {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: invalidates });
  return useMutation({
    mutationFn,
    onSuccess: () => {
      notifySuccess(successMessage);
      if (reloadDelayMs > 0) setTimeout(reload, reloadDelayMs);
      else reload();
    },
    onError: (error) => {
      // The API client has already shown the one 403 warning.
      if (isAbortError(error) || (error instanceof ApiRequestError && error.status === 403)) return;
      const explained = error instanceof ApiRequestError && serverMessageStatuses.includes(error.status);
      notifyError(explained ? error.message : errorMessage);
    },
  });
}
