import { X } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { focusableWithin } from "./focusable";

type ModalSize = "sm" | "md" | "lg" | "xl";

type ModalProps = {
  open: boolean;
  /** Text, or text with a part kept on one line (a document number). */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Action buttons, kept visible below a body that scrolls. */
  footer?: ReactNode;
  size?: ModalSize;
};

const sizeClasses: Record<ModalSize, string> = {
  sm: "max-w-sm",
  md: "max-w-lg",
  lg: "max-w-2xl",
  xl: "max-w-4xl",
};

export function Modal({ open, ...dialogProps }: ModalProps) {
  if (!open) return null;
  return createPortal(<ModalDialog {...dialogProps} />, document.body);
}

function ModalDialog({ title, onClose, children, footer, size = "md" }: Omit<ModalProps, "open">) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // A child with autoFocus has already chosen; otherwise start at the first field, not the close button.
    if (dialog && !dialog.contains(document.activeElement)) {
      const body = bodyRef.current;
      const target = (body && focusableWithin(body)[0]) ?? focusableWithin(dialog)[0] ?? dialog;
      target.focus();
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    // What lies behind the dialog can be neither reached nor read while it is open (as with a native
    // modal <dialog>); the modal and the toasts are portaled outside the app root.
    const app = document.getElementById("root");
    app?.setAttribute("inert", "");
    return () => {
      app?.removeAttribute("inert");
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    const dialog = dialogRef.current;
    if (event.key !== "Tab" || !dialog) return;
    const items = focusableWithin(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  // mousedown rather than click: a text selection dragged out of the dialog must not close it.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut; Escape and the close button are the keyboard ways out.
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-gray-900/50 p-4"
      onMouseDown={onBackdropMouseDown}
      onKeyDown={onKeyDown}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`flex max-h-[90dvh] w-full flex-col rounded-xl bg-white shadow-xl focus:outline-none ${sizeClasses[size]}`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-6 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          <button
            type="button"
            aria-label="Cerrar"
            onClick={onClose}
            className="rounded-lg p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div ref={bodyRef} className="overflow-y-auto px-6 py-5">
          {children}
        </div>
        {footer ? <div className="flex justify-end gap-2 border-t border-gray-200 px-6 py-4">{footer}</div> : null}
      </div>
    </div>
  );
}
