import { PAGE_SIZE } from "@inventario/shared/constants";
import { RANGE_COUNT_CAP } from "@inventario/shared/pagination";
import { type Expression, type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../db/connection";
import { ftsSearchOf, isPostgres, searchTextContains } from "../../db/dialect";
import { type Arg, prepared } from "../../db/prepared";
import type { AuditLogTable, Database } from "../../db/types";
import { chainContent } from "./audit-chain";

/** A chain's head as its writer holds it: the shard, its last position and hash. */
export type ChainHead = { shard: number; seq: number; hash: string };

/** How many chains a PostgreSQL writer spreads over (migration 0033 creates 16). */
const CHAIN_SPREAD = 16;

// Every recorded event runs the statements below (three per transaction's first event): compiled once
// (db/prepared.ts), which saves Kysely's builder on each, ~35 µs a statement (docs/MACHINERY.md).
const firstChain = prepared((db) =>
  db.selectFrom("audit_chains").select(["shard", "seq", "hash"]).where("shard", "=", 0),
);
const freeChainFrom = prepared(
  (_db, start: Arg<number>) => sql<ChainHead>`
    select shard, seq, hash from audit_chains
    order by shard >= ${start} desc, shard
    limit 1 for update skip locked`,
);
const chainAwaited = prepared((db, shard: Arg<number>) =>
  db.selectFrom("audit_chains").select(["shard", "seq", "hash"]).where("shard", "=", shard).forUpdate(),
);

/**
 * Locks a chain's head for the rest of the transaction and answers it. On PostgreSQL any chain nobody
 * holds (SKIP LOCKED, starting from a random one, so concurrent writers do not queue on one row); only
 * when every chain is held does it wait for one. SQLite has one writer at a time: the first chain.
 */
export async function lockChainHead(trx: Db): Promise<ChainHead> {
  const head = (rows: ChainHead[]) => {
    if (!rows[0]) throw new Error("audit_chains holds no chain: migration 0033 creates them");
    return rows[0];
  };
  if (!isPostgres(trx)) return head(await firstChain(trx));
  const start = Math.floor(Math.random() * CHAIN_SPREAD);
  const [free] = await freeChainFrom(trx, start);
  return free ?? head(await chainAwaited(trx, start));
}

const insertAuditRow = prepared(
  (
    db,
    id: Arg<string>,
    at: Arg<string>,
    userId: Arg<string | null>,
    address: Arg<string | null>,
    action: Arg<string>,
    entity: Arg<string>,
    entityId: Arg<string | null>,
    summary: Arg<string>,
    changes: Arg<string>,
    searchText: Arg<string>,
    shard: Arg<number>,
    seq: Arg<number>,
    hash: Arg<string>,
  ) =>
    db.insertInto("audit_log").values({
      id,
      at,
      user_id: userId,
      address,
      action,
      entity,
      entity_id: entityId,
      summary,
      changes,
      search_text: searchText,
      shard,
      seq,
      hash,
    }),
);

export async function appendAuditRow(trx: Db, row: AuditLogTable): Promise<void> {
  await insertAuditRow(
    trx,
    row.id,
    row.at,
    row.user_id,
    row.address,
    row.action,
    row.entity,
    row.entity_id,
    row.summary,
    row.changes,
    row.search_text,
    row.shard,
    row.seq,
    row.hash,
  );
}

const setChainHead = prepared((db, seq: Arg<number>, hash: Arg<string>, shard: Arg<number>) =>
  db.updateTable("audit_chains").set({ seq, hash }).where("shard", "=", shard),
);

export async function advanceChain(trx: Db, head: ChainHead): Promise<void> {
  await setChainHead(trx, head.seq, head.hash, head.shard);
}

/** What GET /audit filters by, resolved: dates as id bounds, the search normalized. */
export type AuditFilters = { [F in ValueFilter]?: string | undefined } & { search?: string | undefined };

/** The filters that compare a column with a value (all but the text search). */
type ValueFilter = "userId" | "entity" | "entityId" | "action" | "idFrom" | "idBefore";

/** The filters as a prepared statement states them: each value an argument bound when it runs. */
type BoundFilters = { [F in ValueFilter]?: Expression<string> | undefined };

type AuditQuery = SelectQueryBuilder<Database & { a: AuditLogTable }, "a", object>;

/**
 * The rows the filters select, and which key walks them newest first. A text search on SQLite is driven
 * from the FTS5 table in rowid order (ftsSearchOf: it stops after the page's rows instead of reading every
 * match); rowids follow ids there, as SQLite's one writer appends the rows in id order. Elsewhere the
 * table's id index.
 */
type WalkedColumn = "a.user_id" | "a.entity" | "a.action";

function filtered(
  db: Db,
  filters: AuditFilters | BoundFilters,
): { query: AuditQuery; byRowid: boolean; walk?: WalkedColumn } {
  const search = "search" in filters ? filters.search : undefined;
  const fts = search ? ftsSearchOf(db, { table: "audit_log" }, search) : null;
  let query: AuditQuery = db.selectFrom("audit_log as a");
  // One filter's index, (column, id), is walked newest first. Written as a one-value range and ordered by the
  // column first: an equality lets PostgreSQL drop the column from the order and walk the primary key instead,
  // filtering, which read 97,000 rows for 50 when the newest events were of other kinds (160 ms, 0.4 ms so).
  const walk: WalkedColumn | undefined =
    filters.entityId !== undefined || fts
      ? undefined
      : filters.userId !== undefined
        ? "a.user_id"
        : filters.entity !== undefined
          ? "a.entity"
          : filters.action !== undefined
            ? "a.action"
            : undefined;
  const equal = (column: WalkedColumn, value: string | Expression<string> | undefined) => {
    if (value === undefined) return;
    query =
      column === walk ? query.where(column, ">=", value).where(column, "<=", value) : query.where(column, "=", value);
  };
  equal("a.user_id", filters.userId);
  equal("a.entity", filters.entity);
  if (filters.entityId !== undefined) query = query.where("a.entity_id", "=", filters.entityId);
  equal("a.action", filters.action);
  if (filters.idFrom !== undefined) query = query.where("a.id", ">=", filters.idFrom);
  if (filters.idBefore !== undefined) query = query.where("a.id", "<", filters.idBefore);
  if (fts) {
    const index = sql.table(fts.fts);
    // The FTS table is no Kysely table: joined by raw SQL, the query keeps its type (nothing selects from f).
    const joined = query
      .innerJoin(sql`${index}`.as("f"), (join) => join.on(sql<boolean>`f.rowid = a.rowid`))
      .where(sql<boolean>`${index} match ${fts.phrase}`);
    return { query: joined as unknown as AuditQuery, byRowid: true };
  }
  if (search) query = query.where(() => searchTextContains(db, { table: "audit_log" }, search, "a"));
  return { query, byRowid: false, walk };
}

/** A row of the trail as the lists read it, with its author's name (`a` joined to `e`). */
const ROW_SELECTION = [
  "a.id",
  "a.at",
  "a.user_id",
  "a.address",
  "a.action",
  "a.entity",
  "a.entity_id",
  "a.summary",
  "a.changes",
  "e.name as user_name",
  "e.last_name as user_last_name",
] as const;

export type AuditLogRow = Omit<AuditLogTable, "search_text" | "shard" | "seq" | "hash"> & {
  user_name: string | null;
  user_last_name: string | null;
};

/** Up to `limit` rows newest first, those older than `after` (keyset) or from an OFFSET (first pages). */
export function auditRows(
  db: Db,
  filters: AuditFilters,
  where: { after?: string | undefined },
  limit: number,
  offset: number,
): Promise<AuditLogRow[]> {
  const { query, byRowid, walk } = filtered(db, filters);
  const ordered = walk ? query.orderBy(walk, "desc") : query;
  let rows = ordered
    .leftJoin("employees as e", "e.id", "a.user_id")
    .select(ROW_SELECTION)
    .orderBy(byRowid ? sql`f.rowid` : "a.id", "desc")
    .limit(limit);
  const after = where.after;
  if (after !== undefined) {
    rows = byRowid
      ? // Older than the cursor's row, or than the first row after an id that names none.
        rows.where(
          sql<boolean>`f.rowid < coalesce((select rowid from audit_log where id >= ${after} order by id limit 1), 9223372036854775807)`,
        )
      : rows.where("a.id", "<", after);
  }
  return (offset > 0 ? rows.offset(offset) : rows).execute();
}

/**
 * The shapes of filters whose first page is one prepared statement (firstPage): each single filter, a
 * record's history (entity and record) and a date range, the 'Auditoría' screen's and the 'Historial de
 * cambios' tab's usual openings. Other combinations, and any text search, take auditRows and
 * cappedAuditCount: a generic plan cannot see their values, and an unusual mix is better planned for them.
 */
const PREPARED_SHAPES = new Set([
  "userId",
  "entity",
  "action",
  "entity,entityId",
  "idFrom",
  "idBefore",
  "idFrom,idBefore",
]);

const VALUE_FILTERS: ValueFilter[] = ["userId", "entity", "entityId", "action", "idFrom", "idBefore"];

/** The value filters given, in VALUE_FILTERS' order. */
const shapeOf = (filters: AuditFilters) => VALUE_FILTERS.filter((name) => filters[name] !== undefined);

/**
 * Whether firstPage serves these filters: on PostgreSQL only, whose cost it saves (planning two statements
 * on every request). SQLite plans a statement once per connection and has no round trips, and it answers
 * the two statements apart faster than joined (0.09 against 0.35 ms for a day, 0.28 against 0.67 ms for a
 * record type, 216,000 rows).
 */
export const hasPreparedFirstPage = (db: Db, filters: AuditFilters) =>
  isPostgres(db) && filters.search === undefined && PREPARED_SHAPES.has(shapeOf(filters).join(","));

/**
 * The first page of these filters (PAGE_SIZE + 1 rows, newest first) with the size of the list counted up
 * to RANGE_COUNT_CAP + 1, in one statement prepared per shape of filters (PREPARED_SHAPES): the count is a
 * one-row table the page is joined to, so an empty list still answers its 0. Two statements planned on
 * every request cost three times their execution on PostgreSQL (docs/MACHINERY.md).
 */
export async function firstPage(db: Db, filters: AuditFilters): Promise<{ rows: AuditLogRow[]; total: number }> {
  const shape = shapeOf(filters);
  const found = await firstPageStatement(shape.join(","), shape)(db, ...shape.map((name) => filters[name] as string));
  return {
    rows: found.flatMap((row) => (row.id === null ? [] : [row as AuditLogRow])),
    total: Number(found[0]?.total ?? 0),
  };
}

const firstPageStatements = new Map<string, ReturnType<typeof firstPageOf>>();

function firstPageStatement(key: string, shape: ValueFilter[]) {
  let statement = firstPageStatements.get(key);
  if (!statement) {
    if (!PREPARED_SHAPES.has(key)) throw new Error(`audit firstPage: no prepared statement for the filters ${key}`);
    statement = firstPageOf(shape);
    firstPageStatements.set(key, statement);
  }
  return statement;
}

const firstPageOf = (shape: ValueFilter[]) =>
  prepared((db, ...values: Array<Arg<string>>) => {
    const { query, walk } = filtered(db, Object.fromEntries(shape.map((name, i) => [name, values[i]])));
    const counted = db
      .selectFrom(
        query
          .select(sql.lit(1).as("one"))
          .limit(sql.lit(RANGE_COUNT_CAP + 1))
          .as("first"),
      )
      .select((eb) => eb.fn.countAll<number | string>().as("total"));
    const page = (walk ? query.orderBy(walk, "desc") : query)
      .leftJoin("employees as e", "e.id", "a.user_id")
      .select(ROW_SELECTION)
      .orderBy("a.id", "desc")
      .limit(sql.lit(PAGE_SIZE + 1));
    return db
      .selectFrom(counted.as("t"))
      .leftJoin(page.as("r"), (join) => join.onTrue())
      .select("t.total")
      .selectAll("r")
      .orderBy("r.id", "desc");
  });

/**
 * How many rows the filters select, counted up to RANGE_COUNT_CAP + 1 index entries (decision 0028: a count
 * to 10,001 cost ~1 ms a request over an index range, five times the page, and a search's count walked its
 * matches ten times further than its page).
 */
export async function cappedAuditCount(db: Db, filters: AuditFilters): Promise<{ total: number; capped: boolean }> {
  const { n } = await db
    .selectFrom(
      filtered(db, filters)
        .query.select(sql.lit(1).as("one"))
        .limit(RANGE_COUNT_CAP + 1)
        .as("first"),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { total: Math.min(Number(n), RANGE_COUNT_CAP), capped: Number(n) > RANGE_COUNT_CAP };
}

/** Every employee, deactivated ones too (their rows stay in the trail), by name: whom the trail filters by. */
export const auditUsers = (db: Db) =>
  db.selectFrom("employees").select(["id", "name", "last_name"]).orderBy("name").orderBy("last_name").execute();

/** Every chain's head and start (the verifier's and the digest's). */
export const chainHeads = (db: Db) =>
  db.selectFrom("audit_chains").select(["shard", "seq", "hash", "start_seq", "start_hash"]).orderBy("shard").execute();

/** The last position a chain's rows hold (0 when it holds none), whatever its head says. */
export async function lastPosition(db: Db, shard: number): Promise<number> {
  const row = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.max("seq").as("last"))
    .where("shard", "=", shard)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** A chain's row as the verifier checks it: its place, its hash and its content as the hash covers it. */
export type ChainLink = { id: string; seq: number; hash: string; content: string };

type ChainPositions = { from: number; before?: number };

/** A chain's rows from position `from` on (before `before`), in chain order, at most `limit`. */
const chainWindow = (db: Db, shard: number, positions: ChainPositions, limit: number) =>
  db
    .selectFrom("audit_log")
    .where("shard", "=", shard)
    .where("seq", ">=", positions.from)
    .$if(positions.before !== undefined, (query) => query.where("seq", "<", positions.before as number))
    .orderBy("seq")
    .limit(limit);

/**
 * A chain's links (chainWindow), for the verifier's batches. SQLite writes each row's content itself
 * (`json_array`, the text chainContent writes): three values a row cross into JavaScript instead of
 * twelve, which halved the walk (10M rows). PostgreSQL's JSON functions space their output differently,
 * so there the content is written here.
 */
export async function chainLinks(
  db: Db,
  shard: number,
  positions: ChainPositions,
  limit: number,
): Promise<ChainLink[]> {
  if (isPostgres(db)) {
    const rows = await chainRows(db, shard, positions, limit);
    return rows.map((row) => ({ id: row.id, seq: Number(row.seq), hash: row.hash, content: chainContent(row) }));
  }
  const rows = await chainWindow(db, shard, positions, limit)
    .select([
      "id",
      "seq",
      "hash",
      sql<string>`json_array(id, at, user_id, address, action, entity, entity_id, summary, changes, shard, seq)`.as(
        "content",
      ),
    ])
    .execute();
  // SQLite answers integers as numbers (no copy of 10M rows to convert them).
  return rows as ChainLink[];
}

/** A chain's rows, every column (chainWindow). */
export const chainRows = (db: Db, shard: number, positions: ChainPositions, limit: number) =>
  chainWindow(db, shard, positions, limit)
    .select([
      "id",
      "at",
      "user_id",
      "address",
      "action",
      "entity",
      "entity_id",
      "summary",
      "changes",
      "shard",
      "seq",
      "hash",
    ])
    .execute();

/**
 * The retention command's access to the append-only table (docs/decisions/0028): the triggers that
 * refuse UPDATE and DELETE are dropped and created again inside the command's own transaction, so no
 * other writer ever sees the table unguarded. Their definition repeats migration 0033's (migrations and
 * the app import nothing of each other); `audit.test.ts` checks both refuse the same way afterwards.
 */
const APPEND_ONLY_MESSAGE = "audit_log is append-only";

export async function dropAppendOnlyGuard(trx: Db): Promise<void> {
  if (isPostgres(trx)) {
    await sql`drop trigger audit_log_append_only on audit_log`.execute(trx);
    return;
  }
  await sql`drop trigger audit_log_no_delete`.execute(trx);
}

export async function restoreAppendOnlyGuard(trx: Db): Promise<void> {
  if (isPostgres(trx)) {
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each statement execute function audit_log_append_only()`.execute(trx);
    return;
  }
  await sql
    .raw(`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, '${APPEND_ONLY_MESSAGE}'); end`)
    .execute(trx);
}

/** The last position of a chain holding a row older than `idBefore`, and that row's hash. */
export const lastRowBefore = (db: Db, shard: number, idBefore: string) =>
  db
    .selectFrom("audit_log")
    .select(["seq", "hash"])
    .where("shard", "=", shard)
    .where("id", "<", idBefore)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();

/** Removes a chain's rows up to position `lastSeq` and moves its start after them. Answers how many went. */
export async function cutChainStart(trx: Db, shard: number, lastSeq: number, lastHash: string): Promise<number> {
  const removed = await trx
    .deleteFrom("audit_log")
    .where("shard", "=", shard)
    .where("seq", "<=", lastSeq)
    .executeTakeFirst();
  await trx
    .updateTable("audit_chains")
    .set({ start_seq: lastSeq + 1, start_hash: lastHash })
    .where("shard", "=", shard)
    .execute();
  return Number(removed.numDeletedRows);
}
