import { type ComponentProps, useId } from "react";

type SelectFieldProps = ComponentProps<"select"> & {
  label: string;
  error?: string | undefined;
};

/** TextField's twin for a closed list of choices: same label, border and announced error. */
export function SelectField({ label, error, id, className = "", children, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-gray-900 shadow-sm focus-visible:outline-none focus-visible:ring-2 disabled:bg-gray-100 disabled:text-gray-600 ${
          error
            ? "border-red-600 focus-visible:ring-red-500"
            : "border-gray-300 focus-visible:border-indigo-500 focus-visible:ring-indigo-500"
        }`}
        {...selectProps}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
