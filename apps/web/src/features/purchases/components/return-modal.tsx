import type { PurchaseReceipt } from "@inventario/shared/purchases";
import { useState } from "react";
import { keepWhole } from "../../../components/keep-whole";
import { LinesFormModal, useLineErrors } from "../../../components/lines-form-modal";
import { TextareaField } from "../../../components/textarea-field";
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
  const [reason, setReason] = useState("");
  const { errors, setErrors, refuse, refusals } = useLineErrors<ReturnErrors>();
  const register = useReturnToSupplier(
    receipt.id,
    receipt.lines.map((line) => line.product.id),
  );

  const submit = () => {
    const checked = buildReturn(drafts, reason);
    if ("errors" in checked) {
      refuse(checked.errors);
      return;
    }
    setErrors({});
    register.mutate(checked.payload, {
      onSuccess: onClose,
      onError: (error) => refuse(serverReturnErrors(error, checked.lineIds)),
    });
  };

  return (
    <LinesFormModal
      title={keepWhole(returnTexts.title(receipt.number), receipt.number)}
      submitLabel={returnTexts.submit}
      sending={register.isPending}
      onClose={onClose}
      onSubmit={submit}
      hint={returnTexts.hint}
      formError={errors.form}
      refusals={refusals}
    >
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
      <TextareaField
        label={returnTexts.reason}
        required
        maxLength={500}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </LinesFormModal>
  );
}
