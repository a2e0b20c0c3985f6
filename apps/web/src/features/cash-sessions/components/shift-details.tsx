import type { CashSession } from "@inventario/shared/cash-sessions";
import { DetailSection } from "../../../components/detail-section";
import { figureTexts, movementTexts } from "../cash-session-texts";
import { MethodsTable } from "./methods-table";
import { MovementsTable } from "./movements-table";
import { ShiftFigures } from "./shift-figures";
import { ShiftTaxes } from "./shift-taxes";

/**
 * A shift's figures as 'Caja' and its report show them: the totals, the table per payment method (with what
 * was counted once closed) beside the IVA per class, and the cash movements.
 */
export function ShiftDetails({ session }: { session: CashSession }) {
  return (
    <div className="grid min-w-0 gap-6">
      <ShiftFigures session={session} />
      {/* Beside each other while open (four columns); a closed shift's six need the whole width. */}
      <div
        className={`grid min-w-0 gap-6 ${session.status === "OPEN" ? "xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" : ""}`}
      >
        <DetailSection title={figureTexts.methods}>
          <MethodsTable session={session} />
        </DetailSection>
        <ShiftTaxes session={session} />
      </div>
      <DetailSection title={movementTexts.title}>
        <MovementsTable movements={session.movements} openedAt={session.opened_at} />
      </DetailSection>
    </div>
  );
}
