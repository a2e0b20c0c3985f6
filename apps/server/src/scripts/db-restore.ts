// npm run db:restore -- --in archivo: restores a copy made by db:backup into the configured database, which
// must be empty (SQLite: a new or table-less SQLITE_PATH; PostgreSQL: a database of DATABASE_URL without
// tables). The next server start finds every migration applied.
import { parseArgs } from "node:util";
import { loadConfig } from "../config/env";
import { BackupError, restoreDatabase } from "../db/backup";
import { redactUrl } from "../db/pg-tools";

try {
  const { values } = parseArgs({ options: { in: { type: "string" } } });
  if (!values.in) throw new BackupError("Indique la copia a restaurar: npm run db:restore -- --in archivo");
  const { database } = loadConfig();
  console.log(`Restaurando ${values.in} en ${database.kind === "sqlite" ? database.path : redactUrl(database.url)} …`);
  const result = await restoreDatabase(database, values.in);
  console.log(
    `Copia restaurada: ${result.tables} tablas, ${result.migrations} migraciones aplicadas ` +
      `(${(result.ms / 1000).toFixed(1)} s). Ya puede iniciar el servidor con esta base de datos.`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof BackupError ? message : `La restauración falló: ${message}`);
  process.exitCode = 1;
}
