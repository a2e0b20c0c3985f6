import { shiftName } from "@inventario/shared/cash-sessions";
import { Banknote } from "lucide-react";
import { Notice } from "../../../components/notice";
import { ScreenLink } from "../../../components/screen-link";
import { useBusinessSettings } from "../../../lib/business-settings";
import { cashScreenPath, useCurrentCashSession } from "../../../lib/current-cash-session";
import { useCan } from "../../../lib/my-permissions";
import { cashShiftTexts as texts } from "../sale-texts";

const linkClassName =
  "font-semibold text-indigo-700 underline hover:text-indigo-900 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500";

/**
 * Beside 'Pago', for whoever runs a cash shift: the one they have open ('Caja N.º 12 abierta'), where their
 * sales' payments go; or, when the business requires a shift for cash and none is open, that it must be opened
 * first, with the way to 'Caja'. Nothing otherwise, nor while either is unknown.
 */
export function CashShiftLine() {
  const canOperate = useCan("cash:operate");
  const current = useCurrentCashSession(canOperate);
  const required = useBusinessSettings().data?.require_cash_session === true;
  if (!canOperate || current.data === undefined) return null;
  if (current.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-gray-700">
        <Banknote aria-hidden="true" className="size-4 shrink-0 text-green-700" />
        <ScreenLink to={cashScreenPath} className={linkClassName}>
          {texts.open(shiftName(current.data.number))}
        </ScreenLink>
      </p>
    );
  }
  if (!required) return null;
  return (
    <Notice tone="warning">
      {texts.required}.{" "}
      <ScreenLink to={cashScreenPath} className={`${linkClassName} whitespace-nowrap`} fallback={null}>
        {texts.goToCash}
      </ScreenLink>
    </Notice>
  );
}
