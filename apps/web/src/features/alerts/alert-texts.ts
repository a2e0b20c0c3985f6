import { type AlertKind, alertKindLabels, alertMessages } from "@inventario/shared/alerts";
import { type DataColumn, figure } from "../../components/data-table";

/** What the 'Alertas' screen says (issue 19); the kinds' names and the write-off's answers are the shared ones. */
export const alertTexts = {
  title: "Alertas",
  tabsLabel: "Tipos de alerta",
  tableCaption: (kind: AlertKind) => `Alertas: ${alertKindLabels[kind]}`,
  search: "Buscar por nombre o SKU del producto",
  warehouse: "Bodega",
  allWarehouses: "Todas las bodegas",
  days: "Vencen en",
  daysOption: (days: number) => `${days} días`,
  loading: "Cargando alertas...",
  empty: {
    low: "No hay productos con stock bajo.",
    out: "No hay productos agotados.",
    expiring: "No hay lotes por vencer en ese plazo.",
    expired: "No hay lotes vencidos.",
  } satisfies Record<AlertKind, string>,
  /** A warehouse chosen and nothing in it (a search names itself, see `noMatch`). */
  emptySearch: "Ninguna alerta coincide con la búsqueda o la bodega elegida.",
  noMatch: "Ninguna alerta coincide",
  listForbidden: "No tienes permisos para ver las alertas",
  listError: "Ocurrió un error obteniendo las alertas",
  allWarehousesCell: "Todas",
  noLot: "Sin lote",
  noValue: "-",
  moreThan: (count: string) => `más de ${count}`,
  // Days left of a lot: expiring ones count forward, expired ones back.
  today: "Hoy",
  daysLeft: (days: number) => (days === 1 ? "1 día" : `${days} días`),
  daysAgo: (days: number) => (days === 1 ? "hace 1 día" : `hace ${days} días`),
  // Row selection and the write-off ('Vencidos').
  selectLot: (product: string, lot: string, warehouse: string) =>
    `Seleccionar lote ${lot} de ${product} en ${warehouse}`,
  notYourWarehouse: "No puedes dar de baja lotes de esta bodega: no está entre tus bodegas asignadas.",
  selectPage: "Seleccionar todos los lotes de esta página",
  selected: (count: number) => (count === 1 ? "1 lote seleccionado" : `${count} lotes seleccionados`),
  clearSelection: "Quitar selección",
  writeOff: "Dar de baja",
  tooManyLots: alertMessages.tooManyLots,
  // 'Stock bajo' leads to what to order (issue 32).
  suggestionsLink: "Ver sugerido de compra",
  /** A 'Stock bajo' row's action: its product (in its warehouse) in 'Sugerido de compra'. */
  orderAction: "Pedir",
  // By SKU, not name: the row's product link is named by the name, and a search for it must find one link;
  // the product's own row names all its warehouses, so its name is not part of a warehouse row's.
  orderActionLabel: (sku: string, warehouse: string | null) => `Pedir ${sku} en ${warehouse ?? "todas las bodegas"}`,
  /** A warehouse's row's action: the transfer form, from the warehouse that can spare units (issue 32). */
  transferAction: "Trasladar",
  // By SKU, as 'Pedir'; then where to and where from.
  transferActionLabel: (sku: string, to: string, from: string) => `Trasladar ${sku} a ${to} desde ${from}`,
  /** Its tooltip: where the units come from, and how many that warehouse holds above its own minimum. */
  transferSource: (from: string, spare: string) => `Desde ${from}: ${spare} por encima de su mínimo`,
} as const;

export const writeOffTexts = {
  title: "Dar de baja lotes vencidos",
  explanation: (count: number) =>
    count === 1
      ? "Se retirarán todas las existencias de este lote vencido. Quedará un movimiento «Retiro» con la referencia «Vencido» en el historial del producto. No se puede deshacer."
      : `Se retirarán todas las existencias de estos ${count} lotes vencidos. Quedará un movimiento «Retiro» con la referencia «Vencido» en el historial de cada producto. No se puede deshacer.`,
  lotsCaption: "Lotes que se darán de baja",
  lotLine: (product: string, lot: string, warehouse: string, quantity: string) =>
    `${product} · lote ${lot} · ${warehouse} · ${quantity}`,
  reason: "Motivo (opcional)",
  submit: "Dar de baja",
  success: alertMessages.writtenOff,
  failed: "No se pudieron dar de baja los lotes",
} as const;

/** The columns of each kind's table. 'En camino' is the product's units on open purchase orders. */
const levelFigures = [
  figure("Disponible"),
  figure("Mínimo"),
  figure("Máximo"),
  figure("Reservado"),
  figure("En camino"),
];
const lotColumns = ["Producto", "Bodega", "Lote", figure("Cantidad"), "Vence", figure("Días")];

export const alertColumns: Record<AlertKind, DataColumn[]> = {
  low: ["Producto", "Bodega", ...levelFigures, figure("Reponer"), "Acciones"],
  out: ["Producto", "Bodega", ...levelFigures, "Acciones"],
  expiring: lotColumns,
  expired: lotColumns,
};

export const alertsPath = "/dashboard/alerts";
/** 'Sugerido de compra', in the warehouse the alerts show (all of them when none is chosen). */
export const purchaseSuggestionsPath = (warehouse: string, search = "") => {
  const query = new URLSearchParams();
  if (warehouse) query.set("warehouse", warehouse);
  if (search) query.set("search", search);
  const text = query.toString();
  return text ? `/dashboard/purchase-suggestions?${text}` : "/dashboard/purchase-suggestions";
};
export const productDetailPath = (id: string) => `/dashboard/products/view/${encodeURIComponent(id)}`;
