import type { AuditRow } from "@inventario/shared/audit";
import { useRef } from "react";
import { useSession } from "../../lib/session-store";

export type KnownUser = { id: string; name: string };

const byName = (a: KnownUser, b: KnownUser) => a.name.localeCompare(b.name, "es-CO");

/**
 * The users 'Auditoría' can filter by: the signed-in one and everyone whose rows the screen has shown, by
 * name. The people API answers no employee's id (their screens address them by identification), and the
 * trail filters by id: the rows themselves name who did what.
 */
export function useKnownUsers(rows: readonly AuditRow[] | undefined): KnownUser[] {
  const { user } = useSession();
  const seen = useRef(new Map<string, string>());
  if (user) seen.current.set(user.id, user.name);
  for (const row of rows ?? []) if (row.user) seen.current.set(row.user.id, row.user.name);
  return [...seen.current].map(([id, name]) => ({ id, name })).sort(byName);
}
