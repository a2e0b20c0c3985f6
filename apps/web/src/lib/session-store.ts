import type { MeResponse, SessionUser } from "@inventario/shared/auth";
import { useSyncExternalStore } from "react";
import { forgetUserItems } from "./user-storage";

/**
 * The signed-in user. The session check (GET /auth/me) adds the warehouses they may change stock in
 * ('Bodegas asignadas'); the sign-in's answer does not carry them, and the check that follows it does.
 */
export type SignedInUser = SessionUser & Partial<Pick<MeResponse["user"], "warehouse_ids">>;

type SessionState =
  | { status: "checking"; user: null }
  | { status: "authenticated"; user: SignedInUser }
  | { status: "not-authenticated"; user: null };

type Listener = () => void;

/**
 * The session lives outside React so the API client can end it on a 401 without a component in
 * between; components read it through useSession().
 */
function createSessionStore(initial: SessionState = { status: "checking", user: null }) {
  let state = initial;
  const listeners = new Set<Listener>();

  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: (): SessionState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    startCheck: () => set({ status: "checking", user: null }),
    signIn: (user: SignedInUser) => set({ status: "authenticated", user }),
    /**
     * Signing out forgets what the user left half-done in this browser (user-storage.ts); a session that
     * `expired` (a 401) keeps it for the same user's next sign-in.
     */
    signOut: ({ expired = false }: { expired?: boolean } = {}) => {
      if (!expired && state.user) forgetUserItems(state.user.id);
      set({ status: "not-authenticated", user: null });
    },
  };
}

export const sessionStore = createSessionStore();

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}
