import type { SaleDetail } from "@inventario/shared/sales";
import { ArrowLeft, Ban, Printer, Undo2 } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Button, buttonClassName } from "../../../components/button";
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
import { SaleLinesDetail } from "../components/sale-lines-detail";
import { SalePickingBlock } from "../components/sale-picking-block";
import { SaleReceipt } from "../components/sale-receipt";
import { SaleCancellationBlock, SaleReturnsBlock } from "../components/sale-returns-block";
import { SaleSummary } from "../components/sale-summary";
import { receiptTexts } from "../print-texts";
import { cancelTexts, detailTexts, returnTexts, salesHistoryPath } from "../sale-history-texts";

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** Cancelling is allowed while nothing has left the warehouses (the server refuses it after, 409). */
const cancellable = (sale: SaleDetail) =>
  sale.status === "PENDING" && sale.lines.every((line) => line.dispatched === 0);
/** A return needs something dispatched that has not come back yet. */
const returnable = (sale: SaleDetail) => sale.lines.some((line) => line.dispatched > line.returned);

const backLink = (
  <Link to={salesHistoryPath} className={buttonClassName("secondary")}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    {detailTexts.back}
  </Link>
);

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

function LoadedSale({ sale }: { sale: SaleDetail }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const canCancel = useCan("sales:cancel") && cancellable(sale);
  const canReturn = useCan("sales:return") && returnable(sale);
  // Ctrl+P prints the receipt too: on this screen, that is what paper is for.
  const receipt = usePrintSheet({ onBrowserPrint: true });
  return (
    <>
      <PageHeader
        title={detailTexts.title(sale.number)}
        actions={
          <>
            {backLink}
            <Button variant="secondary" onClick={receipt.print}>
              <Printer aria-hidden="true" className="size-4" />
              {receiptTexts.print}
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
        <SaleSummary sale={sale} />
        <SaleCancellationBlock sale={sale} />
        <SaleLinesDetail sale={sale} />
        <SalePickingBlock sale={sale} />
        <SaleReturnsBlock sale={sale} />
      </div>
      {dialog === "cancel" ? <CancelSaleModal sale={sale} onClose={() => setDialog(null)} /> : null}
      {dialog === "return" ? <ReturnSaleModal sale={sale} onClose={() => setDialog(null)} /> : null}
      {receipt.requested ? <SaleReceipt sale={sale} /> : null}
    </>
  );
}
