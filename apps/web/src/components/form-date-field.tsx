import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { DateField } from "./date-field";

type FormDateFieldProps<T extends FieldValues, TOutput> = {
  /** The form's control; `TOutput` is what its resolver makes of the values (a payload). */
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  label: string;
  error?: string | undefined;
  max?: string | undefined;
  className?: string;
};

/**
 * The app's date field in a react-hook-form form: the form holds YYYY-MM-DD (or "" for none), as its
 * schema and the API expect; text that is not a date yet reaches the schema as typed, which refuses it.
 */
export function FormDateField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  error,
  max,
  className,
}: FormDateFieldProps<T, TOutput>) {
  const { field } = useController({ control, name });
  return (
    <DateField
      label={label}
      name={field.name}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error}
      max={max}
      className={className}
      passInvalidText
    />
  );
}
