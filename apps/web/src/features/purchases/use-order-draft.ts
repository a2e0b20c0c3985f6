import type { Product } from "@inventario/shared/products";
import type { SupplierProduct } from "@inventario/shared/suppliers";
import { useState } from "react";
import { useCan } from "../../lib/my-permissions";
import { usePriceList } from "../../lib/supplier-price-list";
import {
  buildOrder,
  type LineField,
  lineErrorKey,
  newLine,
  type OrderDraft,
  type OrderErrors,
  type OrderHeader,
  type OrderPayload,
  proposeCosts,
  serverOrderErrors,
} from "./order-draft";

type SaveCallbacks = { onError: (error: unknown) => void };

/**
 * The order as the user edits it: its fields, its lines and their messages. The chosen supplier's price list
 * proposes each line's cost (editable); choosing another supplier proposes its costs instead of the ones it
 * proposed. `save` sends the payload once the route's schema passes; the server's messages land under the
 * boxes and lines they name.
 */
export function useOrderDraft(initial: OrderDraft, save: (payload: OrderPayload, callbacks: SaveCallbacks) => void) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<OrderErrors>({});
  // Counts the submissions that came back with messages: the form moves the focus to the first one then.
  const [refusals, setRefusals] = useState(0);
  // Price lists are the suppliers' (suppliers:read): without it no cost is proposed, and no warning comes up.
  const canReadSuppliers = useCan("suppliers:read");
  const priceList = usePriceList(canReadSuppliers ? draft.supplier_id : "");
  const [proposedFrom, setProposedFrom] = useState<SupplierProduct[] | undefined>(undefined);
  if (priceList.data !== proposedFrom) {
    setProposedFrom(priceList.data);
    const list = priceList.data;
    if (list) setDraft((current) => ({ ...current, lines: proposeCosts(current.lines, list) }));
  }

  const forget = (...keys: (keyof OrderErrors)[]) =>
    setErrors((current) => {
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });

  const setHeader = (field: keyof OrderHeader, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    forget(field);
  };

  /** Appends the product; false when it is already a line (an order holds a product once). */
  const add = (product: Pick<Product, "id" | "name" | "sku">): boolean => {
    if (draft.lines.some((line) => line.product_id === product.id)) return false;
    setDraft((current) => ({ ...current, lines: [...current.lines, newLine(product, priceList.data)] }));
    forget("items");
    return true;
  };

  const change = (productId: string, field: Exclude<LineField, "product_id">, value: string) => {
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line) =>
        line.product_id === productId
          ? { ...line, [field]: value, costFromList: field === "unit_cost" ? false : line.costFromList }
          : line,
      ),
    }));
    forget(lineErrorKey(productId, field));
  };

  const remove = (productId: string) => {
    setDraft((current) => ({ ...current, lines: current.lines.filter((line) => line.product_id !== productId) }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`${productId}.`))),
    );
  };

  const refuse = (found: OrderErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setRefusals((count) => count + 1);
  };

  const submit = () => {
    const checked = buildOrder(draft);
    if ("errors" in checked) {
      refuse(checked.errors);
      return;
    }
    setErrors({});
    const productIds = draft.lines.map((line) => line.product_id);
    save(checked.payload, { onError: (error) => refuse(serverOrderErrors(error, productIds)) });
  };

  return { draft, errors, refusals, priceList: priceList.data, setHeader, add, change, remove, submit };
}

export type OrderDraftState = ReturnType<typeof useOrderDraft>;
