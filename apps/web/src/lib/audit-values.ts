import { type AuditValue, auditFieldLabels } from "@inventario/shared/audit";
import { formatPesos } from "@inventario/shared/money-format";

/** How the audit trail shows what it does not hold (a field that was empty, a request without a user). */
export const AUDIT_NO_VALUE = "—";

/** Fields whose numbers are money in pesos, as the API answers them. */
const MONEY_FIELDS = new Set(["price", "cost", "costs", "unit_cost"]);

const numbers = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 2 });

/** A field's Spanish name ('Precio'), or its API name when the trail has none for it. */
export function auditFieldLabel(field: string): string {
  return Object.hasOwn(auditFieldLabels, field) ? (auditFieldLabels[field] as string) : field;
}

/**
 * A recorded value as text: '—' for none, a list joined by commas, 'Sí'/'No', numbers as es-CO writes them
 * (money in pesos), text as it was.
 */
export function auditValueText(field: string, value: AuditValue): string {
  if (value === null || value === "") return AUDIT_NO_VALUE;
  if (Array.isArray(value)) return value.length === 0 ? AUDIT_NO_VALUE : value.join(", ");
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (typeof value === "number") return MONEY_FIELDS.has(field) ? formatPesos(value) : numbers.format(value);
  return value;
}
