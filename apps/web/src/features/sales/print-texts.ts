/** What the sale's receipt says (issue 21: 'Imprimir' on a sale). */
export const receiptTexts = {
  print: "Imprimir",
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
  /** '2 × $ 12.500,00' under the product's name. */
  quantityTimesPrice: (quantity: number, price: string) => `${quantity} × ${price}`,
  total: "Total (COP)",
  currency: "Valores en pesos colombianos (COP).",
  thanks: "Gracias por su compra",
  posDocument: (number: string) => `Documento equivalente POS No. ${number}`,
  resolution: (resolution: string, date: string, from: string, to: string, until: string) =>
    `Resolución DIAN No. ${resolution} del ${date}, numeración autorizada del ${from} al ${to}, vigente hasta el ${until}.`,
} as const;
