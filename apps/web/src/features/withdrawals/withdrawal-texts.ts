import { withdrawalMessages } from "@inventario/shared/withdrawals";

/** What the picking screens say, as the spec words it (SPEC §2 "Picking list", "Picking detail", §5, §8). */
export const withdrawalTexts = {
  listTitle: "Solicitudes de alistamiento",
  tableCaption: "Lista de solicitudes de alistamiento",
  search: "Busqueda por: nombre",
  loading: "Cargando Solicitudes...",
  empty: "No hay solicitudes.",
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
