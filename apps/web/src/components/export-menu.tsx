import type { ExportFormat } from "@inventario/shared/export";
import { Download } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { QueryParams } from "../lib/api-client";
import { ApiRequestError, isAbortError } from "../lib/api-error";
import type { ExportProgress } from "../lib/download-export";
import { notifyError, notifySuccess, notifyWarning } from "../lib/notify";
import { Button } from "./button";
import { exportTexts } from "./export-texts";
import { Spinner } from "./spinner";

type ExportMenuProps = {
  /** The list's call, e.g. "/product"; it answers `format=xlsx|csv` with every page. */
  path: string;
  /** The screen's current filters, as the list's call takes them (the page is left out). */
  query?: QueryParams;
};

const FORMATS: Array<{ format: ExportFormat; label: string }> = [
  { format: "xlsx", label: exportTexts.xlsx },
  { format: "csv", label: exportTexts.csv },
];

/** The choices' width (w-44). */
const MENU_WIDTH_PX = 176;

const numbers = new Intl.NumberFormat("es-CO");
const decimals = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });

/** 1.234.567 bytes → "1,2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${numbers.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${decimals.format(bytes / 1024)} KB`;
  return `${decimals.format(bytes / (1024 * 1024))} MB`;
}

function progressText({ bytes, rows, total }: ExportProgress): string {
  const parts = [exportTexts.received(formatBytes(bytes))];
  if (total !== null) {
    parts.push(
      rows === null
        ? exportTexts.totalRows(numbers.format(total))
        : exportTexts.rows(numbers.format(Math.min(rows, total)), numbers.format(total)),
    );
  }
  return parts.join(" · ");
}

type Running = { label: string; progress: ExportProgress };

/**
 * 'Exportar' (issue 20): a button opening two choices, Excel or CSV, that download every page of the
 * list as the screen filters it. While the file arrives it shows how much came and a 'Cancelar' button;
 * errors and a cancellation are told in a toast. The download code loads on the first export.
 */
export function ExportMenu({ path, query = {} }: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  // Opened under the button's left edge when the choices fit there, else under its right edge.
  const [alignLeft, setAlignLeft] = useState(true);
  const [running, setRunning] = useState<Running | null>(null);
  const controller = useRef<AbortController | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLFieldSetElement>(null);
  const menuId = useId();

  // Leaving the screen ends the download; nothing is told then.
  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector("button")?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const busy = running !== null;
  const returnFocus = useRef(false);
  useEffect(() => {
    if (busy) {
      cancelRef.current?.focus();
      returnFocus.current = true;
    } else if (returnFocus.current) {
      returnFocus.current = false;
      // The button comes back where the cancel button was: keep the keyboard there, unless the
      // user has moved on meanwhile (the removed cancel button leaves the focus on the body).
      const active = document.activeElement;
      if (active === null || active === document.body) toggleRef.current?.focus();
    }
  }, [busy]);

  const closeMenu = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const items = [...(menuRef.current?.querySelectorAll("button") ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "Escape") {
      event.preventDefault();
      closeMenu();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  };

  async function start(format: ExportFormat, label: string) {
    setOpen(false);
    const abort = new AbortController();
    controller.current = abort;
    setRunning({ label, progress: { bytes: 0, rows: null, total: null } });
    try {
      const { downloadExport } = await import("../lib/download-export");
      const name = await downloadExport({
        path,
        query,
        format,
        signal: abort.signal,
        onProgress: (progress) => setRunning({ label, progress }),
      });
      notifySuccess(exportTexts.done(name));
    } catch (error) {
      if (controller.current !== abort) return; // unmounted: the screen is gone
      if (isAbortError(error)) notifyWarning(exportTexts.cancelled);
      else notifyError(error instanceof ApiRequestError ? error.message : exportTexts.failed);
    }
    if (controller.current !== abort) return;
    controller.current = null;
    setRunning(null);
  }

  const cancel = () => {
    const abort = controller.current;
    abort?.abort();
  };

  if (running) {
    const { progress } = running;
    return (
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm shadow-sm">
          <Spinner className="size-4 text-indigo-600" />
          <span role="status" className="font-medium text-gray-800">
            {exportTexts.exporting(running.label)}
          </span>
          <span className="text-gray-600 tabular-nums">{progressText(progress)}</span>
          {progress.total !== null && progress.rows !== null ? (
            <progress
              className="h-2 w-24"
              max={Math.max(1, progress.total)}
              value={Math.min(progress.rows, progress.total)}
              aria-label={exportTexts.progressLabel}
            />
          ) : null}
        </div>
        <Button ref={cancelRef} variant="secondary" onClick={cancel}>
          {exportTexts.cancel}
        </Button>
      </div>
    );
  }

  return (
    <div className="relative">
      <Button
        ref={toggleRef}
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          const rect = toggleRef.current?.getBoundingClientRect();
          if (rect) setAlignLeft(rect.left + MENU_WIDTH_PX <= window.innerWidth - 8);
          setOpen((was) => !was);
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        {exportTexts.button}
      </Button>
      {open ? (
        <fieldset
          ref={menuRef}
          id={menuId}
          onKeyDown={onMenuKey}
          className={`absolute ${alignLeft ? "left-0" : "right-0"} z-20 mt-1 flex w-44 flex-col rounded-lg border border-gray-200 bg-white p-1 shadow-lg`}
        >
          <legend className="sr-only">{exportTexts.menuLabel}</legend>
          {FORMATS.map(({ format, label }) => (
            <button
              key={format}
              type="button"
              onClick={() => void start(format, label)}
              className="rounded-md px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              {label}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
