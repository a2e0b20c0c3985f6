import type { SupplierProduct } from "@inventario/shared/suppliers";
import { useEffect, useRef } from "react";
import { Button } from "../../../components/button";
import { DataTable } from "../../../components/data-table";
import { Notice } from "../../../components/notice";
import { ProductPicker } from "../../../components/product-picker";
import { Spinner } from "../../../components/spinner";
import { supplierKeys } from "../../../lib/query-keys";
import { priceListTexts } from "../supplier-texts";
import { usePriceListDraft } from "../use-price-list-draft";
import { priceListColumns } from "./price-list-columns";
import { PriceListRow } from "./price-list-row";

type PriceListEditorProps = {
  supplier: { id: string; name: string };
  saved: SupplierProduct[];
};

/**
 * The price list edited in place: products added through the product search, their terms typed, marked
 * preferred or removed, then 'Guardar lista de precios' sends the whole list. Until then the screen says
 * there are unsaved changes; a refused save puts each message under its row's box and focuses the first.
 */
export function PriceListEditor({ supplier, saved }: PriceListEditorProps) {
  const draft = usePriceListDraft(supplier, saved);
  const formRef = useRef<HTMLFormElement>(null);
  const added = useRef(false);
  const rowCount = draft.drafts.length;

  // A product just added: its cost is what must be typed next (new rows are the last ones). After the
  // render that shows its row, whichever render that is.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const costs = formRef.current?.querySelectorAll<HTMLInputElement>('[data-field="unit_cost"]');
    costs?.[costs.length - 1]?.focus();
  });

  useEffect(() => {
    if (draft.refusals > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [draft.refusals]);

  return (
    <>
      <ProductPicker
        texts={priceListTexts}
        queryKey={supplierKeys.productSuggestions}
        onAdd={(product) => {
          const fresh = draft.add(product);
          added.current = fresh;
          return fresh;
        }}
      />
      <form
        ref={formRef}
        noValidate
        aria-busy={draft.saving}
        onSubmit={(event) => {
          event.preventDefault();
          draft.save();
        }}
      >
        {draft.errors.form ? (
          <Notice tone="error" className="mb-3">
            {draft.errors.form}
          </Notice>
        ) : null}
        <DataTable
          caption={priceListTexts.caption}
          columns={priceListColumns(true)}
          status={rowCount === 0 ? priceListTexts.empty : null}
        >
          {draft.drafts.map((row) => (
            <PriceListRow
              key={row.product_id}
              row={row}
              errors={draft.errors}
              onChange={(field, value) => draft.change(row.product_id, field, value)}
              onRemove={() => draft.remove(row.product_id)}
            />
          ))}
        </DataTable>
        <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
          <p role="status" className="text-sm font-medium text-amber-800">
            {draft.dirty ? priceListTexts.unsaved : null}
          </p>
          {draft.dirty ? (
            <Button variant="secondary" onClick={draft.discard} disabled={draft.saving}>
              {priceListTexts.discard}
            </Button>
          ) : null}
          <Button type="submit" disabled={!draft.dirty || draft.saving}>
            {draft.saving ? <Spinner /> : null}
            {priceListTexts.save}
          </Button>
        </div>
      </form>
    </>
  );
}
