import { type ComponentProps, type ReactNode, useId } from "react";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  error?: string | undefined;
  /** A control drawn inside the input's right edge, such as a show-password toggle. */
  endAdornment?: ReactNode;
};

/** Label, input and error text wired together so the error is announced with the field. */
export function TextField({ label, error, endAdornment, id, className = "", ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-gray-900 shadow-sm placeholder:text-gray-500 focus-visible:outline-none focus-visible:ring-2 disabled:bg-gray-100 disabled:text-gray-600 ${
            error
              ? "border-red-600 focus-visible:ring-red-500"
              : "border-gray-300 focus-visible:border-indigo-500 focus-visible:ring-indigo-500"
          } ${endAdornment ? "pr-11" : ""}`}
          {...inputProps}
        />
        {endAdornment ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{endAdornment}</div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
