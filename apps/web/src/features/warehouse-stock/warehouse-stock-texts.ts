import { DEFAULT_EXPIRY_WINDOW } from "@inventario/shared/alerts";
import type { WarehouseStockState } from "@inventario/shared/warehouse-stock";
import { figure } from "../../components/data-table";

const encode = encodeURIComponent;
const count = new Intl.NumberFormat("es-CO");

/** The query a screen of a warehouse's stock keeps in its URL (the print view takes the same). */
export type StockUrlFilters = { state: WarehouseStockState; days: number; category: string; search: string };

/** Only what differs from the defaults goes into a link: 'Con stock', 30 days, no category, no search. */
function filterQuery({ state, days, category, search }: StockUrlFilters): string {
  const params = new URLSearchParams();
  if (state !== "stocked") params.set("state", state);
  if (state === "expiring" && days !== DEFAULT_EXPIRY_WINDOW) params.set("days", String(days));
  if (category) params.set("category", category);
  if (search) params.set("search", search);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const stockPaths = {
  warehouses: "/dashboard/warehouses",
  stock: (warehouseId: string) => `/dashboard/warehouses/${encode(warehouseId)}/stock`,
  /** The print view, with the filters the list had. */
  print: (warehouseId: string, filters: StockUrlFilters) =>
    `/dashboard/warehouses/${encode(warehouseId)}/stock/print${filterQuery(filters)}`,
  /** Back from the print view to the list with the same filters. */
  list: (warehouseId: string, filters: StockUrlFilters) =>
    `/dashboard/warehouses/${encode(warehouseId)}/stock${filterQuery(filters)}`,
  product: (productId: string) => `/dashboard/products/view/${encode(productId)}`,
};

/** What 'Existencias' says (issue 33). */
export const stockTexts = {
  title: (warehouse: string | undefined) => (warehouse ? `Existencias — ${warehouse}` : "Existencias"),
  back: "Bodegas",
  tableCaption: "Existencias de la bodega",
  search: "Buscar producto por: nombre o SKU",
  state: "Mostrar",
  days: "Vencen en",
  daysOption: (days: number) => `${days} días`,
  category: "Categoría",
  print: "Imprimir",
  loading: "Cargando existencias...",
  empty: {
    stocked: "La bodega no tiene existencias.",
    expiring: "Ningún lote de la bodega vence en ese plazo.",
    expired: "La bodega no tiene lotes vencidos.",
  } satisfies Record<WarehouseStockState, string>,
  emptyCategory: "La bodega no tiene existencias de esa categoría con este filtro.",
  noMatch: "Ningún producto de la bodega coincide",
  forbidden: "No tienes permisos para ver las existencias",
  error: "Ocurrió un error obteniendo las existencias",
  moreRows: "Ver más líneas",
  firstRows: "Volver al inicio",
  noLot: "Sin lote",
  noValue: "—",
  columns: {
    product: "Producto",
    category: "Categoría",
    lot: "Lote",
    expires: "Vence",
    quantity: "Cantidad",
    reserved: "Reservado (producto)",
    available: "Disponible (producto)",
  },
} as const;

const { columns } = stockTexts;
export const stockColumns = [
  columns.product,
  columns.category,
  columns.lot,
  columns.expires,
  figure(columns.quantity),
  figure(columns.reserved),
  figure(columns.available),
];

/** The print view's texts. */
export const stockPrintTexts = {
  title: (warehouse: string | undefined) =>
    warehouse ? `Imprimir existencias — ${warehouse}` : "Imprimir existencias",
  back: "Volver a existencias",
  print: "Imprimir",
  sheetTitle: "Existencias",
  label: "Existencias de la bodega para imprimir",
  preview: "Vista previa de las existencias",
  tableBox: "Líneas de las existencias",
  caption: "Existencias de la bodega",
  date: "Fecha",
  shown: "Líneas",
  state: "Mostrar",
  category: "Categoría",
  search: "Búsqueda",
  loading: "Cargando existencias...",
  error: "Ocurrió un error obteniendo las existencias",
  empty: "La bodega no tiene existencias con ese filtro.",
  truncated: (max: number) =>
    `Se muestran las primeras ${count.format(max)} líneas: para la lista completa use Exportar.`,
  lineCount: (total: number) => (total === 1 ? "1 línea" : `${count.format(total)} líneas`),
  sku: "Código",
  expired: "Vencido",
} as const;
