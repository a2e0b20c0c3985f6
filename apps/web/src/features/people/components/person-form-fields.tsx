import type { PersonInput } from "@inventario/shared/people";
import type { ComponentProps } from "react";
import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import { FormDateField } from "../../../components/form-date-field";
import { TextField } from "../../../components/text-field";
import { digitsOnly } from "../../../lib/digits-only";

type FieldName = keyof PersonInput;

type FieldSpec = {
  name: FieldName;
  label: string;
  /** Identification and phone: exactly 10 digits, anything else is dropped as it is typed. */
  digits?: boolean;
  input?: Pick<ComponentProps<"input">, "type" | "inputMode">;
  /** The app's dd/mm/aaaa field (components/date-field.tsx). */
  date?: boolean;
};

// The form's order and labels (SPEC §5 "Client/employee form").
const FIELDS: FieldSpec[] = [
  { name: "identification", label: "Identificación", digits: true },
  { name: "name", label: "Nombres" },
  { name: "last_name", label: "Apellidos" },
  { name: "email", label: "Correo", input: { type: "email", inputMode: "email" } },
  { name: "birthday", label: "Fecha de nacimiento", date: true },
  { name: "phone_number", label: "Celular", digits: true, input: { type: "tel" } },
];

const digitsProps = { inputMode: "numeric", maxLength: 10 } as const;

type PersonFormFieldsProps = {
  register: UseFormRegister<PersonInput>;
  /** For the birthday, which the form controls (it shows one text and holds another). */
  control: Control<PersonInput>;
  errors: FieldErrors<PersonInput>;
  /** Set when editing: the identification names the person and cannot change, so it is shown, not sent. */
  lockedIdentification?: string | undefined;
  /** Latest allowed birthday, YYYY-MM-DD. */
  maxBirthday: string;
};

export function PersonFormFields({
  register,
  control,
  errors,
  lockedIdentification,
  maxBirthday,
}: PersonFormFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(({ name, label, digits = false, input, date = false }) => {
        const error = errors[name]?.message;
        if (date) {
          return (
            <FormDateField key={name} control={control} name={name} label={label} error={error} max={maxBirthday} />
          );
        }
        if (name === "identification" && lockedIdentification !== undefined) {
          return <TextField key={name} label={label} error={error} value={lockedIdentification} disabled readOnly />;
        }
        const registration = digits ? digitsOnly(register(name)) : register(name);
        return (
          <TextField
            key={name}
            label={label}
            error={error}
            // These are someone else's details: the browser must not offer the signed-in user's own.
            autoComplete="off"
            {...(digits ? digitsProps : {})}
            {...input}
            {...registration}
          />
        );
      })}
    </div>
  );
}
