import type { PurchaseOrder } from "@inventario/shared/purchases";
import { useState } from "react";
import { LinesFormModal } from "../../../components/lines-form-modal";
import { useLinesForm } from "../../../lib/use-lines-form";
import { useWarehouseScope } from "../../../lib/use-warehouse-scope";
import { useOwnWarehouseOptions } from "../../../lib/warehouse-options";
import { useReceivePurchaseOrder } from "../api/receive-purchase-order";
import { receiveTexts } from "../purchase-texts";
import {
  buildReceipt,
  type ReceiveErrors,
  type ReceiveField,
  receiveDrafts,
  receiveErrorKey,
  serverReceiptErrors,
} from "../receipt-draft";
import { ReceiveLineFields } from "./receive-line-fields";

type ReceiveModalProps = { order: PurchaseOrder; onClose: () => void };

/**
 * 'Registrar recepción': per line still pending, the units that arrived now (proposed: all that is pending;
 * 0 or empty leaves the line out), their lot and expiry, the actual unit cost and the warehouse they go to.
 * A refusal (more than pending, 409) is said under its line and the dialog stays.
 */
export function ReceiveModal({ order, onClose }: ReceiveModalProps) {
  const scope = useWarehouseScope();
  // A user limited to some warehouses receives into one of theirs (issue 34): the order's when it is, else
  // their first.
  const [drafts, setDrafts] = useState(() =>
    receiveDrafts(order).map((draft) =>
      scope.isOwn(draft.warehouse_id) ? draft : { ...draft, warehouse_id: scope.warehouseIds[0] ?? "" },
    ),
  );
  const warehouses = useOwnWarehouseOptions();
  const receive = useReceivePurchaseOrder(
    order.id,
    order.items.map((item) => item.product.id),
  );
  const { errors, setErrors, dialog } = useLinesForm({
    texts: receiveTexts,
    number: order.number,
    check: () => buildReceipt(drafts),
    send: ({ payload, itemIds }, refuse: (found: ReceiveErrors) => void) =>
      receive.mutate(payload, { onSuccess: onClose, onError: (error) => refuse(serverReceiptErrors(error, itemIds)) }),
  });
  // The order's own warehouse is offered even if it was switched off since (when the user may receive there).
  const options =
    !scope.isOwn(order.warehouse.id) || warehouses.data?.some((warehouse) => warehouse.id === order.warehouse.id)
      ? (warehouses.data ?? [])
      : [order.warehouse, ...(warehouses.data ?? [])];

  const change = (itemId: string, field: ReceiveField, value: string) => {
    setDrafts((current) => current.map((draft) => (draft.item_id === itemId ? { ...draft, [field]: value } : draft)));
    setErrors(({ [receiveErrorKey(itemId, field)]: _, form: __, ...rest }) => rest);
  };

  return (
    <LinesFormModal {...dialog} size="xl" sending={receive.isPending} onClose={onClose}>
      {drafts.map((draft) => (
        <ReceiveLineFields
          key={draft.item_id}
          draft={draft}
          errors={errors}
          warehouses={options}
          warehousesLoading={warehouses.isLoading}
          onChange={(field, value) => change(draft.item_id, field, value)}
        />
      ))}
    </LinesFormModal>
  );
}
