import { TOAST_LIMIT } from "@inventario/shared/constants";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { toastsAsked } from "../lib/notify";

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * Rendered beside the app root, not inside it: an open modal makes the app inert, and messages must
 * still be announced and dismissable then. Mounted with the first toast (lib/notify.ts).
 */
export function Toaster() {
  const asked = useSyncExternalStore(toastsAsked.subscribe, toastsAsked.get);
  if (!asked) return null;
  return createPortal(
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-right"
        richColors
        visibleToasts={TOAST_LIMIT}
        containerAriaLabel="Notificaciones"
        toastOptions={{ closeButtonAriaLabel: "Cerrar notificación" }}
      />
    </Suspense>,
    document.body,
  );
}
