// npm run db:backup [-- --out archivo]: a consistent copy of the configured database, safe while the server
// runs (SQLite: online backup API; PostgreSQL: pg_dump --format=custom). Default file:
// backups/inventario-<sqlite|postgres>-<UTC timestamp>.<db|dump>.
import { parseArgs } from "node:util";
import { loadConfig } from "../config/env";
import { BackupError, backupDatabase, defaultBackupFile } from "../db/backup";
import { redactUrl } from "../db/pg-tools";

try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const config = loadConfig();
  const { database } = config;
  const out = values.out ?? defaultBackupFile(database.kind);
  console.log(`Copiando ${database.kind === "sqlite" ? database.path : redactUrl(database.url)} …`);
  const result = await backupDatabase(database, out);
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(`Copia de seguridad creada: ${result.file} (${mb} MB en ${(result.ms / 1000).toFixed(1)} s).`);
  console.log(`Para restaurarla en una base de datos vacía: npm run db:restore -- --in ${result.file}`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof BackupError ? message : `La copia de seguridad falló: ${message}`);
  process.exitCode = 1;
}
