import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * A CSP the built app satisfies: scripts and styles only from our origin. Inline style attributes
 * are allowed because React components and the toast library set them.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(";");

/**
 * helmet's default hardening headers (v8; the app loads nothing cross-origin, so no COEP is needed)
 * with our CSP. A constant set on every response: @fastify/helmet rebuilt them per request, 8 % of a
 * product page's server time.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/**
 * Swagger UI (/api/docs) replaces the CSP with its own, looser one on its own routes. API answers, errors
 * and 404s included, hold personal data: no cache keeps them (a route may set its own, as the versioned
 * product image does). The web app's files keep the cache headers web-app.ts gives them.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
}

/** Also called for the answers Fastify's router gives before any hook runs (errors.ts). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
  if (request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?")) {
    reply.header("cache-control", "no-store");
  }
}
