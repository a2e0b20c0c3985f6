import { DateField } from "../../../components/date-field";
import { SelectField } from "../../../components/select-field";
import { TextareaField } from "../../../components/textarea-field";
import { useCan } from "../../../lib/my-permissions";
import { useSupplierOptions } from "../../../lib/supplier-options";
import { useWarehouseOptions } from "../../../lib/warehouse-options";
import type { OrderDraft, OrderErrors, OrderHeader } from "../order-draft";
import { orderFormTexts } from "../purchase-texts";

type Named = { id: string; name: string };

/** The active ones, plus the one already chosen (a draft's supplier or warehouse switched off since). */
function withChosen(options: readonly Named[] | undefined, chosen: Named | undefined): Named[] {
  const list = options ?? [];
  return chosen && !list.some((option) => option.id === chosen.id) ? [chosen, ...list] : [...list];
}

type OrderHeaderFieldsProps = {
  draft: OrderDraft;
  errors: OrderErrors;
  onChange: (field: keyof OrderHeader, value: string) => void;
  /** An edited draft's own supplier and warehouse, offered even when no longer active. */
  current?: { supplier: Named; warehouse: Named } | undefined;
};

/** Supplier and destination warehouse (active ones), the expected date and notes: two columns from 640 px. */
export function OrderHeaderFields({ draft, errors, onChange, current }: OrderHeaderFieldsProps) {
  const suppliers = useSupplierOptions({ enabled: useCan("suppliers:read") });
  const warehouses = useWarehouseOptions();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={orderFormTexts.supplier}
        value={draft.supplier_id}
        error={errors.supplier_id}
        aria-busy={suppliers.isLoading}
        onChange={(event) => onChange("supplier_id", event.target.value)}
      >
        <option value="">
          {suppliers.isLoading ? orderFormTexts.loadingSuppliers : orderFormTexts.chooseSupplier}
        </option>
        {withChosen(suppliers.data, current?.supplier).map((supplier) => (
          <option key={supplier.id} value={supplier.id}>
            {supplier.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={orderFormTexts.warehouse}
        value={draft.warehouse_id}
        error={errors.warehouse_id}
        aria-busy={warehouses.isLoading}
        onChange={(event) => onChange("warehouse_id", event.target.value)}
      >
        <option value="">
          {warehouses.isLoading ? orderFormTexts.loadingWarehouses : orderFormTexts.chooseWarehouse}
        </option>
        {withChosen(warehouses.data, current?.warehouse).map((warehouse) => (
          <option key={warehouse.id} value={warehouse.id}>
            {warehouse.name}
          </option>
        ))}
      </SelectField>
      <DateField
        label={orderFormTexts.expectedAt}
        value={draft.expected_at}
        error={errors.expected_at}
        onChange={(value) => onChange("expected_at", value)}
        passInvalidText
      />
      <TextareaField
        label={orderFormTexts.notes}
        rows={2}
        maxLength={1000}
        value={draft.notes}
        error={errors.notes}
        onChange={(event) => onChange("notes", event.target.value)}
      />
    </div>
  );
}
