import { ADMIN_ROLE } from "@inventario/shared/roles";
import type { AppConfig } from "../config/env";
import { newId, nowIso } from "../lib/ids";
import { generatePassword, hashPassword } from "../lib/password";
import type { Db } from "./connection";
import { migrateToLatest } from "./migrate";
import { seedDemoData } from "./seed/demo";

export type BootstrapResult = { migrations: string[]; adminCreated: boolean; generatedPassword?: string };

/** Migrates, and on an empty database creates the admin (and the demo data when asked). */
export async function prepareDatabase(db: Db, config: Pick<AppConfig, "admin" | "seedDemo">): Promise<BootstrapResult> {
  const migrations = await migrateToLatest(db);
  const anyEmployee = await db.selectFrom("employees").select("id").limit(1).executeTakeFirst();
  if (anyEmployee) return { migrations, adminCreated: false };

  const password = config.admin.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    const role = await trx.selectFrom("roles").select("id").where("name", "=", ADMIN_ROLE).executeTakeFirst();
    const roleId = role?.id ?? newId();
    if (!role) await trx.insertInto("roles").values({ id: roleId, name: ADMIN_ROLE, created_at: at }).execute();
    await trx
      .insertInto("employees")
      .values({
        id: newId(),
        name: config.admin.name,
        last_name: "",
        email: config.admin.email,
        role_id: roleId,
        password_hash: passwordHash,
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  if (config.seedDemo) await seedDemoData(db);
  return {
    migrations,
    adminCreated: true,
    ...(config.admin.password ? {} : { generatedPassword: password }),
  };
}

/** Printed once, on the console rather than the JSON log, so it stands out and is not shipped to log storage. */
export function announceGeneratedPassword(email: string, password: string): void {
  const lines = [
    "Administrador creado. Guarda esta contraseña: no se volverá a mostrar.",
    `  correo:     ${email}`,
    `  contraseña: ${password}`,
    "Cámbiala con: npm run admin:password",
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const bar = "=".repeat(width);
  process.stdout.write(`\n${bar}\n${lines.map((line) => `  ${line}`).join("\n")}\n${bar}\n\n`);
}
