// Measures list and search at scale: fills a fresh database with N clients and N products (default 100k each),
// then times GET /api/clients?search=… and ?page=… through the real app (in-process inject, so the
// figures are the server's own: routing, validation, queries, serialization).
// Usage: npx tsx scripts/bench/search.ts [--db sqlite|postgres] [--clients 100000] [--runs 300]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { buildApp } from "../../apps/server/src/app";
import type { AppConfig } from "../../apps/server/src/config/env";
import { prepareDatabase } from "../../apps/server/src/db/bootstrap";
import { demoPeople } from "../../apps/server/src/db/seed/demo-people";
import { newId } from "../../apps/server/src/lib/ids";
import { normalizeForSearch, personSearchText, personSortKey } from "../../apps/server/src/lib/search-text";
import { nowIso } from "../../apps/server/src/lib/time";
import { startPostgresCluster } from "../postgres-cluster.mjs";
import { BRANDS, CATEGORIES, SIZES } from "../seed-large/names";

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "sqlite" },
    clients: { type: "string", default: "100000" },
    runs: { type: "string", default: "300" },
    keep: { type: "boolean", default: false },
  },
});
const total = Number(values.clients);
const runs = Number(values.runs);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "inventario-bench-"));
const cluster = values.db === "postgres" ? await startPostgresCluster() : undefined;
const database: AppConfig["database"] = cluster
  ? { kind: "postgres", url: cluster.url }
  : { kind: "sqlite", path: path.join(tmp, "bench.db") };
const config: AppConfig = {
  port: 0,
  host: "127.0.0.1",
  database,
  admin: { email: "admin@bench.local", password: "clave-bench-123", name: "Admin" },
  seedDemo: false,
  sessionTtlHours: 8,
  logLevel: "silent",
  webDist: undefined,
  trustProxy: false,
  loginRateLimit: { perIpMax: 1e6, perEmailMax: 1e6, windowMs: 60_000 },
};

const app = await buildApp(config);
try {
  await prepareDatabase(app.db, config);
  const started = performance.now();
  const at = nowIso();
  const BATCH = 1000;
  for (let offset = 0; offset < total; offset += BATCH) {
    const rows = demoPeople(Math.min(BATCH, total - offset), offset + 1).map((p, i) => ({
      ...p,
      // Unique per row whatever the generator drew.
      identification: String(1_000_000_000 + offset + i),
      email: `${offset + i}.${p.email}`,
      id: newId(),
      search_text: "",
      sort_key: "",
      created_at: at,
      updated_at: at,
    }));
    for (const row of rows) {
      row.search_text = personSearchText(row);
      row.sort_key = personSortKey(row);
    }
    await app.db.insertInto("clients").values(rows).execute();
  }
  // Steady state: autovacuum/auto-analyze would get here on their own; don't wait for them.
  await sql.raw(values.db === "postgres" ? "vacuum analyze clients" : "analyze").execute(app.db);
  console.log(`${values.db}: ${total} clients inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const login = await app.inject({
    method: "POST",
    url: "/api/auth",
    payload: { email: config.admin.email, password: "clave-bench-123" },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const terms = [
    "gomez",
    "PEÑA",
    "maría",
    "Ramir",
    "LONDOÑ",
    "sofia",
    "álvarez",
    "jaram",
    "3104",
    "hotmail",
    "zapata c",
    "ospin",
  ];
  const pages = Math.ceil(total / 10);

  async function measure(label: string, url: () => string) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const target = url();
      const t0 = performance.now();
      const response = await app.inject({ method: "GET", url: target, headers: { cookie } });
      times.push(performance.now() - t0);
      if (response.statusCode !== 200) throw new Error(`${target}: ${response.statusCode} ${response.body}`);
    }
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
    console.log(
      `${label.padEnd(34)} p50 ${q(0.5).padStart(7)} ms   p95 ${q(0.95).padStart(7)} ms   max ${q(1).padStart(7)} ms`,
    );
  }

  let n = 0;
  await measure(
    "client search (3-8 chars)",
    () => `/api/clients?search=${encodeURIComponent(terms[n++ % terms.length]!)}`,
  );
  await measure("client page (random over all)", () => `/api/clients?page=${1 + Math.floor(Math.random() * pages)}`);

  // The same number of products, named like a distributor's catalogue, searched by name or SKU.
  const productTerms = [
    "arroz",
    "PANELA",
    "lácte",
    "CaFé",
    "maNgo",
    "dorad",
    "JABÓN",
    "lulo",
    "andin",
    "ABA-00",
    "sabana",
    "Queso",
  ];
  for (let offset = 0; offset < total; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - offset) }, (_, i) => {
      const k = offset + i;
      const category = CATEGORIES[k % CATEGORIES.length]!;
      const name = `${category.items[k % category.items.length]} ${BRANDS[(k >> 3) % BRANDS.length]} ${SIZES[(k >> 7) % SIZES.length]}`;
      const sku = `${normalizeForSearch(category.name).slice(0, 3).toUpperCase()}-${String(k).padStart(7, "0")}`;
      return {
        id: newId(),
        name,
        description: name,
        category: category.name,
        sku,
        image_url: null,
        price_cents: 100_000,
        search_text: `${normalizeForSearch(name)} | ${normalizeForSearch(sku)}`,
        sort_key: normalizeForSearch(name),
        created_at: at,
        updated_at: at,
      };
    });
    await app.db.insertInto("products").values(rows).execute();
  }
  await sql.raw(values.db === "postgres" ? "vacuum analyze products" : "analyze").execute(app.db);
  const productPages = Math.ceil(total / 10);
  await measure(
    "product search (3-6 chars)",
    () => `/api/product?search=${encodeURIComponent(productTerms[n++ % productTerms.length]!)}`,
  );
  await measure(
    "product page (random over all)",
    () => `/api/product?page=${1 + Math.floor(Math.random() * productPages)}`,
  );
} finally {
  await app.close();
  if (values.keep) console.log(`kept ${cluster?.url ?? ""}`);
  else cluster?.stop();
  if (values.keep) console.log(`kept ${tmp}`);
  else fs.rmSync(tmp, { recursive: true, force: true });
}
