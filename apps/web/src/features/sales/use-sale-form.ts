import type { Client } from "@inventario/shared/people";
import { useEffect, useRef, useState } from "react";
import type { ScanOutcome } from "../../components/scan-field";
import { useSession } from "../../lib/session-store";
import { useCreateSale } from "./api/create-sale";
import { emptyCart, onCartChange, readCart, type SaleCart, writeCart } from "./sale-cart";
import {
  addLine,
  changeLine,
  finalConsumer,
  productSuggestionLabel,
  type SaleErrors,
  type SaleLine,
  type ScannedProduct,
  scanLine,
  toSalePayload,
  validateSale,
} from "./sale-lines";
import { emptyPayments, type PaymentDraft, paymentStatus } from "./sale-payments";
import { saleTexts } from "./sale-texts";

/** The last sale sent: its number, the picking request the server created for it and the change to give. */
export type RegisteredSale = {
  /** Its id: 'Imprimir recibo' reads the sale's detail by it. */
  id: string;
  number: string;
  withdrawalId: string;
  change: number;
  receiptNumber: string | null;
};

/**
 * The sale being registered: its client, its lines, what is missing, and the last sale sent. A refused submission moves the focus to the button that fixes the first problem.
 * The client, lines and payments are kept for the signed-in user (sale-cart.ts) until the sale is
 * registered or emptied, and taken back on opening the screen.
 */
export function useSaleForm() {
  const userId = useSession().user?.id ?? null;
  // Read once, on opening: what a reload or another screen left.
  const [restored] = useState<SaleCart>(() => (userId ? readCart(userId) : emptyCart));
  const [client, setClient] = useState<Client | null>(restored.client);
  const [lines, setLinesState] = useState<SaleLine[]>(restored.lines);
  // The lines as last set, not as last rendered: two scans answered back to back must both count.
  const linesRef = useRef(lines);
  const setLines = (next: SaleLine[]) => {
    linesRef.current = next;
    setLinesState(next);
  };
  const [errors, setErrors] = useState<SaleErrors>({});
  const [payments, setPaymentsState] = useState<PaymentDraft>(restored.payments);
  const setPayments = (next: PaymentDraft) => {
    setPaymentsState(next);
    setErrors(({ payments: _, ...rest }) => rest);
  };
  const [registered, setRegistered] = useState<RegisteredSale | null>(null);
  const clientButton = useRef<HTMLButtonElement>(null);
  const productButton = useRef<HTMLButtonElement>(null);
  const cashInput = useRef<HTMLInputElement>(null);
  const create = useCreateSale();

  useEffect(() => {
    if (userId) writeCart(userId, { client, lines, payments });
  }, [userId, client, lines, payments]);
  const replaceCart = (cart: SaleCart) => {
    setClient(cart.client);
    setLines(cart.lines);
    setPaymentsState(cart.payments);
    setErrors({});
  };
  // Another tab of the same user changed it (registered it there): this one follows, so it is not sold twice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: replaceCart only sets state.
  useEffect(() => (userId ? onCartChange(userId, replaceCart) : undefined), [userId]);

  const chooseClient = (chosen: Client) => {
    setClient(chosen);
    setErrors(({ client: _, ...rest }) => rest);
  };
  const add = (line: SaleLine) => {
    setLines(addLine(linesRef.current, line));
    setErrors(({ lines: _, ...rest }) => rest);
  };
  const remove = (productId: string) => setLines(linesRef.current.filter((line) => line.product.id !== productId));
  /** A line's quantity or price corrected in place (already checked by the table). */
  const changeQuantity = (productId: string, quantity: number) =>
    setLines(changeLine(linesRef.current, productId, { quantity }));
  const changePrice = (productId: string, unitPrice: number) =>
    setLines(changeLine(linesRef.current, productId, { unitPrice }));
  /** 'Vaciar venta': the client, the lines and the payments go; the last sale's notice stays. */
  const clear = () => replaceCart(emptyCart);
  /** A scanned product: one more unit, or why the sale cannot take it. */
  const scan = (product: ScannedProduct): ScanOutcome => {
    const result = scanLine(linesRef.current, product);
    if ("error" in result) return { ok: false, message: result.error };
    setLines(result.lines);
    setErrors(({ lines: _, ...rest }) => rest);
    return { ok: true, message: saleTexts.scanAdded(productSuggestionLabel(product), result.line.quantity) };
  };

  const submit = () => {
    const status = paymentStatus(lines, payments);
    const found = { ...validateSale(client, lines), ...(status.issue ? { payments: status.issue } : {}) };
    setErrors(found);
    if (found.client) clientButton.current?.focus();
    else if (found.lines) productButton.current?.focus();
    else if (found.payments) cashInput.current?.focus();
    if (!client || found.client || found.lines || found.payments) return;
    setRegistered(null);
    // Its promise, unlike mutate's callbacks, settles after the screen was left: a sale registered then must
    // not come back as the kept cart (its failure was told by the write hook).
    create.mutateAsync(toSalePayload(client, lines, status.payments)).then(
      (sale) => {
        if (userId) writeCart(userId, emptyCart);
        setClient(null);
        setLines([]);
        setPaymentsState(emptyPayments);
        setRegistered({
          id: sale.id,
          number: sale.number,
          withdrawalId: sale.withdrawal_id,
          change: sale.change,
          receiptNumber: sale.receipt_number,
        });
      },
      () => undefined,
    );
  };

  return {
    client,
    lines,
    errors,
    registered,
    clientButton,
    productButton,
    cashInput,
    payments,
    setPayments,
    chooseClient,
    chooseFinalConsumer: () => chooseClient(finalConsumer),
    add,
    remove,
    changeQuantity,
    changePrice,
    clear,
    scan,
    submit,
    sending: create.isPending,
  };
}
