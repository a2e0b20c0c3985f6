import type { ComponentProps } from "react";
import { controlClassName, FieldFrame, useFieldControl } from "./field-frame";

type SelectFieldProps = ComponentProps<"select"> & {
  label: string;
  error?: string | undefined;
};

/** TextField's twin for a closed list of choices: same label, border and announced error. */
export function SelectField({ label, error, id, className = "", children, ...selectProps }: SelectFieldProps) {
  const { controlId, errorId, ariaProps } = useFieldControl(id, error);
  return (
    <FieldFrame label={label} controlId={controlId} errorId={errorId} error={error} className={className}>
      <select id={controlId} {...ariaProps} className={controlClassName(error)} {...selectProps}>
        {children}
      </select>
    </FieldFrame>
  );
}
