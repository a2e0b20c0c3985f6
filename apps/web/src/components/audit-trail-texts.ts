import { auditMessages } from "@inventario/shared/audit";
import { AUDIT_NO_VALUE } from "../lib/audit-values";

/**
 * What the rows of the audit trail say wherever they are shown: 'Auditoría' and each record's 'Historial de
 * cambios' (a product's, a supplier's, a client's, an employee's). The actions', records' and fields' names
 * are the shared ones (`@inventario/shared/audit`).
 */
export const auditTrailTexts = {
  columns: ["Fecha", "Usuario", "Acción", "Registro", "Cambios", "Dirección"],
  /** The card's title on a phone: what the row is about. */
  titleColumn: 3,
  /** A row whose request had no signed-in user (a failed sign-in). */
  noUser: AUDIT_NO_VALUE,
  noChanges: AUDIT_NO_VALUE,
  noAddress: AUDIT_NO_VALUE,
  history: {
    title: "Historial de cambios",
    /** The table's name, apart from its section's (the heading). */
    caption: "Cambios registrados",
    loading: "Cargando historial de cambios...",
    empty: "No hay cambios registrados de este registro.",
    forbidden: "No tienes permisos para ver la auditoría",
    error: auditMessages.loadFailed,
  },
} as const;
