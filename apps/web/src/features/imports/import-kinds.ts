import { IMPORT_KINDS, type ImportKind, importPermission } from "@inventario/shared/imports";
import { usePermissionPredicate } from "../../lib/my-permissions";

/**
 * The kinds the signed-in user may import, in the catalogue's order; null while the permissions load.
 * The screen opens for a user holding any one of them (app/screen-access.ts).
 */
export function useImportableKinds(): readonly ImportKind[] | null {
  const can = usePermissionPredicate();
  return can ? IMPORT_KINDS.filter((kind) => can(importPermission(kind))) : null;
}
