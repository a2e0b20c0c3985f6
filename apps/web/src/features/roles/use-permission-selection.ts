import type { AssignedPermission } from "@inventario/shared/roles";
import { useState } from "react";
import { assignedNames } from "./permission-groups";

/**
 * The set being edited, started from what the server holds. The caller keys its component by what it
 * edits (the role, the employee), so switching to another one starts from that one's set.
 */
export function usePermissionSelection(saved: readonly AssignedPermission[]) {
  const [selected, setSelected] = useState(() => new Set(assignedNames(saved)));
  const rows = saved.map(({ name }) => ({ name, assigned: selected.has(name) }));
  const toggle = (name: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  // Catalogue order, so the saved list reads like the screen.
  return { rows, toggle, names: assignedNames(rows) };
}
