import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import type pg from "pg";
import type { AppConfig } from "../config/env";
import { BackupError, findPgTool, pgConnection, runPgTool, withPgClient } from "./pg-tools";

export { BackupError } from "./pg-tools";

type DatabaseConfig = AppConfig["database"];

type BackupResult = { file: string; bytes: number; ms: number };
type RestoreResult = { file: string; ms: number; tables: number; migrations: number };

/** Kysely's bookkeeping of applied migrations: a copy of Inventario always has it. */
const MIGRATION_TABLE = "kysely_migration";
const SQLITE_MAGIC = "SQLite format 3\0";
const PG_CUSTOM_MAGIC = "PGDMP";
/** Pages per backup step: all of them, so the copy is read in one read transaction (one snapshot). */
const ALL_PAGES = 0x7fffffff;

/** backups/inventario-<kind>-<UTC timestamp>.<db|dump>, relative to the working directory. */
export function defaultBackupFile(kind: DatabaseConfig["kind"], now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return path.join("backups", `inventario-${kind}-${stamp}.${kind === "sqlite" ? "db" : "dump"}`);
}

/**
 * Writes a consistent copy of the (possibly running) database to `out`, which must not exist yet. The copy
 * is written beside it under a temporary name and renamed when complete, so `out` is never a partial copy.
 */
export async function backupDatabase(database: DatabaseConfig, out: string): Promise<BackupResult> {
  const started = performance.now();
  const file = path.resolve(out);
  if (fs.existsSync(file)) throw new BackupError(`El archivo ${file} ya existe; indique otro con --out.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  try {
    if (database.kind === "sqlite") await backupSqlite(database.path, partial);
    else await backupPostgres(database.url, partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file, bytes: fs.statSync(file).size, ms: performance.now() - started };
}

/** Restores a copy made by backupDatabase into the configured database, which must be empty (no tables). */
export async function restoreDatabase(database: DatabaseConfig, input: string): Promise<RestoreResult> {
  const started = performance.now();
  const file = path.resolve(input);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) throw new BackupError(`No existe el archivo ${file}.`);
  const kind = archiveKind(file);
  if (!kind) {
    throw new BackupError(
      `${file} no es una copia de Inventario (ni un archivo SQLite ni un volcado de pg_dump en formato personalizado).`,
    );
  }
  if (kind !== database.kind) {
    const name = { sqlite: "SQLite", postgres: "PostgreSQL" };
    throw new BackupError(
      `${file} es una copia de ${name[kind]}, pero la base de datos configurada es ${name[database.kind]}.`,
    );
  }
  const counts =
    database.kind === "sqlite" ? await restoreSqlite(file, database.path) : await restorePostgres(file, database.url);
  return { file, ms: performance.now() - started, ...counts };
}

function archiveKind(file: string): DatabaseConfig["kind"] | undefined {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString("latin1") === SQLITE_MAGIC) return "sqlite";
  if (head.subarray(0, PG_CUSTOM_MAGIC.length).toString("latin1") === PG_CUSTOM_MAGIC) return "postgres";
  return undefined;
}

// --- SQLite -------------------------------------------------------------------------------------------

function openSqlite(file: string, options: SQLite.Options = {}): SQLite.Database {
  try {
    const db = new SQLite(file, options);
    db.pragma("busy_timeout = 5000");
    return db;
  } catch (error) {
    throw new BackupError(`No se pudo abrir ${file}: ${error instanceof Error ? error.message : error}`);
  }
}

function sqliteCounts(db: SQLite.Database): { tables: number; migrations: number } {
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'")
    .pluck()
    .all() as string[];
  const migrations = tables.includes(MIGRATION_TABLE)
    ? (db.prepare(`select count(*) from ${MIGRATION_TABLE}`).pluck().get() as number)
    : 0;
  return { tables: tables.length, migrations };
}

/**
 * SQLite's online backup API, all pages in one step: the step reads inside one read transaction, so the
 * copy is the database as of one commit. In WAL mode that reader blocks no writer (the server keeps
 * selling); in smaller steps every write of another connection would restart the copy.
 */
async function backupSqlite(source: string, partial: string): Promise<void> {
  if (!fs.existsSync(source)) throw new BackupError(`No existe la base de datos SQLite ${source} (SQLITE_PATH).`);
  const db = openSqlite(source, { fileMustExist: true });
  try {
    if (sqliteCounts(db).migrations === 0) {
      throw new BackupError(`${source} no contiene una base de datos de Inventario (no tiene migraciones aplicadas).`);
    }
    await db.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`La copia de ${source} falló: ${error instanceof Error ? error.message : error}`);
  } finally {
    db.close();
  }
  // The copy is one self-contained file (no -wal beside it); a restore puts the target back in WAL mode.
  const copy = openSqlite(partial, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
}

async function restoreSqlite(input: string, target: string): Promise<{ tables: number; migrations: number }> {
  if (fs.existsSync(target)) {
    const existing = openSqlite(target, { fileMustExist: true });
    try {
      const { tables } = sqliteCounts(existing);
      if (tables > 0) {
        throw new BackupError(
          `La base de datos ${target} no está vacía (${tables} tablas): restaure en un archivo nuevo (SQLITE_PATH) ` +
            "o mueva ese archivo antes.",
        );
      }
    } finally {
      existing.close();
    }
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const source = openSqlite(input, { readonly: true, fileMustExist: true });
  try {
    if (sqliteCounts(source).migrations === 0) {
      throw new BackupError(`${input} no es una copia de Inventario (no tiene migraciones aplicadas).`);
    }
    // Through the backup API rather than a file copy: SQLite writes the target under its own locks.
    await source.backup(target, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const restored = openSqlite(target, { fileMustExist: true });
  try {
    restored.pragma("journal_mode = WAL");
    return sqliteCounts(restored);
  } finally {
    restored.close();
  }
}

// --- PostgreSQL ---------------------------------------------------------------------------------------

const userTablesQuery = `
  select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

async function pgCounts(client: pg.Client): Promise<{ tables: number; migrations: number }> {
  const tables = (await client.query<{ relname: string }>(userTablesQuery)).rows.map((row) => row.relname);
  const migrations = tables.includes(MIGRATION_TABLE)
    ? Number((await client.query(`select count(*) as n from ${MIGRATION_TABLE}`)).rows[0].n)
    : 0;
  return { tables: tables.length, migrations };
}

/**
 * pg_dump reads the whole database in one REPEATABLE READ transaction: the copy is one snapshot, taken
 * while the server keeps writing (its ACCESS SHARE locks only wait for schema changes).
 */
async function backupPostgres(url: string, partial: string): Promise<void> {
  const tool = findPgTool("pg_dump");
  const { migrations } = await withPgClient(url, pgCounts);
  if (migrations === 0) {
    throw new BackupError("La base de datos de DATABASE_URL no contiene Inventario (no tiene migraciones aplicadas).");
  }
  const { dbname } = pgConnection(url);
  await runPgTool(tool, ["--format=custom", "--no-password", `--file=${partial}`, `--dbname=${dbname}`], url);
}

async function restorePostgres(input: string, url: string): Promise<{ tables: number; migrations: number }> {
  const tool = findPgTool("pg_restore");
  const before = await withPgClient(url, pgCounts);
  if (before.tables > 0) {
    throw new BackupError(
      `La base de datos de DATABASE_URL no está vacía (${before.tables} tablas): restaure en una base de datos ` +
        "nueva (createdb) y apunte DATABASE_URL a ella.",
    );
  }
  const { dbname } = pgConnection(url);
  // One transaction: a failed restore leaves the database empty, ready for another attempt.
  await runPgTool(
    tool,
    ["--no-owner", "--no-acl", "--exit-on-error", "--single-transaction", "--no-password", `--dbname=${dbname}`, input],
    url,
  );
  return withPgClient(url, async (client) => {
    // pg_restore brings no planner statistics; without them the first queries may pick poor plans.
    await client.query("analyze");
    return pgCounts(client);
  });
}
