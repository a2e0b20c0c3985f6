import type { Product } from "@inventario/shared/products";
import { type FormEvent, useRef, useState } from "react";
import { FormModal } from "../../../components/form-modal";
import { TextField } from "../../../components/text-field";
import { saleKeys } from "../../../lib/query-keys";
import { searchProducts } from "../api/search-products";
import { useSuggestions } from "../api/use-suggestions";
import {
  type LineDraft,
  type LineErrors,
  productSuggestionLabel,
  type SaleLine,
  validateLineDraft,
} from "../sale-lines";
import { saleTexts } from "../sale-texts";
import { SuggestionCombobox } from "./suggestion-combobox";

type AddProductModalProps = {
  onAdd: (line: SaleLine) => void;
  onClose: () => void;
};

const emptyDraft: LineDraft = { product: null, quantity: "", unitPrice: "" };

/**
 * 'Agregar Producto': a product found by name or SKU, whose price fills 'Precio unitario' (still
 * editable), and the quantity. 'Agregar' checks that all three are there and valid.
 */
export function AddProductModal({ onAdd, onClose }: AddProductModalProps) {
  const [draft, setDraft] = useState<LineDraft>(emptyDraft);
  const suggestions = useSuggestions(saleKeys.productSuggestions, searchProducts, draft.product === null);
  const [stock, setStock] = useState<number | null>(null);
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
    change({ product: { id: product.id, name: product.name, sku: product.sku }, unitPrice: String(product.price) });
    setStock(product.quantity);
    quantityRef.current?.focus();
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

  return (
    <FormModal
      title={saleTexts.productDialog}
      submitLabel={saleTexts.addLine}
      sending={false}
      size="md"
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <div className="space-y-4">
        <SuggestionCombobox
          label={saleTexts.productSearch}
          hint={stock === null ? saleTexts.productHint : `Existencias: ${stock}`}
          text={suggestions.text}
          onTextChange={(text) => {
            suggestions.setText(text);
            // Typing again means looking for another product: the chosen one no longer holds.
            if (draft.product) {
              change({ product: null });
              setStock(null);
            }
          }}
          items={suggestions.items}
          loading={suggestions.loading}
          empty={suggestions.empty}
          getKey={(product) => product.id}
          getLabel={productSuggestionLabel}
          onSelect={choose}
          error={errors.product}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            ref={quantityRef}
            label="Cantidad"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={draft.quantity}
            onChange={(event) => change({ quantity: event.target.value })}
            error={errors.quantity}
          />
          <TextField
            label="Precio unitario"
            inputMode="decimal"
            autoComplete="off"
            value={draft.unitPrice}
            onChange={(event) => change({ unitPrice: event.target.value })}
            error={errors.unitPrice}
          />
        </div>
      </div>
    </FormModal>
  );
}
