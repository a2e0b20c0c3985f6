import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUSINESS_TIME_ZONE } from "@inventario/shared/dates";
import { createDatabase } from "../../src/db/connection";
import { migrateToLatest } from "../../src/db/migrate";
import { databaseUrl, uniqueDatabaseName, whenDatabaseFree, withAdminClient } from "../helpers/postgres-admin";

/**
 * The migrated template of one vitest run: every migration applied once, here, instead of once per test
 * file. Each file's database starts as a copy of it (helpers/test-database.ts): a file copy on SQLite,
 * CREATE DATABASE … TEMPLATE on PostgreSQL. Built by the globalSetup of each server project, so it
 * always holds the migrations of the code under test, and kept apart per run (its own temp folder, its
 * own database name), so runs side by side never share one. Tests of the migrations themselves start
 * from an empty database instead (createTestDatabase({ migrated: false }), createTestApp({ fromScratch: true })).
 */

const DIR_PREFIX = "inventario-template-";

/** SQLite: a migrated file in a new temp folder; `remove` deletes the folder. */
export async function buildSqliteTemplate(): Promise<{ file: string; remove(): void }> {
  removeLeftoverTemplates();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), DIR_PREFIX));
  fs.writeFileSync(path.join(dir, "owner.pid"), String(process.pid));
  const file = path.join(dir, "template.db");
  const db = createDatabase({ kind: "sqlite", path: file });
  try {
    await migrateToLatest(db, { businessTimeZone: BUSINESS_TIME_ZONE });
  } finally {
    // Closing the only connection checkpoints the WAL into the file and removes it: the one file is
    // the whole database, safe to copy.
    await db.destroy();
  }
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** PostgreSQL: a migrated database on the run's server; `drop` removes it. */
export async function buildPostgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = uniqueDatabaseName("template");
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const db = createDatabase({ kind: "postgres", url: databaseUrl(adminUrl, name) });
  try {
    await migrateToLatest(db, { businessTimeZone: BUSINESS_TIME_ZONE });
  } finally {
    await db.destroy();
  }
  return {
    name,
    drop: () => withAdminClient(adminUrl, (client) => whenDatabaseFree(client, `drop database if exists ${name}`)),
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Folders of runs killed before their teardown (their owner is gone). Live runs keep theirs, and so
 * does a folder younger than a minute without an owner yet (another run between mkdtemp and writing it).
 */
function removeLeftoverTemplates(): void {
  for (const entry of fs.readdirSync(os.tmpdir())) {
    if (!entry.startsWith(DIR_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), entry);
    const ownerFile = path.join(dir, "owner.pid");
    const owner = fs.existsSync(ownerFile) ? Number(fs.readFileSync(ownerFile, "utf8")) : 0;
    if (owner ? isAlive(owner) : Date.now() - fs.statSync(dir).mtimeMs < 60_000) continue;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
