import type { Product } from "@inventario/shared/products";
import { useState } from "react";
import { SuggestionCombobox } from "../../../components/suggestion-combobox";
import { supplierKeys } from "../../../lib/query-keys";
import { searchProducts } from "../../../lib/search-products";
import { useSuggestions } from "../../../lib/use-suggestions";
import { priceListTexts } from "../supplier-texts";

const productLabel = (product: Pick<Product, "sku" | "name">) => `${product.sku} - ${product.name}`;

type AddPriceListProductProps = {
  /** Adds the chosen product to the list; false when it is already there. */
  onAdd: (product: Product) => boolean;
};

/**
 * 'Agregar producto': the product search of the sale and transfer forms (name or SKU, from 3 characters);
 * the chosen product becomes a new row and the box empties for the next one.
 */
export function AddPriceListProduct({ onAdd }: AddPriceListProductProps) {
  const suggestions = useSuggestions(supplierKeys.productSuggestions, searchProducts);
  const [notice, setNotice] = useState<string | undefined>();
  return (
    <SuggestionCombobox
      label={priceListTexts.addProduct}
      hint={priceListTexts.addHint}
      suggestions={suggestions}
      onTextChange={(text) => {
        suggestions.setText(text);
        setNotice(undefined);
      }}
      getKey={(product) => product.id}
      getLabel={productLabel}
      onSelect={(product) => {
        if (onAdd(product)) suggestions.setText("");
        else setNotice(priceListTexts.alreadyListed);
      }}
      error={notice}
    />
  );
}
