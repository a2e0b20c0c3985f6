import { AsyncLocalStorage } from "node:async_hooks";
import type { SessionUser } from "@inventario/shared/auth";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Who is acting, for the audit trail: the request being served, kept in an AsyncLocalStorage so that a
 * service deep in a transaction records its user and address without every service signature carrying
 * them (docs/decisions/0028-audit-trail.md); the stock ledger's warehouse-scope guard reads its user the
 * same way (modules/employees/warehouse-scope.ts). The request itself is kept, not a copy: its user is known
 * only once the access hook has read the session, after this hook ran.
 */
const requests = new AsyncLocalStorage<FastifyRequest>();

/** The first onRequest hook: everything after it (hooks, handler, error handler) runs in the request's context. */
export function registerAuditActor(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    requests.run(request, done);
  });
}

export type AuditActor = { userId: string | null; address: string | null };

/** The signed-in user and the address of the request being served; nobody outside a request (seed, script). */
export function currentActor(): AuditActor {
  const request = requests.getStore();
  return { userId: request?.user?.id ?? null, address: request?.ip ?? null };
}

/** The route of the request being served (`POST /api/sale`), for a refusal's summary. */
export function currentRoute(): string | null {
  const request = requests.getStore();
  return request ? `${request.method} ${request.routeOptions.url ?? request.url.split("?")[0]}` : null;
}

/** The signed-in user of the request being served; null outside a request (seed, script) or before sign-in. */
export function currentUser(): SessionUser | null {
  return requests.getStore()?.user ?? null;
}
