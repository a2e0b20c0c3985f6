import { type FormEventHandler, type ReactNode, useId } from "react";
import { Button } from "./button";
import { Modal } from "./modal";
import { Spinner } from "./spinner";

type FormModalProps = {
  title: ReactNode;
  submitLabel: string;
  /** The request is on its way: the submit button waits, so a second press cannot send it twice. */
  sending: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  size?: "md" | "lg" | "xl";
  /** "danger" for a form whose submit cannot be undone (cancelling a sale). */
  submitVariant?: "primary" | "danger";
  children: ReactNode;
};

/** A modal holding one form, with Cancelar and the submit button kept visible below the fields. */
export function FormModal({
  title,
  submitLabel,
  sending,
  onClose,
  onSubmit,
  size = "lg",
  submitVariant = "primary",
  children,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open
      size={size}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" variant={submitVariant} form={formId} disabled={sending}>
            {sending ? <Spinner /> : null}
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate aria-busy={sending} onSubmit={onSubmit}>
        {children}
      </form>
    </Modal>
  );
}
