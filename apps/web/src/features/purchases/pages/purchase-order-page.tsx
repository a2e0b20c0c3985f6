import { formatNit } from "@inventario/shared/nit";
import type { PurchaseOrder } from "@inventario/shared/purchases";
import { useState } from "react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { LoadProblem, toastableError } from "../../../components/load-problem";
import { PageHeader } from "../../../components/page-header";
import { usePrintSheet } from "../../../components/print-sheet";
import { useCan } from "../../../lib/my-permissions";
import { useSupplierRecord } from "../../../lib/supplier-record";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { usePurchaseOrder } from "../api/get-purchase-order";
import { useSendPurchaseOrder } from "../api/send-purchase-order";
import { FinishOrderModal } from "../components/finish-order-modal";
import { OrderActions, type OrderDialog } from "../components/order-actions";
import { OrderLinesTable } from "../components/order-lines-table";
import { OrderReceiptsBlock } from "../components/order-receipts-block";
import { OrderSummary } from "../components/order-summary";
import { PurchaseOrderSheet } from "../components/purchase-order-sheet";
import { ReceiveModal } from "../components/receive-modal";
import { orderDetailTexts, purchasePaths } from "../purchase-texts";

/** /dashboard/purchase-orders/{id}: the order, its lines and receipts, and what its status allows. */
export function PurchaseOrderPage() {
  const { id = "" } = useParams();
  const order = usePurchaseOrder(id);
  useListErrorToast(toastableError(order.error), orderDetailTexts.loadError);
  if (!order.data) {
    return (
      <>
        <PageHeader
          title={orderDetailTexts.loadingTitle}
          actions={<BackLink to={purchasePaths.orders} label={orderDetailTexts.back} />}
        />
        <LoadProblem error={order.error} texts={orderDetailTexts} />
      </>
    );
  }
  // Another order starts afresh: an open dialog belongs to the order it was opened on.
  return <LoadedOrder key={order.data.id} order={order.data} />;
}

function LoadedOrder({ order }: { order: PurchaseOrder }) {
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  const send = useSendPurchaseOrder();
  // The supplier's NIT, on screen and on paper: for whoever may read suppliers.
  const supplier = useSupplierRecord(order.supplier.id, { enabled: useCan("suppliers:read") });
  const nit = supplier.data ? formatNit(supplier.data.nit, supplier.data.dv) : null;
  // Ctrl+P prints the order too: on this screen, that is what paper is for.
  const sheet = usePrintSheet({ onBrowserPrint: true });
  const close = () => setDialog(null);
  return (
    <>
      <PageHeader
        title={orderDetailTexts.title(order.number)}
        actions={
          <OrderActions
            order={order}
            onOpen={setDialog}
            onSend={() => send.mutate(order)}
            sending={send.isPending}
            onPrint={sheet.print}
          />
        }
      />
      <div className="grid gap-6">
        <OrderSummary order={order} nit={nit} />
        <OrderLinesTable order={order} />
        <OrderReceiptsBlock order={order} />
      </div>
      {dialog === "receive" ? <ReceiveModal order={order} onClose={close} /> : null}
      {dialog === "cancel" || dialog === "close" ? (
        <FinishOrderModal kind={dialog} order={order} onClose={close} />
      ) : null}
      {sheet.requested ? <PurchaseOrderSheet order={order} nit={nit} /> : null}
    </>
  );
}
