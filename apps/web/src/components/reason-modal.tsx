import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { type SendCallbacks, useModalForm } from "../lib/use-modal-form";
import { FormModal } from "./form-modal";
import { keepWhole } from "./keep-whole";
import { TextareaField } from "./textarea-field";

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/** What a document's ending says: its title naming the document, what it does, the reason's label, its button. */
export type ReasonTexts = {
  title: (number: string) => string;
  explanation: string;
  reason: string;
  submit: string;
};

type ReasonModalProps = {
  texts: ReasonTexts;
  /** The document's number, in the title ("Cancelar conteo CF-000012") and kept whole there. */
  number: string;
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
export function ReasonModal({ texts, number, schema, sending, send, onClose }: ReasonModalProps) {
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
      title={keepWhole(texts.title(number), number)}
      submitLabel={texts.submit}
      submitVariant="danger"
      sending={sending}
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
