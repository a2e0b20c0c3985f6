import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { messages } from "@inventario/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStockedProduct, multipartBody } from "./helpers/catalog";
import { createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-database";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "inventario-web-"));
  fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Inventario</title><div id=root></div>");
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.writeFileSync(path.join(webDist, "assets", "index-abc123.js"), "console.log('app')");
  t = await createTestApp({ webDist }, (app) => {
    app.get("/api/test/boom", { config: { access: "public" } }, async () => {
      throw new Error("secreto: tabla employees columna password_hash");
    });
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe("health", () => {
  it("pings the database and names its kind", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", db: testDbKind });
  });
});

describe("error shape", () => {
  it("unknown API paths answer 404 JSON, never the web app", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-existe" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.errors.notFound, code: "NOT_FOUND" });
  });

  it("malformed JSON is a 400 with a Spanish message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth",
      headers: { "content-type": "application/json" },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.errors.invalidJson, code: "VALIDATION" });
  });

  it("a body over the limit is a 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.errors.payloadTooLarge, code: "PAYLOAD_TOO_LARGE" });
  });

  it("an unexpected failure is a 500 that reveals nothing", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.errors.internal, code: "INTERNAL" });
    expect(response.body).not.toContain("secreto");
    expect(response.body).not.toContain("stack");
  });

  it("every response carries a request id, and a caller's id is kept", async () => {
    const generated = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(generated.headers["x-request-id"]).toMatch(UUID);
    const given = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "abc-123" } });
    expect(given.headers["x-request-id"]).toBe("abc-123");
    const longest = "a.B_9-".repeat(10).padEnd(64, "z");
    const kept = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": longest } });
    expect(kept.headers["x-request-id"]).toBe(longest);
  });

  it("a caller's request id that is not a short token of safe characters is replaced by a fresh one", async () => {
    // It goes into every log line and back out in a header: no forged log lines, no huge or odd values.
    const unsafe = ["a".repeat(65), "", "abc 123", "abc\u0000x", "x\ny", "<script>", "ñandú", "a/b", '{"level":60}'];
    for (const id of unsafe) {
      const response = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": id } });
      expect(response.headers["x-request-id"], JSON.stringify(id)).toMatch(UUID);
    }
    // A header sent twice is not a token either.
    const twice = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": ["a", "b"] } });
    expect(twice.headers["x-request-id"]).toMatch(UUID);
  });
});

describe("caching", () => {
  it("no API answer is stored by a cache: answers, errors and 404s alike", async () => {
    const answers = [
      await t.app.inject({ method: "GET", url: "/api/health" }),
      await t.app.inject({ method: "GET", url: "/api/no-existe" }),
      await t.app.inject({ method: "GET", url: "/api" }),
      await t.app.inject({ method: "GET", url: "/api/clients?page=1" }),
      await t.app.inject({ method: "GET", url: "/api/test/boom" }),
      await t.app.inject({
        method: "POST",
        url: "/api/auth",
        headers: { "content-type": "application/json" },
        payload: '{"email": ',
      }),
      await t.app.inject({
        method: "POST",
        url: "/api/auth",
        payload: { email: "nadie@x.co", password: "mala-clave-1" },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 404, 401, 500, 400, 401]);
    for (const answer of answers) expect(answer.headers["cache-control"], answer.body).toBe("no-store");

    const cookie = await signIn(t.app);
    const list = await t.app.inject({ method: "GET", url: "/api/clients?page=1", headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
  });

  it("the versioned product image keeps its own long cache; the web app's files keep theirs", async () => {
    const cookie = await signIn(t.app);
    const { productId } = await createStockedProduct(t.app, cookie);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const body = multipartBody("image", "foto.png", "image/png", png);
    const saved = await t.app.inject({
      method: "POST",
      url: `/api/product/${productId}/image`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers["cache-control"]).toBe("no-store");
    const image = await t.app.inject({ method: "GET", url: saved.json().image_url, headers: { cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    // A product without an image is an error like any other.
    const { productId: bare } = await createStockedProduct(t.app, cookie);
    const missing = await t.app.inject({ method: "GET", url: `/api/product/${bare}/image`, headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");

    const page = await t.app.inject({ method: "GET", url: "/dashboard" });
    expect(page.headers["cache-control"]).toBe("no-cache");
    const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("security headers", () => {
  it("sends a strict CSP and the usual hardening headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/auth/login" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("are on API answers and errors too; the API docs keep their own CSP", async () => {
    for (const url of ["/api/health", "/api/no-such-route"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(String(response.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    }
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers["content-security-policy"])).toContain("validator.swagger.io");
  });
});

describe("web app serving", () => {
  it("deep links get index.html (history fallback), revalidated on every visit", async () => {
    for (const url of ["/dashboard/products/view/x", "/auth/login", "/"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<div id=root>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("hashed assets are cached for a year", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("a missing asset is a 404, not index.html", async () => {
    const response = await t.app.inject({ method: "POST", url: "/dashboard" });
    expect(response.statusCode).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("documents the routes from their zod schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths["/api/auth"].post;
    expect(login.requestBody.content["application/json"].schema.properties).toHaveProperty("email");
    expect(doc.paths).toHaveProperty("/api/auth/me");
    expect(doc.paths).toHaveProperty("/api/health");
  });

  it("is browsable at /api/docs", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("swagger");
  });
});

describe("access rules", () => {
  it("refuses to register an /api route that declares no access rule", async () => {
    const other = await createTestApp({}, (app) => {
      app.get("/api/test/olvidada", async () => ({ ok: true }));
    }).catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Error);
    expect((other as Error).message).toContain("declares no access rule");
  });
});
