import { FormModal } from "../../../components/form-modal";
import { SuggestionCombobox } from "../../../components/suggestion-combobox";
import { TextField } from "../../../components/text-field";
import { useCan } from "../../../lib/my-permissions";
import { productAvailability, productSuggestionLabel, type SaleLine } from "../sale-lines";
import { saleTexts } from "../sale-texts";
import { useLineDraft } from "./use-line-draft";

type AddProductModalProps = {
  onAdd: (line: SaleLine) => void;
  onClose: () => void;
};

/**
 * 'Agregar Producto': a product found by name or SKU (each suggestion says what it has available, or
 * 'Agotado'), whose price fills 'Precio unitario' (editable by who may change prices, `sales:price_override`:
 * the server refuses another price from anyone else), and the quantity. 'Agregar' checks that all three are
 * there and valid.
 */
export function AddProductModal({ onAdd, onClose }: AddProductModalProps) {
  const { draft, suggestions, stock, errors, quantityRef, change, choose, typeSearch, onSubmit } = useLineDraft(
    onAdd,
    onClose,
  );
  const mayChangePrices = useCan("sales:price_override");

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
          hint={stock === null ? saleTexts.productHint : productAvailability(stock).text}
          suggestions={suggestions}
          onTextChange={typeSearch}
          getKey={(product) => product.id}
          getLabel={productSuggestionLabel}
          getDetail={productAvailability}
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
          <div>
            <TextField
              label="Precio unitario"
              inputMode="decimal"
              autoComplete="off"
              value={draft.unitPrice}
              readOnly={!mayChangePrices}
              onChange={(event) => change({ unitPrice: event.target.value })}
              error={errors.unitPrice}
            />
            {mayChangePrices ? null : <p className="mt-1.5 text-xs text-gray-600">{saleTexts.priceLocked}</p>}
          </div>
        </div>
      </div>
    </FormModal>
  );
}
