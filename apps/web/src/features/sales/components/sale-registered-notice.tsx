import { todayInBusinessZone } from "@inventario/shared/dates";
import { formatPesos } from "@inventario/shared/money";
import { numberingWarning } from "@inventario/shared/pos-numbering";
import { CircleCheck } from "lucide-react";
import { Notice } from "../../../components/notice";
import { ScreenLink } from "../../../components/screen-link";
import { useBusinessSettings } from "../../../lib/business-settings";
import { paymentTexts, pickingRequestPath, saleTexts } from "../sale-texts";
import type { RegisteredSale } from "../use-sale-form";

/** Said after a sale is registered: its number, and a link to the picking request the server created for it. */
export function SaleRegisteredNotice({ sale }: { sale: RegisteredSale }) {
  const business = useBusinessSettings().data;
  const warning =
    business && sale.receiptNumber ? numberingWarning(business, sale.receiptNumber, todayInBusinessZone()) : null;
  return (
    <>
      <p className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
        <span>{saleTexts.registered(sale.number)}</span>
        {sale.change > 0 ? (
          <span className="font-semibold">
            {paymentTexts.change}: <span className="tabular-nums">{formatPesos(sale.change)}</span>
          </span>
        ) : null}
        <ScreenLink
          to={pickingRequestPath(sale.withdrawalId)}
          className="font-semibold text-green-900 underline underline-offset-2 hover:text-green-950 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          // 'Ver la solicitud …' says nothing without the link; the notice stands alone.
          fallback={null}
        >
          {saleTexts.pickingLink}
        </ScreenLink>
      </p>
      {warning ? (
        <Notice tone="warning" className="-mt-3 mb-6">
          {warning}
        </Notice>
      ) : null}
    </>
  );
}
