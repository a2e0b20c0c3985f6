/**
 * 'Nuevo traslado' opened from a link, filled in: `?new=1&product=<id>&from=<warehouse>&to=<warehouse>&quantity=<n>`
 * (an alert's 'Trasladar' builds it, the transfers screen reads it). What the link names is only a
 * proposal: the form keeps a product, warehouse or lot only once it finds it among its own choices.
 */
export type TransferPrefill = { product: string; from: string; to: string; quantity: string };

const PARAMS = ["new", "product", "from", "to", "quantity"] as const;

/** The transfers screen with 'Nuevo traslado' open on this product, these warehouses and quantity. */
export const newTransferPath = (prefill: { product: string; from: string; to: string; quantity: number }) =>
  `/dashboard/transfers?${new URLSearchParams({ new: "1", ...prefill, quantity: String(prefill.quantity) })}`;

/** The prefill the URL asks for, or null when it asks for no form. A quantity that is no whole number from 1 is left out. */
export function transferPrefill(params: URLSearchParams): TransferPrefill | null {
  if (params.get("new") !== "1") return null;
  const quantity = params.get("quantity")?.trim() ?? "";
  return {
    product: params.get("product")?.trim() ?? "",
    from: params.get("from")?.trim() ?? "",
    to: params.get("to")?.trim() ?? "",
    quantity: /^[1-9]\d{0,8}$/.test(quantity) ? quantity : "",
  };
}

/** Removes the form's parameters from `params`: what closing the form leaves of the URL. */
export function dropPrefill(params: URLSearchParams): void {
  for (const name of PARAMS) params.delete(name);
}
