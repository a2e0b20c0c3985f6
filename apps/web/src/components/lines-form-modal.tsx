import { type ReactNode, useEffect, useRef, useState } from "react";
import { FormModal } from "./form-modal";
import { Notice } from "./notice";

type LinesFormModalProps = {
  title: ReactNode;
  submitLabel: string;
  sending: boolean;
  onClose: () => void;
  onSubmit: () => void;
  size?: "lg" | "xl";
  /** One sentence above the lines: what the dialog does. */
  hint: string;
  /** Why the whole form was refused (nothing entered, or the server's word for no one field). */
  formError?: string;
  /** How many submissions were refused: each one moves the focus to where the user must look. */
  refusals: number;
  children: ReactNode;
};

/**
 * A dialog over a document's lines (a receipt, a return): its hint, the form's own error, then one group of
 * fields per line. After a refused submission the focus goes to the first box when the form as a whole was
 * refused (nothing to register: the lines come first), else to the first field that says why.
 */
export function LinesFormModal({ hint, formError, refusals, onSubmit, children, ...modal }: LinesFormModalProps) {
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
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div ref={bodyRef} className="grid gap-4">
        <p className="text-sm text-gray-700">{hint}</p>
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        {children}
      </div>
    </FormModal>
  );
}

/**
 * A lines form's errors by field key (`form` for the whole form) and how many submissions were refused:
 * `refuse` shows what was found and, when anything was, counts a refusal (LinesFormModal moves the focus).
 */
export function useLineErrors<Errors extends Record<string, string | undefined>>() {
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [refusals, setRefusals] = useState(0);
  const refuse = (found: Errors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setRefusals((count) => count + 1);
  };
  return { errors, setErrors, refuse, refusals };
}
