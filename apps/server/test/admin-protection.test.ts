import { messages } from "@inventario/shared/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetPassword } from "../src/db/admin";
import { ADMIN_IDENTIFICATION } from "../src/db/bootstrap";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createSignedInApp,
  injectAs,
  type Method,
  signIn,
  type TestApp,
} from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const call = (method: Method, url: string, cookie: string, payload?: object) =>
  injectAs(t.app, cookie, method, url, payload);

const adminUrl = `/api/employees/${ADMIN_IDENTIFICATION}`;
const personBody = (email: string) => ({
  name: "Administrador",
  last_name: "Tomado",
  email,
  birthday: "1980-01-01",
  phone_number: "3001234567",
});

/** A new employee with sign-in access under the given role; returns its identification and email. */
async function employeeWithRole(role: string, password = "clave-segunda-123") {
  const identification = uniqueIdentification();
  const email = `persona.${identification}@inventario.test`;
  const created = await call("POST", "/api/employees", admin, { identification, ...personBody(email) });
  expect(created.statusCode).toBe(201);
  const access = await call("PUT", `/api/employees/${identification}/access`, admin, { role, password });
  expect(access.statusCode).toBe(200);
  return { identification, email, password };
}

const adminRow = () =>
  t.app.db.selectFrom("employees").select(["email", "is_active"]).where("email", "=", ADMIN_EMAIL).executeTakeFirst();

describe("admin accounts", () => {
  it("a non-admin holding employees:delete cannot deactivate the admin", async () => {
    const { cookie } = await signInWithPermissions(t.app, admin, ["employees:read", "employees:delete"]);
    const refused = await call("DELETE", adminUrl, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.adminAccount.adminOnly, code: "FORBIDDEN" });
    expect(await adminRow()).toEqual({ email: ADMIN_EMAIL, is_active: 1 });
    await signIn(t.app);

    // The permission still works on an employee who is not an admin.
    const other = await employeeWithRole("vendedor");
    expect((await call("DELETE", `/api/employees/${other.identification}`, cookie)).statusCode).toBe(204);
  });

  it("a non-admin holding employees:update can neither edit nor reactivate the admin", async () => {
    const { cookie } = await signInWithPermissions(t.app, admin, ["employees:read", "employees:update"]);
    const edit = await call("PUT", adminUrl, cookie, personBody("atacante@inventario.test"));
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe("FORBIDDEN");
    expect((await adminRow())?.email).toBe(ADMIN_EMAIL);

    // An inactive admin is an admin account too: bringing it back is giving access to it.
    const second = await employeeWithRole("admin");
    expect((await call("DELETE", `/api/employees/${second.identification}`, admin)).statusCode).toBe(204);
    expect((await call("PATCH", `/api/employees/${second.identification}/reactivate`, cookie)).statusCode).toBe(403);

    const other = await employeeWithRole("bodeguero");
    const allowed = await call("PUT", `/api/employees/${other.identification}`, cookie, personBody(other.email));
    expect(allowed.statusCode).toBe(200);
  });

  it("the last active admin can neither deactivate nor demote themself", async () => {
    const deactivate = await call("DELETE", adminUrl, admin);
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toEqual({ message: messages.adminAccount.lastAdmin, code: "CONFLICT" });

    const demote = await call("PUT", `${adminUrl}/access`, admin, { role: "vendedor" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: messages.adminAccount.lastAdmin, code: "CONFLICT" });

    expect((await call("GET", "/api/auth/me", admin)).json().user.role).toBe("admin");
    expect((await adminRow())?.is_active).toBe(1);
  });

  it("an admin deactivates or demotes a second admin; then the first is the last again", async () => {
    const second = await employeeWithRole("admin");
    const secondCookie = await signIn(t.app, second.email, second.password);

    // With two admins, either may be demoted.
    expect(
      (await call("PUT", `/api/employees/${second.identification}/access`, admin, { role: "vendedor" })).statusCode,
    ).toBe(200);
    expect(
      (await call("PUT", `/api/employees/${second.identification}/access`, admin, { role: "admin" })).statusCode,
    ).toBe(200);

    expect((await call("DELETE", `/api/employees/${second.identification}`, admin)).statusCode).toBe(204);
    expect((await call("GET", "/api/auth/me", secondCookie)).statusCode).toBe(401);

    // The deactivated second admin does not count: the first is the last active one.
    const demote = await call("PUT", `${adminUrl}/access`, admin, { role: "vendedor" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(messages.adminAccount.lastAdmin);
  });

  it("npm run admin:password reactivates the account it resets", async () => {
    const second = await employeeWithRole("admin");
    expect((await call("DELETE", `/api/employees/${second.identification}`, admin)).statusCode).toBe(204);
    const before = await t.app.inject({
      method: "POST",
      url: "/api/auth",
      payload: { email: second.email, password: second.password },
    });
    expect(before.statusCode).toBe(401);

    expect(await resetPassword(t.app.db, second.email.toUpperCase(), "clave-nueva-456")).toBe(true);
    await signIn(t.app, second.email, "clave-nueva-456");
    const row = await t.app.db
      .selectFrom("employees")
      .select("is_active")
      .where("email", "=", second.email)
      .executeTakeFirst();
    expect(row?.is_active).toBe(1);
    // The original admin is untouched.
    await signIn(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
});
