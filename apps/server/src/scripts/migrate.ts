// npm run db:migrate [-- --down]: applies pending migrations (or rolls back the latest) on the configured database.
import { loadConfig } from "../config/env";
import { createDatabase } from "../db/connection";
import { migrateDown, migrateToLatest } from "../db/migrate";

const config = loadConfig();
const db = createDatabase(config.database);
try {
  const down = process.argv.includes("--down");
  const names = down ? await migrateDown(db) : await migrateToLatest(db);
  const verb = down ? "Revertida" : "Aplicada";
  if (names.length === 0) console.log("La base de datos ya está al día.");
  for (const name of names) console.log(`${verb}: ${name}`);
} catch (error) {
  console.error("La migración falló:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
