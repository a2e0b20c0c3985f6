import { PAGE_SIZE } from "@inventario/shared/constants";
import { todayInBusinessZone } from "@inventario/shared/dates";
import { personMessages } from "@inventario/shared/people";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInApp, type TestApp } from "./helpers/test-app";
import { signInWithPermissions, uniqueIdentification } from "./helpers/users";

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await createSignedInApp()));
afterAll(() => t.close());

const person = (overrides: Record<string, unknown> = {}) => {
  const identification = uniqueIdentification();
  return {
    identification,
    name: "José",
    last_name: "Peña Ramírez",
    email: `jose.${identification}@correo.co`,
    birthday: "1988-07-14",
    phone_number: "3104567890",
    ...overrides,
  };
};

describe.each([
  { group: "clients", label: "cliente" },
  { group: "employees", label: "empleado" },
] as const)("/api/$group", ({ group, label }) => {
  const base = `/api/${group}`;
  const call = (method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH", url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it("adds, views, edits, deletes (soft) and reactivates", async () => {
    const input = person({ email: "  Jose.Mixto@Correo.CO " });
    const created = await call("POST", base, input);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...input, email: "jose.mixto@correo.co", is_active: true });

    const viewed = await call("GET", `${base}/${input.identification}`);
    expect(viewed.json()).toEqual(created.json());

    const updated = await call("PUT", `${base}/${input.identification}`, {
      ...input,
      identification: "1111111111",
      email: "jose.mixto@correo.co",
      phone_number: "3209998877",
    });
    expect(updated.statusCode).toBe(200);
    // The identification in the body is ignored: it cannot change.
    expect(updated.json()).toMatchObject({ identification: input.identification, phone_number: "3209998877" });

    expect((await call("DELETE", `${base}/${input.identification}`)).statusCode).toBe(204);
    expect((await call("GET", `${base}/${input.identification}`)).json().is_active).toBe(false);

    const reactivated = await call("PATCH", `${base}/${input.identification}/reactivate`);
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().is_active).toBe(true);
  });

  it("validates every field with the form's Spanish messages and stores nothing", async () => {
    const before = (await call("GET", base)).json().total;
    const response = await call("POST", base, {
      identification: "12345",
      name: " ",
      last_name: "",
      email: "no-es-correo",
      birthday: "2999-01-01",
      phone_number: "31045678",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION",
      fields: {
        identification: personMessages.tenDigits,
        name: personMessages.nameRequired,
        last_name: personMessages.lastNameRequired,
        email: personMessages.emailInvalid,
        birthday: personMessages.birthdayInFuture,
        phone_number: personMessages.tenDigits,
      },
    });
    const impossibleDate = await call("POST", base, person({ birthday: "2023-02-30" }));
    expect(impossibleDate.json().fields).toEqual({ birthday: personMessages.dateInvalid });
    const letters = await call("POST", base, person({ identification: "12345abcde" }));
    expect(letters.json().fields).toEqual({ identification: personMessages.tenDigits });
    const missing = await call("POST", base, {});
    expect(Object.keys(missing.json().fields).sort()).toEqual(
      ["birthday", "email", "identification", "last_name", "name", "phone_number"].sort(),
    );
    expect((await call("GET", base)).json().total).toBe(before);
  });

  it("accepts today as a birthday (in Colombia's calendar)", async () => {
    const response = await call("POST", base, person({ birthday: todayInBusinessZone() }));
    expect(response.statusCode).toBe(201);
  });

  it("refuses a duplicate identification or email with 409 naming the field", async () => {
    const first = person();
    await call("POST", base, first);
    const sameId = await call("POST", base, person({ identification: first.identification }));
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json()).toMatchObject({
      code: "CONFLICT",
      fields: { identification: expect.stringContaining(label) },
    });
    const sameEmail = await call("POST", base, person({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().fields).toEqual({ email: expect.stringContaining("correo") });

    const second = person();
    await call("POST", base, second);
    const editToTaken = await call("PUT", `${base}/${second.identification}`, { ...second, email: first.email });
    expect(editToTaken.statusCode).toBe(409);
  });

  it("two simultaneous adds of the same person: one 201, one 409, never a 500", async () => {
    const input = person();
    const results = await Promise.all([call("POST", base, input), call("POST", base, input)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("answers 404 for an unknown identification and 400 for a malformed one", async () => {
    for (const [method, suffix] of [
      ["GET", ""],
      ["DELETE", ""],
      ["PATCH", "/reactivate"],
    ] as const) {
      expect((await call(method, `${base}/0123456789${suffix}`)).statusCode).toBe(404);
    }
    expect((await call("PUT", `${base}/0123456789`, person())).statusCode).toBe(404);
    expect((await call("GET", `${base}/12ab`)).statusCode).toBe(400);
  });

  it("searches by identification, name, last name or email, ignoring accents and case", async () => {
    const tag = uniqueIdentification().slice(-6);
    const input = person({ name: "Ángela", last_name: `Muñoz Zuluaga${tag}`, email: `angela.${tag}@Empresa.co` });
    await call("POST", base, input);
    const search = async (term: string) =>
      (await call("GET", `${base}?search=${encodeURIComponent(term)}`))
        .json()
        .data.map((p: { identification: string }) => p.identification);
    for (const term of [
      `MUNOZ ZULUAGA${tag}`,
      `zuluaga${tag}`,
      `angela muñoz zuluaga${tag}`,
      `${tag}@empresa`,
      ` ${tag} `,
    ]) {
      expect(await search(term), term).toContain(input.identification);
    }
    expect(await search(input.identification.slice(2, 8))).toContain(input.identification);
    expect(await search(`zuluaga${tag}x`)).toEqual([]);
    // LIKE wildcards are plain characters.
    expect(await search("%")).toEqual([]);
    expect(await search("__")).toEqual([]);
  });

  it("pages by ten in last-name order, with exact totals", async () => {
    const tag = `Orden${uniqueIdentification().slice(-5)}`;
    const lastNames = [
      "Álvarez",
      "Zapata",
      "Bermúdez",
      "álvarez",
      "Castro",
      "Duque",
      "Escobar",
      "Franco",
      "Gil",
      "Henao",
      "Ibarra",
      "Jaramillo",
    ];
    for (const lastName of lastNames) await call("POST", base, person({ name: tag, last_name: lastName }));
    const page = async (n: number | string) => call("GET", `${base}?page=${n}&search=${tag}`);

    const first = (await page(1)).json();
    expect(first).toMatchObject({ page: 1, total: 12, total_pages: 2 });
    expect(first.data).toHaveLength(PAGE_SIZE);
    const second = (await page(2)).json();
    expect(second.data).toHaveLength(2);
    const order = [...first.data, ...second.data].map((p: { last_name: string }) => p.last_name);
    expect(order.slice(0, 3).map((n: string) => n.toLowerCase())).toEqual(["álvarez", "álvarez", "bermúdez"]);
    expect(order.at(-1)).toBe("Zapata");

    const beyond = (await page(3)).json();
    expect(beyond).toMatchObject({ data: [], page: 3, total: 12, total_pages: 2 });
    for (const bad of [0, -1, "abc", 1.5]) expect((await page(bad)).statusCode, String(bad)).toBe(400);
  });

  it("counts the active ones", async () => {
    const before = (await call("GET", `${base}/active/count`)).json().count;
    const input = person();
    await call("POST", base, input);
    expect((await call("GET", `${base}/active/count`)).json().count).toBe(before + 1);
    await call("DELETE", `${base}/${input.identification}`);
    expect((await call("GET", `${base}/active/count`)).json().count).toBe(before);
  });

  it("needs a session (401) and the matching permission (403)", async () => {
    expect((await t.app.inject({ method: "GET", url: base })).statusCode).toBe(401);
    const reader = await signInWithPermissions(t.app, admin, [`${group}:read`]);
    expect((await call("GET", base, undefined, reader.cookie)).statusCode).toBe(200);
    const refused = await call("POST", base, person(), reader.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "No tienes permisos para esta acción", code: "FORBIDDEN" });
  });
});

describe("employees only", () => {
  it("deleting an employee ends their sessions and they can no longer sign in", async () => {
    const user = await signInWithPermissions(t.app, admin, ["employees:read"]);
    const me = () => t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: user.cookie } });
    expect((await me()).statusCode).toBe(200);
    await t.app.inject({ method: "DELETE", url: `/api/employees/${user.identification}`, headers: { cookie: admin } });
    expect((await me()).statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth",
      payload: { email: `usuario.${user.identification}@inventario.test`, password: "clave-prueba-123" },
    });
    expect(again.statusCode).toBe(401);
  });

  it("an employee cannot delete themselves", async () => {
    const user = await signInWithPermissions(t.app, admin, ["employees:read", "employees:delete"]);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/employees/${user.identification}`,
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(409);
  });

  it("access: sets the role by name and a password; a short password or unknown role is refused", async () => {
    const input = person();
    await t.app.inject({ method: "POST", url: "/api/employees", headers: { cookie: admin }, payload: input });
    const access = (payload: object) =>
      t.app.inject({
        method: "PUT",
        url: `/api/employees/${input.identification}/access`,
        headers: { cookie: admin },
        payload,
      });
    expect((await access({ role: "vendedor", password: "corta" })).statusCode).toBe(400);
    const unknown = await access({ role: "astronauta", password: "clave-larga-123" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty("role");
    const granted = await access({ role: "Vendedor", password: "clave-larga-123" });
    expect(granted.json()).toMatchObject({ role: "vendedor", has_access: true });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth",
      payload: { email: input.email, password: "clave-larga-123" },
    });
    expect(login.json()).toMatchObject({ name: "José Peña Ramírez", role: "vendedor" });
  });
});
