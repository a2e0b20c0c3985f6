import { peopleKeys } from "../../../lib/query-keys";
import { useWriteMutation } from "../../../lib/use-write-mutation";
import type { PeopleConfig } from "../people-config";

type PersonMutationOptions<TVariables, TData> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  successMessage: string;
  /** Show the server's own text for a rejected input (duplicate email, the last admin…); otherwise the fixed one. */
  showServerMessage?: boolean;
};

const REJECTED_INPUT_STATUSES = [400, 409] as const;

/** A write on a client or employee: the spec's one failure text per kind, and every cached page reloaded. */
export function usePersonMutation<TVariables, TData>(
  config: PeopleConfig,
  { mutationFn, successMessage, showServerMessage = false }: PersonMutationOptions<TVariables, TData>,
) {
  return useWriteMutation({
    mutationFn,
    successMessage,
    errorMessage: config.texts.saveError,
    serverMessageStatuses: showServerMessage ? REJECTED_INPUT_STATUSES : [],
    invalidates: peopleKeys.all(config.resource),
  });
}
