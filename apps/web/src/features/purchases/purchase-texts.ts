import { purchaseMessages } from "@inventario/shared/purchases";
import { reportMessages } from "@inventario/shared/reports";
import { figure } from "../../components/data-table";

// What the purchase screens say (issue 32); the statuses' names and the server's refusals are the shared ones.

const encode = encodeURIComponent;

export const purchasePaths = {
  orders: "/dashboard/purchase-orders",
  newOrder: "/dashboard/purchase-orders/new",
  order: (id: string) => `/dashboard/purchase-orders/${encode(id)}`,
  editOrder: (id: string) => `/dashboard/purchase-orders/${encode(id)}/edit`,
  receipt: (id: string) => `/dashboard/purchase-receipts/${encode(id)}`,
  suggestions: "/dashboard/purchase-suggestions",
  product: (id: string) => `/dashboard/products/view/${encode(id)}`,
  supplier: (id: string) => `/dashboard/suppliers/${encode(id)}`,
} as const;

export const orderListTexts = {
  title: "Órdenes de compra",
  tableCaption: "Lista de órdenes de compra",
  add: "Nueva orden",
  search: "Buscar por número o proveedor",
  status: "Estado",
  allStatuses: "Todos",
  supplier: "Proveedor",
  allSuppliers: "Todos los proveedores",
  warehouse: "Bodega",
  allWarehouses: "Todas las bodegas",
  from: "Desde",
  to: "Hasta",
  rangeInvalid: reportMessages.dateRangeInvalid,
  loading: "Cargando órdenes de compra...",
  empty: "No hay órdenes de compra registradas.",
  noneFiltered: "No hay órdenes de compra que coincidan con los filtros.",
  noMatch: "Ninguna orden de compra coincide",
  listForbidden: "No tienes permisos para ver las órdenes de compra",
  listError: "Ocurrió un error obteniendo las órdenes de compra",
  view: (number: string) => `Ver orden ${number}`,
  noValue: "-",
} as const;

export const orderListColumns = [
  "Número",
  "Fecha",
  "Proveedor",
  "Bodega",
  "Entrega esperada",
  figure("Total"),
  "Estado",
  "Acciones",
];

/** The order form (a new draft, or a draft edited). */
export const orderFormTexts = {
  newTitle: "Nueva orden de compra",
  editTitle: (number: string) => `Editar orden ${number}`,
  forbidden: "No tienes permisos para crear o editar órdenes de compra",
  notDraft: purchaseMessages.notDraft,
  headerSection: "Datos de la orden",
  supplier: "Proveedor",
  chooseSupplier: "Selecciona el proveedor",
  loadingSuppliers: "Cargando proveedores...",
  warehouse: "Bodega de destino",
  chooseWarehouse: "Selecciona la bodega",
  loadingWarehouses: "Cargando bodegas...",
  expectedAt: "Fecha de entrega esperada (opcional)",
  notes: "Notas (opcional)",
  linesSection: "Productos",
  addProduct: "Agregar producto",
  addHint: "Busca por nombre o SKU (mínimo 3 caracteres) y elige el producto.",
  alreadyListed: "Ese producto ya está en la orden.",
  linesCaption: "Productos de la orden",
  noLines: "Agrega los productos que pides al proveedor.",
  columns: {
    product: "Producto",
    quantity: "Cantidad",
    unitCost: "Costo unitario",
    tolerance: "Tolerancia %",
    subtotal: "Subtotal",
    actions: "Acciones",
  },
  inputLabel: (column: string, product: string) => `${column} de ${product}`,
  remove: (product: string) => `Quitar ${product} de la orden`,
  /** Under a product the supplier's price list has: what it sells it in. */
  listTerms: (pack: number, minimum: number) => `Empaque de ${pack} · mínimo ${minimum}`,
  notInList: "No está en la lista de precios del proveedor",
  total: "Total",
  saveNew: "Guardar borrador",
  saveEdit: "Guardar cambios",
  cancel: "Cancelar",
  created: (number: string) => `Orden ${number} creada como borrador`,
  updated: (number: string) => `Orden ${number} actualizada`,
  saveError: "No se pudo guardar la orden de compra",
} as const;

/** An order's screen: its facts, lines, receipts and the actions its status allows. */
export const orderDetailTexts = {
  title: (number: string) => `Orden de compra ${number}`,
  loadingTitle: "Orden de compra",
  loading: "Cargando orden de compra...",
  notFound: purchaseMessages.notFound,
  loadError: "Ocurrió un error cargando la orden de compra",
  back: "Volver a las órdenes",
  backToOrder: "Volver a la orden",
  summary: "Datos de la orden",
  number: "Número",
  status: "Estado",
  supplier: "Proveedor",
  nit: (nit: string) => `NIT ${nit}`,
  warehouse: "Bodega de destino",
  expectedAt: "Entrega esperada",
  createdAt: "Creada",
  sentAt: "Enviada",
  closedAt: "Finalizada",
  employee: "Registrada por",
  total: "Total",
  notes: "Notas",
  cancelReason: "Motivo de la cancelación",
  closeReason: "Motivo del cierre",
  lines: "Productos",
  linesCaption: "Productos de la orden",
  receipts: "Recepciones",
  receiptsCaption: "Recepciones de la orden",
  noReceipts: "Aún no se ha recibido nada de esta orden.",
  noValue: "-",
  edit: "Editar",
  send: "Enviar",
  sent: (number: string) => `Orden ${number} enviada`,
  sendError: "No se pudo enviar la orden",
  receive: "Registrar recepción",
  cancel: "Cancelar orden",
  close: "Cerrar orden",
  print: "Imprimir",
} as const;

export const orderLineColumns = [
  "Producto",
  figure("Ordenado"),
  figure("Recibido"),
  figure("Cerrado"),
  figure("Pendiente"),
  figure("Costo unitario"),
  figure("Tolerancia"),
  figure("Subtotal"),
];

export const receiptListColumns = ["Número", "Fecha"];

/** 'Cancelar orden' and 'Cerrar orden': what each does, and why. */
export const finishTexts = {
  cancel: {
    title: (number: string) => `Cancelar orden ${number}`,
    explanation: "La orden queda cancelada y sus productos dejan de contar como en camino. No se puede deshacer.",
    reason: "Motivo de la cancelación",
    submit: "Cancelar orden",
    success: (number: string) => `Orden ${number} cancelada`,
    failed: "No se pudo cancelar la orden",
  },
  close: {
    title: (number: string) => `Cerrar orden ${number}`,
    explanation:
      "Lo que falta por recibir se da por perdido: deja de contar como en camino. Lo ya recibido se conserva. No se puede deshacer.",
    reason: "Motivo del cierre",
    submit: "Cerrar orden",
    success: (number: string) => `Orden ${number} cerrada`,
    failed: "No se pudo cerrar la orden",
  },
} as const;

/** 'Registrar recepción': per pending line, what arrived now. */
export const receiveTexts = {
  title: (number: string) => `Registrar recepción de ${number}`,
  hint: "Deja en 0 o vacía la cantidad de los productos que no llegaron.",
  line: (name: string, sku: string) => `${name} (${sku})`,
  figures: (ordered: number, received: number, pending: number) =>
    `Ordenado: ${ordered} · Recibido: ${received} · Pendiente: ${pending}`,
  tolerance: (percent: number) => `Tolerancia: ${percent} %`,
  quantity: "Cantidad recibida",
  lot: "Lote (opcional)",
  expiration: "Vence (opcional)",
  unitCost: "Costo unitario",
  warehouse: "Bodega",
  submit: "Registrar recepción",
  nothingReceived: "Escribe la cantidad recibida de al menos un producto",
  success: (number: string) => `Recepción ${number} registrada`,
  failed: "No se pudo registrar la recepción",
} as const;

/** A receipt's screen and its return to the supplier. */
export const receiptTexts = {
  title: (number: string) => `Recepción ${number}`,
  loadingTitle: "Recepción de compra",
  loading: "Cargando recepción...",
  notFound: purchaseMessages.receiptNotFound,
  loadError: "Ocurrió un error cargando la recepción",
  backToOrder: (number: string) => `Volver a ${number}`,
  summary: "Datos de la recepción",
  number: "Número",
  order: "Orden de compra",
  supplier: "Proveedor",
  date: "Fecha",
  employee: "Registrada por",
  total: "Total",
  lines: "Productos recibidos",
  linesCaption: "Productos de la recepción",
  returns: "Devoluciones a proveedor",
  returnsCaption: "Devoluciones de la recepción",
  noReturns: "No hay devoluciones registradas.",
  noLot: "Sin lote",
  noValue: "-",
} as const;

export const receiptLineColumns = [
  "Producto",
  "Bodega",
  "Lote",
  "Vence",
  figure("Recibido"),
  figure("Devuelto"),
  figure("Costo unitario"),
];

export const returnListColumns = ["Número", "Fecha", "Motivo"];

export const returnTexts = {
  notYourWarehouse: "Esta bodega no está entre tus bodegas asignadas: no puedes devolver desde ella.",
  button: "Devolución a proveedor",
  title: (number: string) => `Devolución a proveedor de ${number}`,
  hint: "Escribe 0 en los productos que no se devuelven.",
  line: (name: string, sku: string) => `${name} (${sku})`,
  place: (warehouse: string, lot: string) => `${warehouse} · lote ${lot}`,
  figures: (received: number, returned: number, returnable: number) =>
    `Recibido: ${received} · Devuelto: ${returned} · Puedes devolver: ${returnable}`,
  quantity: "Cantidad a devolver",
  reason: "Motivo de la devolución",
  submit: "Registrar devolución",
  quantityInvalid: (returnable: number) => `Escribe un número entero entre 0 y ${returnable}`,
  nothingToReturn: "Escribe la cantidad de al menos un producto a devolver",
  success: (number: string) => `Devolución ${number} registrada`,
  failed: "No se pudo registrar la devolución",
} as const;

/** 'Sugerido de compra': what to reorder, and the draft orders made from it. */
export const suggestionTexts = {
  title: "Sugerido de compra",
  tableCaption: "Productos sugeridos para comprar",
  search: "Buscar por nombre o SKU del producto",
  warehouse: "Bodega",
  allWarehouses: "Todas las bodegas",
  supplier: "Proveedor",
  allSuppliers: "Todos los proveedores",
  category: "Categoría (exacta)",
  loading: "Cargando sugerido de compra...",
  empty: "No hay productos por reponer: el stock y lo que está en camino cubren los mínimos.",
  noneFiltered: "Ningún producto por reponer coincide con los filtros.",
  noMatch: "Ningún producto por reponer coincide",
  listForbidden: "No tienes permisos para ver el sugerido de compra",
  listError: "Ocurrió un error obteniendo el sugerido de compra",
  allWarehousesCell: "Todas",
  noValue: "-",
  quantityLabel: (product: string) => `Cantidad a pedir de ${product}`,
  pack: (size: number) => `Empaque de ${size}`,
  noSupplier: "Sin proveedor: ninguno tiene este producto en su lista de precios",
  noWarehouse: "Sin bodega de destino: el producto no tiene existencias en ninguna bodega",
  /** Which minimum a row is short of: the product's own (all warehouses) or one warehouse's. */
  levels: { product: "Mínimo general", warehouse: "Mínimo de la bodega" },
  selectRow: (product: string, warehouse: string, level: string) =>
    `Seleccionar ${product} en ${warehouse} (${level.toLowerCase()})`,
  selectPage: "Seleccionar todo",
  selected: (count: number) => (count === 1 ? "1 producto seleccionado" : `${count} productos seleccionados`),
  clearSelection: "Quitar selección",
  createOrders: "Crear órdenes",
  created: (numbers: readonly string[]) =>
    numbers.length === 1
      ? `Se creó la orden ${numbers[0]} en borrador`
      : `Se crearon ${numbers.length} órdenes en borrador: ${numbers.join(", ")}`,
  createdNotice: "Órdenes creadas en borrador:",
  createFailed: "No se pudieron crear las órdenes",
  fixRows: "Revisa las filas seleccionadas: alguna tiene un error.",
} as const;

export const suggestionColumns = [
  "Producto",
  "Bodega",
  figure("Disponible"),
  figure("Mínimo"),
  figure("Máximo"),
  figure("En camino"),
  figure("Sugerido"),
  figure("Cantidad"),
  "Proveedor",
  figure("Costo"),
];

/** The order on A4 paper ('Imprimir'). */
export const sheetTexts = {
  label: (number: string) => `Orden de compra ${number} para imprimir`,
  title: "Orden de compra",
  date: "Fecha",
  supplier: "Proveedor",
  nit: "NIT",
  warehouse: "Entregar en",
  expectedAt: "Entrega esperada",
  status: "Estado",
  caption: "Productos de la orden",
  columns: ["Producto", "SKU", "Cantidad", "Costo unitario", "Subtotal"],
  total: "Total (COP)",
  notes: "Notas",
  madeBy: "Elaboró",
  approvedBy: "Aprobó",
  noValue: "-",
} as const;
