// The floor a typical back-office sits on: the same searches as plain LIKE '%term%' scans, run
// directly on the database.
import { sql } from "kysely";
import type { Db } from "../../apps/server/src/db/connection";

export async function timeNaiveSearch(db: Db, table: "products" | "clients", terms: string[], runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const pattern = `%${terms[i % terms.length]!.toLowerCase()}%`;
    const started = performance.now();
    if (table === "products") {
      await sql`select count(*) from products where lower(name) like ${pattern} or lower(sku) like ${pattern}`.execute(
        db,
      );
      await sql`select id, name from products where lower(name) like ${pattern} or lower(sku) like ${pattern} order by name limit 10`.execute(
        db,
      );
    } else {
      const where = sql`lower(identification) like ${pattern} or lower(name) like ${pattern} or lower(last_name) like ${pattern} or lower(email) like ${pattern}`;
      await sql`select count(*) from clients where ${where}`.execute(db);
      await sql`select id from clients where ${where} order by last_name, name limit 10`.execute(db);
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50_ms: times[Math.floor(times.length / 2)] ?? 0,
    p95_ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0,
  };
}
