import type { MeResponse } from "@inventario/shared/auth";
import { useLayoutEffect, useRef } from "react";
import { api } from "../../../lib/api-client";
import { ApiRequestError, isAbortError } from "../../../lib/api-error";
import { discardEarlyPermissions } from "../../../lib/my-permissions";
import { notifyError } from "../../../lib/notify";
import { sessionStore } from "../../../lib/session-store";

function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get<MeResponse>("/auth/me", { signal });
}

/** The app load's check, sent by main.tsx before the first screen's code has loaded; see below. */
let earlyCheck: Promise<MeResponse> | null = null;

/**
 * Sends the app load's session check at once, instead of after the first screen's code has downloaded
 * (a round trip saved on a slow phone network). The first `useSessionCheck` follows its answer.
 */
export function sendEarlySessionCheck(): void {
  earlyCheck = getMe();
  // Followed by the session check; this only keeps a failure from being reported as unhandled meanwhile.
  earlyCheck.catch(() => undefined);
}

/**
 * The session check of SPEC §4: on app load and whenever the user lands on /dashboard itself, the
 * status goes to `checking` and then follows GET /auth/me.
 */
export function useSessionCheck(atDashboardHome: boolean): void {
  // Which location kind the last finished check belongs to (undefined: none yet). It lets a re-run of
  // the same effect (strict mode) skip a check already done, yet redo one that the re-run aborted.
  const settledAtHome = useRef<boolean | undefined>(undefined);

  // A layout effect flips to `checking` before the browser paints, so the screen that was just
  // navigated to does not flash before 'Verificando sesión...'.
  useLayoutEffect(() => {
    if (settledAtHome.current !== undefined && (!atDashboardHome || settledAtHome.current)) {
      if (!atDashboardHome) settledAtHome.current = false;
      return;
    }
    const controller = new AbortController();
    sessionStore.startCheck();
    // Strict mode's second run of this effect follows the same early check, so it is forgotten only once
    // an answer has been applied; a later check asks again.
    (earlyCheck ?? getMe(controller.signal)).then(
      ({ user }) => {
        if (controller.signal.aborted) return;
        earlyCheck = null;
        settledAtHome.current = atDashboardHome;
        sessionStore.signIn(user);
      },
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        earlyCheck = null;
        settledAtHome.current = atDashboardHome;
        discardEarlyPermissions();
        sessionStore.signOut();
        // A 401 simply means "not signed in"; anything else is worth telling (server down, timeout).
        if (!(error instanceof ApiRequestError && error.status === 401)) {
          notifyError(error instanceof Error ? error.message : String(error));
        }
      },
    );
    return () => controller.abort();
  }, [atDashboardHome]);
}
