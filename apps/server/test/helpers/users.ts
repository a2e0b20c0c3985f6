import type { Permission } from "@inventario/shared/permissions";
import type { FastifyInstance } from "fastify";
import { signIn } from "./test-app";

let counter = 0;

/**
 * Ten digits unique per call within a test file: the clock's last six digits of milliseconds, then a
 * counter's last three. The counter is the worker's (files share modules: isolate is false), so it wraps
 * instead of growing a fourth digit that the ten would cut: cut, 1000 to 1009 were one identification, and
 * a file on a frozen clock (kardex-dates.test.ts) that started past 1,000 made the same warehouse twice.
 */
export function uniqueIdentification(): string {
  counter = (counter + 1) % 1000;
  return `9${String(Date.now() % 1_000_000).padStart(6, "0")}${String(counter).padStart(3, "0")}`;
}

/**
 * A signed-in non-admin employee holding exactly these permissions (through a role of its own), made
 * through the API as the admin would.
 */
export async function signInWithPermissions(
  app: FastifyInstance,
  adminCookie: string,
  permissions: readonly Permission[],
): Promise<{ cookie: string; identification: string; roleId: string }> {
  const identification = uniqueIdentification();
  const email = `usuario.${identification}@inventario.test`;
  const role = await app.inject({
    method: "POST",
    url: "/api/roles",
    headers: { cookie: adminCookie },
    payload: { rol_name: `rol-${identification}` },
  });
  if (role.statusCode !== 201) throw new Error(`role: ${role.body}`);
  const roleId: string = role.json().id;
  const calls = [
    { method: "PUT" as const, url: `/api/roles/${roleId}/permissions`, payload: { permissions } },
    {
      method: "POST" as const,
      url: "/api/employees",
      payload: {
        identification,
        name: "Prueba",
        last_name: "Permisos",
        email,
        birthday: "1990-01-01",
        phone_number: "3001234567",
      },
    },
    {
      method: "PUT" as const,
      url: `/api/employees/${identification}/access`,
      payload: { role: `rol-${identification}`, password: "clave-prueba-123" },
    },
  ];
  for (const call of calls) {
    const response = await app.inject({ ...call, headers: { cookie: adminCookie } });
    if (response.statusCode >= 300) throw new Error(`${call.method} ${call.url}: ${response.body}`);
  }
  return { cookie: await signIn(app, email, "clave-prueba-123"), identification, roleId };
}
