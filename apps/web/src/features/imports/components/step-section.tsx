import { type ReactNode, useId } from "react";

type StepSectionProps = {
  title: string;
  /** Beside the heading (a download button). */
  action?: ReactNode;
  children: ReactNode;
};

/** A step of the import as a white card with its heading (an h2 under the page's h1). */
export function StepSection({ title, action, children }: StepSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
