// npm run admin:password [-- --email correo --password clave]: resets an employee's password (the admin's by
// default) and reactivates the account. Without --password a random one is generated and printed once.
import { parseArgs } from "node:util";
import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";
import { loadConfig } from "../config/env";
import { resetPassword } from "../db/admin";
import { createDatabase } from "../db/connection";
import { migrateToLatest } from "../db/migrate";
import { generatePassword } from "../lib/password";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
const config = loadConfig();
const email = values.email ?? config.admin.email;
const password = values.password ?? generatePassword();
if (password.length < 8) {
  console.error("La contraseña debe tener al menos 8 caracteres.");
  process.exit(1);
}

const db = createDatabase(config.database);
try {
  await migrateToLatest(db, { businessTimeZone: config.businessTimeZone ?? BUSINESS_TIME_ZONE });
  if (await resetPassword(db, email, password)) {
    console.log(`Contraseña actualizada para ${email}. La cuenta quedó activa y sus sesiones abiertas se cerraron.`);
    if (!values.password) console.log(`Nueva contraseña: ${password}`);
  } else {
    console.error(`No existe un empleado con el correo ${email}.`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
