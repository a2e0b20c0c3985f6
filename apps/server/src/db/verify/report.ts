import { sql } from "kysely";
import type { Db } from "../connection";
import type { InvariantResult } from "./check";
import type { BrokenRow } from "./invariant";

const number = new Intl.NumberFormat("es-CO");
const figure = (value: number | string | null) =>
  value === null ? "—" : typeof value === "number" || /^-?\d+$/.test(value) ? number.format(Number(value)) : value;

/** One broken row, in Spanish: "lote 0193…: guardado 5, según sus fuentes 7". */
function describeRow(subject: string, row: BrokenRow): string {
  const which = row.figure ? ` (${row.figure})` : "";
  return `${subject} ${row.id}${which}: guardado ${figure(row.kept)}, según sus fuentes ${figure(row.expected)}`;
}

/** One invariant's line, and for a broken one the examples under it. */
export function describeResult(result: InvariantResult): string {
  if (result.broken === 0) return `  cuadra     ${result.rule}.`;
  const rows = result.broken === 1 ? "1 fila no cuadra" : `${number.format(result.broken)} filas no cuadran`;
  const lines = [`  NO CUADRA  ${result.rule}: ${rows}.`];
  for (const row of result.examples) lines.push(`             p. ej. ${describeRow(result.subject, row)}`);
  return lines.join("\n");
}

/** What the checks covered, counted in the same snapshot. */
export async function countCheckedRows(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number | string>>`select
      (select count(*) from products) as productos,
      (select count(*) from lots) as lotes,
      (select count(*) from movements) as movimientos,
      (select count(*) from transfers) as traslados,
      (select count(*) from sales) as ventas`.execute(db);
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([name, n]) => [name, Number(n)]));
}

/** The closing line: "todo cuadra" with what was checked, or how many invariants do not hold. */
export function summarize(results: InvariantResult[], counts: Record<string, number>): string {
  const broken = results.filter((result) => result.broken > 0);
  const covered = Object.entries(counts)
    .map(([name, n]) => `${number.format(n)} ${name}`)
    .join(", ");
  if (broken.length === 0) return `Todo cuadra: ${results.length} comprobaciones sobre ${covered}.`;
  const rows = broken.reduce((sum, result) => sum + result.broken, 0);
  return (
    `${broken.length} de ${results.length} comprobaciones no cuadran (${number.format(rows)} filas) ` +
    `sobre ${covered}.`
  );
}
