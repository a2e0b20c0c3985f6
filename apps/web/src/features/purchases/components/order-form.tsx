import type { PurchaseOrder } from "@inventario/shared/purchases";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClassName } from "../../../components/button";
import { DetailSection } from "../../../components/detail-section";
import { Spinner } from "../../../components/spinner";
import { useCreatePurchaseOrder } from "../api/create-purchase-order";
import { useUpdatePurchaseOrder } from "../api/update-purchase-order";
import type { OrderDraft } from "../order-draft";
import { orderFormTexts, purchasePaths } from "../purchase-texts";
import { useOrderDraft } from "../use-order-draft";
import { OrderHeaderFields } from "./order-header-fields";
import { OrderLinesEditor } from "./order-lines-editor";

type OrderFormProps = {
  /** The draft being edited; none for a new one. */
  order?: PurchaseOrder | undefined;
  initial: OrderDraft;
};

/**
 * A new draft or a draft edited: its fields and lines, checked by the route's own schema before sending; a
 * refusal puts each message under its box or line and focuses the first. Saved, it opens the order.
 */
export function OrderForm({ order, initial }: OrderFormProps) {
  const create = useCreatePurchaseOrder();
  const update = useUpdatePurchaseOrder(order?.id ?? "");
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const state = useOrderDraft(initial, (payload, { onError }) => {
    const onSuccess = (saved: PurchaseOrder) => navigate(purchasePaths.order(saved.id));
    if (order) update.mutate(payload, { onSuccess, onError });
    else create.mutate(payload, { onSuccess, onError });
  });
  const sending = create.isPending || update.isPending;
  const lineCount = state.draft.lines.length;
  const lastCount = useRef(lineCount);

  // A product just added: its quantity is what must be typed next (new lines are the last ones).
  useEffect(() => {
    const grew = lineCount > lastCount.current;
    lastCount.current = lineCount;
    if (!grew) return;
    const boxes = formRef.current?.querySelectorAll<HTMLInputElement>('[data-field="quantity"]');
    boxes?.[boxes.length - 1]?.focus();
  }, [lineCount]);

  // After a refusal, the first box that says why (or the product search, when no line was added).
  useEffect(() => {
    if (state.refusals === 0) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>("[aria-invalid='true']") ?? form?.querySelector<HTMLElement>("[role='combobox']")
    )?.focus();
  }, [state.refusals]);

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={sending}
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        state.submit();
      }}
    >
      <DetailSection look="card" title={orderFormTexts.headerSection}>
        <OrderHeaderFields
          draft={state.draft}
          errors={state.errors}
          onChange={state.setHeader}
          current={order ? { supplier: order.supplier, warehouse: order.warehouse } : undefined}
        />
      </DetailSection>
      <DetailSection look="card" title={orderFormTexts.linesSection}>
        <OrderLinesEditor state={state} />
      </DetailSection>
      <div className="flex flex-wrap justify-end gap-3">
        <Link
          to={order ? purchasePaths.order(order.id) : purchasePaths.orders}
          className={buttonClassName("secondary")}
        >
          {orderFormTexts.cancel}
        </Link>
        <Button type="submit" disabled={sending}>
          {sending ? <Spinner /> : null}
          {order ? orderFormTexts.saveEdit : orderFormTexts.saveNew}
        </Button>
      </div>
    </form>
  );
}
