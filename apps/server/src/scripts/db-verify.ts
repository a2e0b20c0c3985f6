// npm run db:verify: checks on the configured database (SQLITE_PATH or DATABASE_URL) that every kept
// figure adds up — lots against the ledger, the stocks, counts and balances kept from them, the daily
// totals (docs/MACHINERY.md) — in one read-only snapshot: it writes nothing and a running server keeps
// working beside it. Prints each check in Spanish; exit code 0 when everything adds up, 1 when anything
// does not, 2 when the check itself could not run.
import { redactUrl } from "../db/pg-tools";
import { checkInvariants } from "../db/verify/check";
import { readOnlySnapshot } from "../db/verify/read-only";
import { countCheckedRows, describeResult, summarize } from "../db/verify/report";
import { openExistingDatabase } from "./existing-database";

const { database, db } = openExistingDatabase();
try {
  const where = database.kind === "sqlite" ? `SQLite ${database.path}` : `PostgreSQL ${redactUrl(database.url)}`;
  console.log(`Verificando ${where} (solo lectura)…`);
  const { results, counts } = await readOnlySnapshot(db, async (snapshot) => ({
    results: await checkInvariants(snapshot, { onResult: (result) => console.log(describeResult(result)) }),
    counts: await countCheckedRows(snapshot),
  }));
  console.log(summarize(results, counts));
  process.exitCode = results.some((result) => result.broken > 0) ? 1 : 0;
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`La verificación no pudo completarse: ${message}`);
  console.error("¿Está la base de datos al día? Aplique las migraciones con npm run db:migrate.");
  process.exitCode = 2;
} finally {
  await db.destroy();
}
