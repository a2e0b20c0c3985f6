import { useState } from "react";

/** What a lines dialog says: its title naming the document, the sentence above the lines, its button. */
export type LinesFormTexts = {
  title: (number: string) => string;
  /** One sentence above the lines: what the dialog does. */
  hint: string;
  submit: string;
};

/** A lines form's errors by field key: `form` for the whole form, `reason` for its reason when it takes one. */
type LineErrors = { form?: string; reason?: string };

/** What a lines form's own check gives: what to send, or the errors it found. */
type Checked<Sent, Errors> = Sent | { errors: Errors };

const refusedByCheck = <Sent, Errors>(checked: Checked<Sent, Errors>): checked is { errors: Errors } =>
  typeof checked === "object" && checked !== null && "errors" in checked;

type LinesFormOptions<Errors, Sent> = {
  texts: LinesFormTexts;
  /** The document's number, in the title. */
  number: string;
  /** The reason's label when the form takes one reason for all its lines (a return). */
  reasonLabel?: string;
  /** The form's own check of the lines (and the reason): what to send, or what it found. */
  check: (reason: string) => Checked<Sent, Errors>;
  /** Sends what the check let through; the server's refusal of lines is shown with `refuse`. */
  send: (sent: Sent, refuse: (found: Errors) => void) => void;
};

/**
 * A lines dialog's state (LinesFormModal): its errors, how many submissions were refused (each moves the
 * focus to where the user must look), the reason when it takes one, and its submit, which clears the errors
 * shown and sends what the check let through, or shows what the check found. `dialog` is the modal's props.
 */
export function useLinesForm<Errors extends LineErrors, Sent>({
  texts,
  number,
  reasonLabel,
  check,
  send,
}: LinesFormOptions<Errors, Sent>) {
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [refusals, setRefusals] = useState(0);
  const [reason, setReason] = useState("");
  const refuse = (found: Errors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setRefusals((count) => count + 1);
  };
  const onSubmit = () => {
    const checked = check(reason);
    if (refusedByCheck(checked)) {
      refuse(checked.errors);
      return;
    }
    setErrors({} as Errors);
    send(checked, refuse);
  };
  const reasonInput =
    reasonLabel === undefined
      ? undefined
      : { label: reasonLabel, value: reason, error: errors.reason, onChange: setReason };
  return {
    errors,
    setErrors,
    dialog: { texts, number, formError: errors.form, refusals, onSubmit, reason: reasonInput },
  };
}
