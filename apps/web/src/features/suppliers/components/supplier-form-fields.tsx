import type { ComponentProps } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { NitFields } from "../../../components/nit-fields";
import { TextField } from "../../../components/text-field";
import { digitsOnly } from "../../../lib/digits-only";
import type { SupplierFormValues } from "../supplier-form-values";
import { supplierLabels } from "../supplier-texts";

type FieldName = keyof SupplierFormValues;

type FieldSpec = {
  name: FieldName;
  /** Anything but digits is dropped as it is typed (the days). */
  digits?: boolean;
  input?: Pick<ComponentProps<"input">, "type" | "inputMode" | "maxLength">;
  /** Takes the whole width of the form's two columns. */
  wide?: boolean;
};

// The fields after the NIT and its check digit (NitFields): two columns from 640 px, the long ones across both.
const FIELDS: FieldSpec[] = [
  { name: "name", wide: true },
  { name: "contact_name" },
  { name: "email", input: { type: "email", inputMode: "email" } },
  { name: "phone", input: { type: "tel" } },
  { name: "city" },
  { name: "address", wide: true },
  { name: "payment_terms_days", digits: true, input: { inputMode: "numeric", maxLength: 3 } },
];

type SupplierFormFieldsProps = {
  register: UseFormRegister<SupplierFormValues>;
  errors: FieldErrors<SupplierFormValues>;
};

export function SupplierFormFields({ register, errors }: SupplierFormFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NitFields
        nitRegistration={digitsOnly(register("nit"))}
        dvRegistration={digitsOnly(register("dv"))}
        nitError={errors.nit?.message}
        dvError={errors.dv?.message}
      />
      {FIELDS.map(({ name, digits = false, input, wide = false }) => (
        <TextField
          key={name}
          label={supplierLabels[name]}
          error={errors[name]?.message}
          className={wide ? "sm:col-span-2" : ""}
          // A supplier's details: the browser must not offer the signed-in user's own.
          autoComplete="off"
          {...input}
          {...(digits ? digitsOnly(register(name)) : register(name))}
        />
      ))}
    </div>
  );
}
