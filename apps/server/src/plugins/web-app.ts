import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound } from "../errors";

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated so a
 * deploy is picked up at once. Text assets go out brotli- or gzip-compressed when the browser accepts it. Any other GET outside /api answers index.html (history fallback).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWebApp = webDist !== undefined && fs.existsSync(path.join(webDist, "index.html"));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz twins of its text assets (apps/web/scripts/compress.mjs).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    const isPageRequest = request.method === "GET" || request.method === "HEAD";
    if (isApi || !isPageRequest || !hasWebApp) throw notFound();
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html");
  });
}
