import type { Permission } from "@inventario/shared/permissions";
import { groupOf } from "./permission-groups";

/** The part of a catalogue name before its colon ("clients" for clients:read). */
type PermissionGroupName = Permission extends `${infer Group}:${string}` ? Group : never;
/** The part after it ("read"). */
type PermissionAction = Permission extends `${string}:${infer Action}` ? Action : never;

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
};

const ACTION_LABELS: Record<PermissionAction, string> = {
  read: "Ver",
  create: "Crear",
  update: "Editar",
  delete: "Eliminar",
  replenish: "Reabastecer",
  withdraw: "Retirar",
  assign: "Asignar",
  cancel: "Anular",
  return: "Registrar devoluciones",
  receive: "Registrar recepciones",
  count: "Contar",
  approve: "Revisar y aplicar",
  // Of imports: what each permission lets the user import.
  products: "Productos",
  stock: "Existencias iniciales",
  clients: "Clientes",
  employees: "Empleados",
  warehouses: "Bodegas",
  suppliers: "Proveedores",
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

export function actionLabel(permission: string): string | undefined {
  return labelIn(ACTION_LABELS, permission.slice(groupOf(permission).length + 1));
}
