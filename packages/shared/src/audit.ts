import { z } from "zod";
import { isRealDate } from "./dates";
import { exportQueryShape } from "./export";
import { cappedPageSchema, keysetQueryShape, noPageWithAfter } from "./pagination";
import { searchText, text } from "./text";

/**
 * The audit trail (issue 34): who changed what, when and from where. Every change to master data, every
 * document and every security event is one row, written in the same transaction as what it records.
 */

/** What a row records: a change to a record, a document's event, or a security event. */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "deactivate",
  "reactivate",
  "cancel",
  "apply",
  "close",
  "sign_in",
  "sign_in_failed",
  "sign_in_throttled",
  "sign_out",
  "session_expired",
  "password_reset",
  "forbidden",
  "cross_site",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: "Creación",
  update: "Modificación",
  delete: "Eliminación",
  deactivate: "Desactivación",
  reactivate: "Reactivación",
  cancel: "Anulación",
  apply: "Aplicación",
  close: "Cierre",
  sign_in: "Inicio de sesión",
  sign_in_failed: "Inicio de sesión fallido",
  sign_in_throttled: "Inicio de sesión bloqueado",
  sign_out: "Cierre de sesión",
  session_expired: "Sesión vencida",
  password_reset: "Cambio de contraseña",
  forbidden: "Acceso denegado",
  cross_site: "Solicitud de otro sitio rechazada",
};

/** The kind of record a row is about: master data, documents, and the session (security events). */
export const AUDIT_ENTITIES = [
  "product",
  "client",
  "employee",
  "warehouse",
  "supplier",
  "role",
  "settings",
  "sale",
  "sale_return",
  "transfer",
  "stock_movement",
  "withdrawal",
  "import",
  "purchase_order",
  "purchase_receipt",
  "supplier_return",
  "stock_count",
  "cash_session",
  "cash_movement",
  "session",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const auditEntityLabels: Record<AuditEntity, string> = {
  product: "Producto",
  client: "Cliente",
  employee: "Empleado",
  warehouse: "Bodega",
  supplier: "Proveedor",
  role: "Rol",
  settings: "Configuración",
  sale: "Venta",
  sale_return: "Devolución de venta",
  transfer: "Traslado",
  stock_movement: "Movimiento de inventario",
  withdrawal: "Solicitud de alistamiento",
  import: "Importación",
  purchase_order: "Orden de compra",
  purchase_receipt: "Recepción de compra",
  supplier_return: "Devolución a proveedor",
  stock_count: "Toma física",
  cash_session: "Caja",
  cash_movement: "Movimiento de caja",
  session: "Sesión",
};

/** A changed field's value as the trail keeps it: what the API answers for that field. */
export const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type AuditValue = z.infer<typeof auditValueSchema>;

export const auditChangeSchema = z.object({
  field: z.string().describe("El nombre del campo en la API (price, name…)"),
  before: auditValueSchema,
  after: auditValueSchema,
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/**
 * Spanish names of the fields the trail records, by their API name (one map: the same field name means
 * the same thing on every record). A field without one is shown by its API name.
 */
export const auditFieldLabels: Record<string, string> = {
  name: "Nombre",
  last_name: "Apellido",
  description: "Descripción",
  category: "Categoría",
  sku: "SKU",
  price: "Precio",
  image_url: "Imagen",
  image: "Imagen",
  min_stock: "Stock mínimo",
  max_stock: "Stock máximo",
  is_active: "Activo",
  email: "Correo",
  phone: "Teléfono",
  phone_number: "Celular",
  birthday: "Fecha de nacimiento",
  hired_at: "Fecha de ingreso",
  payment_terms_days: "Plazo de pago (días)",
  products: "Lista de precios",
  address: "Dirección",
  city: "Ciudad",
  identification: "Identificación",
  identification_type: "Tipo de identificación",
  role: "Rol",
  permissions: "Permisos",
  warehouse_ids: "Bodegas asignadas",
  password: "Contraseña",
  nit: "NIT",
  dv: "DV",
  contact_name: "Contacto",
  lead_time_days: "Días de entrega",
  location: "Ubicación",
  status: "Estado",
  route: "Ruta",
};

export const auditMessages = {
  dateInvalid: "Escribe una fecha válida (AAAA-MM-DD)",
  dateRangeInvalid: "La fecha inicial debe ser anterior o igual a la final",
  loadFailed: "No se pudo cargar la auditoría",
  empty: "No hay registros de auditoría",
} as const;

const date = z
  .string(auditMessages.dateInvalid)
  .refine(isRealDate, auditMessages.dateInvalid)
  .optional()
  .or(z.literal("").transform(() => undefined));

/**
 * GET /audit: newest first, keyset paged (`?after=`); each filter alone is served by an index. `from`/`to`
 * are business dates, both included; `search` matches the summary and the changed values.
 */
export const auditQuerySchema = z
  .object({
    ...keysetQueryShape,
    user_id: text().min(1).max(64).optional(),
    entity: z.enum(AUDIT_ENTITIES).optional(),
    entity_id: text().min(1).max(64).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    from: date,
    to: date,
    search: searchText(),
    ...exportQueryShape,
  })
  .check(noPageWithAfter)
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: auditMessages.dateRangeInvalid, path: ["to"] });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditRowSchema = z.object({
  id: z.string(),
  at: z.string().describe("Instante ISO 8601 (UTC)"),
  user: z.object({ id: z.string(), name: z.string() }).nullable().describe("null: nadie había iniciado sesión"),
  address: z.string().nullable().describe("La dirección IP de la solicitud"),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string().nullable(),
  summary: z.string(),
  changes: z.array(auditChangeSchema),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = cappedPageSchema(auditRowSchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /audit/users: whom 'Auditoría' can filter by: every employee, former ones too, by name. */
export const auditUsersSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuditUsers = z.infer<typeof auditUsersSchema>;
