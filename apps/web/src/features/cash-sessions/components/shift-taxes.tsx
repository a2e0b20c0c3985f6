import type { CashSession } from "@inventario/shared/cash-sessions";
import { DetailSection, detailCardClassName } from "../../../components/detail-section";
import { TaxBreakdown } from "../../../components/tax-breakdown";
import { figureTexts as texts } from "../cash-session-texts";

/** The sum of a shift's IVA bases: its sales' value before IVA. */
const taxSubtotal = (session: CashSession) => session.taxes.reduce((sum, total) => sum + total.base, 0);

type ShiftTaxBreakdownProps = {
  session: CashSession;
  /** The screen's breakdown, or the printed report's. */
  variant: "screen" | "paper";
  /** The look of 'no IVA' on that medium. */
  noTaxesClassName?: string;
  className?: string;
};

/** The shift's sales before IVA and, per class, the base and the IVA; or that it sold nothing with IVA. */
export function ShiftTaxBreakdown({ session, variant, noTaxesClassName, className }: ShiftTaxBreakdownProps) {
  if (session.taxes.length === 0) return <p className={noTaxesClassName}>{texts.noTaxes}</p>;
  return (
    <TaxBreakdown
      caption={texts.taxesCaption}
      subtotal={taxSubtotal(session)}
      taxes={session.taxes}
      variant={variant}
      className={className}
    />
  );
}

/** 'IVA por tarifa' on the shift's screen. */
export function ShiftTaxes({ session }: { session: CashSession }) {
  return (
    <DetailSection title={texts.taxes}>
      <div className={detailCardClassName}>
        <ShiftTaxBreakdown
          session={session}
          variant="screen"
          noTaxesClassName="text-sm text-gray-600"
          className="max-w-md"
        />
      </div>
    </DetailSection>
  );
}
