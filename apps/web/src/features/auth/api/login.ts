import type { LoginInput, SessionUser } from "@inventario/shared/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

function login(input: LoginInput): Promise<SessionUser> {
  return api.post<SessionUser>("/auth", input, { keepSessionOn401: true });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
