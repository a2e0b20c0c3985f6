// The audit trail's bench rows (issue 34): the data set topped up to its audit rows (large: ~10M), the
// 'Auditoría' page with each single filter, its text search and a record's history, and
// `npm run audit:verify`'s walk over every chain. The trail's cost on writes is measured by run.ts,
// which runs its write loads again on a server started with BENCH_WITHOUT_AUDIT_TRAIL.
import { sql } from "kysely";
import type { Db } from "../../apps/server/src/db/connection";
import { isPostgres } from "../../apps/server/src/db/dialect";
import type { AuditLogTable } from "../../apps/server/src/db/types";
import { msecsOf, newIdAt } from "../../apps/server/src/lib/ids";
import { chainHash } from "../../apps/server/src/modules/audit/audit-chain";
import { searchTextOf } from "../../apps/server/src/modules/audit/audit-trail";
import { verifyAuditTrail } from "../../apps/server/src/modules/audit/audit-verify";

export const AUDIT_ROWS = { small: 200_000, large: 10_000_000 } as const;
export const AUDIT_TARGETS = { filter_p95_ms: 20, search_p95_ms: 200, history_p95_ms: 10, verify_s: 60 };
const SHARDS = 16;
// 13 columns a row: 2,000 rows stay under SQLite's 32,766 variables a statement.
const BATCH = 2_000;
const YEARS_BACK = 3;

/** What the generated rows are about: real employees, products and clients, so filters and histories hit. */
type Samples = { users: string[]; products: string[]; clients: string[] };

const WORDS = [
  "arroz",
  "panela",
  "café",
  "queso",
  "jabón",
  "mango",
  "lulo",
  "papa",
  "aceite",
  "azúcar",
  "sal",
  "leche",
];
const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

/** One generated event, the i-th: a mix like a shop's (edits of products and clients, documents, sign-ins). */
function eventOf(i: number, samples: Samples) {
  const kind = i % 10;
  if (kind < 4) {
    const before = 1_000 + (i % 97) * 100;
    return {
      action: "update",
      entity: "product",
      entity_id: pick(samples.products, i * 7919),
      summary: `${pick(WORDS, i)} ${pick(WORDS, i >> 3)} (SKU-${i % 100_000})`,
      changes: [{ field: "price", before, after: before + 500 }],
    };
  }
  if (kind < 6) {
    return {
      action: "update",
      entity: "client",
      entity_id: pick(samples.clients, i * 104_729),
      summary: `Cliente ${pick(WORDS, i >> 2)} ${i % 10_000}`,
      changes: [{ field: "phone_number", before: `300${i % 10_000_000}`, after: `301${i % 10_000_000}` }],
    };
  }
  if (kind < 8) {
    return {
      action: "create",
      entity: "sale",
      entity_id: null,
      summary: `Venta V-${String(i).padStart(6, "0")}`,
      changes: [],
    };
  }
  if (kind === 8) {
    return { action: "create", entity: "transfer", entity_id: null, summary: `Traslado T-${i}`, changes: [] };
  }
  return { action: "sign_in", entity: "session", entity_id: null, summary: `usuario${i % 500}@tienda.co`, changes: [] };
}

async function samplesOf(db: Db): Promise<Samples> {
  const ids = async (table: "employees" | "products" | "clients", limit: number) =>
    (await db.selectFrom(table).select("id").limit(limit).execute()).map((row) => row.id);
  return {
    users: await ids("employees", 200),
    products: await ids("products", 20_000),
    clients: await ids("clients", 5_000),
  };
}

/**
 * Adds generated audit rows until the table holds `target` (nothing when it does): spread over the last
 * three years in time order, round-robin over the chains, each hashed onto its chain's head as the app
 * does, so `audit:verify` walks them as real rows. Runs before the server starts (it moves the heads).
 */
export async function ensureAuditRows(db: Db, target: number): Promise<{ generated: number; seconds: number }> {
  const started = performance.now();
  const present = Number(
    (
      await db
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const missing = target - present;
  if (missing <= 0) return { generated: 0, seconds: 0 };
  process.stderr.write(`generando ${missing} filas de auditoría…\n`);
  const samples = await samplesOf(db);
  // As the app writes: PostgreSQL's writers spread over the chains, SQLite's one writer appends to chain 0.
  const shards = isPostgres(db) ? SHARDS : 1;
  const heads = new Map(
    (await db.selectFrom("audit_chains").select(["shard", "seq", "hash"]).execute()).map((h) => [
      h.shard,
      { seq: Number(h.seq), hash: h.hash },
    ]),
  );
  // Older than anything the app wrote: the first generated row YEARS_BACK years ago, the last an hour ago.
  const from = Date.now() - YEARS_BACK * 365 * 86_400_000;
  const step = (YEARS_BACK * 365 * 86_400_000 - 3_600_000) / missing;
  for (let start = 0; start < missing; start += BATCH) {
    const rows: AuditLogTable[] = [];
    for (let i = start; i < Math.min(missing, start + BATCH); i++) {
      const event = eventOf(i, samples);
      const shard = i % shards;
      const head = heads.get(shard)!;
      const id = newIdAt(new Date(from + i * step));
      const changes = JSON.stringify(event.changes);
      const row = {
        id,
        // The row's instant as its id says, as the app takes both from one clock reading.
        at: new Date(msecsOf(id)).toISOString(),
        user_id: event.action === "sign_in" ? pick(samples.users, i) : pick(samples.users, i >> 4),
        address: `10.0.${i % 250}.${(i >> 8) % 250}`,
        action: event.action,
        entity: event.entity,
        entity_id: event.entity_id,
        summary: event.summary,
        changes,
        shard,
        seq: head.seq + 1,
      };
      const hash = chainHash(head.hash, row);
      heads.set(shard, { seq: row.seq, hash });
      rows.push({ ...row, hash, search_text: searchTextOf(row.summary, event.changes as never) });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("audit_log").values(rows).execute();
      for (const [shard, head] of heads)
        await trx
          .updateTable("audit_chains")
          .set({ seq: head.seq, hash: head.hash })
          .where("shard", "=", shard)
          .execute();
    });
    if ((start / BATCH) % 250 === 0) process.stderr.write(`  ${start + rows.length} / ${missing}\n`);
    // Back-to-back commits starve the server's passive checkpoints (the WAL grew past 18 GB once and
    // filled the disk): the generator copies the WAL back itself every 200,000 rows.
    if (!isPostgres(db) && (start / BATCH) % 100 === 99) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  }
  await sql`analyze audit_log`.execute(db);
  return { generated: missing, seconds: (performance.now() - started) / 1000 };
}

/** The requests of the audit rows: each single filter, the text search, a record's history. */
export async function auditRequests(db: Db) {
  const samples = await samplesOf(db);
  const now = Date.now();
  const day = (back: number) => new Date(now - back * 86_400_000).toISOString().slice(0, 10);
  const n = () => Math.floor(Math.random() * 1_000_000);
  return {
    filters: [
      { name: "GET /api/audit?user_id=U", next: () => `/api/audit?user_id=${pick(samples.users, n())}` },
      { name: "GET /api/audit?entity=client", next: () => "/api/audit?entity=client" },
      { name: "GET /api/audit?action=sign_in", next: () => "/api/audit?action=sign_in" },
      {
        name: "GET /api/audit?from=D&to=D (one day)",
        next: () => {
          const d = day(1 + (n() % 1_000));
          return `/api/audit?from=${d}&to=${d}`;
        },
      },
    ],
    search: {
      name: "GET /api/audit?search=…",
      next: () => `/api/audit?search=${encodeURIComponent(`${pick(WORDS, n())} ${pick(WORDS, n())}`)}`,
    },
    history: {
      name: "GET /api/audit?entity=product&entity_id=X",
      next: () => `/api/audit?entity=product&entity_id=${pick(samples.products, n())}`,
    },
  };
}

/** `npm run audit:verify`'s walk, timed over the whole table. */
export async function timeAuditVerify(db: Db): Promise<{ rows: number; breaks: number; seconds: number }> {
  const started = performance.now();
  const result = await verifyAuditTrail(db);
  return { rows: result.rows, breaks: result.breaks.length, seconds: (performance.now() - started) / 1000 };
}

type AuditResults = {
  generation: { generated: number; seconds: number };
  reads: Array<{ name: string; p95_ms: number; target_ms: number }>;
  trail_cost: Record<string, { on: number; off: number; cost_pct: number }>;
  verify: { rows: number; breaks: number; seconds: number };
};

const mark = (over: boolean) => (over ? " ← over target" : "");

export function printAudit(audit: AuditResults): void {
  const { generation, reads, trail_cost, verify } = audit;
  if (generation.generated > 0)
    console.log(`\naudit (issue 34): ${generation.generated} rows generated in ${generation.seconds.toFixed(0)} s`);
  console.log("\naudit trail (issue 34), p95 against its target:");
  for (const row of reads)
    console.log(
      `  ${row.name.padEnd(44)} ${row.p95_ms.toFixed(2).padStart(8)} ms (≤ ${row.target_ms})${mark(row.p95_ms > row.target_ms)}`,
    );
  for (const [name, cost] of Object.entries(trail_cost))
    console.log(
      `  ${`${name}/s trail on vs off`.padEnd(44)} ${cost.on} vs ${cost.off}: ${cost.cost_pct} % (≤ 10 %)${mark(cost.cost_pct > 10)}`,
    );
  console.log(
    `  audit:verify over ${verify.rows} rows: ${verify.seconds.toFixed(1)} s (≤ ${AUDIT_TARGETS.verify_s} s), ${verify.breaks} broken chains${mark(verify.seconds > AUDIT_TARGETS.verify_s)}`,
  );
}
