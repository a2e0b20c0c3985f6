import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from "@inventario/shared/constants";

type NotifyOptions = {
  /** Same id replaces the toast instead of stacking a copy (e.g. several calls refused at once). */
  id?: string;
};

type Kind = "error" | "success" | "warning" | "loading";

/** Sonner, loaded once; every call after the first gets the same module, so toasts keep their order. */
const sonner = () => import("sonner");

/**
 * Whether a toast was asked for yet: the toaster (components/toaster.tsx) mounts from then on. Sonner,
 * the toasts' library, loads with the first toast rather than with the app — 9.5 kB gzip less on a
 * phone's first load — and its toaster shows, once mounted, the toasts asked for before.
 */
export const toastsAsked = (() => {
  let asked = false;
  const listeners = new Set<() => void>();
  return {
    get: () => asked,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    mark(): void {
      if (asked) return;
      asked = true;
      for (const listener of listeners) listener();
    },
  };
})();

function notify(kind: Kind, message: string, duration: number | undefined, options: NotifyOptions): void {
  toastsAsked.mark();
  void sonner().then(({ toast }) => toast[kind](message, { duration, ...options }));
}

export function notifyError(message: string, options: NotifyOptions = {}) {
  notify("error", message, TOAST_ERROR_MS, options);
}

export function notifySuccess(message: string, options: NotifyOptions = {}) {
  notify("success", message, TOAST_SUCCESS_MS, options);
}

// Warnings need reading time like errors: they explain why something did not happen.
export function notifyWarning(message: string, options: NotifyOptions = {}) {
  notify("warning", message, TOAST_ERROR_MS, options);
}

/** Stays until a toast with the same id replaces it, or it is dismissed: a long operation's progress. */
export function notifyLoading(message: string, options: NotifyOptions = {}) {
  notify("loading", message, undefined, options);
}

export function dismissToast(id: string) {
  void sonner().then(({ toast }) => toast.dismiss(id));
}
