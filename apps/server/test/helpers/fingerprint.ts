import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";

/**
 * Tables a request may legitimately change even when it is refused, so they are left out of the
 * fingerprint. Keep this short: every entry hides a class of writes from the fuzz test.
 */
const EXCLUDED_TABLES: ReadonlySet<string> = new Set([
  // Every signed-in request refreshes last_seen_at; sign-in adds a row and sign-out removes one.
  "sessions",
  // A refused sign-in (401, 429) must count against the throttle: that is its purpose.
  "login_throttle",
  // Any request carrying an Idempotency-Key may sweep expired keys first, whatever its outcome.
  "idempotency_keys",
  // A refused request is a security event of the audit trail (a 401 sign-in, a 403): recorded by
  // design. What the trail holds is audit.test.ts's and audit-routes.test.ts's to check.
  "audit_log",
  "audit_chains",
]);
/** SQLite's FTS5 tables of the trail's search index (audit_log_search, _data, _idx…), kept with it. */
const EXCLUDED_PREFIX = "audit_log_search";

export type Fingerprint = Map<string, { rows: number; hash: string }>;

/** The database's own tables (both dialects), minus the excluded ones; read once per database. */
export async function fingerprintedTables(db: Kysely<unknown>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((t) => !t.isView && !EXCLUDED_TABLES.has(t.name) && !t.name.startsWith(EXCLUDED_PREFIX))
    .map((t) => t.name)
    .sort();
}

/** Row count and a hash of every row of every table, independent of the order rows come back in. */
export async function fingerprint(db: Kysely<unknown>, tables: readonly string[]): Promise<Fingerprint> {
  const entries = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      const lines = rows.map(canonicalRow).sort();
      const hash = createHash("sha256").update(lines.join("\n")).digest("base64url");
      return [table, { rows: rows.length, hash }] as const;
    }),
  );
  return new Map(entries);
}

/** The tables whose rows differ between two fingerprints, with their row counts before -> after. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const changed: string[] = [];
  for (const [table, was] of before) {
    const now = after.get(table);
    if (!now || now.hash !== was.hash) changed.push(`${table} (${was.rows} -> ${now?.rows ?? "?"} rows)`);
  }
  return changed;
}

function canonicalRow(row: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(row)
      .sort()
      .map((key) => {
        const value = row[key];
        if (Buffer.isBuffer(value)) return [key, createHash("sha256").update(value).digest("base64url")];
        if (value instanceof Date) return [key, value.toISOString()];
        if (typeof value === "bigint") return [key, value.toString()];
        return [key, value];
      }),
  );
}
