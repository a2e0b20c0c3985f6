import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "../../../lib/api-client";
import { sessionStore } from "../../../lib/session-store";

function logout(): Promise<void> {
  return api.post<void>("/auth/logout");
}

/** Signs out locally even if the call fails: the user asked to leave and must not stay on the screen. */
export function useLogout() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: logout,
    onSettled: () => {
      sessionStore.signOut();
      navigate("/auth/login", { replace: true });
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
