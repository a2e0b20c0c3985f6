import { stockCountMessages } from "@inventario/shared/stock-counts";
import { figure } from "../../components/data-table";

// What the physical count screens say ('Toma física', issue 33); the statuses', filters' and choices' names
// and the server's refusals are the shared ones (packages/shared/src/stock-counts.ts).

const encode = encodeURIComponent;

export const countPaths = {
  counts: "/dashboard/stock-counts",
  count: (id: string) => `/dashboard/stock-counts/${encode(id)}`,
  /** The printable sheet, with the sheet's filter and search as the count's page had them. */
  print: (id: string, query: { filter: string; search: string }) => {
    const params = new URLSearchParams();
    if (query.filter !== "all") params.set("filter", query.filter);
    if (query.search) params.set("search", query.search);
    const search = params.toString();
    return `/dashboard/stock-counts/${encode(id)}/print${search ? `?${search}` : ""}`;
  },
  /** The variance report ('Informe de diferencias'). */
  variance: (id: string) => `/dashboard/stock-counts/${encode(id)}/variance`,
  product: (id: string) => `/dashboard/products/view/${encode(id)}`,
} as const;

export const NO_VALUE = "—";

export const countListTexts = {
  title: "Toma física",
  tableCaption: "Lista de conteos físicos",
  add: "Nuevo conteo",
  status: "Estado",
  allStatuses: "Todos",
  warehouse: "Bodega",
  allWarehouses: "Todas las bodegas",
  loading: "Cargando conteos...",
  empty: "No hay conteos registrados.",
  noneFiltered: "No hay conteos que coincidan con los filtros.",
  listForbidden: "No tienes permisos para ver los conteos",
  listError: "Ocurrió un error obteniendo los conteos",
  yes: "Sí",
  no: "No",
} as const;

export const countListColumns = [
  "Número",
  "Bodega",
  "Estado",
  "A ciegas",
  "Abierto por",
  "Fecha",
  figure("Líneas contadas"),
  figure("Ajuste neto"),
];

export const newCountTexts = {
  title: "Nuevo conteo",
  submit: "Abrir conteo",
  warehouse: "Bodega",
  chooseWarehouse: "Selecciona la bodega",
  loadingWarehouses: "Cargando bodegas...",
  blind: "Conteo a ciegas",
  blindHint: "Quienes cuentan no ven la existencia en libros ni las diferencias; solo quien aprueba.",
  scope: "Alcance",
  scopeHint: "Sin alcance se cuentan todos los productos de la bodega.",
  category: "Categoría (opcional)",
  search: "Búsqueda (opcional)",
  skus: "SKUs (opcional)",
  skusHint: "Uno por línea o separados por comas.",
  note: "Nota (opcional)",
  success: (number: string) => `Conteo ${number} abierto`,
  failed: "No se pudo abrir el conteo",
} as const;

export const countDetailTexts = {
  title: (number: string) => `Conteo ${number}`,
  loadingTitle: "Conteo",
  loading: "Cargando conteo...",
  notFound: "El conteo no existe.",
  loadError: "Ocurrió un error obteniendo el conteo",
  forbidden: "No tienes permisos para ver este conteo",
  back: "Volver a los conteos",
  summary: "Datos del conteo",
  number: "Número",
  status: "Estado",
  warehouse: "Bodega",
  blind: "A ciegas",
  scope: "Alcance",
  wholeWarehouse: "Toda la bodega",
  scopeCategory: (category: string) => `Categoría: ${category}`,
  scopeSearch: (search: string) => `Búsqueda: «${search}»`,
  scopeSkus: (count: number) => (count === 1 ? "1 SKU" : `${count.toLocaleString("es-CO")} SKU`),
  note: "Nota",
  openedBy: "Abierto por",
  approvedBy: "Aprobado por",
  createdAt: "Fecha",
  appliedAt: "Aplicado el",
  countedLines: "Líneas contadas",
  netValue: "Ajuste neto",
  reason: "Motivo de la cancelación",
  uncounted: "Lo no contado",
  review: "Pasar a revisión",
  reviewSuccess: (number: string) => `Conteo ${number} en revisión`,
  reviewFailed: "No se pudo pasar el conteo a revisión",
  apply: "Aplicar ajustes",
  cancel: "Cancelar conteo",
} as const;

export const cancelTexts = {
  title: (number: string) => `Cancelar conteo ${number}`,
  explanation: "El conteo se cierra sin ajustar nada: lo contado queda solo como registro.",
  reason: "Motivo",
  submit: "Cancelar conteo",
  success: (number: string) => `Conteo ${number} cancelado`,
  failed: "No se pudo cancelar el conteo",
} as const;

export const applyTexts = {
  title: (number: string) => `Aplicar ajustes del conteo ${number}`,
  explanation: "Cada diferencia se registra como un ajuste de inventario (entrada o salida) y el conteo queda cerrado.",
  uncounted: "¿Qué hacer con los lotes que nadie contó?",
  submit: "Aplicar ajustes",
  confirmShortages: "Aplicar de todas formas: esas ventas no se podrán despachar completas",
  success: (number: string) => `Ajustes del conteo ${number} aplicados`,
  failed: "No se pudieron aplicar los ajustes",
} as const;

export const recountTexts = {
  action: (key: string) => `Pedir reconteo de ${key}`,
  success: "Línea devuelta a reconteo: el conteo está abierto otra vez",
  failed: "No se pudo pedir el reconteo",
} as const;

export const scanTexts = {
  section: "Registrar conteo",
  hint: "Cada lectura suma 1. Para otra cantidad escríbela en 'Cantidad' antes de escanear.",
  submit: "Enviar",
  quantity: "Cantidad",
  mode: "Modo",
  add: "Sumar",
  set: "Fijar mi conteo",
  lot: "Lote",
  chooseLot: "Selecciona el lote",
  otherLot: "Otro lote (escríbelo)",
  noLot: "Sin lote",
  lotText: "Número de lote",
  sendLot: "Enviar con lote",
  dropLot: "Descartar",
  lotFor: (sku: string) => `Elige el lote de ${sku}`,
  saved: "Conteo registrado",
  failed: "No se pudo registrar el conteo",
} as const;

export const sheetTexts = {
  section: "Hoja de conteo",
  tableCaption: "Hoja de conteo",
  filter: "Mostrar",
  search: "Buscar por producto, SKU o lote",
  loading: "Cargando líneas...",
  empty: "El conteo no tiene líneas.",
  noneFiltered: "Ninguna línea con ese filtro.",
  noMatch: "Ninguna línea coincide",
  forbidden: "No tienes permisos para ver estas líneas",
  error: "Ocurrió un error obteniendo las líneas",
  recount: "Por recontar",
  moved: "Sí",
  notMoved: "No",
  counters: (names: string[]) => names.join(", "),
  rowQuantity: (key: string) => `Cantidad de ${key}`,
  rowMode: (key: string) => `Modo de ${key}`,
  rowSave: (key: string) => `Guardar conteo de ${key}`,
  setShort: "Fijar",
  moreRows: "Ver más líneas",
  firstRows: "Volver al inicio",
  afterRange: "Líneas siguientes",
} as const;

const count = new Intl.NumberFormat("es-CO");
const n = (value: number) => count.format(value);
const lines = (total: number) => (total === 1 ? "1 línea" : `${n(total)} líneas`);

/** 'Subir hoja de conteo': a filled sheet, checked as it is chosen, recorded when it has no error. */
export const uploadTexts = {
  action: "Subir hoja de conteo",
  title: (number: string) => `Subir hoja del conteo ${number}`,
  explanation:
    "La hoja lleva las columnas «Código», «Lote» y «Contado»: un «Contado» vacío es una línea sin contar, y cada fila reemplaza lo que tú habías contado de esa línea.",
  exportFirst: "Descarga primero la hoja con «Exportar» (en la hoja de conteo), llénala y súbela aquí.",
  fileInput: "Hoja de conteo llena",
  checking: "Revisando la hoja...",
  checkFailed: "No se pudo revisar la hoja",
  figures: { rows: "Filas", counted: "Filas válidas" },
  ignoredColumns: (columns: readonly string[]) =>
    `${columns.length === 1 ? "Esta columna no se lee" : "Estas columnas no se leen"}: ${columns.map((column) => `«${column}»`).join(", ")}.`,
  hasErrors: (total: number) =>
    `La hoja tiene ${total === 1 ? "1 error" : `${n(total)} errores`}: mientras tenga errores no se registra nada. Corrígela y elígela otra vez.`,
  moreErrors: (shown: number, total: number) => `Se muestran los primeros ${n(shown)} errores de ${n(total)}.`,
  refused: "No se registró nada: al registrar, la hoja tenía estos errores.",
  noCounted: "Ninguna fila tiene «Contado»: no hay nada que registrar.",
  ready: (counted: number) => `La hoja no tiene errores: ${lines(counted)} para registrar.`,
  submit: "Registrar conteo",
  recording: "Registrando...",
  success: (counted: number) => `Hoja registrada: ${lines(counted)} ${counted === 1 ? "contada" : "contadas"}`,
  failed: "No se pudo registrar la hoja",
  cancel: "Cancelar",
} as const;

/** The printable sheet (/dashboard/stock-counts/{id}/print): paper to count on. */
export const printTexts = {
  action: "Imprimir hoja",
  title: (number: string) => `Imprimir hoja del conteo ${number}`,
  back: "Volver al conteo",
  print: "Imprimir",
  sheetTitle: "Hoja de conteo",
  label: (number: string) => `Hoja del conteo ${number} para imprimir`,
  preview: "Vista previa de la hoja",
  tableBox: "Líneas de la hoja",
  caption: (number: string) => `Líneas del conteo ${number}`,
  warehouse: "Bodega",
  date: "Fecha",
  shown: "Líneas",
  filter: "Mostrar",
  search: "Búsqueda",
  blind: "Conteo a ciegas",
  counter: "Contó:",
  signature: "Firma:",
  loading: "Cargando líneas...",
  error: "Ocurrió un error obteniendo las líneas",
  empty: "El conteo no tiene líneas con ese filtro.",
  truncated: (max: number) => `Se muestran las primeras ${n(max)} líneas: para la hoja completa use Exportar.`,
  lineCount: (total: number) => lines(total),
  columns: {
    sku: "Código",
    product: "Producto",
    lot: "Lote",
    expires: "Vence",
    unit: "Unidad",
    book: "Existencia",
    difference: "Diferencia",
    counted: "Contado",
  },
} as const;

const units = (total: number) => (Math.abs(total) === 1 ? "unidad" : "unidades");

/**
 * 'Informe de diferencias' (/dashboard/stock-counts/{id}/variance): what the count found over and under the
 * book, in units and pesos, in total, by category and by product.
 */
export const varianceTexts = {
  action: "Informe de diferencias",
  title: (number: string) => `Informe de diferencias ${number}`,
  back: "Volver al conteo",
  print: "Imprimir",
  valuedAt: {
    adjustment: "Valores del ajuste aplicado",
    average_cost: "Valores al costo promedio actual; lo que nadie contó no se incluye hasta aplicar el conteo",
  },
  totalsLabel: "Totales del conteo",
  figures: {
    products: "Productos con diferencia",
    surplus: "Sobrantes",
    shortage: "Faltantes",
    net: "Neto",
  },
  /** "+5 unidades", "−1 unidad": a sum over products, so no unit of measure of its own. */
  units: (signed: string, total: number) => `${signed} ${units(total)}`,
  categories: "Por categoría",
  categoriesCaption: "Diferencias por categoría",
  products: "Por producto",
  productsCaption: "Diferencias por producto",
  noCategory: "Sin categoría",
  lots: (total: number) => (total === 1 ? "1 lote" : `${n(total)} lotes`),
  loading: "Cargando el informe de diferencias...",
  error: "Ocurrió un error obteniendo el informe de diferencias",
  empty: "El conteo no tiene diferencias",
  /** A page past the last one (an old link). */
  emptyPage: "No hay productos en esta página.",
  forbidden: stockCountMessages.blindVariance,
  categoryColumns: [
    "Categoría",
    figure("Productos"),
    figure("Sobrante"),
    figure("Faltante"),
    figure("Neto unidades"),
    figure("Valor neto"),
  ],
  productColumns: [
    "Código",
    "Producto",
    "Categoría",
    figure("Existencia"),
    figure("Contado"),
    figure("Diferencia"),
    figure("Valor"),
  ],
  // On paper.
  sheetTitle: "Informe de diferencias",
  label: (number: string) => `Informe de diferencias del conteo ${number} para imprimir`,
  warehouse: "Bodega",
  status: "Estado",
  date: "Fecha",
  appliedAt: "Aplicado el",
  pageOf: (page: number, pages: number) => `Página ${n(page)} de ${n(Math.max(pages, 1))}`,
  pageNote: (page: number, pages: number, total: number) =>
    `Productos de la página ${n(page)} de ${n(Math.max(pages, 1))} (${n(total)} con diferencia): para todos use Exportar.`,
} as const;

/** The sheet's columns: the book's only for whoever sees it; the actions while something can be done. */
export function sheetColumns({
  showsBook,
  counting,
  actions,
}: {
  showsBook: boolean;
  counting: boolean;
  actions: boolean;
}) {
  return [
    "Producto",
    "Categoría",
    "Lote",
    "Vence",
    figure("Contado"),
    ...(showsBook ? [figure("Existencia"), figure("Diferencia"), figure("Valor diferencia"), "Movido"] : []),
    "Contado por",
    ...(counting ? ["Tu conteo"] : []),
    ...(actions ? ["Acciones"] : []),
  ];
}
