import { zodResolver } from "@hookform/resolvers/zod";
import { type PurchaseOrder, purchaseReasonSchema } from "@inventario/shared/purchases";
import type { z } from "zod";
import { FormModal } from "../../../components/form-modal";
import { keepWhole } from "../../../components/keep-whole";
import { TextareaField } from "../../../components/textarea-field";
import { useModalForm } from "../../../lib/use-modal-form";
import { type FinishKind, type ReasonPayload, useFinishPurchaseOrder } from "../api/finish-purchase-order";
import { finishTexts } from "../purchase-texts";

type ReasonValues = z.input<typeof purchaseReasonSchema>;

const FIELD_NAMES = ["reason"] as const;

type FinishOrderModalProps = { kind: FinishKind; order: PurchaseOrder; onClose: () => void };

/**
 * 'Cancelar orden' or 'Cerrar orden': says what it does and asks why. A refusal (409: the order moved on
 * meanwhile) is told by the toast and the dialog stays, with the reason typed.
 */
export function FinishOrderModal({ kind, order, onClose }: FinishOrderModalProps) {
  const texts = finishTexts[kind];
  const finish = useFinishPurchaseOrder(kind, order.id);
  const { register, errors, onSubmit } = useModalForm<ReasonValues, ReasonPayload>({
    resolver: zodResolver(purchaseReasonSchema),
    defaultValues: { reason: "" },
    fieldNames: FIELD_NAMES,
    send: (payload, callbacks) => finish.mutate(payload, callbacks),
    onSaved: onClose,
  });

  return (
    <FormModal
      size="md"
      title={keepWhole(texts.title(order.number), order.number)}
      submitLabel={texts.submit}
      submitVariant="danger"
      sending={finish.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="mb-4 text-sm text-gray-700">{texts.explanation}</p>
      <TextareaField
        label={texts.reason}
        required
        maxLength={500}
        error={errors.reason?.message}
        {...register("reason")}
      />
    </FormModal>
  );
}
