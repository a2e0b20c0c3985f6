import { messages } from "@inventario/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStockedProduct, multipartBody } from "./helpers/catalog";
import { documentedRoutes } from "./helpers/openapi-routes";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from "./helpers/test-app";

/** Issue 34, 'cross-site requests': a write whose Origin (or Referer) is not the app's own host is refused. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app);
});
afterAll(async () => {
  await t.close();
});

const APP_HOST = "inventario.example.com";
const refusal = { code: "FORBIDDEN", message: messages.errors.crossSite };
const signInFrom = (headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth",
    headers: { host: APP_HOST, ...headers },
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });

describe("a write sent by a page of another site", () => {
  it("is refused before anything else, a sibling subdomain and `Origin: null` included; nothing is signed in", async () => {
    const senders: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { origin: "https://tienda.example.com" },
      { origin: `https://${APP_HOST}.evil.example` },
      { origin: "null" },
      { origin: "no es una dirección" },
      { referer: "https://evil.example/form.html" },
    ];
    for (const headers of senders) {
      const response = await signInFrom(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual(refusal);
      expect(response.cookies).toHaveLength(0);
    }
  });

  it("is let through from the app's own host, by Origin or Referer, whatever the scheme, and without either", async () => {
    const senders: Array<Record<string, string>> = [
      { origin: `https://${APP_HOST}` },
      { origin: `http://${APP_HOST.toUpperCase()}` },
      { referer: `https://${APP_HOST}/dashboard/products` },
      {},
    ];
    for (const headers of senders) {
      const response = await signInFrom(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it("compares the port too, and believes X-Forwarded-Host only from a trusted proxy", async () => {
    expect((await signInFrom({ origin: `https://${APP_HOST}:8443` })).statusCode).toBe(403);
    // TRUST_PROXY is off in tests: a client cannot name the host it is compared with.
    expect((await signInFrom({ origin: "https://evil.example", "x-forwarded-host": "evil.example" })).statusCode).toBe(
      403,
    );
  });

  it("answers a write without a Host header with the refusal, not a failure", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth",
      headers: { host: "", origin: "https://evil.example" },
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
  });

  it("leaves reads alone: a cross-site page may link to the app", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { host: APP_HOST, origin: "https://evil.example", cookie },
    });
    expect(response.statusCode).toBe(200);
  });

  it("cannot replace a product's image with a plain HTML form's multipart post", async () => {
    const { productId } = await createStockedProduct(t.app, cookie);
    const image = multipartBody("image", "a.png", "image/png", Buffer.from("89504e470d0a1a0a0000", "hex"));
    const response = await t.app.inject({
      method: "POST",
      url: `/api/product/${productId}/image`,
      ...image,
      headers: { ...image.headers, host: APP_HOST, origin: "https://tienda.example.com", cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal);
    const product = await t.app.inject({ method: "GET", url: `/api/product/${productId}`, headers: { cookie } });
    expect(product.json().image_url ?? null).toBeNull();
  });

  it("is refused on every documented write route", async () => {
    const writes = documentedRoutes(t.app.swagger()).filter((route) => !["GET", "HEAD"].includes(route.method));
    expect(writes.length).toBeGreaterThan(40);
    const admitted = [];
    for (const route of writes) {
      const url = route.path.replace(/\{[^}]+\}/g, "0000");
      const response = await t.app.inject({
        method: route.method as "POST",
        url,
        headers: { host: APP_HOST, origin: "https://evil.example", cookie, "content-type": "application/json" },
        payload: "{}",
      });
      if (response.statusCode !== 403 || response.json().message !== refusal.message)
        admitted.push(`${route.method} ${route.path}: ${response.statusCode}`);
    }
    expect(admitted).toEqual([]);
  });
});
