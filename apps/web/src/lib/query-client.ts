import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api-error";
import { alertKeys, auditKeys } from "./query-keys";

const MAX_RETRIES = 1;

// A 4xx answer will not change by asking again, and a timeout already made the user wait 10 s;
// only a dropped connection or a 5xx deserves one more try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && (error.code === "TIMEOUT" || (error.status >= 400 && error.status < 500))) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // Stock alerts follow almost every write (a sale, an entry, a transfer, a product's levels, a
    // write-off): rather than every write listing them, any success reloads the alert counts and pages
    // on screen (the summary is a few milliseconds; hidden ones only reload when next shown). The audit
    // trail records every write too: a record's 'Historial de cambios' on screen shows the change at once.
    mutationCache: new MutationCache({
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: alertKeys.all });
        void client.invalidateQueries({ queryKey: auditKeys.all });
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // Refetching on every focus would repeat permission warnings for nothing.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
