import fs from "node:fs";
import { loadConfig } from "../config/env";
import { createDatabase } from "../db/connection";

/**
 * The configured database (SQLITE_PATH or DATABASE_URL) for a script that reads or maintains an existing
 * one: exits with code 2 when the SQLite file is missing, since opening it would create an empty database.
 */
export function openExistingDatabase() {
  const { database } = loadConfig();
  if (database.kind === "sqlite" && !fs.existsSync(database.path)) {
    console.error(`No existe la base de datos ${database.path} (SQLITE_PATH).`);
    process.exit(2);
  }
  return { database, db: createDatabase(database) };
}
