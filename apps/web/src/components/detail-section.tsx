import { type ReactNode, useId } from "react";

/** The white card the tables also sit in, for a block that is not a table. */
export const detailCardClassName = "rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6";

/** A block of a document's detail (`block`), or a card of a form (`card`). */
const looks = {
  block: { section: "min-w-0", header: "mb-3 gap-x-4 gap-y-2" },
  card: { section: detailCardClassName, header: "mb-4 gap-3" },
} as const;

type DetailSectionProps = {
  title: ReactNode;
  /** A link or button beside the heading. */
  action?: ReactNode;
  look?: keyof typeof looks;
  children: ReactNode;
};

/** A block of a document's screen (a sale, a purchase order): its heading (an h2 under the page's h1) and what it holds. */
export function DetailSection({ title, action, look = "block", children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={looks[look].section}>
      <div className={`flex flex-wrap items-center justify-between ${looks[look].header}`}>
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** `wide`: the whole row on a phone, for a value that cannot wrap (a status badge). */
type Fact = { label: string; value: ReactNode; wide?: boolean };

/**
 * The wide-screen column counts, as whole class names: a `lg:grid-cols-4` appended to `lg:grid-cols-5`
 * loses to it (Tailwind orders the rules, not the class attribute), which squeezed the client's e-mail.
 */
const wideColumns = { 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" } as const;

/** Label-over-value pairs in a grid: two columns on a phone, more as the screen widens. */
export function FactList({ facts, columns = 5 }: { facts: Fact[]; columns?: keyof typeof wideColumns }) {
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-4 text-sm sm:grid-cols-3 ${wideColumns[columns]}`}>
      {facts.map(({ label, value, wide = false }) => (
        <div key={label} className={`min-w-0 ${wide ? "col-span-2 sm:col-span-1" : ""}`}>
          <dt className="text-gray-600">{label}</dt>
          <dd className="mt-1 font-medium break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
