import type { PurchaseOrder } from "@inventario/shared/purchases";
import { Ban, Lock, PackageCheck, Pencil, Printer, Send } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "../../../components/back-link";
import { Button, buttonClassName } from "../../../components/button";
import { Spinner } from "../../../components/spinner";
import { useCan } from "../../../lib/my-permissions";
import { purchasePaths, orderDetailTexts as texts } from "../purchase-texts";

export type OrderDialog = "receive" | "cancel" | "close";

type OrderActionsProps = {
  order: PurchaseOrder;
  onOpen: (dialog: OrderDialog) => void;
  onSend: () => void;
  sending: boolean;
  onPrint: () => void;
};

/**
 * The header's buttons: back and print always; then what the order's status allows and the user may do —
 * edit and send a draft (purchases:create), receive a sent or partly received one (purchases:receive),
 * cancel one with nothing received or close one part way (purchases:cancel).
 */
export function OrderActions({ order, onOpen, onSend, sending, onPrint }: OrderActionsProps) {
  const canCreate = useCan("purchases:create");
  const canReceive = useCan("purchases:receive");
  const canCancel = useCan("purchases:cancel");
  const { status } = order;
  const draft = status === "DRAFT";
  const open = status === "SENT" || status === "PARTIAL";
  return (
    <>
      <BackLink to={purchasePaths.orders} label={texts.back} />
      <Button variant="secondary" onClick={onPrint}>
        <Printer aria-hidden="true" className="size-4" />
        {texts.print}
      </Button>
      {draft && canCreate ? (
        <>
          <Link to={purchasePaths.editOrder(order.id)} className={buttonClassName("secondary")}>
            <Pencil aria-hidden="true" className="size-4" />
            {texts.edit}
          </Link>
          <Button onClick={onSend} disabled={sending}>
            {sending ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
            {texts.send}
          </Button>
        </>
      ) : null}
      {open && canReceive ? (
        <Button onClick={() => onOpen("receive")}>
          <PackageCheck aria-hidden="true" className="size-4" />
          {texts.receive}
        </Button>
      ) : null}
      {open && canCancel ? (
        <Button variant="danger" onClick={() => onOpen("close")}>
          <Lock aria-hidden="true" className="size-4" />
          {texts.close}
        </Button>
      ) : null}
      {(draft || status === "SENT") && canCancel ? (
        <Button variant="danger" onClick={() => onOpen("cancel")}>
          <Ban aria-hidden="true" className="size-4" />
          {texts.cancel}
        </Button>
      ) : null}
    </>
  );
}
