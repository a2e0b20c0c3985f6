import { useParams } from "react-router";
import { BackLink } from "../../../components/back-link";
import { LoadProblem, toastableError } from "../../../components/load-problem";
import { PageHeader } from "../../../components/page-header";
import { StatusPanel } from "../../../components/status-panel";
import { useCan } from "../../../lib/my-permissions";
import { useListErrorToast } from "../../../lib/use-list-error-toast";
import { usePurchaseOrder } from "../api/get-purchase-order";
import { OrderForm } from "../components/order-form";
import { draftOfOrder, emptyOrderDraft } from "../order-draft";
import { orderDetailTexts, orderFormTexts, purchasePaths } from "../purchase-texts";

/** /dashboard/purchase-orders/new: a new draft (purchases:create; anyone else is told they may not). */
export function NewPurchaseOrderPage() {
  const canCreate = useCan("purchases:create");
  return (
    <>
      <PageHeader
        title={orderFormTexts.newTitle}
        actions={<BackLink to={purchasePaths.orders} label={orderDetailTexts.back} />}
      />
      {canCreate ? <OrderForm initial={emptyOrderDraft()} /> : <StatusPanel>{orderFormTexts.forbidden}</StatusPanel>}
    </>
  );
}

/** /dashboard/purchase-orders/{id}/edit: a draft edited whole; an order sent already says it cannot be. */
export function EditPurchaseOrderPage() {
  const { id = "" } = useParams();
  const canCreate = useCan("purchases:create");
  const order = usePurchaseOrder(id);
  useListErrorToast(toastableError(order.error), orderDetailTexts.loadError);
  const data = order.data;
  return (
    <>
      <PageHeader
        title={data ? orderFormTexts.editTitle(data.number) : orderDetailTexts.loadingTitle}
        actions={
          data ? (
            <BackLink to={purchasePaths.order(data.id)} label={orderDetailTexts.backToOrder} />
          ) : (
            <BackLink to={purchasePaths.orders} label={orderDetailTexts.back} />
          )
        }
      />
      {!canCreate ? (
        <StatusPanel>{orderFormTexts.forbidden}</StatusPanel>
      ) : !data ? (
        <LoadProblem error={order.error} texts={orderDetailTexts} />
      ) : data.status !== "DRAFT" ? (
        <StatusPanel>{orderFormTexts.notDraft}</StatusPanel>
      ) : (
        // Another order (or the same one reloaded after a save elsewhere) starts its form afresh.
        <OrderForm key={data.id} order={data} initial={draftOfOrder(data)} />
      )}
    </>
  );
}
