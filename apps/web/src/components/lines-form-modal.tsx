import { type ReactNode, useEffect, useRef } from "react";
import type { LinesFormTexts } from "../lib/use-lines-form";
import { FormModal } from "./form-modal";
import { keepWhole } from "./keep-whole";
import { Notice } from "./notice";
import { TextareaField } from "./textarea-field";

/** One reason for all the lines (a return's), typed below them. */
type ReasonInput = {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
};

type LinesFormModalProps = {
  texts: LinesFormTexts;
  /** The document's number, in the title ("Registrar recepción de OC-000012") and kept whole there. */
  number: string;
  sending: boolean;
  onClose: () => void;
  onSubmit: () => void;
  size?: "lg" | "xl";
  /** Why the whole form was refused (nothing entered, or the server's word for no one field). */
  formError?: string | undefined;
  /** How many submissions were refused: each one moves the focus to where the user must look. */
  refusals: number;
  reason?: ReasonInput | undefined;
  children: ReactNode;
};

/**
 * A dialog over a document's lines (a receipt, a return): its hint, the form's own error, then one group of
 * fields per line (and the reason, when it takes one); its state is `useLinesForm`'s `dialog`. After a
 * refused submission the focus goes to the first box when the form as a whole was refused (nothing to
 * register: the lines come first), else to the first field that says why.
 */
export function LinesFormModal({
  texts,
  number,
  formError,
  refusals,
  reason,
  onSubmit,
  children,
  ...modal
}: LinesFormModalProps) {
  const bodyRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new refusal moves the focus, not a new error text.
  useEffect(() => {
    if (refusals === 0) return;
    const body = bodyRef.current;
    const firstBox = body?.querySelector<HTMLElement>("input");
    const firstInvalid = body?.querySelector<HTMLElement>("[aria-invalid='true']");
    (formError ? firstBox : (firstInvalid ?? firstBox))?.focus();
  }, [refusals]);

  return (
    <FormModal
      {...modal}
      title={keepWhole(texts.title(number), number)}
      submitLabel={texts.submit}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div ref={bodyRef} className="grid gap-4">
        <p className="text-sm text-gray-700">{texts.hint}</p>
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        {children}
        {reason ? (
          <TextareaField
            label={reason.label}
            required
            maxLength={500}
            value={reason.value}
            error={reason.error}
            onChange={(event) => reason.onChange(event.target.value)}
          />
        ) : null}
      </div>
    </FormModal>
  );
}
