import { PERMISSIONS } from "@inventario/shared/permissions";
import type { AssignedPermission, Role } from "@inventario/shared/roles";
import { jsonResponse, type MockRequest } from "./fetch-mock";

const adminRole: Role = { id: "r-1", name: "admin" };
export const bodeguero: Role = { id: "r-2", name: "bodeguero" };
export const vendedor: Role = { id: "r-3", name: "vendedor" };
export const roles = [adminRole, bodeguero, vendedor];

/** The whole catalogue marked with `held`, as the role and grant endpoints answer. */
export function catalogueWith(held: readonly string[]): AssignedPermission[] {
  return PERMISSIONS.map((name) => ({ name, assigned: held.includes(name) }));
}

export const VENDEDOR_PERMISSIONS = ["dashboard:read", "clients:read", "clients:create"];

/** GET /api/roles and each role's permissions: the admin role holds all, vendedor a few, the rest none. */
export function rolesApi(request: MockRequest): Response | undefined {
  if (request.method !== "GET") return undefined;
  if (request.url === "/api/roles") return jsonResponse(200, roles);
  const match = /^\/api\/roles\/([^/]+)\/permissions$/.exec(request.url);
  if (!match) return undefined;
  if (match[1] === adminRole.id) return jsonResponse(200, catalogueWith(PERMISSIONS));
  return jsonResponse(200, catalogueWith(match[1] === vendedor.id ? VENDEDOR_PERMISSIONS : []));
}

/** The distinct prefixes of the catalogue, in order: one table each. */
export const CATALOGUE_GROUPS = [...new Set(PERMISSIONS.map((name) => name.split(":")[0]))];
