import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Toaster } from "../components/toaster";
import { myPermissionsQuery } from "../lib/my-permissions";
import { createQueryClient } from "../lib/query-client";
import { sessionStore } from "../lib/session-store";

/**
 * Cached lists belong to whoever was signed in; the next user must not see them, even briefly. And the
 * user's permissions, which the shell waits for before showing a screen, are asked for the moment the
 * session is known, while the shell's code still loads, rather than after it.
 */
function useSessionCache(queryClient: QueryClient): void {
  useEffect(() => {
    let previous = sessionStore.getSnapshot().status;
    return sessionStore.subscribe(() => {
      const { status } = sessionStore.getSnapshot();
      if (previous === "authenticated" && status === "not-authenticated") queryClient.clear();
      if (previous !== "authenticated" && status === "authenticated")
        void queryClient.prefetchQuery(myPermissionsQuery);
      previous = status;
    });
  }, [queryClient]);
}

type ProvidersProps = {
  children: ReactNode;
};

export function Providers({ children }: ProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  useSessionCache(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
