import { zodResolver } from "@hookform/resolvers/zod";
import { type SaleDetail, saleCancelSchema } from "@inventario/shared/sales";
import type { z } from "zod";
import { FormModal } from "../../../components/form-modal";
import { keepWhole } from "../../../components/keep-whole";
import { TextareaField } from "../../../components/textarea-field";
import { useModalForm } from "../../../lib/use-modal-form";
import { useCancelSale } from "../api/cancel-sale";
import { cancelTexts } from "../sale-history-texts";

type CancelValues = z.input<typeof saleCancelSchema>;
type CancelOutput = z.output<typeof saleCancelSchema>;

const FIELD_NAMES = ["reason"] as const;

type CancelSaleModalProps = { sale: SaleDetail; onClose: () => void };

/**
 * 'Anular venta': says what cancelling does and asks why. A refusal (409: dispatched meanwhile) is
 * told by the toast and the dialog stays, with the reason typed.
 */
export function CancelSaleModal({ sale, onClose }: CancelSaleModalProps) {
  const cancel = useCancelSale(
    sale.id,
    sale.lines.map((line) => line.product_id),
  );
  const { register, errors, onSubmit } = useModalForm<CancelValues, CancelOutput>({
    resolver: zodResolver(saleCancelSchema),
    defaultValues: { reason: "" },
    fieldNames: FIELD_NAMES,
    send: (payload, callbacks) => cancel.mutate(payload, callbacks),
    onSaved: onClose,
  });

  return (
    <FormModal
      size="md"
      title={keepWhole(cancelTexts.title(sale.number), sale.number)}
      submitLabel={cancelTexts.submit}
      submitVariant="danger"
      sending={cancel.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="mb-4 text-sm text-gray-700">{cancelTexts.explanation(sale.withdrawal.number)}</p>
      <TextareaField
        label={cancelTexts.reason}
        required
        maxLength={500}
        error={errors.reason?.message}
        {...register("reason")}
      />
    </FormModal>
  );
}
