import { cashSessionStatusLabels } from "@inventario/shared/cash-sessions";
import { fromCents } from "@inventario/shared/money";
import type { Db } from "../../db/connection";
import { keysetBatches } from "../../lib/export/batches";
import { columns, type ExportSource } from "../../lib/export/columns";
import * as repo from "./cash-sessions.repository";

type SessionRow = repo.SessionRow;

const frozenPesos = (cents: number | string | null) => (cents === null ? null : fromCents(Number(cents)));

const sessionColumns = columns<SessionRow>()([
  { header: "Caja N.º", kind: "integer", value: (row) => row.number },
  { header: "Estado", kind: "text", value: (row) => cashSessionStatusLabels[row.status] },
  { header: "Empleado", kind: "text", value: (row) => row.employee_name },
  { header: "Apertura", kind: "datetime", value: (row) => row.opened_at },
  { header: "Base", kind: "money", value: (row) => fromCents(Number(row.opening_amount_cents)) },
  { header: "Cierre", kind: "datetime", value: (row) => row.closed_at },
  { header: "Cerrada por", kind: "text", value: (row) => row.closed_by_name ?? "" },
  // As frozen at the closing: an open shift's still move (its screen shows them).
  { header: "Efectivo esperado", kind: "money", value: (row) => frozenPesos(row.frozen_cash_cents) },
  { header: "Diferencia", kind: "money", value: (row) => frozenPesos(row.frozen_difference_cents) },
  { header: "Nota", kind: "text", value: (row) => row.note },
]);

export type CashSessionsExport = ReturnType<typeof createCashSessionsExport>;

export function createCashSessionsExport(db: Db) {
  return {
    /** Every shift of the list's filters, newest first. */
    list: (filters: repo.SessionFilters): ExportSource<SessionRow> => ({
      name: "cajas",
      sheet: "Cajas",
      columns: sessionColumns,
      rows: keysetBatches(
        (before: number | null, limit) => repo.sessionsBefore(db, filters, before, limit),
        (row) => row.number,
      ),
    }),
  };
}
