import { useEffect, useRef, useState } from "react";
import { isAbortError } from "./api-error";
import { notifyError, notifySuccess } from "./notify";
import { failureMessageOf } from "./uploaded-file";

type DownloadTexts = { done: (name: string) => string; failed: string };

/**
 * A file the screen downloads on a click (the template, the errors file): busy while it comes, a toast
 * naming the saved file or saying why it failed. Leaving the screen cancels it, silently.
 */
export function useFileDownload(texts: DownloadTexts) {
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async (download: (signal: AbortSignal) => Promise<string>) => {
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    try {
      notifySuccess(texts.done(await download(abort.signal)));
    } catch (error) {
      if (!isAbortError(error)) notifyError(failureMessageOf(error, texts.failed));
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setBusy(false);
      }
    }
  };
  return { busy, run: (download: (signal: AbortSignal) => Promise<string>) => void run(download) };
}
