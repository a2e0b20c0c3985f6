import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "./api-error";

/**
 * A 400 or 409 names the offending fields (`fields.sku`…): their messages go under the fields of the
 * form that has them, the first one focused. Fields the form does not show are left to the toast.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiRequestError) || !error.fields) return;
  const fields = error.fields;
  fieldNames
    .filter((name) => fields[name])
    .forEach((name, index) => {
      setError(name, { type: "server", message: fields[name] }, { shouldFocus: index === 0 });
    });
}
