import { ADMIN_ROLE, PERMISSIONS } from "@inventario/shared/permissions";
import { roleMessages } from "@inventario/shared/roles";
import type { Db } from "../../db/connection";
import { AppError, conflict, notFound } from "../../errors";
import { newId } from "../../lib/ids";
import { nowIso } from "../../lib/time";
import { createdFields, fieldChanges, recordAudit } from "../audit/audit-trail";
import { catalogueWith, validPermissionSet } from "./permissions.service";
import * as repo from "./roles.repository";

export type RolesService = ReturnType<typeof createRolesService>;

const adminFixed = () => new AppError(409, "CONFLICT", roleMessages.adminFixed);

export function createRolesService(db: Db) {
  async function existingRole(id: string) {
    const role = await repo.findRoleById(db, id);
    if (!role) throw notFound(roleMessages.notFound);
    return role;
  }

  async function ensureNameFree(name: string, exceptId?: string) {
    const other = await repo.findRoleByName(db, name);
    if (other && other.id !== exceptId) throw conflict(roleMessages.duplicate, { name: roleMessages.duplicate });
  }

  return {
    list: () => repo.listRoles(db),

    async create(name: string) {
      await ensureNameFree(name);
      const role = { id: newId(), name };
      await db.transaction().execute(async (trx) => {
        await repo.insertRole(trx, { ...role, created_at: nowIso() });
        await recordAudit(trx, {
          action: "create",
          entity: "role",
          entityId: role.id,
          summary: name,
          changes: createdFields({ name }),
        });
      });
      return role;
    },

    async rename(id: string, name: string) {
      const role = await existingRole(id);
      if (role.name === ADMIN_ROLE && name !== ADMIN_ROLE) throw adminFixed();
      await ensureNameFree(name, id);
      await db.transaction().execute(async (trx) => {
        await repo.renameRole(trx, id, name);
        const changes = fieldChanges({ name: role.name }, { name });
        await recordAudit(trx, { action: "update", entity: "role", entityId: id, summary: name, changes });
      });
      return { id, name };
    },

    async permissions(id: string) {
      const role = await existingRole(id);
      if (role.name === ADMIN_ROLE) return catalogueWith(PERMISSIONS);
      return catalogueWith(await repo.rolePermissions(db, id));
    },

    async setPermissions(id: string, names: readonly string[]) {
      const permissions = validPermissionSet(names);
      const role = await existingRole(id);
      if (role.name === ADMIN_ROLE) throw adminFixed();
      await db.transaction().execute(async (trx) => {
        const before = [...(await repo.rolePermissions(trx, id))].sort();
        await repo.replaceRolePermissions(trx, id, permissions);
        await recordAudit(trx, {
          action: "update",
          entity: "role",
          entityId: id,
          summary: role.name,
          changes: fieldChanges({ permissions: before }, { permissions: [...permissions].sort() }),
        });
      });
      return catalogueWith(permissions);
    },
  };
}
