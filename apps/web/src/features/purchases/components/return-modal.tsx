import type { PurchaseReceipt } from "@inventario/shared/purchases";
import { useEffect, useRef, useState } from "react";
import { FormModal } from "../../../components/form-modal";
import { keepWhole } from "../../../components/keep-whole";
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
  const [errors, setErrors] = useState<ReturnErrors>({});
  const [refusals, setRefusals] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);
  const register = useReturnToSupplier(
    receipt.id,
    receipt.lines.map((line) => line.product.id),
  );

  // After a refused submission, the first field that says why (with nothing to return, the first quantity).
  useEffect(() => {
    if (refusals === 0) return;
    const body = bodyRef.current;
    (body?.querySelector<HTMLElement>("[aria-invalid='true']") ?? body?.querySelector<HTMLElement>("input"))?.focus();
  }, [refusals]);

  const refuse = (found: ReturnErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setRefusals((count) => count + 1);
  };

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
    <FormModal
      title={keepWhole(returnTexts.title(receipt.number), receipt.number)}
      submitLabel={returnTexts.submit}
      sending={register.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div ref={bodyRef} className="grid gap-4">
        <p className="text-sm text-gray-700">{returnTexts.hint}</p>
        {errors.form ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {errors.form}
          </p>
        ) : null}
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
      </div>
    </FormModal>
  );
}
