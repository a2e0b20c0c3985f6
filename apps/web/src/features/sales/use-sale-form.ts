import type { Client } from "@inventario/shared/people";
import { useRef, useState } from "react";
import { useCreateSale } from "./api/create-sale";
import { addLine, type SaleErrors, type SaleLine, toSalePayload, validateSale } from "./sale-lines";

/** The last sale sent: its number and the picking request the server created for it. */
export type RegisteredSale = { number: string; withdrawalId: string };

/**
 * The sale being registered: its client, its lines, what is missing, and the last sale sent. A refused submission moves the focus to the button that fixes the first problem.
 */
export function useSaleForm() {
  const [client, setClient] = useState<Client | null>(null);
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [errors, setErrors] = useState<SaleErrors>({});
  const [registered, setRegistered] = useState<RegisteredSale | null>(null);
  const clientButton = useRef<HTMLButtonElement>(null);
  const productButton = useRef<HTMLButtonElement>(null);
  const create = useCreateSale();

  const chooseClient = (chosen: Client) => {
    setClient(chosen);
    setErrors(({ client: _, ...rest }) => rest);
  };
  const add = (line: SaleLine) => {
    setLines((current) => addLine(current, line));
    setErrors(({ lines: _, ...rest }) => rest);
  };
  const remove = (productId: string) => setLines((current) => current.filter((line) => line.product.id !== productId));

  const submit = () => {
    const found = validateSale(client, lines);
    setErrors(found);
    if (found.client) clientButton.current?.focus();
    else if (found.lines) productButton.current?.focus();
    if (!client || found.client || found.lines) return;
    setRegistered(null);
    create.mutate(toSalePayload(client, lines), {
      onSuccess: (sale) => {
        setClient(null);
        setLines([]);
        setRegistered({ number: sale.number, withdrawalId: sale.withdrawal_id });
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
    chooseClient,
    add,
    remove,
    submit,
    sending: create.isPending,
  };
}
