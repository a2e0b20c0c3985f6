import { zodResolver } from "@hookform/resolvers/zod";
import { type StockCount, stockCountCancelInputSchema } from "@inventario/shared/stock-counts";
import type { z } from "zod";
import { FormModal } from "../../../components/form-modal";
import { keepWhole } from "../../../components/keep-whole";
import { TextareaField } from "../../../components/textarea-field";
import { useModalForm } from "../../../lib/use-modal-form";
import { useMoveStockCount } from "../api/change-count-status";
import { cancelTexts as texts } from "../stock-count-texts";

type CancelValues = z.input<typeof stockCountCancelInputSchema>;
type CancelPayload = z.output<typeof stockCountCancelInputSchema>;

const FIELD_NAMES = ["reason"] as const;

/** 'Cancelar conteo': nothing is adjusted; asks why. A refusal keeps the dialog, with the reason typed. */
export function CancelCountModal({ count, onClose }: { count: StockCount; onClose: () => void }) {
  const cancel = useMoveStockCount("cancel", count.id);
  const { register, errors, onSubmit } = useModalForm<CancelValues, CancelPayload>({
    resolver: zodResolver(stockCountCancelInputSchema),
    defaultValues: { reason: "" },
    fieldNames: FIELD_NAMES,
    send: (payload, callbacks) => cancel.mutate(payload, callbacks),
    onSaved: onClose,
  });
  return (
    <FormModal
      size="md"
      title={keepWhole(texts.title(count.number), count.number)}
      submitLabel={texts.submit}
      submitVariant="danger"
      sending={cancel.isPending}
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
