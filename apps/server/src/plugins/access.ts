import type { SessionUser } from "@inventario/shared/auth";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { unauthenticated } from "../errors";
import type { AuthService } from "../modules/auth/auth.service";

export const SESSION_COOKIE = "inventario_session";

/**
 * How a route is reached. Every /api route must declare one: a route that forgets is refused at
 * start-up, so nothing is public by accident.
 */
export type RouteAccess = "public" | "session";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function registerAccessControl(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest("user", null);

  app.addHook("onRoute", (route) => {
    const isApi = route.url.startsWith("/api/") || route.url === "/api";
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (isApi && !route.url.startsWith("/api/docs") && !access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    }
  });

  app.addHook("onRequest", async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === undefined || access === "public") return;
    request.user = await userFromCookie(request, auth);
    if (!request.user) throw unauthenticated();
  });
}

export async function userFromCookie(request: FastifyRequest, auth: AuthService): Promise<SessionUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? auth.resolve(token) : null;
}
