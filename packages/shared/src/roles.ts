import { z } from "zod";
import { pathId, requiredText, text } from "./text";

export const roleMessages = {
  nameRequired: "El nombre del rol es obligatorio",
  nameTooLong: "El nombre del rol es demasiado largo",
  duplicate: "Ya existe un rol con ese nombre",
  notFound: "El rol no existe",
  adminFixed: "El rol admin tiene siempre todos los permisos y no se puede modificar",
} as const;

/** Role names are compared and stored in lower case: "Vendedor" and "vendedor" are one role. */
const roleName = requiredText(roleMessages.nameRequired, 50, roleMessages.nameTooLong).transform((name) =>
  name.toLowerCase(),
);

export const roleSchema = z.object({ id: z.string(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;
export const createRoleSchema = z.object({ rol_name: roleName });
export const renameRoleSchema = z.object({ id: text().min(1), name: roleName });
export const roleIdParamsSchema = z.object({ id: pathId() });

const assignedPermissionSchema = z.object({ name: z.string(), assigned: z.boolean() });
export type AssignedPermission = z.infer<typeof assignedPermissionSchema>;
export const permissionListSchema = z.array(assignedPermissionSchema);
export const setPermissionsSchema = z.object({ permissions: z.array(text().max(100)).max(500) });
