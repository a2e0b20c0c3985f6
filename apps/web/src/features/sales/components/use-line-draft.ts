import type { Product } from "@inventario/shared/products";
import { type FormEvent, useRef, useState } from "react";
import { saleKeys } from "../../../lib/query-keys";
import { searchProducts } from "../../../lib/search-products";
import { useSuggestions } from "../../../lib/use-suggestions";
import {
  type LineDraft,
  type LineErrors,
  lineProductOf,
  productSuggestionLabel,
  type SaleLine,
  validateLineDraft,
} from "../sale-lines";

const emptyDraft: LineDraft = { product: null, quantity: "", unitPrice: "" };

/**
 * The line being added: the product search, what the chosen product has available, the typed quantity and price,
 * and their errors. A change to a field clears that field's error.
 */
export function useLineDraft(onAdd: (line: SaleLine) => void, onClose: () => void) {
  const [draft, setDraft] = useState<LineDraft>(emptyDraft);
  const suggestions = useSuggestions(saleKeys.productSuggestions, searchProducts, draft.product === null);
  // The chosen product as the search found it: what it has available is said under the box.
  const [stock, setStock] = useState<Pick<Product, "available"> | null>(null);
  const [errors, setErrors] = useState<LineErrors>({});
  const quantityRef = useRef<HTMLInputElement>(null);

  const change = (patch: Partial<LineDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof LineDraft)[]) delete next[key];
      return next;
    });
  };

  const choose = (product: Product) => {
    suggestions.setText(productSuggestionLabel(product));
    change({
      product: lineProductOf(product),
      unitPrice: String(product.price),
    });
    setStock(product);
    quantityRef.current?.focus();
  };

  const typeSearch = (text: string) => {
    suggestions.setText(text);
    // Typing again means looking for another product: the chosen one no longer holds.
    if (draft.product) {
      change({ product: null });
      setStock(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateLineDraft(draft);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    onAdd(result.line);
    onClose();
  };

  return { draft, suggestions, stock, errors, quantityRef, change, choose, typeSearch, onSubmit };
}
