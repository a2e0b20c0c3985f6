import { TOAST_LIMIT } from "@inventario/shared/constants";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { toastsAsked } from "../lib/notify";

const PHONE_OFFSET = { bottom: "calc(var(--bottom-bar-height, 0px) + 1rem)", left: "1rem", right: "1rem" };

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * Rendered beside the app root, not inside it: an open modal makes the app inert, and messages must
 * still be announced and dismissable then. Mounted with the first toast (lib/notify.ts).
 *
 * Bottom right: at the top they covered the page header's buttons ('Exportar', 'Nuevo traslado').
 * On a phone (sonner switches below 600 px) they span the bottom edge, above a bottom navigation bar
 * if the shell sets `--bottom-bar-height` to its height.
 */
export function Toaster() {
  const asked = useSyncExternalStore(toastsAsked.subscribe, toastsAsked.get);
  if (!asked) return null;
  return createPortal(
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        mobileOffset={PHONE_OFFSET}
        richColors
        visibleToasts={TOAST_LIMIT}
        containerAriaLabel="Notificaciones"
        toastOptions={{ closeButtonAriaLabel: "Cerrar notificación" }}
      />
    </Suspense>,
    document.body,
  );
}
