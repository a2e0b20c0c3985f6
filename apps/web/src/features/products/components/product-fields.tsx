import { TAX_CLASSES, taxClassLabels } from "@inventario/shared/taxes";
import type { ComponentProps } from "react";
import type { Control, FieldErrors, Path, UseFormRegister } from "react-hook-form";
import { FormDateField } from "../../../components/form-date-field";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { digitsOnly } from "../../../lib/digits-only";
import { upperCased } from "../../../lib/transform-input";
import type { ProductBasicsValues, ProductCreateValues } from "../product-form-values";

type FieldName = Exclude<keyof ProductCreateValues, "warehouse_id">;

type FieldSpec = {
  name: FieldName;
  label: string;
  /**
   * digits: anything else is dropped as it is typed; upper: shown in capitals as typed (SPEC §5); date:
   * the app's dd/mm/aaaa field (components/date-field.tsx); taxClass: the four IVA classes (issue 35).
   */
  kind?: "text" | "digits" | "upper" | "date" | "taxClass";
  input?: Pick<ComponentProps<"input">, "type" | "inputMode" | "placeholder">;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
};

const numeric = { inputMode: "numeric" } as const;

export const BASIC_FIELDS: FieldSpec[] = [
  { name: "name", label: "Nombre" },
  { name: "category", label: "Categoría" },
  { name: "description", label: "Descripción", wide: true },
  { name: "sku", label: "SKU", kind: "upper" },
  { name: "image_url", label: "URL de imagen (opcional)", input: { type: "url", inputMode: "url" } },
  { name: "price", label: "Precio", kind: "digits", input: numeric },
  { name: "tax_class", label: "IVA (incluido en el precio)", kind: "taxClass" },
];

export const STOCK_FIELDS: FieldSpec[] = [
  { name: "costs", label: "Costo", kind: "digits", input: numeric },
  { name: "quantity", label: "Cantidad", kind: "digits", input: numeric },
  { name: "unit", label: "Unidad", kind: "upper", input: { placeholder: "KG, G, ML, UD…" } },
  { name: "lot_number", label: "Número de lote (opcional)", kind: "upper" },
  { name: "expiration_date", label: "Fecha de vencimiento (opcional)", kind: "date" },
  { name: "min_stock", label: "Unidades mínimas", kind: "digits", input: numeric },
  { name: "max_stock", label: "Unidades máximas", kind: "digits", input: numeric },
];

type ProductFieldsProps<T extends ProductBasicsValues, TOutput> = {
  fields: FieldSpec[];
  register: UseFormRegister<T>;
  /** For the date field, which the form controls (it shows one text and holds another). */
  control: Control<T, unknown, TOutput>;
  errors: FieldErrors<T>;
};

/** The boxes of the product forms, in the spec's order; the create and edit modals pick their sets. */
export function ProductFields<T extends ProductBasicsValues, TOutput>({
  fields,
  register,
  control,
  errors,
}: ProductFieldsProps<T, TOutput>) {
  return (
    <>
      {fields.map(({ name, label, kind = "text", input, wide = false }) => {
        const message = (errors as FieldErrors<ProductCreateValues>)[name]?.message;
        if (kind === "date") {
          return <FormDateField key={name} control={control} name={name as Path<T>} label={label} error={message} />;
        }
        const registration = register(name as Path<T>);
        if (kind === "taxClass") {
          return (
            <SelectField key={name} label={label} error={message} {...registration}>
              {TAX_CLASSES.map((taxClass) => (
                <option key={taxClass} value={taxClass}>
                  {taxClassLabels[taxClass]}
                </option>
              ))}
            </SelectField>
          );
        }
        return (
          <TextField
            key={name}
            label={label}
            error={message}
            autoComplete="off"
            className={wide ? "sm:col-span-2" : ""}
            {...input}
            {...(kind === "digits"
              ? digitsOnly(registration)
              : kind === "upper"
                ? upperCased(registration)
                : registration)}
          />
        );
      })}
    </>
  );
}
