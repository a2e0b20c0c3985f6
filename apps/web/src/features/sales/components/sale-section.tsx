import type { ReactNode } from "react";
import { DetailSection } from "../../../components/detail-section";
import { Notice } from "../../../components/notice";

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
        <Notice tone="error" className="mb-4">
          {error}
        </Notice>
      ) : null}
      {children}
    </DetailSection>
  );
}
