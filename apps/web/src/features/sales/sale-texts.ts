import { cashSessionMessages } from "@inventario/shared/cash-sessions";
import { saleMessages } from "@inventario/shared/sales";

/** What the sale screen says, as the spec words it (SPEC §2 "Register sale", §5 "Sale", §8). */
export const saleTexts = {
  /** Under 'Precio unitario' for who may not change prices (sales:price_override). */
  priceLocked: "El precio es el del producto: cambiarlo requiere el permiso de cambiar precios.",
  title: "Registrar Venta",
  clientSection: "Cliente",
  addClient: "Agregar Cliente",
  clientDialog: "Agregar Cliente",
  clientSearch: "Buscar cliente por: nombre",
  clientHint: "Escribe al menos 3 caracteres del nombre, la identificación o el correo.",
  productsSection: "Productos",
  addProduct: "Agregar producto",
  productDialog: "Agregar Producto",
  productSearch: "Producto (nombre o SKU)",
  productHint: "Escribe al menos 3 caracteres del nombre o del SKU.",
  /** What a product can still be sold of: not expired, not promised to pending picking requests. */
  available: (quantity: string) => `Disponible: ${quantity}`,
  outOfStock: "Agotado: no hay unidades disponibles",
  addLine: "Agregar",
  scanHint: "Escanea el código de barras o escribe el SKU y pulsa Enter: se agrega 1 unidad al precio del producto.",
  scanSubmit: "Agregar",
  scanAdded: (label: string, quantity: number) => `Agregado: ${label} (cantidad ${quantity})`,
  scanOutOfStock: (label: string) => `Agotado: no hay unidades disponibles de ${label}`,
  scanFailed: "No se pudo buscar el código. Inténtalo de nuevo.",
  tableCaption: "Productos de la venta",
  empty: "No hay productos agregados",
  total: "Total",
  submit: "Registrar Venta",
  clientRequired: saleMessages.clientRequired,
  productsRequired: saleMessages.productsRequired,
  productRequired: "Selecciona un producto",
  quantityRequired: "La cantidad es obligatoria",
  priceRequired: "El precio unitario es obligatorio",
  success: saleMessages.success,
  failed: saleMessages.failed,
  registered: (number: string) => `Venta ${number} registrada.`,
  pickingLink: "Ver la solicitud de alistamiento",
} as const;

/** The counter's other half (issue 35): the anonymous buyer, a client created in place, a kept cart, the receipt. */
export const counterTexts = {
  finalConsumer: "Consumidor final",
  /** The chosen client, by name and identification: 'Consumidor final · 222222222222'. */
  chosenClient: (name: string, identification: string) => `${name} · ${identification}`,
  createClient: "Crear cliente",
  noClientFound: (text: string) => `Ningún cliente coincide con «${text}».`,
  createClientHint: "Créalo con lo que escribiste y queda elegido para esta venta.",
  clearSale: "Vaciar venta",
  clearSaleConfirm: "¿Vaciar la venta? Se quitan el cliente, los productos y los pagos.",
  /** A line corrected in place: the input's name, and the button that opens it (its value in the name). */
  quantityOf: (name: string) => `Cantidad de ${name}`,
  changeQuantity: (name: string, quantity: string) => `Cambiar la cantidad de ${name}: ${quantity}`,
  priceOf: (name: string) => `Precio unitario de ${name}`,
  changePrice: (name: string, price: string) => `Cambiar el precio unitario de ${name}: ${price}`,
  listPrice: "Precio de lista",
  printReceipt: "Imprimir recibo",
  receiptFailed: "No se pudo cargar el recibo de la venta. Inténtalo de nuevo.",
} as const;

export const pickingRequestPath = (withdrawalId: string) => `/dashboard/pickingRequests/view/${withdrawalId}`;

/** A sale's IVA (issue 35): the value before taxes, then each class with its base. */
export const taxTexts = {
  caption: "IVA de la venta",
  electronicInvoice: "El valor antes de IVA supera 5 UVT: esta venta requiere factura electrónica de venta.",
} as const;

/** The 'Pago' panel (issue 35). */
export const paymentTexts = {
  title: "Pago",
  cash: "Efectivo recibido",
  bills: "Billetes",
  bill: (value: number) => `$ ${new Intl.NumberFormat("es-CO").format(value)}`,
  method: (n: number) => `Medio de pago ${n}`,
  amount: (n: number) => `Valor del pago ${n}`,
  remove: (n: number) => `Quitar el pago ${n}`,
  addOther: "Agregar otro medio de pago",
  none: "Sin pago registrado: se puede registrar la venta sin pagos.",
  missing: "Falta por pagar",
  change: "Cambio",
  shortcuts: "Atajos: F2 cliente · F4 producto · F9 cobrar",
} as const;

/** The line beside 'Pago' about the seller's cash shift ('Caja', issue 35). */
export const cashShiftTexts = {
  open: (name: string) => `${name} abierta`,
  required: cashSessionMessages.requiredForCash,
  goToCash: "Ir a Caja",
} as const;
