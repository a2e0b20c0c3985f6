import { groupOf } from "./permission-groups";

// The names stay as the server spells them (they are what an admin searches for); these only explain them.
const GROUP_LABELS: Record<string, string> = {
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
};

const ACTION_LABELS: Record<string, string> = {
  read: "Ver",
  create: "Crear",
  update: "Editar",
  delete: "Eliminar",
  replenish: "Reabastecer",
  withdraw: "Retirar",
  assign: "Asignar",
  cancel: "Anular",
  return: "Registrar devoluciones",
};

/** A group's title; a group the catalogue gains later shows its own name until it gets a label here. */
export function groupLabel(group: string): string {
  return GROUP_LABELS[group] ?? group;
}

export function actionLabel(permission: string): string | undefined {
  const action = permission.slice(groupOf(permission).length + 1);
  return ACTION_LABELS[action];
}
