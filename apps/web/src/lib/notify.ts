import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from "@inventario/shared/constants";
import { toast } from "sonner";

type NotifyOptions = {
  /** Same id replaces the toast instead of stacking a copy (e.g. several calls refused at once). */
  id?: string;
};

export function notifyError(message: string, options: NotifyOptions = {}) {
  return toast.error(message, { duration: TOAST_ERROR_MS, ...options });
}

export function notifySuccess(message: string, options: NotifyOptions = {}) {
  return toast.success(message, { duration: TOAST_SUCCESS_MS, ...options });
}

// Warnings need reading time like errors: they explain why something did not happen.
export function notifyWarning(message: string, options: NotifyOptions = {}) {
  return toast.warning(message, { duration: TOAST_ERROR_MS, ...options });
}
