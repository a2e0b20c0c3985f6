import { type ReactNode, useId } from "react";

type SaleSectionProps = {
  title: string;
  error: string | undefined;
  action: ReactNode;
  children: ReactNode;
};

/** A card of the sale form: its heading and button, what is missing from it, and its content. */
export function SaleSection({ title, error, action, children }: SaleSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      {error ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {children}
    </section>
  );
}
