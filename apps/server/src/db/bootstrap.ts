import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";
import { sql } from "kysely";
import type { AppConfig } from "../config/env";
import { newId } from "../lib/ids";
import { generatePassword, hashPassword } from "../lib/password";
import { personSearchText, personSortKey } from "../lib/search-text";
import { nowIso } from "../lib/time";
import { ensureBaseRoles } from "./base-roles";
import type { Db } from "./connection";
import { isPostgres } from "./dialect";
import { checkDailyTotalsZone } from "./maintenance/daily-totals-zone";
import { migrateToLatest } from "./migrate";
import { seedDemoData } from "./seed/demo";

/** The admin created at first start has no personal document yet; this placeholder can be edited later. */
export const ADMIN_IDENTIFICATION = "0000000000";

export type BootstrapResult = { migrations: string[]; adminCreated: boolean; generatedPassword?: string };

/**
 * After a migration added indexes, SQLite's planner has no statistics for them and may keep to the
 * ones it knows (it did so with the lots index of migration 0007, dropped since): let it analyze what
 * needs it, sampling so a large file takes seconds. PostgreSQL's autovacuum analyzes on its own.
 */
async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`pragma optimize = 0x10002`.execute(db);
}

/** The planner's row estimate for an FTS5 table's `_data` table: large enough that a rowid range always seeks. */
const SEARCH_DATA_ROWS_ESTIMATE = "1000000";

/**
 * FTS5 reaches its shadow tables by key, but it removes a merged segment's pages from `<table>_data` with a
 * rowid range, which SQLite plans from sqlite_stat1. The statistics a fresh install takes (optimize, above)
 * find that table with 2 rows, and `optimize` runs again only after a migration: until then every merge
 * scanned the whole table, ever bigger (at 300,000 audit rows each commit that recorded an event waited
 * ~0.7 ms for the merges, and the trail halved the sales rate). Its estimate is set at every start instead,
 * before the server's other connections read the schema (a connection keeps the estimates it loaded).
 */
async function searchDataEstimates(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  const analyzed = await sql`select 1 from sqlite_schema where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (analyzed.rows.length === 0) return;
  const { rows } = await sql<{ name: string }>`
    select name || '_data' as name from sqlite_schema s
    where type = 'table' and sql like 'create virtual table % using fts5(%'
      and not exists (select 1 from sqlite_stat1 where tbl = s.name || '_data' and stat = ${SEARCH_DATA_ROWS_ESTIMATE})`.execute(
    db,
  );
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const { name } of rows) {
      await sql`delete from sqlite_stat1 where tbl = ${name}`.execute(trx);
      await sql`insert into sqlite_stat1 (tbl, idx, stat) values (${name}, null, ${SEARCH_DATA_ROWS_ESTIMATE})`.execute(
        trx,
      );
    }
    // Loads the statistics again into the write connection, which read them while migrating.
    await sql`analyze sqlite_schema`.execute(trx);
  });
}

/**
 * Migrates (in the configured business time zone), checks the kept daily totals are keyed by that zone
 * (a changed BUSINESS_TIME_ZONE stops the start until `npm run db:rebuild-daily`), ensures the base
 * roles, and on an empty database creates the admin (and demo data when asked).
 */
export async function prepareDatabase(
  db: Db,
  config: Pick<AppConfig, "admin" | "seedDemo" | "businessTimeZone">,
): Promise<BootstrapResult> {
  const businessTimeZone = config.businessTimeZone ?? BUSINESS_TIME_ZONE;
  const migrations = await migrateToLatest(db, { businessTimeZone });
  if (migrations.length > 0) await refreshPlannerStatistics(db);
  await searchDataEstimates(db);
  await checkDailyTotalsZone(db, businessTimeZone);
  const adminRoleId = await db.transaction().execute((trx) => ensureBaseRoles(trx));
  const anyEmployee = await db.selectFrom("employees").select("id").limit(1).executeTakeFirst();
  if (anyEmployee) return { migrations, adminCreated: false };

  const password = config.admin.password ?? generatePassword();
  const person = {
    identification: ADMIN_IDENTIFICATION,
    name: config.admin.name,
    last_name: "",
    email: config.admin.email,
  };
  const at = nowIso();
  await db
    .insertInto("employees")
    .values({
      ...person,
      id: newId(),
      role_id: adminRoleId,
      password_hash: await hashPassword(password),
      search_text: personSearchText(person),
      sort_key: personSortKey(person),
      created_at: at,
      updated_at: at,
    })
    .execute();
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
