import type { ReactNode } from "react";
import { DetailSection } from "../../../components/detail-section";

type SaleSectionProps = {
  title: string;
  error: string | undefined;
  action: ReactNode;
  children: ReactNode;
};

/** A card of the sale form: its heading and button, what is missing from it, and its content. */
export function SaleSection({ title, error, action, children }: SaleSectionProps) {
  return (
    <DetailSection look="card" title={title} action={action}>
      {error ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {children}
    </DetailSection>
  );
}
