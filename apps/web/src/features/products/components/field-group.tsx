import type { ReactNode } from "react";

type FieldGroupProps = {
  legend: string;
  className?: string;
  children: ReactNode;
};

/** Fourteen boxes read better in two named groups: what the product is, and the stock it starts with. */
export function FieldGroup({ legend, className = "", children }: FieldGroupProps) {
  return (
    <fieldset className={className}>
      <legend className="mb-3 text-sm font-semibold tracking-wide text-indigo-700 uppercase">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
