import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInApp, type TestApp } from "./helpers/test-app";
import { signInWithPermissions } from "./helpers/users";

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

/**
 * The routes anyone may call, or any signed-in user for their own session; and the business's data,
 * printed on every receipt any seller hands out (its change needs settings:update).
 */
const OPEN_ROUTES = new Set([
  "POST /api/auth",
  "POST /api/auth/logout",
  "GET /api/auth/me",
  "GET /api/auth/me/permissions",
  "GET /api/health",
  "GET /api/settings/business",
]);

const concrete = (url: string) =>
  url.replace(":identification", "0123456789").replace(":id", "00000000-0000-7000-8000-000000000000");

describe("authorization", () => {
  it("every /api route except sign-in, logout, me, health and the business's data requires a permission or admin", () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (OPEN_ROUTES.has(key)) expect(["public", "session"], key).toContain(route.access);
      else expect(["public", "session"], key).not.toContain(route.access);
    }
  });

  it("matrix: no session → 401; without the permission → 403; with exactly that permission → allowed", async () => {
    const guarded = t.app.apiRoutes.filter((r) => !OPEN_ROUTES.has(`${r.method} ${r.url}`));
    const nobody = await signInWithPermissions(t.app, admin, []);
    // One user per permission, shared by the routes that need the same one.
    const holders = new Map<string, string>([["admin", admin]]);
    const holderOf = async (access: string) => {
      if (!holders.has(access))
        holders.set(access, (await signInWithPermissions(t.app, admin, [access as never])).cookie);
      return holders.get(access)!;
    };
    for (const route of guarded) {
      const key = `${route.method} ${route.url}`;
      const request = (cookie?: string) =>
        t.app.inject({
          method: route.method as "GET",
          url: concrete(route.url),
          headers: cookie ? { cookie } : {},
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
        });
      expect((await request()).statusCode, `${key} without session`).toBe(401);
      expect((await request(nobody.cookie)).statusCode, `${key} without permission`).toBe(403);
      // A route open to any of several permissions is checked with the first (each is its own holder).
      const allowed = await holderOf(typeof route.access === "string" ? route.access : route.access[0]!);
      expect([401, 403], `${key} with ${route.access}`).not.toContain((await request(allowed)).statusCode);
    }
  }, 120_000);
});
