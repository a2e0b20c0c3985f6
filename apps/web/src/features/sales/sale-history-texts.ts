import { saleMessages } from "@inventario/shared/sales";
import { figure } from "../../components/data-table";

/** What the sales history, a sale's detail and its cancellation and return dialogs say (issue 18). */
export const historyTexts = {
  title: "Historial de ventas",
  tableCaption: "Lista de ventas",
  search: "Buscar por número, identificación o nombre del cliente",
  from: "Desde",
  to: "Hasta",
  status: "Estado",
  allStatuses: "Todos",
  loading: "Cargando ventas...",
  empty: "No hay ventas registradas.",
  /** When a date or status filter narrows the list to nothing. */
  noneFiltered: "No hay ventas que coincidan",
  noMatch: "Ninguna venta coincide",
  listForbidden: "No tienes permisos para ver las ventas",
  listError: "Ocurrió un error obteniendo el historial de ventas",
  rangeInvalid: saleMessages.dateRangeInvalid,
  noEmployee: "Sin registrar",
  view: (number: string) => `Ver venta ${number}`,
} as const;

export const historyColumns = ["Número", "Fecha", "Cliente", "Empleado", figure("Total"), "Estado", "Acciones"];

export const detailTexts = {
  title: (number: string) => `Venta ${number}`,
  loadingTitle: "Detalle de venta",
  loading: "Cargando venta...",
  notFound: saleMessages.notFound,
  loadError: "Ocurrió un error cargando la venta",
  back: "Volver al historial",
  summary: "Datos de la venta",
  number: "Número",
  date: "Fecha",
  status: "Estado",
  total: "Total",
  employee: "Registrada por",
  client: "Cliente",
  clientName: "Nombre",
  identification: "Identificación",
  email: "Correo",
  phone: "Celular",
  lines: "Productos",
  linesCaption: "Productos de la venta",
  picking: "Solicitud de alistamiento",
  pickingLink: (number: string) => `Ver solicitud ${number}`,
  pickingStatus: "Estado de la solicitud",
  dispatchesCaption: "Despachos de la solicitud",
  noDispatches: "Aún no se ha despachado ningún producto.",
  /** A count or a withdrawal found units missing that this pending sale still needs. */
  short: (lines: ReadonlyArray<{ product_name: string; short: number }>) =>
    `No hay existencias para despachar esta venta completa: ${lines
      .map(
        (line) =>
          `${line.product_name} (${line.short === 1 ? "falta 1 unidad" : `faltan ${line.short.toLocaleString("es-CO")} unidades`})`,
      )
      .join(", ")}.`,
  returns: "Devoluciones",
  noReturns: "No hay devoluciones registradas.",
  returnHeading: (date: string) => `Devolución del ${date}`,
  returnEmployee: "Empleado",
  returnReason: "Motivo",
  restocked: (warehouse: string, lot: string | null) =>
    lot ? `Reingresado en ${warehouse}, lote ${lot}` : `Reingresado en ${warehouse}, sin lote`,
  writtenOff: "Dado de baja",
  cancellation: "Anulación",
  // No closing period: the time already ends in one ('a. m.').
  cancelledBy: (name: string | null, when: string) => (name ? `Anulada por ${name} el ${when}` : `Anulada el ${when}`),
  reasonLabel: "Motivo:",
  /** A line sold before IVA was recorded. */
  noTaxClass: "Sin registrar",
  noValue: "-",
} as const;

export const detailColumns = {
  lines: [
    "Producto",
    "SKU",
    figure("Cantidad"),
    figure("Precio unitario"),
    figure("Subtotal"),
    "IVA",
    figure("Despachado"),
    figure("Devuelto"),
  ],
  dispatches: ["Producto", "Bodega", "Lote", figure("Cantidad"), "Fecha"],
};

/** The picking request's own state, as the picking screens word the first two. */
export const pickingStatusLabels = {
  PENDING: "Pendiente",
  COMPLETED: "Completado",
  CANCELLED: "Anulada",
} as const;

export const cancelTexts = {
  button: "Anular venta",
  title: (number: string) => `Anular venta ${number}`,
  explanation: (picking: string) =>
    `Se anulará la solicitud de alistamiento ${picking} y se liberará el stock que reservaba. La venta conserva sus productos y queda registrada como anulada.`,
  reason: "Motivo de la anulación",
  submit: "Anular venta",
  success: saleMessages.cancelSuccess,
  failed: "No se pudo anular la venta",
} as const;

export const returnTexts = {
  button: "Registrar devolución",
  title: (number: string) => `Registrar devolución de ${number}`,
  hint: "Escribe 0 en los productos que no se devuelven.",
  line: (name: string, sku: string) => `${name} (${sku})`,
  returnable: (dispatched: number, returned: number, returnable: number) =>
    `Despachado: ${dispatched} · Devuelto: ${returned} · Puedes devolver: ${returnable}`,
  quantity: "Cantidad a devolver",
  warehouse: "Bodega de destino",
  chooseWarehouse: "Seleccione un almacén",
  loadingWarehouses: "Cargando bodegas...",
  lot: "Lote",
  writeOff: "Dar de baja (no vuelve al stock)",
  reason: "Motivo de la devolución",
  submit: "Registrar devolución",
  /** Names the sale it belongs to: "Se ha registrado la devolución de la venta V-000123". */
  success: (saleNumber: string) => `${saleMessages.returnSuccess} de la venta ${saleNumber}`,
  failed: "No se pudo registrar la devolución",
  quantityInvalid: (returnable: number) => `Escribe un número entero entre 0 y ${returnable}`,
  warehouseRequired: "Selecciona la bodega de destino",
  nothingToReturn: "Escribe la cantidad de al menos un producto a devolver",
} as const;

export const salesHistoryPath = "/dashboard/sales";
export const saleDetailPath = (id: string) => `/dashboard/sales/${encodeURIComponent(id)}`;
