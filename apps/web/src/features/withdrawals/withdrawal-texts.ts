import { withdrawalMessages } from "@inventario/shared/withdrawals";

/** What the picking screens say, as the spec words it (SPEC §2 "Picking list", "Picking detail", §5, §8). */
export const withdrawalTexts = {
  listTitle: "Solicitudes de alistamiento",
  tableCaption: "Lista de solicitudes de alistamiento",
  search: "Busqueda por: nombre",
  loading: "Cargando Solicitudes...",
  empty: "No hay solicitudes.",
  noMatch: "Ninguna solicitud coincide",
  listForbidden: "No tienes permisos para ver los productos",
  listError: "Ocurrió un error obteniendo la lista de solicitudes de picking",
  completed: "Completado",
  pending: "Pendiente",
  cancelled: "Anulada",
  number: "Número",
  cancelledNotice: withdrawalMessages.cancelled,
  detailTitle: "Crear Asignación de Preparación",
  detailLoading: "Cargando detalle...",
  notFound: "No se encontró la solicitud.",
  loadError: "Error al cargar la solicitud de picking.",
  invalidId: "ID de picking no válido",
  namesError: "Hubo un error al cargar los nombres de los productos",
  stockError: "No se pudieron cargar las existencias de las bodegas.",
  nameLoading: "Cargando...",
  employee: "Empleado",
  firstItem: "ID del primer ítem",
  itemsCaption: "Productos de la solicitud",
  chooseWarehouse: "Seleccionar bodega",
  addWarehouse: "+ Añadir bodega",
  suggest: "Sugerir (FEFO)",
  repeatedWarehouse: "Esta bodega ya ha sido seleccionada para este producto.",
  allAssigned: "Ya se ha asignado toda la cantidad requerida.",
  noStock: "No hay existencias de este producto en ninguna bodega.",
  onlyExpired: "Solo quedan lotes vencidos de este producto: no se pueden alistar.",
  suggestError: "No se pudieron consultar los lotes para sugerir bodegas.",
  nothingToSend: "Elige al menos una bodega y una cantidad mayor que 0.",
  send: "Enviar",
  sending: "Enviando solicitud...",
  sent: "Solicitud enviada correctamente.",
  sendError: "Error al enviar la solicitud.",
  back: "Volver a las solicitudes",
  toolsLabel: "Escanear e imprimir",
  scanHint: "Escanea el código de barras o escribe el SKU y pulsa Enter para ubicar el producto en la solicitud.",
  scanSubmit: "Buscar",
  scanNamesLoading: "Espera a que carguen los productos de la solicitud e inténtalo de nuevo.",
  scanNotInRequest: (code: string) => `El código "${code}" no corresponde a ningún producto de esta solicitud`,
  scanSelected: (label: string, remaining: number) => `Seleccionado: ${label} (pendiente ${remaining})`,
  scanAlreadyComplete: (label: string) => `${label} ya está completo en esta solicitud`,
  scanGoTo: "Ir a la asignación",
  print: "Imprimir",
  printPreparing: "Preparando la hoja...",
  printError: "No se pudieron consultar los lotes para la hoja de alistamiento.",
} as const;

/** What the picking sheet says (issue 21: 'Imprimir' on a picking request). */
export const sheetTexts = {
  label: (number: string) => `Hoja de alistamiento ${number}`,
  title: "Hoja de alistamiento",
  number: "Número",
  date: "Fecha",
  employee: "Empleado",
  status: "Estado",
  caption: "Productos por alistar",
  columns: ["Listo", "Producto", "SKU", "Cantidad", "Bodega", "Lote", "Vence"],
  requested: (requested: number, dispatched: number) => `Solicitada ${requested} · despachada ${dispatched}`,
  assigned: "Asignado en pantalla",
  suggested: "Sugerido (FEFO)",
  done: "Completado",
  short: (missing: number) => `Faltan ${missing}: sin existencias que no estén vencidas`,
  noStock: "Sin existencias",
  unlocated: "Sin ubicación",
  noInventoryAccess: "Sin permiso para ver el inventario: busca la ubicación en bodega",
  noLot: "Sin lote",
  noExpiration: "-",
  locationNote: "Bodega = ubicación del lote. Marca cada línea al recogerla.",
  picker: "Alistado por",
  checkedBy: "Revisado por",
} as const;

export const pickingListPath = "/dashboard/pickingRequests";
export const pickingDetailPath = (id: string) => `/dashboard/pickingRequests/view/${id}`;

/** SPEC §4: COMPLETED versus anything else; issue 18 adds CANCELLED, a request whose sale was cancelled. */
export const withdrawalStatusLabel = (status: string) => {
  if (status === "COMPLETED") return withdrawalTexts.completed;
  return status === "CANCELLED" ? withdrawalTexts.cancelled : withdrawalTexts.pending;
};

/** The badge's look for a request's status. */
export const withdrawalStatusTone = (status: string): StatusTone =>
  status === "COMPLETED" ? "done" : status === "CANCELLED" ? "cancelled" : "pending";

export type StatusTone = "done" | "pending" | "cancelled";

/** An item's own state: 'Completado' when nothing is left, else 'Pendiente (n)'. */
export const itemStatusLabel = (remaining: number) =>
  remaining <= 0 ? withdrawalTexts.completed : `${withdrawalTexts.pending} (${remaining})`;
