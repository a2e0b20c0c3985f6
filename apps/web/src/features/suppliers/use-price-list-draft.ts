import type { Product } from "@inventario/shared/products";
import type { SupplierProduct } from "@inventario/shared/suppliers";
import { useState } from "react";
import { useSavePriceList } from "./api/save-price-list";
import {
  buildPriceList,
  draftOf,
  newDraft,
  type PriceListErrors,
  type PriceListField,
  rowErrorKey,
  serverPriceListErrors,
  unsavedChanges,
} from "./price-list-draft";

/**
 * The price list as the user edits it: the rows' boxes, their messages and whether they differ from the
 * stored list. A reload of the stored list (another screen saved it) replaces the boxes only while they
 * hold none of the user's changes; 'Descartar cambios' takes the stored list back.
 */
export function usePriceListDraft(supplier: { id: string; name: string }, saved: SupplierProduct[]) {
  const [base, setBase] = useState(saved);
  const [drafts, setDrafts] = useState(() => saved.map(draftOf));
  const [errors, setErrors] = useState<PriceListErrors>({});
  // Counts the saves that came back with messages: the editor moves the focus to the first one then only,
  // not when a box's own message goes as it is typed in.
  const [refusals, setRefusals] = useState(0);
  const mutation = useSavePriceList(supplier.id, supplier.name);
  const dirty = unsavedChanges(drafts, base);
  if (saved !== base && !dirty) {
    setBase(saved);
    setDrafts(saved.map(draftOf));
  }

  const reset = (list: SupplierProduct[]) => {
    setBase(list);
    setDrafts(list.map(draftOf));
    setErrors({});
  };

  /** A box changed: its own message goes, the others stay until the next save. */
  const change = (productId: string, field: PriceListField, value: string | boolean) => {
    setDrafts((current) => current.map((row) => (row.product_id === productId ? { ...row, [field]: value } : row)));
    setErrors(({ [rowErrorKey(productId, field)]: _, ...rest }) => rest);
  };

  /** Appends the product; false when it is already listed (a product appears once per supplier). */
  const add = (product: Pick<Product, "id" | "name" | "sku">): boolean => {
    if (drafts.some((row) => row.product_id === product.id)) return false;
    setDrafts((current) => [...current, newDraft(product)]);
    return true;
  };

  const remove = (productId: string) => {
    setDrafts((current) => current.filter((row) => row.product_id !== productId));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`${productId}.`))),
    );
  };

  const refuse = (found: PriceListErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setRefusals((count) => count + 1);
  };

  /** Sends the whole list once the schema passes; the server's messages land under the rows it names. */
  const save = () => {
    const checked = buildPriceList(drafts);
    if ("errors" in checked) {
      refuse(checked.errors);
      return;
    }
    setErrors({});
    const productIds = drafts.map((row) => row.product_id);
    mutation.mutate(checked.payload, {
      onSuccess: reset,
      onError: (error) => refuse(serverPriceListErrors(error, productIds)),
    });
  };

  return {
    drafts,
    errors,
    refusals,
    dirty,
    saving: mutation.isPending,
    change,
    add,
    remove,
    save,
    discard: () => reset(saved),
  };
}
