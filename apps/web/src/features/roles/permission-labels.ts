import type { Permission } from "@inventario/shared/permissions";

/** The part of a catalogue name before its colon ("clients" for clients:read). */
type PermissionGroupName = Permission extends `${infer Group}:${string}` ? Group : never;

// The names stay as the server spells them (they are what an admin searches for); these only explain them.
// Keyed by the catalogue (packages/shared/src/permissions.ts): a permission whose group or action has no
// label here does not compile.
const GROUP_LABELS: Record<PermissionGroupName, string> = {
  dashboard: "Dashboard",
  clients: "Clientes",
  employees: "Empleados",
  roles: "Roles y permisos",
  warehouses: "Bodegas",
  products: "Productos",
  movements: "Movimientos",
  inventory: "Inventario",
  withdrawals: "Solicitudes de alistamiento",
  sales: "Ventas",
  transfers: "Traslados",
  alerts: "Alertas de inventario",
  reports: "Reportes",
  imports: "Importar datos",
  suppliers: "Proveedores",
  purchases: "Compras",
  counts: "Toma física",
  audit: "Auditoría",
  settings: "Configuración",
  cash: "Caja",
};

/** What each permission lets its holder do, as a phrase shown beside its name ('Ver clientes'). */
const PHRASES: Record<Permission, string> = {
  "dashboard:read": "Ver el dashboard",
  "clients:read": "Ver clientes",
  "clients:create": "Crear clientes",
  "clients:update": "Editar clientes",
  "clients:delete": "Eliminar clientes",
  "employees:read": "Ver empleados",
  "employees:create": "Crear empleados",
  "employees:update": "Editar empleados",
  "employees:delete": "Eliminar empleados",
  "roles:read": "Ver roles y permisos",
  "roles:update": "Cambiar roles y permisos",
  "warehouses:read": "Ver bodegas",
  "warehouses:create": "Crear bodegas",
  "warehouses:update": "Editar bodegas",
  "warehouses:delete": "Eliminar bodegas",
  "products:read": "Ver productos",
  "products:create": "Crear productos",
  "products:update": "Editar productos",
  "products:delete": "Eliminar productos",
  "movements:read": "Ver el historial de movimientos",
  "inventory:read": "Ver existencias",
  "inventory:create": "Registrar entradas de inventario",
  "inventory:replenish": "Reabastecer lotes",
  "inventory:withdraw": "Retirar inventario",
  "withdrawals:read": "Ver solicitudes de alistamiento",
  "withdrawals:assign": "Asignar existencias a solicitudes de alistamiento",
  "sales:read": "Ver ventas",
  "sales:create": "Registrar ventas",
  "sales:cancel": "Anular ventas",
  "sales:price_override": "Cambiar el precio de un producto al vender",
  "sales:return": "Registrar devoluciones de ventas",
  "transfers:read": "Ver traslados",
  "transfers:create": "Trasladar entre bodegas",
  "alerts:read": "Ver alertas de inventario",
  "reports:read": "Ver reportes con costos y valores",
  "imports:products": "Importar productos",
  "imports:stock": "Importar existencias iniciales",
  "imports:clients": "Importar clientes",
  "imports:employees": "Importar empleados",
  "imports:warehouses": "Importar bodegas",
  "imports:suppliers": "Importar proveedores",
  "suppliers:read": "Ver proveedores",
  "suppliers:create": "Crear proveedores",
  "suppliers:update": "Editar proveedores",
  "suppliers:delete": "Eliminar proveedores",
  "purchases:read": "Ver órdenes de compra",
  "purchases:create": "Crear y enviar órdenes de compra",
  "purchases:receive": "Registrar recepciones de compra",
  "purchases:cancel": "Anular órdenes de compra",
  "counts:read": "Ver tomas físicas",
  "counts:count": "Contar en tomas físicas",
  "counts:approve": "Abrir, revisar y aplicar tomas físicas",
  "audit:read": "Ver la auditoría y el historial de cambios",
  "settings:update": "Editar los datos de la empresa",
  "cash:operate": "Abrir, mover y cerrar su propia caja",
  "cash:read": "Ver las cajas de todos los empleados",
};

const labelIn = <Key extends string>(labels: Record<Key, string>, key: string): string | undefined =>
  Object.hasOwn(labels, key) ? labels[key as Key] : undefined;

/**
 * A group's title. The names come from the server, which may run a newer catalogue than this build: a
 * group it does not know shows its own name.
 */
export function groupLabel(group: string): string {
  return labelIn(GROUP_LABELS, group) ?? group;
}

/** The phrase of a permission of the catalogue; none for a name this build does not know. */
export function permissionPhrase(permission: string): string | undefined {
  return labelIn(PHRASES, permission);
}
