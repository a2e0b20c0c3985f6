import type { ComponentProps, ReactNode } from "react";
import { controlClassName, FieldFrame, useFieldControl } from "./field-frame";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  error?: string | undefined;
  /** A control drawn inside the input's right edge, such as a show-password toggle. */
  endAdornment?: ReactNode;
};

/** Label, input and error text wired together so the error is announced with the field. */
export function TextField({ label, error, endAdornment, id, className = "", ...inputProps }: TextFieldProps) {
  const { controlId, errorId, ariaProps } = useFieldControl(id, error);
  return (
    <FieldFrame label={label} controlId={controlId} errorId={errorId} error={error} className={className}>
      <div className="relative">
        <input
          id={controlId}
          {...ariaProps}
          className={controlClassName(error, endAdornment ? "pr-11" : "")}
          {...inputProps}
        />
        {endAdornment ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{endAdornment}</div>
        ) : null}
      </div>
    </FieldFrame>
  );
}
