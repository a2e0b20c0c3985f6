import type { Client } from "@inventario/shared/people";
import { useRef, useState } from "react";
import type { ScanOutcome } from "../../components/scan-field";
import { useCreateSale } from "./api/create-sale";
import {
  addLine,
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
export type RegisteredSale = { number: string; withdrawalId: string; change: number; receiptNumber: string | null };

/**
 * The sale being registered: its client, its lines, what is missing, and the last sale sent. A refused submission moves the focus to the button that fixes the first problem.
 */
export function useSaleForm() {
  const [client, setClient] = useState<Client | null>(null);
  const [lines, setLinesState] = useState<SaleLine[]>([]);
  // The lines as last set, not as last rendered: two scans answered back to back must both count.
  const linesRef = useRef(lines);
  const setLines = (next: SaleLine[]) => {
    linesRef.current = next;
    setLinesState(next);
  };
  const [errors, setErrors] = useState<SaleErrors>({});
  const [payments, setPaymentsState] = useState<PaymentDraft>(emptyPayments);
  const setPayments = (next: PaymentDraft) => {
    setPaymentsState(next);
    setErrors(({ payments: _, ...rest }) => rest);
  };
  const [registered, setRegistered] = useState<RegisteredSale | null>(null);
  const clientButton = useRef<HTMLButtonElement>(null);
  const productButton = useRef<HTMLButtonElement>(null);
  const cashInput = useRef<HTMLInputElement>(null);
  const create = useCreateSale();

  const chooseClient = (chosen: Client) => {
    setClient(chosen);
    setErrors(({ client: _, ...rest }) => rest);
  };
  const add = (line: SaleLine) => {
    setLines(addLine(linesRef.current, line));
    setErrors(({ lines: _, ...rest }) => rest);
  };
  const remove = (productId: string) => setLines(linesRef.current.filter((line) => line.product.id !== productId));
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
    create.mutate(toSalePayload(client, lines, status.payments), {
      onSuccess: (sale) => {
        setClient(null);
        setLines([]);
        setPaymentsState(emptyPayments);
        setRegistered({
          number: sale.number,
          withdrawalId: sale.withdrawal_id,
          change: sale.change,
          receiptNumber: sale.receipt_number,
        });
      },
    });
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
    add,
    remove,
    scan,
    submit,
    sending: create.isPending,
  };
}
