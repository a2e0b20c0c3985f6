import { messages } from "@inventario/shared/messages";
import { useMutation } from "@tanstack/react-query";
import { ApiRequestError, isAbortError } from "../../../lib/api-error";
import { notifyError, notifySuccess } from "../../../lib/notify";

type RolesMutationOptions<TVariables, TData> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  successMessage: string;
  /** Cache updates live here, not in `mutate` callbacks, which are dropped if the caller unmounts. */
  onSaved?: (data: TData, variables: TVariables) => void;
};

/**
 * A write on roles, grants or access. The spec names no failure text here, so the server's own Spanish
 * message is shown ('Ya existe un rol con ese nombre', 'El rol admin … no se puede modificar').
 */
export function useRolesMutation<TVariables, TData>({
  mutationFn,
  successMessage,
  onSaved,
}: RolesMutationOptions<TVariables, TData>) {
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => {
      notifySuccess(successMessage);
      onSaved?.(data, variables);
    },
    onError: (error) => {
      // The API client has already shown the one 403 warning.
      if (isAbortError(error) || (error instanceof ApiRequestError && error.status === 403)) return;
      notifyError(error instanceof ApiRequestError ? error.message : messages.errors.internal);
    },
  });
}
