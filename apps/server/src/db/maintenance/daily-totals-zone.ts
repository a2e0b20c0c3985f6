import type { Db } from "../connection";

/**
 * The time zone the kept daily totals (ledger_daily, sales_daily) are keyed by, recorded in the
 * database (settings.daily_totals_time_zone, migration 0023), and the start-up check against
 * BUSINESS_TIME_ZONE (docs/decisions/0021-business-time-zone.md).
 */
const SETTING = "daily_totals_time_zone";

export const REBUILD_DAILY_COMMAND = "npm run db:rebuild-daily";

export async function dailyTotalsZone(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom("settings").select("value").where("name", "=", SETTING).executeTakeFirst();
  return row?.value;
}

export async function recordDailyTotalsZone(db: Db, timeZone: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ name: SETTING, value: timeZone })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value: timeZone }))
    .execute();
}

/** The kept totals were built in another zone than the configured one and hold rows. */
export class DailyTotalsZoneMismatch extends Error {
  constructor(
    readonly recorded: string,
    readonly configured: string,
  ) {
    super(
      `Los totales diarios (movimientos y ventas por día) están calculados con la zona horaria ${recorded}, ` +
        `pero BUSINESS_TIME_ZONE es ${configured}. Reconstrúyelos con "${REBUILD_DAILY_COMMAND}" ` +
        `(con el servidor detenido) o vuelve a poner BUSINESS_TIME_ZONE=${recorded}. / ` +
        `The daily totals are keyed by the time zone ${recorded}, but BUSINESS_TIME_ZONE is ${configured}. ` +
        `Rebuild them with "${REBUILD_DAILY_COMMAND}" (server stopped) or set BUSINESS_TIME_ZONE=${recorded} back.`,
    );
    this.name = "DailyTotalsZoneMismatch";
  }
}

/**
 * At start-up, after the migrations: the kept totals must be keyed by the configured zone. Totals that
 * hold no row (a fresh or empty database) are keyed by nothing: the configured zone is simply recorded.
 * Otherwise a different zone stops the start with a message naming the rebuild command.
 */
export async function checkDailyTotalsZone(db: Db, configured: string): Promise<void> {
  const recorded = await dailyTotalsZone(db);
  if (recorded === configured) return;
  const anyTotal =
    (await db.selectFrom("ledger_daily").select("day").limit(1).executeTakeFirst()) ??
    (await db.selectFrom("sales_daily").select("day").limit(1).executeTakeFirst());
  if (recorded !== undefined && anyTotal) throw new DailyTotalsZoneMismatch(recorded, configured);
  await recordDailyTotalsZone(db, configured);
}
