import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Toaster } from "../components/toaster";
import { createQueryClient } from "../lib/query-client";
import { sessionStore } from "../lib/session-store";

// Cached lists belong to whoever was signed in; the next user must not see them, even briefly.
function useClearCacheOnSignOut(queryClient: QueryClient): void {
  useEffect(() => {
    let previous = sessionStore.getSnapshot().status;
    return sessionStore.subscribe(() => {
      const { status } = sessionStore.getSnapshot();
      if (previous === "authenticated" && status === "not-authenticated") queryClient.clear();
      previous = status;
    });
  }, [queryClient]);
}

type ProvidersProps = {
  children: ReactNode;
};

export function Providers({ children }: ProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  useClearCacheOnSignOut(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
