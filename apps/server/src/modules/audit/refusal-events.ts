import { messages } from "@inventario/shared/messages";
import type { FastifyError, FastifyInstance } from "fastify";
import type { Db } from "../../db/connection";
import { currentRoute } from "./audit-actor";
import { recordAuditNow } from "./audit-trail";

/**
 * Every 403 the server answers is a security event of the trail (issue 34): a permission refused (who,
 * which route) or a write sent from another site (plugins/same-origin.ts). Recorded in a transaction of
 * its own once the refusal is decided; a failure to record it is logged and the refusal answered anyway.
 */
export function registerRefusalEvents(app: FastifyInstance, db: Db): void {
  app.addHook("onError", async (request, _reply, error: FastifyError) => {
    if (error.statusCode !== 403) return;
    const crossSite = error.message === messages.errors.crossSite;
    const route = currentRoute() ?? request.url;
    await recordAuditNow(db, {
      action: crossSite ? "cross_site" : "forbidden",
      entity: "session",
      summary: crossSite
        ? `${route} desde ${request.headers.origin ?? request.headers.referer ?? "otro sitio"}`.slice(0, 500)
        : route,
    }).catch((err) => request.log.warn({ err }, "refusal not recorded in the audit trail"));
  });
}
