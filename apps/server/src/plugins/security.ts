import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers with a CSP the built app satisfies: scripts and styles only from our origin.
 * Inline style attributes are allowed because React components and the toast library set them.
 * Swagger UI (/api/docs) sends its own, looser CSP on its own routes.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
    // The app loads nothing cross-origin; keep the strict defaults for the rest.
    crossOriginEmbedderPolicy: false,
  });
}
