import type { Product } from "@inventario/shared/products";
import type { QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { searchProducts } from "../lib/search-products";
import { useSuggestions } from "../lib/use-suggestions";
import { SuggestionCombobox } from "./suggestion-combobox";

const productLabel = (product: Pick<Product, "sku" | "name">) => `${product.sku} - ${product.name}`;

/** The box's label and hint, and what it says under the box when the chosen product is already there. */
type ProductPickerTexts = { addProduct: string; addHint: string; alreadyListed: string };

type ProductPickerProps = {
  texts: ProductPickerTexts;
  /** The search's cache key (a factory of `lib/query-keys.ts`). */
  queryKey: (search: string) => QueryKey;
  /** Adds the chosen product as a new row; false when it is already there. */
  onAdd: (product: Product) => boolean;
};

/**
 * 'Agregar producto' above a table edited in place (a price list, a purchase order's lines): the product search
 * of the sale and transfer forms (name or SKU, from 3 characters); the chosen product becomes a new row and
 * the box empties for the next one.
 */
export function ProductPicker({ texts, queryKey, onAdd }: ProductPickerProps) {
  const suggestions = useSuggestions(queryKey, searchProducts);
  const [notice, setNotice] = useState<string | undefined>();
  return (
    <div className="mb-4 max-w-xl">
      <SuggestionCombobox
        label={texts.addProduct}
        hint={texts.addHint}
        suggestions={suggestions}
        onTextChange={(text) => {
          suggestions.setText(text);
          setNotice(undefined);
        }}
        getKey={(product) => product.id}
        getLabel={productLabel}
        onSelect={(product) => {
          if (onAdd(product)) suggestions.setText("");
          else setNotice(texts.alreadyListed);
        }}
        error={notice}
      />
    </div>
  );
}
