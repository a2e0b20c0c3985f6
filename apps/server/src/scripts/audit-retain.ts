// npm run audit:retain -- --before aaaa-mm-dd [--yes]: removes the audit trail's rows older than that
// business day on the configured database (SQLITE_PATH or DATABASE_URL), whole prefixes of each chain,
// and moves each chain's start after them, so `npm run audit:verify` still walks what is left
// (docs/decisions/0028-audit-trail.md). A maintenance command, never the app: keep the verifier's digest
// and a backup of what goes first. Without --yes it only says how many rows would go. Prints in Spanish;
// exit code 0 done, 2 when it could not run.
import { parseArgs } from "node:util";
import { isRealDate } from "@inventario/shared/dates";
import { removeAuditRowsBefore } from "../modules/audit/audit-retention";
import { verifyAuditTrail } from "../modules/audit/audit-verify";
import { openExistingDatabase } from "./existing-database";

const { values } = parseArgs({ options: { before: { type: "string" }, yes: { type: "boolean", default: false } } });
const before = values.before ?? "";
if (!/^\d{4}-\d{2}-\d{2}$/.test(before) || !isRealDate(before)) {
  console.error("Uso: npm run audit:retain -- --before aaaa-mm-dd [--yes]");
  process.exit(2);
}
const { db } = openExistingDatabase();
try {
  const checked = await verifyAuditTrail(db);
  if (checked.breaks.length > 0) {
    for (const found of checked.breaks) console.error(`✗ ${found.message}`);
    console.error("La auditoría no está íntegra: no se borra nada hasta revisarla (npm run audit:verify).");
    process.exitCode = 2;
  } else if (!values.yes) {
    console.log(`Se borrarían las filas de auditoría anteriores al ${before}. Repite con --yes para hacerlo.`);
  } else {
    const result = await removeAuditRowsBefore(db, before);
    console.log(
      `✓ ${result.removed.toLocaleString("es-CO")} filas anteriores al ${before} borradas de ${result.chains.length} cadenas`,
    );
  }
} catch (error) {
  console.error(`La retención no pudo completarse: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await db.destroy();
}
