import { zodResolver } from "@hookform/resolvers/zod";
import { type SaleDetail, saleCancelSchema } from "@inventario/shared/sales";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormModal } from "../../../components/form-modal";
import { TextareaField } from "../../../components/textarea-field";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { useCancelSale } from "../api/cancel-sale";
import { cancelTexts } from "../sale-history-texts";
import { keepWhole } from "./keep-whole";

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CancelValues, unknown, CancelOutput>({
    resolver: zodResolver(saleCancelSchema),
    defaultValues: { reason: "" },
  });

  const onValid = (payload: CancelOutput) =>
    cancel.mutate(payload, {
      onSuccess: onClose,
      onError: (error) => showServerFieldErrors(error, FIELD_NAMES, setError),
    });

  return (
    <FormModal
      size="md"
      title={keepWhole(cancelTexts.title(sale.number), sale.number)}
      submitLabel={cancelTexts.submit}
      submitVariant="danger"
      sending={cancel.isPending}
      onClose={onClose}
      onSubmit={handleSubmit(onValid)}
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
