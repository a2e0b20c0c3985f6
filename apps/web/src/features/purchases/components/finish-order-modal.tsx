import { type PurchaseOrder, purchaseReasonSchema } from "@inventario/shared/purchases";
import { ReasonModal } from "../../../components/reason-modal";
import { type FinishKind, useFinishPurchaseOrder } from "../api/finish-purchase-order";
import { finishTexts } from "../purchase-texts";

type FinishOrderModalProps = { kind: FinishKind; order: PurchaseOrder; onClose: () => void };

/**
 * 'Cancelar orden' or 'Cerrar orden': says what it does and asks why. A refusal (409: the order moved on
 * meanwhile) is told by the toast and the dialog stays, with the reason typed.
 */
export function FinishOrderModal({ kind, order, onClose }: FinishOrderModalProps) {
  const texts = finishTexts[kind];
  const finish = useFinishPurchaseOrder(kind, order.id);
  return (
    <ReasonModal
      texts={texts}
      number={order.number}
      schema={purchaseReasonSchema}
      sending={finish.isPending}
      send={(payload, callbacks) => finish.mutate(payload, callbacks)}
      onClose={onClose}
    />
  );
}
