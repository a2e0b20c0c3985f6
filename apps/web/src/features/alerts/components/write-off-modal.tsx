import { zodResolver } from "@hookform/resolvers/zod";
import { lotName, type WriteOffResult, writeOffSchema } from "@inventario/shared/alerts";
import type { z } from "zod";
import { FormModal } from "../../../components/form-modal";
import { TextareaField } from "../../../components/textarea-field";
import { formatQuantity } from "../../../lib/format-quantity";
import { useModalForm } from "../../../lib/use-modal-form";
import { writeOffTexts } from "../alert-texts";
import { useWriteOff } from "../api/write-off";
import type { SelectedLot } from "../lot-selection";

const reasonSchema = writeOffSchema.pick({ reason: true });
type ReasonValues = z.input<typeof reasonSchema>;
type ReasonOutput = z.output<typeof reasonSchema>;

const FIELD_NAMES = ["reason"] as const;

type WriteOffModalProps = {
  lots: readonly SelectedLot[];
  onClose: () => void;
  onWrittenOff: (result: WriteOffResult) => void;
};

/**
 * 'Dar de baja': lists the chosen lots, says what happens to them and asks an optional reason (it follows
 * 'Vencido' in the movement's reference). A refusal (409: a lot no longer expired or emptied meanwhile)
 * is told by the toast and the dialog stays, with the reason typed.
 */
export function WriteOffModal({ lots, onClose, onWrittenOff }: WriteOffModalProps) {
  const writeOff = useWriteOff();
  const { register, errors, onSubmit } = useModalForm<ReasonValues, ReasonOutput, WriteOffResult>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: "" },
    fieldNames: FIELD_NAMES,
    send: ({ reason }, callbacks) =>
      writeOff.mutate(
        {
          lots: lots.map(({ product_id, warehouse_id, lot_number }) => ({ product_id, warehouse_id, lot_number })),
          reason: reason || undefined,
        },
        callbacks,
      ),
    onSaved: onWrittenOff,
  });

  return (
    <FormModal
      size="md"
      title={writeOffTexts.title}
      submitLabel={writeOffTexts.submit}
      submitVariant="danger"
      sending={writeOff.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="mb-3 text-sm text-gray-700">{writeOffTexts.explanation(lots.length)}</p>
      <ul
        aria-label={writeOffTexts.lotsCaption}
        className="mb-4 space-y-1 rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 text-sm text-gray-800"
      >
        {lots.map((lot) => (
          <li key={`${lot.product_id}:${lot.warehouse_id}:${lot.lot_number ?? ""}`}>
            {writeOffTexts.lotLine(
              lot.product_name,
              lotName(lot.lot_number),
              lot.warehouse_name,
              formatQuantity(lot.quantity, lot.unit),
            )}
          </li>
        ))}
      </ul>
      <TextareaField
        label={writeOffTexts.reason}
        maxLength={200}
        error={errors.reason?.message}
        {...register("reason")}
      />
    </FormModal>
  );
}
