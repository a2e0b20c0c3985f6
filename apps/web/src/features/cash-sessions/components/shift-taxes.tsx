import type { CashSession } from "@inventario/shared/cash-sessions";
import { DetailSection, detailCardClassName } from "../../../components/detail-section";
import { TaxBreakdown } from "../../../components/tax-breakdown";
import { figureTexts as texts } from "../cash-session-texts";

/** The sum of a shift's IVA bases: its sales' value before IVA. */
export const taxSubtotal = (session: CashSession) => session.taxes.reduce((sum, total) => sum + total.base, 0);

/** 'IVA por tarifa': the shift's sales before IVA and, per class, the base and the IVA. */
export function ShiftTaxes({ session }: { session: CashSession }) {
  return (
    <DetailSection title={texts.taxes}>
      <div className={detailCardClassName}>
        {session.taxes.length === 0 ? (
          <p className="text-sm text-gray-600">{texts.noTaxes}</p>
        ) : (
          <TaxBreakdown
            caption={texts.taxesCaption}
            subtotal={taxSubtotal(session)}
            taxes={session.taxes}
            className="max-w-md"
          />
        )}
      </div>
    </DetailSection>
  );
}
