// npm run db:migrate [-- --down]: applies pending migrations (or rolls back the latest) on the configured database,
// in the configured BUSINESS_TIME_ZONE (the calendar migrations 0018–0020 and 0023 key their figures by).
import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";
import { loadConfig } from "../config/env";
import { createDatabase } from "../db/connection";
import { checkDailyTotalsZone, DailyTotalsZoneMismatch } from "../db/maintenance/daily-totals-zone";
import { migrateDown, migrateToLatest } from "../db/migrate";

const config = loadConfig();
const businessTimeZone = config.businessTimeZone ?? BUSINESS_TIME_ZONE;
const db = createDatabase(config.database);
try {
  const down = process.argv.includes("--down");
  const names = down ? await migrateDown(db) : await migrateToLatest(db, { businessTimeZone });
  const verb = down ? "Revertida" : "Aplicada";
  if (names.length === 0) console.log("La base de datos ya está al día.");
  for (const name of names) console.log(`${verb}: ${name}`);
  // What the server checks at start: said here too, so an upgrade does not end in a refused start.
  if (!down) await checkDailyTotalsZone(db, businessTimeZone);
} catch (error) {
  if (error instanceof DailyTotalsZoneMismatch) console.error(error.message);
  else console.error("La migración falló:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
