import { PERMISSIONS } from "@inventario/shared/permissions";
import { roleMessages } from "@inventario/shared/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInApp, injectAs, type Method, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  injectAs(t.app, cookie, method, url, payload);
const roleId = async (name: string) =>
  (await call("GET", "/api/roles")).json().find((r: { name: string }) => r.name === name).id as string;
const assigned = (list: Array<{ name: string; assigned: boolean }>) =>
  list.filter((p) => p.assigned).map((p) => p.name);

describe("roles", () => {
  it("lists, creates (lower-cased, unique) and renames roles", async () => {
    const names = (await call("GET", "/api/roles")).json().map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(["admin", "vendedor", "bodeguero"]));

    const created = await call("POST", "/api/roles", { rol_name: "  Cajero " });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), name: "cajero" });
    const duplicate = await call("POST", "/api/roles", { rol_name: "CAJERO" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(roleMessages.duplicate);
    expect((await call("POST", "/api/roles", { rol_name: " " })).statusCode).toBe(400);

    const renamed = await call("PUT", "/api/roles", { id: created.json().id, name: "Cajera" });
    expect(renamed.json()).toEqual({ id: created.json().id, name: "cajera" });
    expect((await call("PUT", "/api/roles", { id: created.json().id, name: "vendedor" })).statusCode).toBe(409);
    expect((await call("PUT", "/api/roles", { id: "no-existe", name: "x" })).statusCode).toBe(404);
  });

  it("the admin role cannot be renamed or stripped, and shows every permission", async () => {
    const id = await roleId("admin");
    expect((await call("PUT", "/api/roles", { id, name: "jefe" })).statusCode).toBe(409);
    expect((await call("PUT", `/api/roles/${id}/permissions`, { permissions: [] })).statusCode).toBe(409);
    expect(assigned((await call("GET", `/api/roles/${id}/permissions`)).json())).toEqual([...PERMISSIONS]);
  });

  it("replaces a role's permissions; unknown names are a 400 and change nothing", async () => {
    const id = (await call("POST", "/api/roles", { rol_name: `rol-${uniqueIdentification()}` })).json().id;
    const set = await call("PUT", `/api/roles/${id}/permissions`, {
      permissions: ["clients:read", "clients:read", "dashboard:read"],
    });
    expect(assigned(set.json())).toEqual(["dashboard:read", "clients:read"]);
    const all = (await call("GET", `/api/roles/${id}/permissions`)).json();
    expect(all).toHaveLength(PERMISSIONS.length);
    expect(assigned(all)).toEqual(["dashboard:read", "clients:read"]);

    const bad = await call("PUT", `/api/roles/${id}/permissions`, { permissions: ["clients:read", "naves:volar"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("naves:volar");
    expect(assigned((await call("GET", `/api/roles/${id}/permissions`)).json())).toEqual([
      "dashboard:read",
      "clients:read",
    ]);
  });
});

describe("effective permissions", () => {
  it("are the role's set plus the employee's own grants, and changes apply on the next request", async () => {
    const user = await signInWithPermissions(t.app, admin, ["clients:read"]);
    const mine = async () => (await call("GET", "/api/auth/me/permissions", undefined, user.cookie)).json();
    expect(await mine()).toEqual([{ name: "clients:read", assigned: true }]);
    expect((await call("GET", "/api/employees", undefined, user.cookie)).statusCode).toBe(403);

    const grant = await call("PUT", `/api/employees/${user.identification}/permissions`, {
      permissions: ["employees:read"],
    });
    expect(assigned(grant.json())).toEqual(["employees:read"]);
    expect(assigned((await call("GET", `/api/employees/${user.identification}/permissions`)).json())).toEqual([
      "employees:read",
    ]);
    // No new sign-in needed.
    expect((await call("GET", "/api/employees", undefined, user.cookie)).statusCode).toBe(200);
    expect((await mine()).map((p: { name: string }) => p.name).sort()).toEqual(["clients:read", "employees:read"]);

    await call("PUT", `/api/roles/${user.roleId}/permissions`, { permissions: [] });
    expect((await call("GET", "/api/clients", undefined, user.cookie)).statusCode).toBe(403);
  });

  it("admin holds every permission", async () => {
    const names = (await call("GET", "/api/auth/me/permissions")).json().map((p: { name: string }) => p.name);
    expect(names).toEqual([...PERMISSIONS]);
  });

  it("only admins change roles or grants, even holding roles:update", async () => {
    const user = await signInWithPermissions(t.app, admin, ["roles:read", "roles:update"]);
    const id = await roleId("vendedor");
    expect((await call("GET", `/api/roles/${id}/permissions`, undefined, user.cookie)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ["POST", "/api/roles", { rol_name: "intruso" }],
      ["PUT", "/api/roles", { id, name: "intruso" }],
      ["PUT", `/api/roles/${id}/permissions`, { permissions: ["clients:read"] }],
      ["PUT", `/api/employees/${user.identification}/permissions`, { permissions: ["clients:read"] }],
      ["PUT", `/api/employees/${user.identification}/access`, { role: "admin" }],
    ] as const) {
      expect((await call(method, url, payload, user.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
