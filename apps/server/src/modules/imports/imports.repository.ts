import { PAGE_SIZE } from "@inventario/shared/constants";
import { type Insertable, sql } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import { optionalPersonName } from "../../db/person-name";
import type { ImportsTable } from "../../db/types";

/** The next import number: its sequence on PostgreSQL; on SQLite, whose one writer serializes, max + 1. */
export async function nextImportNumber(trx: Db): Promise<number> {
  const query = isPostgres(trx)
    ? sql<{ n: number | string }>`select nextval('imports_number_seq') as n`
    : sql<{ n: number | string }>`select coalesce(max(number), 0) + 1 as n from imports`;
  const { rows } = await query.execute(trx);
  return Number(rows[0]?.n);
}

/**
 * One import applies at a time (PostgreSQL: a transaction-level advisory lock; SQLite's one writer
 * already serializes them): two imports of the same keys then never both create a row, the second
 * checks against what the first committed.
 */
export async function lockImports(trx: Db): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('inventario.imports'))`.execute(trx);
}

/**
 * PostgreSQL: drops the connection's cached plans, so the statements an import fires thousands of times
 * (the triggers of lots and movements on products and warehouse_stock) are planned again for the tables
 * as they now are. A plan cached when those tables were small (a new shop's are empty) scans them whole;
 * as the import fills them each row cost more (20,000 opening-stock rows: 47 s; planning every run
 * instead: 15 s; plans made again each time the rows written double: 10.7 s).
 */
export async function discardPlans(trx: Db): Promise<void> {
  if (isPostgres(trx)) await sql`discard plans`.execute(trx);
}

export const insertImport = (trx: Db, row: Insertable<ImportsTable>) => trx.insertInto("imports").values(row).execute();

/** The earliest import of opening stock with this content: a second upload of the same stock. */
export const importWithHash = (db: Db, hash: string) =>
  db
    .selectFrom("imports")
    .select(["number", "created_at"])
    .where("content_hash", "=", hash)
    .orderBy("number")
    .limit(1)
    .executeTakeFirst();

const listed = (db: Db) =>
  db
    .selectFrom("imports as i")
    .leftJoin("employees as e", "e.id", "i.employee_id")
    .select([
      "i.id",
      "i.number",
      "i.kind",
      "i.file_name",
      "i.rows",
      "i.created",
      "i.updated",
      "i.unchanged",
      "i.created_at",
      optionalPersonName("e").as("employee_name"),
    ]);

export type ImportRow = Awaited<ReturnType<ReturnType<typeof listed>["execute"]>>[number];

/** Imports are few (one per file a shop brings in): a page is an offset into them, newest first. */
export const importPage = (db: Db, offset: number, limit = PAGE_SIZE) =>
  listed(db).orderBy("i.number", "desc").limit(limit).offset(offset).execute();

export async function countImports(db: Db): Promise<number> {
  const row = await db
    .selectFrom("imports")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const importById = (db: Db, id: string) => listed(db).where("i.id", "=", id).executeTakeFirst();
