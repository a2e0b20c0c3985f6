import type { CashSessionStatus } from "@inventario/shared/cash-sessions";
import { PAGE_SIZE } from "@inventario/shared/constants";
import { type Insertable, type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/connection";
import { isPostgres } from "../../db/dialect";
import type { CashMovementsTable, CashSessionCountsTable, CashSessionsTable } from "../../db/types";

export async function nextSessionNumber(trx: Db): Promise<number> {
  const query = isPostgres(trx)
    ? sql<{ n: number | string }>`select nextval('cash_sessions_number_seq') as n`
    : sql<{ n: number | string }>`select coalesce(max(number), 0) + 1 as n from cash_sessions`;
  const { rows } = await query.execute(trx);
  return Number(rows[0]?.n);
}

export const insertSession = (trx: Db, row: Insertable<CashSessionsTable>) =>
  trx.insertInto("cash_sessions").values(row).execute();

const employeeName = sql<string>`trim(e.name || ' ' || e.last_name)`;
/** A closed shift's cash expected and its counted − expected over every method, as frozen (null while open). */
const frozenCash = sql<number | string | null>`(select c.expected_cents from cash_session_counts c
  where c.cash_session_id = s.id and c.method = 'CASH')`;
const frozenDifference = sql<number | string | null>`(select sum(c.counted_cents - c.expected_cents)
  from cash_session_counts c where c.cash_session_id = s.id)`;
const closerName = sql<string | null>`case when c.id is null then null else trim(c.name || ' ' || c.last_name) end`;

/** A shift's row with its employee's and closer's names. */
const sessionRows = (db: Db) =>
  db
    .selectFrom("cash_sessions as s")
    .innerJoin("employees as e", "e.id", "s.employee_id")
    .leftJoin("employees as c", "c.id", "s.closed_by_id")
    .select([
      "s.id",
      "s.number",
      "s.status",
      "s.employee_id",
      "s.opening_amount_cents",
      "s.opened_at",
      "s.closed_at",
      "s.note",
      employeeName.as("employee_name"),
      closerName.as("closed_by_name"),
      frozenCash.as("frozen_cash_cents"),
      frozenDifference.as("frozen_difference_cents"),
    ]);
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export const findSession = (db: Db, id: string) => sessionRows(db).where("s.id", "=", id).executeTakeFirst();

export const findOpenSessionOf = (db: Db, employeeId: string) =>
  sessionRows(db).where("s.employee_id", "=", employeeId).where("s.status", "=", "OPEN").executeTakeFirst();

const lockFunction = (mode: "share" | "exclusive") =>
  mode === "share" ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
/** The lock's key: the shift's id (a value, or the column in a query over cash_sessions), hashed. */
const lockKey = (id: string | RawBuilder<unknown>) => sql`hashtextextended('cash_session:' || ${id}, 0)`;

/**
 * The shift's lock inside a write's transaction, held on PostgreSQL until it ends: `share` by what adds to a
 * shift (a sale's payments, a refund, a cash entry: they run side by side), `exclusive` by a cash exit and the
 * closing, which therefore wait for those in flight and are waited for by those that come after (which then
 * find it closed). An advisory lock on the shift's id, not a row lock: PostgreSQL queues a waiting exclusive
 * request ahead of later shared ones, where a row locked FOR SHARE by a stream of sales keeps a FOR UPDATE
 * waiting as long as the stream lasts (the bench's closing waited 7 s under 10 sellers). SQLite runs one
 * writer at a time.
 */
async function lockShift(trx: Db, id: string, mode: "share" | "exclusive"): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select ${lockFunction(mode)}(${lockKey(id)})`.execute(trx);
}

const shiftRow = (trx: Db) => trx.selectFrom("cash_sessions").select(["id", "employee_id", "status"]);

/** The shift, read once its lock is held (so a closing that committed meanwhile is seen). */
export async function lockSession(trx: Db, id: string, mode: "share" | "exclusive") {
  await lockShift(trx, id, mode);
  return shiftRow(trx).where("id", "=", id).executeTakeFirst();
}

/** The employee's open shift, locked for adding to it; undefined when they have none open. */
export async function lockOpenSessionOf(trx: Db, employeeId: string) {
  const open = shiftRow(trx).where("employee_id", "=", employeeId).where("status", "=", "OPEN");
  // SQLite: the transaction began with the one write lock (BEGIN IMMEDIATE), so no closing can come between
  // this read and the write.
  if (!isPostgres(trx)) return open.executeTakeFirst();
  // Found and locked in one statement (a function in the select list runs for the rows returned), then read
  // again: the first statement's snapshot predates the wait, so a closing that committed meanwhile shows
  // only in the second. Every paid sale does this; one round trip fewer counts.
  const found = await open
    .select(sql`${lockFunction("share")}(${lockKey(sql.ref("id"))})`.as("locked"))
    .executeTakeFirst();
  if (!found) return undefined;
  const locked = await shiftRow(trx).where("id", "=", found.id).executeTakeFirst();
  // Closed between the first read and the lock: the write belongs to no shift.
  return locked?.status === "OPEN" ? locked : undefined;
}

export const insertMovement = (trx: Db, row: Insertable<CashMovementsTable>) =>
  trx.insertInto("cash_movements").values(row).execute();

export const sessionMovements = (db: Db, sessionId: string) =>
  db
    .selectFrom("cash_movements as m")
    .leftJoin("employees as e", "e.id", "m.employee_id")
    .select([
      "m.id",
      "m.type",
      "m.amount_cents",
      "m.reason",
      "m.created_at",
      sql<string>`coalesce(trim(e.name || ' ' || e.last_name), '')`.as("employee_name"),
    ])
    .where("m.cash_session_id", "=", sessionId)
    .orderBy("m.id")
    .execute();

/** What the shift's sales were paid with, per method (sales_cash_session_idx, then each sale's payments). */
export const paymentsByMethod = (db: Db, sessionId: string) =>
  db
    .selectFrom("sales as s")
    .innerJoin("sale_payments as p", "p.sale_id", "s.id")
    .select(["p.method", sql<number | string>`sum(p.amount_cents)`.as("cents")])
    .where("s.cash_session_id", "=", sessionId)
    .groupBy("p.method")
    .execute();

/** The change the shift gave: per sale, what its payments exceed its total by (only cash may exceed it). */
export async function changeGiven(db: Db, sessionId: string): Promise<number> {
  const { rows } = await sql<{ cents: number | string | null }>`
    select sum(paid - total_cents) as cents from (
      select s.total_cents, sum(p.amount_cents) as paid
      from sales s join sale_payments p on p.sale_id = s.id
      where s.cash_session_id = ${sessionId}
      group by s.id, s.total_cents
    ) paid_sales
    where paid > total_cents`.execute(db);
  return Number(rows[0]?.cents ?? 0);
}

export const salesFigures = (db: Db, sessionId: string) =>
  db
    .selectFrom("sales")
    .select([
      sql<number | string>`count(*)`.as("count"),
      sql<number | string | null>`sum(total_cents)`.as("total_cents"),
    ])
    .where("cash_session_id", "=", sessionId)
    .executeTakeFirstOrThrow();

/** The shift's first or last sale's POS number (time-ordered ids); undefined when it has no sales. */
export const receiptAt = (db: Db, sessionId: string, end: "first" | "last") =>
  db
    .selectFrom("sales")
    .select(["receipt_prefix", "receipt_number"])
    .where("cash_session_id", "=", sessionId)
    .where("receipt_number", "is not", null)
    .orderBy("id", end === "first" ? "asc" : "desc")
    .limit(1)
    .executeTakeFirst();

/**
 * The base and IVA per class of the shift's sales not cancelled (a cancelled sale owes no IVA; its receipt
 * still counts among the shift's receipts). A line sold before IVA was recorded: its subtotal as base.
 */
export const taxesByClass = (db: Db, sessionId: string) =>
  db
    .selectFrom("sales as s")
    .innerJoin("sale_lines as l", "l.sale_id", "s.id")
    .select([
      "l.tax_class",
      sql<number | string>`sum(coalesce(l.base_cents, l.subtotal_cents))`.as("base_cents"),
      sql<number | string>`sum(coalesce(l.tax_cents, 0))`.as("tax_cents"),
    ])
    .where("s.cash_session_id", "=", sessionId)
    .where("s.status", "<>", "CANCELLED")
    .groupBy("l.tax_class")
    .execute();

/** What the shift gave back (returns and cancellations), per method. */
export const refundsByMethod = (db: Db, sessionId: string) =>
  db
    .selectFrom("sale_refunds")
    .select(["method", sql<number | string>`sum(amount_cents)`.as("cents")])
    .where("cash_session_id", "=", sessionId)
    .groupBy("method")
    .execute();

export const sessionCounts = (db: Db, sessionId: string) =>
  db
    .selectFrom("cash_session_counts")
    .select(["method", "expected_cents", "counted_cents"])
    .where("cash_session_id", "=", sessionId)
    .execute();

export async function closeSession(
  trx: Db,
  id: string,
  closing: { closed_at: string; closed_by_id: string; note: string },
  counts: Insertable<CashSessionCountsTable>[],
): Promise<void> {
  await trx
    .updateTable("cash_sessions")
    .set({ status: "CLOSED", ...closing })
    .where("id", "=", id)
    .execute();
  if (counts.length > 0) await trx.insertInto("cash_session_counts").values(counts).execute();
}

export type SessionFilters = { status?: CashSessionStatus | undefined; employeeId?: string | undefined };

function filtered(db: Db, { status, employeeId }: SessionFilters) {
  let query = sessionRows(db);
  if (status) query = query.where("s.status", "=", status);
  if (employeeId) query = query.where("s.employee_id", "=", employeeId);
  return query;
}

/** A page of shifts, newest first. Shifts are a few a day per counter: counted and paged by OFFSET. */
export async function sessionPage(db: Db, filters: SessionFilters, offset: number) {
  const { total } = await filtered(db, filters)
    .clearSelect()
    .select(sql<number | string>`count(*)`.as("total"))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filters).orderBy("s.number", "desc").limit(PAGE_SIZE).offset(offset).execute();
  return { rows, total: Number(total) };
}

/** Shifts of the filters before number `before` (all when null), newest first: the export's batches. */
export function sessionsBefore(db: Db, filters: SessionFilters, before: number | null, limit: number) {
  const query = filtered(db, filters).orderBy("s.number", "desc").limit(limit);
  return (before === null ? query : query.where("s.number", "<", before)).execute();
}

export type MovementRow = Awaited<ReturnType<typeof sessionMovements>>[number];
