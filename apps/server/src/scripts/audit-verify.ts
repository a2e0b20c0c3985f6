// npm run audit:verify [-- --digest resumen.json] [-- --against resumen.json]: walks every chain of the
// audit trail on the configured database (SQLITE_PATH or DATABASE_URL) in one read-only snapshot and
// names the first row of each chain that was altered, removed or inserted out of order
// (docs/decisions/0028-audit-trail.md). --digest writes each chain's head (position and hash) to a file to
// keep outside the database; --against compares the trail with such a file, which shows a chain rewritten
// whole. Prints in Spanish; exit code 0 when the trail holds, 1 when it does not, 2 when it could not run.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { type ChainDigest, digestMismatches, verifyAuditTrail } from "../modules/audit/audit-verify";
import { openExistingDatabase } from "./existing-database";

const { values } = parseArgs({ options: { digest: { type: "string" }, against: { type: "string" } } });
const { db } = openExistingDatabase();
try {
  const started = Date.now();
  console.log("Verificando las cadenas de la auditoría (solo lectura)…");
  const result = await verifyAuditTrail(db);
  const kept: ChainDigest[] | null = values.against ? JSON.parse(fs.readFileSync(values.against, "utf8")) : null;
  const breaks = [...result.breaks, ...(kept ? await digestMismatches(db, kept) : [])];
  for (const found of breaks) console.log(`✗ ${found.message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    breaks.length === 0
      ? `✓ ${result.rows.toLocaleString("es-CO")} filas en ${result.digest.length} cadenas, íntegras (${seconds} s)`
      : `${breaks.length} cadenas no cuadran (${result.rows.toLocaleString("es-CO")} filas verificadas, ${seconds} s)`,
  );
  if (values.digest) {
    fs.writeFileSync(values.digest, `${JSON.stringify(result.digest, null, 2)}\n`);
    console.log(`Resumen de las cadenas guardado en ${values.digest}`);
  }
  process.exitCode = breaks.length > 0 ? 1 : 0;
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`La verificación no pudo completarse: ${message}`);
  process.exitCode = 2;
} finally {
  await db.destroy();
}
