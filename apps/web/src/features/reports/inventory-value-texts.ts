import { reportMessages } from "@inventario/shared/reports";

/** What Reportes → 'Valor del inventario' says (issue 20). */
export const inventoryValueTexts = {
  title: "Valor del inventario",
  subtitle: "Existencias de cada producto al cierre del día, valoradas por costo promedio ponderado.",
  date: "Fecha",
  warehouse: "Bodega",
  allWarehouses: "Todas las bodegas",
  search: "Buscar por nombre o SKU del producto",
  futureDate: reportMessages.futureDate,
  totalLabel: (date: string) => `Valor total del inventario al ${date}`,
  totalScope: (warehouse: string | null) => (warehouse ? `Bodega: ${warehouse}` : "Todas las bodegas"),
  searchNote: (oneWarehouse: boolean) =>
    `El total no depende de la búsqueda: es el de ${oneWarehouse ? "toda la bodega" : "todo el inventario"}.`,
  tableCaption: "Valor del inventario por producto",
  columns: { product: "Producto", quantity: "Cantidad", averageCost: "Costo promedio", value: "Valor" },
  inactive: "Inactivo",
  loading: "Cargando valor del inventario...",
  empty: "No hay productos registrados.",
  noMatch: "Ningún producto coincide",
  forbidden: "No tienes permisos para ver los reportes.",
  error: "No se pudo cargar el valor del inventario.",
  noValue: "-",
  productPath: (id: string) => `/dashboard/products/view/${encodeURIComponent(id)}`,
} as const;
