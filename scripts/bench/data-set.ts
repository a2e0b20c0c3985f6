// The benchmark's data set, generated once per database and size and kept under bench/data/.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startPostgresCluster } from "../postgres-cluster.mjs";

export const SIZES = {
  small: { products: 20_000, warehouses: 20, clients: 10_000, movements: 200_000 },
  large: { products: 1_000_000, warehouses: 200, clients: 100_000, movements: 10_000_000 },
} as const;
export type Size = keyof typeof SIZES;
export type DbKind = "sqlite" | "postgres";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = path.join(root, "bench", "data");

/** Environment pointing the app at the data set; generates it first when missing. */
export async function openDataSet(db: DbKind, size: Size): Promise<{ env: Record<string, string>; stop(): void }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const ready = path.join(dataDir, `${db}-${size}.ready`);
  let env: Record<string, string>;
  let stop = () => {};
  if (db === "sqlite") {
    const file = path.join(dataDir, `sqlite-${size}.db`);
    if (!fs.existsSync(ready))
      for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
    env = { SQLITE_PATH: file };
  } else {
    const clusterDir = path.join(dataDir, `pg-${size}`);
    if (!fs.existsSync(ready)) fs.rmSync(clusterDir, { recursive: true, force: true });
    // Sized like a server holding this data set on this 24 GB machine, not like the tiny test clusters.
    const cluster = await startPostgresCluster({
      dataDir: clusterDir,
      settings: ["shared_buffers=2GB", "effective_cache_size=12GB", "work_mem=16MB"],
    });
    env = { DATABASE_URL: cluster.url };
    stop = () => cluster.stop();
  }
  if (!fs.existsSync(ready)) {
    const sizes = SIZES[size];
    const args = Object.entries(sizes).flatMap(([k, v]) => [`--${k}`, String(v)]);
    console.error(`Generando el conjunto ${db}/${size} (una sola vez)…`);
    execFileSync("npx", ["tsx", path.join(root, "scripts/seed-large/index.ts"), ...args], {
      stdio: "inherit",
      env: { ...process.env, ...env, ADMIN_PASSWORD: "clave-bench-123", LOG_LEVEL: "warn" },
    });
    fs.writeFileSync(ready, new Date().toISOString());
  }
  return { env, stop };
}
