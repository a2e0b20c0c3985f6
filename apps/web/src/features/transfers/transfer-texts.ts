import { transferMessages } from "@inventario/shared/transfers";

/** What the transfer screens say (issue 18 'Traslados'); the form's refusals are the shared messages. */
export const transferTexts = {
  title: "Traslados",
  tableCaption: "Lista de traslados",
  search: "Buscar por número, producto, SKU o bodega",
  loading: "Cargando traslados...",
  empty: "No hay traslados registrados.",
  emptySearch: "Ningún traslado coincide con la búsqueda.",
  listForbidden: "No tienes permisos para ver los traslados",
  listError: "Ocurrió un error obteniendo la lista de traslados",
  add: "Nuevo traslado",
  formTitle: "Nuevo traslado",
  submit: "Trasladar",
  product: "Producto (nombre o SKU)",
  productHint: "Escribe al menos 3 caracteres del nombre o del SKU.",
  from: "Bodega de origen",
  fromPlaceholder: "Selecciona la bodega de origen",
  lot: "Lote",
  lotPlaceholder: "Selecciona el lote",
  lotRequired: "Selecciona el lote de la bodega de origen",
  to: "Bodega de destino",
  toPlaceholder: "Selecciona la bodega de destino",
  quantity: "Cantidad",
  note: "Nota (opcional)",
  chooseProductFirst: "Elige primero un producto.",
  chooseSourceFirst: "Elige primero la bodega de origen.",
  loadingStock: "Cargando existencias...",
  loadingWarehouses: "Cargando bodegas...",
  noStock: "Este producto no tiene existencias en ninguna bodega activa.",
  noDestination: "No hay otra bodega activa a la que trasladar.",
  stockError: "No se pudieron cargar las existencias del producto.",
  noLot: "Sin lote",
  available: (quantity: string) => `Disponible en el lote: ${quantity}`,
  expires: (date: string) => `vence ${date}`,
  /** Names the document made, so the clerk can write it on the goods: "Traslado T-000009 registrado". */
  success: (number: string) => `Traslado ${number} registrado`,
} as const;

export const transfersPath = "/dashboard/transfers";
