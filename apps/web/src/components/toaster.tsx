import { TOAST_LIMIT } from "@inventario/shared/constants";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { toastsAsked } from "../lib/notify";

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Sonner's own phone breakpoint: below it a toast spans the screen's width. */
const PHONE = "(max-width: 600px)";

function subscribePhone(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isPhone = () => typeof window.matchMedia === "function" && window.matchMedia(PHONE).matches;

/**
 * Rendered beside the app root, not inside it: an open modal makes the app inert, and messages must
 * still be announced and dismissable then. Mounted with the first toast (lib/notify.ts).
 *
 * Where they cover the least: at the top right they covered the page header's buttons ('Exportar',
 * 'Nuevo traslado'), so on a wide screen they sit at the bottom right, beside the centred modals and
 * away from the header. On a phone a toast spans the width; at the bottom it covered the button at the
 * end of a form ('Registrar Venta', a modal's 'Guardar') just when an error asks to press it again, so
 * there it sits at the top, over the page's title.
 */
export function Toaster() {
  const asked = useSyncExternalStore(toastsAsked.subscribe, toastsAsked.get);
  const phone = useSyncExternalStore(subscribePhone, isPhone);
  if (!asked) return null;
  return createPortal(
    <Suspense fallback={null}>
      <SonnerToaster
        position={phone ? "top-center" : "bottom-right"}
        richColors
        visibleToasts={TOAST_LIMIT}
        containerAriaLabel="Notificaciones"
        toastOptions={{ closeButtonAriaLabel: "Cerrar notificación" }}
      />
    </Suspense>,
    document.body,
  );
}
