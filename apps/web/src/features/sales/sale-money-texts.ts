import { shiftName } from "@inventario/shared/cash-sessions";
import { formatPesos } from "@inventario/shared/money";
import { paymentMethodLabels, type SaleRefund } from "@inventario/shared/sales";

/** What a sale's detail says of its money beyond the total (issue 35): the returns, the refunds, a changed price. */
export const moneyTexts = {
  returned: "Devuelto",
  net: "Neto",
  refunded: "Reembolsado",
  amount: "Valor",
  refund: "Reembolso",
  /** A sale registered without payments: nothing was taken, so nothing was given back. */
  noPayments: "Sin pago registrado: no se registró reembolso",
  /** A paid sale whose return or cancellation gave nothing back (nothing was left to give on its methods). */
  none: "No se registró reembolso",
  /** Given back by someone without an open cash shift. */
  noShift: "sin caja abierta",
  /** Under a line's unit price when it was changed from the product's price (sales:price_override). */
  listPrice: (price: string) => `Precio de lista ${price}`,
  printSlip: "Imprimir comprobante",
  /** The slip's button names its return: a sale may have several. */
  printSlipOf: (when: string) => `Imprimir comprobante de la devolución del ${when}`,
  registered: (amount: string) => `Devolución registrada por ${amount}.`,
} as const;

/** 'Efectivo $ 12.500,00 (Caja N.º 3)': a refund's method, amount and the shift it came out of. */
export const refundText = (refund: SaleRefund) =>
  `${paymentMethodLabels[refund.method]} ${formatPesos(refund.amount)} (${
    refund.cash_session_number === null ? moneyTexts.noShift : shiftName(refund.cash_session_number)
  })`;

/** Why a return or a cancellation lists no refund: the sale took no payment, or nothing was left to give back. */
export const noRefundText = (sale: { payments: readonly unknown[] }) =>
  sale.payments.length === 0 ? moneyTexts.noPayments : moneyTexts.none;
