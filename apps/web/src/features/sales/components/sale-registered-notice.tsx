import { todayInBusinessZone } from "@inventario/shared/dates";
import { formatPesos } from "@inventario/shared/money";
import { numberingWarning } from "@inventario/shared/pos-numbering";
import { CircleCheck, Printer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/button";
import { Notice } from "../../../components/notice";
import { usePrintSheet } from "../../../components/print-sheet";
import { ScreenLink } from "../../../components/screen-link";
import { Spinner } from "../../../components/spinner";
import { useBusinessSettings } from "../../../lib/business-settings";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useSale } from "../api/get-sale";
import { counterTexts, paymentTexts, pickingRequestPath, saleTexts } from "../sale-texts";
import type { RegisteredSale } from "../use-sale-form";
import { SaleReceipt } from "./sale-receipt";

/**
 * Said after a sale is registered: its number, the change to give, a link to the picking request the server
 * created for it and 'Imprimir recibo'. Rendered afresh for each sale (keyed by its number).
 */
export function SaleRegisteredNotice({ sale }: { sale: RegisteredSale }) {
  const business = useBusinessSettings().data;
  const warning =
    business && sale.receiptNumber ? numberingWarning(business, sale.receiptNumber, todayInBusinessZone()) : null;
  // The receipt is the sale's detail (GET /sales/{id}): who may not read sales is not offered it.
  const canPrint = useCan("sales:read");
  const receipt = useReceiptPrint(sale.id, canPrint && business?.auto_print_receipt === true);
  return (
    <>
      <p className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
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
        {canPrint ? (
          <Button
            variant="secondary"
            className="px-3 py-1.5 sm:ml-auto"
            onClick={receipt.print}
            aria-busy={receipt.loading || undefined}
          >
            {receipt.loading ? <Spinner /> : <Printer aria-hidden="true" className="size-4" />}
            {counterTexts.printReceipt}
          </Button>
        ) : null}
      </p>
      {warning ? (
        <Notice tone="warning" className="-mt-3 mb-6">
          {warning}
        </Notice>
      ) : null}
      {receipt.detail ? <SaleReceipt sale={receipt.detail} /> : null}
    </>
  );
}

/**
 * 'Imprimir recibo' without leaving the counter: the sale's detail is read when first asked for, its receipt
 * put in the page (components/print-sheet.tsx, as on the sale's detail) and the browser's print dialog opened
 * once it is there; every press prints again. With `auto` (the settings' 'auto_print_receipt'), once at
 * once.
 */
function useReceiptPrint(saleId: string, auto: boolean) {
  // How many prints were asked for, and how many of them were handed to the print sheet.
  const [asked, setAsked] = useState(0);
  const handed = useRef(0);
  const sale = useSale(asked > 0 ? saleId : "");
  const sheet = usePrintSheet();
  const { print } = sheet;
  useListErrorToast(sale.error, counterTexts.receiptFailed);

  useEffect(() => {
    if (auto) setAsked((count) => Math.max(count, 1));
  }, [auto]);
  useEffect(() => {
    if (!sale.data || asked <= handed.current) return;
    handed.current = asked;
    print();
  }, [sale.data, asked, print]);

  return {
    // Asked and not there yet (a failed read can be asked again).
    loading: asked > handed.current && sale.isFetching,
    print: () => {
      if (sale.isError) void sale.refetch();
      setAsked((count) => count + 1);
    },
    detail: sheet.requested ? sale.data : undefined,
  };
}
