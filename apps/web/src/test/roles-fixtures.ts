import { PERMISSIONS } from "@inventario/shared/permissions";
import type { AssignedPermission, Role } from "@inventario/shared/roles";
import type { Warehouse } from "@inventario/shared/warehouses";
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

/** The active warehouses 'Bodegas asignadas' offers (GET /warehouse?all=true). */
export const scopeWarehouses: Warehouse[] = [
  { id: "w-1", identification: "4820193746", name: "Bodega Principal", is_active: true },
  { id: "w-3", identification: "5512093847", name: "Bodega Medellín", is_active: true },
];

/**
 * GET /api/roles and each role's permissions: the admin role holds all, vendedor a few, the rest none. Also
 * the warehouses and an employee's 'Bodegas asignadas' (none), which the employee screen asks for.
 */
export function rolesApi(request: MockRequest): Response | undefined {
  if (request.method !== "GET") return undefined;
  if (request.url === "/api/roles") return jsonResponse(200, roles);
  if (request.url === "/api/warehouse?all=true") {
    return jsonResponse(200, { data: scopeWarehouses, page: 1, total_pages: 1, total: scopeWarehouses.length });
  }
  if (/^\/api\/employees\/\d+\/warehouses$/.test(request.url)) return jsonResponse(200, { warehouse_ids: [] });
  const match = /^\/api\/roles\/([^/]+)\/permissions$/.exec(request.url);
  if (!match) return undefined;
  if (match[1] === adminRole.id) return jsonResponse(200, catalogueWith(PERMISSIONS));
  return jsonResponse(200, catalogueWith(match[1] === vendedor.id ? VENDEDOR_PERMISSIONS : []));
}

/** The distinct prefixes of the catalogue, in order: one table each. */
export const CATALOGUE_GROUPS = [...new Set(PERMISSIONS.map((name) => name.split(":")[0]))];
