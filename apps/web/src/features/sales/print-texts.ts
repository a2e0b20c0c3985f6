/** What the sale's receipt says (issue 21: 'Imprimir' on a sale; issue 35: its A4 page and the returns). */
export const receiptTexts = {
  /** The 80 mm roll, the counter's paper: what 'Imprimir' has always printed. */
  print: "Imprimir",
  printA4: "Imprimir A4",
  label: (number: string) => `Recibo de la venta ${number}`,
  title: "Recibo de venta",
  date: "Fecha",
  client: "Cliente",
  identification: "Identificación",
  employee: "Atendió",
  cancelled: "VENTA ANULADA",
  linesCaption: "Productos del recibo",
  product: "Producto",
  subtotal: "Subtotal",
  /** The A4 page's columns. */
  description: "Descripción",
  quantity: "Cant.",
  unitPrice: "Precio unit.",
  tax: "IVA",
  /** A line sold before IVA was recorded. */
  noTaxClass: "-",
  payments: "Pago",
  /** '2 × $ 12.500,00' under the product's name. */
  quantityTimesPrice: (quantity: number, price: string) => `${quantity} × ${price}`,
  total: "Total (COP)",
  /** Under the total of a sale some of whose units came back: what they were sold for, and what is left. */
  returns: "Devoluciones",
  net: "Neto",
  currency: "Valores en pesos colombianos (COP).",
  thanks: "Gracias por su compra",
  posDocument: (number: string) => `Documento equivalente POS No. ${number}`,
  resolution: (resolution: string, date: string, from: string, to: string, until: string) =>
    `Resolución DIAN No. ${resolution} del ${date}, numeración autorizada del ${from} al ${to}, vigente hasta el ${until}.`,
} as const;

/** The slip a return prints on the 80 mm roll for the client to sign (issue 35, 'Comprobante de devolución'). */
export const slipTexts = {
  label: (saleNumber: string) => `Comprobante de devolución de la venta ${saleNumber}`,
  title: "Comprobante de devolución",
  sale: "Venta",
  date: "Fecha",
  employee: "Registró",
  client: "Cliente",
  identification: "Identificación",
  reason: "Motivo",
  lines: "Productos devueltos",
  line: (quantity: number, product: string) => `${quantity} × ${product}`,
  restocked: "Reingresa al inventario",
  writtenOff: "Dado de baja",
  amount: "Valor devuelto",
  refunds: "Reembolso",
  noRefund: "Sin reembolso registrado",
  /** Given back by someone without an open cash shift. */
  noShift: "Sin caja abierta",
  signature: "Firma del cliente",
  noValue: "-",
} as const;
