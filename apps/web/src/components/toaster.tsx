import { TOAST_LIMIT } from "@inventario/shared/constants";
import { createPortal } from "react-dom";
import { Toaster as SonnerToaster } from "sonner";

/**
 * Rendered beside the app root, not inside it: an open modal makes the app inert, and messages must
 * still be announced and dismissable then.
 */
export function Toaster() {
  return createPortal(
    <SonnerToaster
      position="top-right"
      richColors
      visibleToasts={TOAST_LIMIT}
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: "Cerrar notificación" }}
    />,
    document.body,
  );
}
