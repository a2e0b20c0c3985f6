import type { PurchaseReceipt } from "@inventario/shared/purchases";
import { useState } from "react";
import { LinesFormModal } from "../../../components/lines-form-modal";
import { useLinesForm } from "../../../lib/use-lines-form";
import { useReturnToSupplier } from "../api/return-to-supplier";
import { returnTexts } from "../purchase-texts";
import { buildReturn, type ReturnErrors, returnDrafts, serverReturnErrors } from "../return-draft";
import { ReturnLineFields } from "./return-line-fields";

type ReturnModalProps = { receipt: PurchaseReceipt; onClose: () => void };

/**
 * 'Devolución a proveedor': per line of the receipt that can still go back, how many units (at most what it
 * received minus what was returned; 0 leaves it), and one reason. They leave the lot the receipt brought.
 */
export function ReturnModal({ receipt, onClose }: ReturnModalProps) {
  const [drafts, setDrafts] = useState(() => returnDrafts(receipt));
  const register = useReturnToSupplier(
    receipt.id,
    receipt.lines.map((line) => line.product.id),
  );
  const { errors, dialog } = useLinesForm({
    texts: returnTexts,
    number: receipt.number,
    reasonLabel: returnTexts.reason,
    check: (reason) => buildReturn(drafts, reason),
    send: ({ payload, lineIds }, refuse: (found: ReturnErrors) => void) =>
      register.mutate(payload, { onSuccess: onClose, onError: (error) => refuse(serverReturnErrors(error, lineIds)) }),
  });

  return (
    <LinesFormModal {...dialog} sending={register.isPending} onClose={onClose}>
      {drafts.map((draft) => (
        <ReturnLineFields
          key={draft.line_id}
          draft={draft}
          errors={errors}
          onQuantity={(quantity) =>
            setDrafts((current) =>
              current.map((line) => (line.line_id === draft.line_id ? { ...line, quantity } : line)),
            )
          }
        />
      ))}
    </LinesFormModal>
  );
}
