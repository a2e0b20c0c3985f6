import type { SessionUser } from "@inventario/shared/auth";
import type { Permission } from "@inventario/shared/permissions";
import { ADMIN_ROLE } from "@inventario/shared/permissions";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden, unauthenticated } from "../errors";
import type { AuthService } from "../modules/auth/auth.service";
import type { PermissionsService } from "../modules/roles/permissions.service";

export const SESSION_COOKIE = "inventario_session";

/**
 * How a route is reached; every /api route must declare one, or start-up fails, so nothing is
 * reachable by accident:
 * - `public`: anyone (sign-in, health);
 * - `session`: any signed-in user (their own data);
 * - `admin`: only the admin role (permission management);
 * - a permission name: signed-in users whose effective set holds it (admin holds all);
 * - a list of permission names: signed-in users holding any of them (the import history, which every
 *   kind's importer reads).
 */
type RouteAccess = "public" | "session" | "admin" | Permission | readonly Permission[];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, for the authorization tests and the docs. */
    apiRoutes: Array<{ method: string; url: string; access: RouteAccess }>;
  }
}

export function registerAccessControl(app: FastifyInstance, auth: AuthService, permissions: PermissionsService): void {
  app.decorateRequest("user", null);
  app.decorate("apiRoutes", []);

  app.addHook("onRoute", (route) => {
    const isApi = route.url === "/api" || route.url.startsWith("/api/");
    if (!isApi || route.url.startsWith("/api/docs")) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook("onRequest", async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === undefined || access === "public") return;
    request.user = await userFromCookie(request, auth);
    if (!request.user) throw unauthenticated();
    if (access === "session" || request.user.role === ADMIN_ROLE) return;
    // Read on every request, so a change of permissions applies to the user's next call.
    if (access === "admin" || !(await holdsAny(permissions, request.user.id, access))) throw forbidden();
  });
}

async function holdsAny(permissions: PermissionsService, userId: string, access: Permission | readonly Permission[]) {
  for (const permission of typeof access === "string" ? [access] : access)
    if (await permissions.userHas(userId, permission)) return true;
  return false;
}

async function userFromCookie(request: FastifyRequest, auth: AuthService): Promise<SessionUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? auth.resolve(token) : null;
}
