import { apiErrorSchema } from "@inventario/shared/errors";
import { messages } from "@inventario/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInApp, type TestApp } from "./helpers/test-app";

/** Defects the route fuzzer (fuzz.test.ts) found, each pinned by the smallest request that showed it. */
let t: TestApp;
let cookie: string;

beforeAll(async () => ({ t, admin: cookie } = await createSignedInApp()));
afterAll(() => t.close());

describe("paths Fastify's router refuses before any route runs", () => {
  // Fastify answered these itself: {"error":"Bad Request","code":"FST_ERR_…","message":"'<the path>' is …"},
  // in English, echoing the path, without the security and no-store headers.
  it.each([
    "/api/product/%ZZ",
    "/api/employees/%E0%A4%A/permissions",
    "/api/warehouse/%C0%AF",
    "/api/inventory/getEntries/%?page=1",
  ])("a malformed percent-encoding (%s) is a 400 in the API's shape", async (url) => {
    const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.errors.validation, code: "VALIDATION" });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-request-id"]).toBeTruthy();
  });

  it.each([
    { method: "GET" as const, url: `/api/product/${"x".repeat(101)}` },
    { method: "DELETE" as const, url: `/api/clients/${"%00".repeat(200)}` },
    { method: "PUT" as const, url: `/api/roles/${"a".repeat(5000)}/permissions` },
  ])(
    "a path parameter over the router's limit ($method) names no row: 404 in the API's shape",
    async ({ method, url }) => {
      const response = await t.app.inject({ method, url, headers: { cookie } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.errors.notFound, code: "NOT_FOUND" });
      expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
      expect(response.body).not.toContain("/api/");
      expect(response.headers["cache-control"]).toBe("no-store");
    },
  );
});
