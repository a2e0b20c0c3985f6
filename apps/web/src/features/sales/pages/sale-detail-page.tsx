import { formatPesos } from "@inventario/shared/money";
import type { SaleDetail } from "@inventario/shared/sales";
import { Ban, CircleCheck, Printer, Undo2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { Button } from "../../../components/button";
import { LoadingStatus } from "../../../components/list-status";
import { PageHeader } from "../../../components/page-header";
import { usePrintSheet } from "../../../components/print-sheet";
import { StatusPanel } from "../../../components/status-panel";
import { ApiRequestError } from "../../../lib/api-error";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { useSale } from "../api/get-sale";
import { CancelSaleModal } from "../components/cancel-sale-modal";
import { ReturnSaleModal } from "../components/return-sale-modal";
import { ReturnSlip, type SaleReturn } from "../components/return-slip";
import { SaleLinesDetail } from "../components/sale-lines-detail";
import { SalePickingBlock } from "../components/sale-picking-block";
import { type ReceiptPaper, SaleReceipt } from "../components/sale-receipt";
import { SaleCancellationBlock, SaleReturnsBlock } from "../components/sale-returns-block";
import { SaleSummary } from "../components/sale-summary";
import { receiptTexts } from "../print-texts";
import { cancelTexts, detailTexts, returnTexts, salesHistoryPath } from "../sale-history-texts";
import { moneyTexts, noRefundText, refundText } from "../sale-money-texts";

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** Cancelling is allowed while nothing has left the warehouses (the server refuses it after, 409). */
const cancellable = (sale: SaleDetail) =>
  sale.status === "PENDING" && sale.lines.every((line) => line.dispatched === 0);
/** A return needs something dispatched that has not come back yet. */
const returnable = (sale: SaleDetail) => sale.lines.some((line) => line.dispatched > line.returned);

const backLink = <BackLink to={salesHistoryPath} label={detailTexts.back} />;

/** A sale's detail (issue 18): its lines, client, picking request with dispatches, returns and cancellation. */
export function SaleDetailPage() {
  const { id = "" } = useParams();
  const sale = useSale(id);
  useListErrorToast(isNotFound(sale.error) ? null : sale.error, detailTexts.loadError);

  if (sale.isPending || sale.isError) {
    return (
      <>
        <PageHeader title={detailTexts.loadingTitle} actions={backLink} />
        <StatusPanel>
          {sale.isPending ? (
            <LoadingStatus text={detailTexts.loading} />
          ) : isNotFound(sale.error) ? (
            detailTexts.notFound
          ) : (
            detailTexts.loadError
          )}
        </StatusPanel>
      </>
    );
  }
  return <LoadedSale sale={sale.data} />;
}

type OpenDialog = "cancel" | "return" | null;

/** What paper shows: the receipt on the roll or on A4, or a return's slip. */
type Printed = { kind: "receipt"; paper: ReceiptPaper } | { kind: "slip"; returnId: string };

/** A return just registered, as the server's answer held it (the sale's own copy reloads after). */
type Registered = { saleReturn: SaleReturn; sale: SaleDetail };

function LoadedSale({ sale }: { sale: SaleDetail }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const canCancel = useCan("sales:cancel") && cancellable(sale);
  const canReturn = useCan("sales:return") && returnable(sale);
  // Ctrl+P prints too, what was printed last: the 80 mm receipt until something else was.
  const sheet = usePrintSheet({ onBrowserPrint: true });
  const [printed, setPrinted] = useState<Printed>({ kind: "receipt", paper: "receipt" });
  const print = (what: Printed) => {
    setPrinted(what);
    sheet.print();
  };
  const returnById = (id: string): { saleReturn: SaleReturn; sale: SaleDetail } | null => {
    const own = sale.returns.find((saleReturn) => saleReturn.id === id);
    if (own) return { saleReturn: own, sale };
    return registered?.saleReturn.id === id ? registered : null;
  };
  const slip = printed.kind === "slip" ? returnById(printed.returnId) : null;
  return (
    <>
      <PageHeader
        title={detailTexts.title(sale.number)}
        actions={
          <>
            {backLink}
            <Button variant="secondary" onClick={() => print({ kind: "receipt", paper: "receipt" })}>
              <Printer aria-hidden="true" className="size-4" />
              {receiptTexts.print}
            </Button>
            <Button variant="secondary" onClick={() => print({ kind: "receipt", paper: "a4" })}>
              <Printer aria-hidden="true" className="size-4" />
              {receiptTexts.printA4}
            </Button>
            {canReturn ? (
              <Button variant="secondary" onClick={() => setDialog("return")}>
                <Undo2 aria-hidden="true" className="size-4" />
                {returnTexts.button}
              </Button>
            ) : null}
            {canCancel ? (
              <Button variant="danger" onClick={() => setDialog("cancel")}>
                <Ban aria-hidden="true" className="size-4" />
                {cancelTexts.button}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6">
        {registered ? (
          <ReturnRegisteredNotice
            registered={registered}
            onPrint={() => print({ kind: "slip", returnId: registered.saleReturn.id })}
          />
        ) : null}
        <SaleSummary sale={sale} />
        <SaleCancellationBlock sale={sale} />
        <SaleLinesDetail sale={sale} />
        <SalePickingBlock sale={sale} />
        <SaleReturnsBlock sale={sale} onPrintSlip={(returnId) => print({ kind: "slip", returnId })} />
      </div>
      {dialog === "cancel" ? <CancelSaleModal sale={sale} onClose={() => setDialog(null)} /> : null}
      {dialog === "return" ? (
        <ReturnSaleModal
          sale={sale}
          onClose={() => setDialog(null)}
          onRegistered={(saleReturn, answer) => setRegistered({ saleReturn, sale: answer })}
        />
      ) : null}
      {!sheet.requested ? null : slip ? (
        <ReturnSlip sale={slip.sale} saleReturn={slip.saleReturn} />
      ) : (
        <SaleReceipt sale={sale} paper={printed.kind === "receipt" ? printed.paper : "receipt"} />
      )}
    </>
  );
}

/**
 * Said once a return is registered: what it was worth and how it was refunded, with its slip one press away
 * (the focus goes there as the dialog closes: printing it for the client to sign comes next).
 */
function ReturnRegisteredNotice({ registered, onPrint }: { registered: Registered; onPrint: () => void }) {
  const { saleReturn, sale } = registered;
  const button = useRef<HTMLButtonElement>(null);
  const textId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per registered return.
  useEffect(() => button.current?.focus(), [saleReturn.id]);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
      <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
      <p id={textId} className="min-w-0 flex-1">
        <span className="font-semibold">{moneyTexts.registered(formatPesos(saleReturn.amount))}</span>{" "}
        {moneyTexts.refund}:{" "}
        {saleReturn.refunds.length === 0 ? noRefundText(sale) : saleReturn.refunds.map(refundText).join(" · ")}
      </p>
      {/* The focus lands here: what it prints is told by the sentence beside it. */}
      <Button ref={button} variant="secondary" className="px-3 py-1.5" aria-describedby={textId} onClick={onPrint}>
        <Printer aria-hidden="true" className="size-4" />
        {moneyTexts.printSlip}
      </Button>
    </div>
  );
}
