import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { backupDatabase, restoreDatabase } from "../src/db/backup";
import { prepareDatabase } from "../src/db/bootstrap";
import { pgConnection } from "../src/db/pg-tools";
import { createClient, createStockedProduct } from "./helpers/catalog";
import { ledgerMismatches } from "./helpers/ledger";
import { runScript } from "./helpers/run-script";
import { createSignedInApp, injectAs, signIn, type TestApp } from "./helpers/test-app";
import { createTestDatabase, testDbKind } from "./helpers/test-database";

let t: TestApp;
let admin: string;
let clientId: string;
let dir: string;
beforeAll(async () => {
  ({ t, admin } = await createSignedInApp());
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "inventario-backup-"));
  clientId = await createClient(t.app, admin);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const call = (method: "POST" | "PUT", url: string, payload: object) => injectAs(t.app, admin, method, url, payload);

/** Opens a restored database as the server does: migrations at start must find everything applied. */
async function openCopy(database: TestApp["config"]["database"]) {
  const config = { ...t.config, database };
  const app = await buildApp(config);
  const bootstrap = await prepareDatabase(app.db, config);
  return { app, bootstrap };
}

describe("backups", () => {
  it(`copies a ${testDbKind} database while sales are written; the restored copy is one consistent moment`, async () => {
    const { productId, warehouseId } = await createStockedProduct(t.app, admin, { quantity: 100_000 });
    // A logical clock orders the test's events: when each request started and when it was acknowledged.
    let clock = 0;
    let stop = false;
    const sales: Array<{ id: string; started: number; acked: number }> = [];
    const replenishments: number[] = [];
    const failures: string[] = [];
    const seller = async () => {
      while (!stop) {
        const started = clock++;
        const response = await call("POST", "/api/sale", {
          client_id: clientId,
          type: "RETAIL",
          currency: "COP",
          items: [{ product_id: productId, quantity: 1 + (started % 3), unit_price: 1000 }],
        });
        if (response.statusCode === 201) sales.push({ id: response.json().id, started, acked: clock++ });
        else failures.push(`sale ${response.statusCode} ${response.body}`);
      }
    };
    // Stock moves too, so lots and the ledger change while the copy is taken.
    const restocker = async () => {
      while (!stop) {
        const response = await call("PUT", "/api/inventory/replenish", {
          product_id: productId,
          warehouse_id: warehouseId,
          quantity: 1,
          unit: "UD",
          lot_number: "L1",
          observation: "Reposición durante la copia",
        });
        if (response.statusCode === 200) replenishments.push(clock++);
        else failures.push(`replenish ${response.statusCode} ${response.body}`);
      }
    };
    const writers = [seller(), seller(), seller(), restocker()];
    while (sales.length < 20 && failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    // The copy is taken by the npm script in a process of its own, as an operator would, while this one sells.
    const out = path.join(dir, `copy.${testDbKind === "sqlite" ? "db" : "dump"}`);
    const backupStarted = clock++;
    const salesBefore = sales.length;
    const backup = await runScript("db-backup.ts", ["--out", out], t.config.database);
    const backupEnded = clock++;
    const salesDuring = sales.length - salesBefore;
    stop = true;
    await Promise.all(writers);
    expect(failures).toEqual([]);
    expect(backup.stdout).toContain("Copia de seguridad creada");
    expect(salesDuring, "sales acknowledged while the backup ran").toBeGreaterThan(0);

    const target = await createTestDatabase();
    try {
      const restored = await restoreDatabase(target.database, out);
      expect(restored.migrations).toBeGreaterThan(0);
      const copy = await openCopy(target.database);
      try {
        expect(copy.bootstrap).toMatchObject({ migrations: [], adminCreated: false });
        const db = copy.app.db;
        expect(await ledgerMismatches(db)).toEqual([]);

        const copied = new Set((await db.selectFrom("sales").select("id").execute()).map((s) => s.id));
        const acknowledged = new Map(sales.map((s) => [s.id, s]));
        // Every sale acknowledged before the backup started is in the copy…
        const missing = sales.filter((s) => s.acked < backupStarted && !copied.has(s.id));
        expect(missing).toEqual([]);
        // …and nothing that was not acknowledged, or only started after the backup ended.
        const extra = [...copied].filter((id) => {
          const sale = acknowledged.get(id);
          return !sale || sale.started > backupEnded;
        });
        expect(extra).toEqual([]);
        const replenished = await db
          .selectFrom("movements")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("product_id", "=", productId)
          .where("type", "=", "REPLENISH")
          .executeTakeFirstOrThrow();
        expect(Number(replenished.n)).toBeGreaterThanOrEqual(replenishments.filter((at) => at < backupStarted).length);

        // Every copied sale is whole: its lines, and a picking request asking for exactly those lines.
        const broken = await db
          .selectFrom("sales as s")
          .leftJoin("withdrawals as w", "w.id", "s.withdrawal_id")
          .select(["s.id", "w.id as withdrawal"])
          .select((eb) => [
            eb
              .selectFrom("sale_lines as l")
              .whereRef("l.sale_id", "=", "s.id")
              .select((e) => e.fn.coalesce(e.fn.sum<number>("l.quantity"), e.lit(0)).as("q"))
              .as("sold"),
            eb
              .selectFrom("withdrawal_items as i")
              .whereRef("i.withdrawal_id", "=", "s.withdrawal_id")
              .select((e) => e.fn.coalesce(e.fn.sum<number>("i.requested_quantity"), e.lit(0)).as("q"))
              .as("requested"),
          ])
          .execute();
        const incomplete = broken.filter(
          (row) => !row.withdrawal || Number(row.sold) === 0 || Number(row.sold) !== Number(row.requested),
        );
        expect(incomplete).toEqual([]);
        expect(broken.length).toBe(copied.size);

        // The copy serves: the admin signs in and reads a sale made before the backup as the source shows it.
        const first = sales[0]!;
        const cookie = await signIn(copy.app);
        const inCopy = await copy.app.inject({ method: "GET", url: `/api/sale/${first.id}`, headers: { cookie } });
        const inSource = await t.app.inject({
          method: "GET",
          url: `/api/sale/${first.id}`,
          headers: { cookie: admin },
        });
        expect(inCopy.statusCode).toBe(200);
        expect(inCopy.json()).toEqual(inSource.json());
        console.info(
          `backup (${testDbKind}): ${sales.length} sales in all, ${salesBefore} before the backup, ` +
            `${salesDuring} during it, ${copied.size} in the copy`,
        );
      } finally {
        await copy.app.close();
      }
    } finally {
      await target.drop();
    }
  }, 120_000);

  it("refuses to restore into a database that has tables, and leaves it as it was", async () => {
    const out = path.join(dir, `refuse.${testDbKind === "sqlite" ? "db" : "dump"}`);
    await backupDatabase(t.config.database, out);
    const count = async () => (await t.app.db.selectFrom("sales").select("id").execute()).length;
    const before = await count();
    await expect(restoreDatabase(t.config.database, out)).rejects.toThrow(/no está vacía/);
    expect(await count()).toBe(before);
    // A second backup to the same file is refused too: a copy is never overwritten.
    await expect(backupDatabase(t.config.database, out)).rejects.toThrow(/ya existe/);
  }, 60_000);

  it("a missing or foreign input file is a clear error with a non-zero exit", async () => {
    const target = await createTestDatabase();
    try {
      const missing = path.join(dir, "no-existe.dump");
      await expect(restoreDatabase(target.database, missing)).rejects.toThrow(`No existe el archivo ${missing}`);
      const foreign = path.join(dir, "notas.txt");
      fs.writeFileSync(foreign, "no es una copia");
      await expect(restoreDatabase(target.database, foreign)).rejects.toThrow(/no es una copia de Inventario/);
      const cli = runScript("db-restore.ts", ["--in", missing], target.database);
      await expect(cli).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("No existe el archivo") });
    } finally {
      await target.drop();
    }
  }, 60_000);

  it("hands a PostgreSQL password to the client tools through PGPASSWORD, never on the command line", () => {
    const { dbname, env } = pgConnection("postgres://inventario:s%40cr3t@db.local:5433/inventario?sslmode=require");
    expect(dbname).toBe("postgres://inventario@db.local:5433/inventario?sslmode=require");
    expect(env.PGPASSWORD).toBe("s@cr3t");
  });
});
