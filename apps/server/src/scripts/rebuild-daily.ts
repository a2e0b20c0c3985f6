// npm run db:rebuild-daily: rebuilds the kept daily totals (movements and sales per day: ledger_daily, sales_daily)
// in the configured BUSINESS_TIME_ZONE and records that zone. Run it, with the server stopped, after changing
// BUSINESS_TIME_ZONE on an existing database: the server refuses to start until then
// (docs/decisions/0021-business-time-zone.md).
import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";
import { loadConfig } from "../config/env";
import { createDatabase } from "../db/connection";
import { rebuildDailyTotals } from "../db/maintenance/daily-totals";
import { dailyTotalsZone } from "../db/maintenance/daily-totals-zone";
import { migrateToLatest } from "../db/migrate";

const config = loadConfig();
const businessTimeZone = config.businessTimeZone ?? BUSINESS_TIME_ZONE;
const db = createDatabase(config.database);
try {
  await migrateToLatest(db, { businessTimeZone });
  const previous = await dailyTotalsZone(db);
  const started = performance.now();
  await rebuildDailyTotals(db, businessTimeZone);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Totales diarios reconstruidos en la zona ${businessTimeZone} (antes: ${previous ?? "sin registrar"}) en ${seconds} s.`,
  );
} catch (error) {
  console.error("La reconstrucción falló:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
