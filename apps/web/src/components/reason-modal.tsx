import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { type SendCallbacks, useModalForm } from "../lib/use-modal-form";
import { FormModal } from "./form-modal";
import { keepWhole } from "./keep-whole";
import { TextareaField } from "./textarea-field";

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

type ReasonModalProps = {
  /** The dialog's title, naming the document ("Cancelar conteo CF-000012"), and that number (kept whole). */
  title: string;
  number: string;
  explanation: string;
  reasonLabel: string;
  submitLabel: string;
  /** The route's own schema of `{ reason }`: the form refuses what the server would. */
  schema: ReasonSchema;
  sending: boolean;
  send: (payload: { reason: string }, callbacks: SendCallbacks<unknown>) => void;
  onClose: () => void;
};

const FIELD_NAMES = ["reason"] as const;

/**
 * A document's ending that asks why ('Cancelar orden', 'Cerrar orden', 'Cancelar conteo'): says what it
 * does and takes the reason. A refusal (409: the document moved on meanwhile) is told by the toast and the
 * dialog stays, with the reason typed.
 */
export function ReasonModal({
  title,
  number,
  explanation,
  reasonLabel,
  submitLabel,
  schema,
  sending,
  send,
  onClose,
}: ReasonModalProps) {
  const { register, errors, onSubmit } = useModalForm<{ reason: string }, { reason: string }>({
    resolver: zodResolver(schema),
    defaultValues: { reason: "" },
    fieldNames: FIELD_NAMES,
    send,
    onSaved: onClose,
  });
  return (
    <FormModal
      size="md"
      title={keepWhole(title, number)}
      submitLabel={submitLabel}
      submitVariant="danger"
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="mb-4 text-sm text-gray-700">{explanation}</p>
      <TextareaField
        label={reasonLabel}
        required
        maxLength={500}
        error={errors.reason?.message}
        {...register("reason")}
      />
    </FormModal>
  );
}
