import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "./context";
import { rebuildLedgerDaily, rebuildSalesDaily } from "./frozen/2026-11-27-daily-totals";

/**
 * The time zone the kept daily totals are keyed by (issue 30; docs/decisions/0021-business-time-zone.md).
 *
 * - settings: one row per setting the database itself must remember; `daily_totals_time_zone` names the
 *   zone whose business days ledger_daily and sales_daily are keyed by. The server refuses to start when
 *   BUSINESS_TIME_ZONE names another zone and the totals hold rows, until `npm run db:rebuild-daily`
 *   rebuilds them in the new zone.
 * - Before this migration `npm run db:migrate` ran 0019 and 0020 on Bogotá days whatever the configured
 *   zone (the server ran them on the configured one), so outside America/Bogota the totals may be keyed
 *   by either: there they are rebuilt here, in the configured zone (a grouped pass over movements and
 *   sales). In Bogotá both ways gave Bogotá days, and nothing is rebuilt.
 */
const BOGOTA = "America/Bogota";

export async function up(db: Kysely<any>, { businessTimeZone }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();
  if (businessTimeZone !== BOGOTA) {
    await rebuildLedgerDaily(db, businessTimeZone);
    await rebuildSalesDaily(db, businessTimeZone);
  }
  await sql`insert into settings (name, value) values ('daily_totals_time_zone', ${businessTimeZone})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("settings").execute();
}
