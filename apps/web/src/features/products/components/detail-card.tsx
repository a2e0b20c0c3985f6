import { type ReactNode, useId } from "react";
import { SectionHeading } from "./section-heading";

type DetailCardProps = {
  title: string;
  children: ReactNode;
};

/** A white card named by its heading: one part of the product (basic data, stock, optimal stock). */
export function DetailCard({ title, children }: DetailCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <SectionHeading id={headingId} title={title} />
      {children}
    </section>
  );
}
