import { type ReactNode, useId } from "react";

/**
 * The ids and ARIA wiring of one form control, so its error is announced with it. `id` is the caller's
 * own, if it chose one.
 */
export function useFieldControl(id: string | undefined, error: string | undefined) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return {
    controlId,
    errorId,
    ariaProps: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId : undefined,
    },
  };
}

/** The look every boxed control shares (input, select), red while it holds an error. */
export function controlClassName(error: string | undefined, extra = ""): string {
  return `block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-gray-900 shadow-sm placeholder:text-gray-500 focus-visible:outline-none focus-visible:ring-2 disabled:bg-gray-100 disabled:text-gray-600 ${
    error
      ? "border-red-600 focus-visible:ring-red-500"
      : "border-gray-300 focus-visible:border-indigo-500 focus-visible:ring-indigo-500"
  } ${extra}`;
}

type FieldFrameProps = {
  label: string;
  controlId: string;
  errorId: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
};

/** Label above the control, error below it. */
export function FieldFrame({ label, controlId, errorId, error, className = "", children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
