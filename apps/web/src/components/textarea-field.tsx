import type { ComponentProps } from "react";
import { controlClassName, FieldFrame, useFieldControl } from "./field-frame";

type TextareaFieldProps = ComponentProps<"textarea"> & {
  label: string;
  error?: string | undefined;
};

/** TextField's twin for several lines of text (an observation): same label, border and announced error. */
export function TextareaField({ label, error, id, className = "", rows = 3, ...textareaProps }: TextareaFieldProps) {
  const { controlId, errorId, ariaProps } = useFieldControl(id, error);
  return (
    <FieldFrame label={label} controlId={controlId} errorId={errorId} error={error} className={className}>
      <textarea
        id={controlId}
        rows={rows}
        {...ariaProps}
        className={controlClassName(error, "resize-y")}
        {...textareaProps}
      />
    </FieldFrame>
  );
}
