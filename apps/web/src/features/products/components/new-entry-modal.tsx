import { inventoryEntrySchema } from "@inventario/shared/inventory";
import { type ComponentProps, useMemo } from "react";
import { FormDateField } from "../../../components/form-date-field";
import { FormModal } from "../../../components/form-modal";
import { TextField } from "../../../components/text-field";
import { convertingResolver } from "../../../lib/converting-resolver";
import { digitsOnly } from "../../../lib/digits-only";
import { toNumber } from "../../../lib/form-numbers";
import { upperCased } from "../../../lib/transform-input";
import { useModalForm } from "../../../lib/use-modal-form";
import { type EntryPayload, useAddEntry } from "../api/add-entry";
import { alertMissingWarehouse, WarehouseSelect } from "./warehouse-select";

type EntryValues = {
  costs: string;
  quantity: string;
  lot_number: string;
  max_stock: string;
  min_stock: string;
  expiration_date: string;
  unit: string;
  warehouse_id: string;
};

const emptyValues: EntryValues = {
  costs: "",
  quantity: "",
  lot_number: "",
  max_stock: "",
  min_stock: "",
  expiration_date: "",
  unit: "",
  warehouse_id: "",
};
const FIELD_NAMES = Object.keys(emptyValues) as (keyof EntryValues)[];

type TextFieldName = Exclude<keyof EntryValues, "warehouse_id">;

/**
 * The boxes in the spec's order; digits: only digits are kept; upper: capitals as typed (SPEC §5); date:
 * the app's dd/mm/aaaa field.
 */
const FIELDS: {
  name: TextFieldName;
  label: string;
  kind?: "digits" | "upper" | "date";
  input?: ComponentProps<"input">;
}[] = [
  { name: "costs", label: "Costo", kind: "digits" },
  { name: "quantity", label: "Cantidad", kind: "digits" },
  { name: "lot_number", label: "Número de lote (opcional)", kind: "upper" },
  { name: "max_stock", label: "Unidades máximas", kind: "digits" },
  { name: "min_stock", label: "Unidades mínimas", kind: "digits" },
  { name: "expiration_date", label: "Fecha de vencimiento (opcional)", kind: "date" },
  { name: "unit", label: "Unidad", kind: "upper", input: { placeholder: "KG, G, ML, UD…" } },
];

/** Texts stay texts: the shared schema trims them, upper-cases unit and lot, and makes empty ones null. */
const toEntryInput = (productId: string) => (values: EntryValues) => ({
  ...values,
  product_id: productId,
  costs: toNumber(values.costs),
  quantity: toNumber(values.quantity),
  max_stock: toNumber(values.max_stock),
  min_stock: toNumber(values.min_stock),
});

type NewEntryModalProps = {
  productId: string;
  onClose: () => void;
};

/** 'Agregar nueva entrada': stock received into a warehouse, added to its lot of the same number. */
export function NewEntryModal({ productId, onClose }: NewEntryModalProps) {
  const add = useAddEntry(productId);
  const resolver = useMemo(() => convertingResolver(inventoryEntrySchema, toEntryInput(productId)), [productId]);
  const { register, control, setValue, errors, onSubmit } = useModalForm<EntryValues, EntryPayload>({
    resolver,
    defaultValues: emptyValues,
    fieldNames: FIELD_NAMES,
    send: (payload, callbacks) => add.mutate(payload, callbacks),
    onSaved: onClose,
    onInvalid: alertMissingWarehouse,
  });

  return (
    <FormModal
      title="Agregar nueva entrada"
      submitLabel="Guardar"
      sending={add.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label, kind, input }) => {
          if (kind === "date") {
            return (
              <FormDateField key={name} control={control} name={name} label={label} error={errors[name]?.message} />
            );
          }
          const registration = register(name);
          const shaped =
            kind === "digits" ? digitsOnly(registration) : kind === "upper" ? upperCased(registration) : registration;
          return (
            <TextField
              key={name}
              label={label}
              autoComplete="off"
              inputMode={kind === "digits" ? "numeric" : undefined}
              error={errors[name]?.message}
              {...input}
              {...shaped}
            />
          );
        })}
        <WarehouseSelect
          registration={register("warehouse_id")}
          error={errors.warehouse_id?.message}
          onSoleWarehouse={(id) => setValue("warehouse_id", id)}
        />
      </div>
    </FormModal>
  );
}
