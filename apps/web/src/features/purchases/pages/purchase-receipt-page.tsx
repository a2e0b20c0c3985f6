import type { PurchaseReceipt } from "@inventario/shared/purchases";
import { Undo2 } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { Button } from "../../../components/button";
import { LoadProblem, toastableError } from "../../../components/load-problem";
import { PageHeader } from "../../../components/page-header";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { usePurchaseReceipt } from "../api/get-purchase-receipt";
import { ReceiptLinesTable } from "../components/receipt-lines-table";
import { ReceiptReturnsBlock } from "../components/receipt-returns-block";
import { ReceiptSummary } from "../components/receipt-summary";
import { ReturnModal } from "../components/return-modal";
import { orderDetailTexts, purchasePaths, receiptTexts, returnTexts } from "../purchase-texts";

/**
 * /dashboard/purchase-receipts/{id} (a movement 'Compra RC-…' names it): what a receipt brought, what was
 * returned of it, and 'Devolución a proveedor' while something can still go back.
 */
export function PurchaseReceiptPage() {
  const { id = "" } = useParams();
  const receipt = usePurchaseReceipt(id);
  useListErrorToast(toastableError(receipt.error), receiptTexts.loadError);
  if (!receipt.data) {
    return (
      <>
        <PageHeader
          title={receiptTexts.loadingTitle}
          actions={<BackLink to={purchasePaths.orders} label={orderDetailTexts.back} />}
        />
        <LoadProblem error={receipt.error} texts={receiptTexts} />
      </>
    );
  }
  return <LoadedReceipt key={receipt.data.id} receipt={receipt.data} />;
}

function LoadedReceipt({ receipt }: { receipt: PurchaseReceipt }) {
  const [returning, setReturning] = useState(false);
  const returnable = receipt.lines.some((line) => line.quantity > line.returned);
  const canReturn = useCan("purchases:receive") && returnable;
  return (
    <>
      <PageHeader
        title={receiptTexts.title(receipt.number)}
        actions={
          <>
            <BackLink
              to={purchasePaths.order(receipt.order.id)}
              label={receiptTexts.backToOrder(receipt.order.number)}
            />
            {canReturn ? (
              <Button variant="secondary" onClick={() => setReturning(true)}>
                <Undo2 aria-hidden="true" className="size-4" />
                {returnTexts.button}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6">
        <ReceiptSummary receipt={receipt} />
        <ReceiptLinesTable receipt={receipt} />
        <ReceiptReturnsBlock receipt={receipt} />
      </div>
      {returning ? <ReturnModal receipt={receipt} onClose={() => setReturning(false)} /> : null}
    </>
  );
}
