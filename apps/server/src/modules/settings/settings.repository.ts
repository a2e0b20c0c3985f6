import type { Updateable } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import type { BusinessSettingsTable } from "../../db/types";

/** The one row of the business's data (migration 0035 creates it). */
export const businessSettingsRow = (db: Db) =>
  db.selectFrom("business_settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();

/**
 * The row read inside a change's transaction and, on PostgreSQL, locked until it ends: two saves run one
 * after the other and each records, as "before", what the other left. SQLite runs one writer at a time.
 */
export function lockedBusinessSettingsRow(trx: Db) {
  const query = trx.selectFrom("business_settings").selectAll().where("id", "=", 1);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

export async function updateBusinessSettings(trx: Db, values: Updateable<BusinessSettingsTable>): Promise<void> {
  await trx.updateTable("business_settings").set(values).where("id", "=", 1).execute();
}
