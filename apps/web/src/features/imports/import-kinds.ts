import { IMPORT_KINDS, type ImportKind } from "@inventario/shared/imports";
import type { Permission } from "@inventario/shared/permissions";
import { usePermissionPredicate } from "../../lib/my-permissions";

/** The permission that lets a user import a kind (shared permissions: `imports:<kind>`). */
export const importPermission = (kind: ImportKind): Permission => `imports:${kind}`;

/**
 * The kinds the signed-in user may import, in the catalogue's order; null while the permissions load.
 * The screen opens for a user holding any one of them (app/screen-access.ts).
 */
export function useImportableKinds(): readonly ImportKind[] | null {
  const can = usePermissionPredicate();
  return can ? IMPORT_KINDS.filter((kind) => can(importPermission(kind))) : null;
}
