import { messages } from "@inventario/shared/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors";

/** Methods that change nothing: a cross-site page may cause them (a link, an image) without harm. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The host (name and port) a browser says a request was sent from: its Origin header, else its Referer's
 * (a browser sends Origin with every write, and the app's pages send no Referer: `referrer-policy:
 * no-referrer`). Undefined when it says neither, as a client that is no browser (curl, a script); null
 * when what it says names no host (`Origin: null`, from a sandboxed frame or a redirect, or an unreadable
 * value).
 */
function senderHost(request: FastifyRequest): string | null | undefined {
  const claimed = request.headers.origin ?? request.headers.referer;
  if (claimed === undefined || claimed === "") return undefined;
  try {
    return new URL(claimed).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * Refuses every write a page of another site makes a browser send (issue 34): a state-changing request
 * whose Origin (or Referer) is not the app's own host. SameSite=Lax kept the session cookie off
 * cross-site writes, but a sibling subdomain counts as the same site, and a plain HTML form can post a
 * multipart body (the product image upload). Compared by host, not scheme: behind a TLS proxy the server
 * sees http while the page is https. `request.host` is the Host header, or X-Forwarded-Host from a proxy
 * TRUST_PROXY trusts. Before authentication: such a request learns nothing of the session.
 */
export function registerSameOriginWrites(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const sender = senderHost(request);
    // An HTTP/1.0 request may come without a Host header: then nothing names the app's host to match.
    if (sender === undefined || sender === (request.host ?? "").toLowerCase()) return;
    throw new AppError(403, "FORBIDDEN", messages.errors.crossSite);
  });
}
