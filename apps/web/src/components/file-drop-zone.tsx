import { FileSpreadsheet, Upload as UploadIcon, X } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "./button";
import { formatBytes } from "./export-menu";
import { Notice } from "./notice";
import { spreadsheetTexts as texts } from "./spreadsheet-texts";

/** What the file input offers (the server reads any .xlsx or UTF-8 CSV by its bytes, whatever its name). */
const ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

type FileDropZoneProps = {
  /** The file input's accessible name: what the file is ('Archivo a importar'). */
  label: string;
  file: File | null;
  onChoose: (file: File | null) => void;
  /** Why the last file was refused here (too large). */
  error: string | null;
  disabled: boolean;
};

/**
 * Where the file goes: dropped on the zone, or chosen with its button (the keyboard's way: the input
 * itself is hidden). The chosen file shows its name and size, and can be removed.
 */
export function FileDropZone({ label, file, onChoose, error, disabled }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (disabled || !event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onChoose(dropped);
  };

  return (
    <div>
      {/* Dropping is the pointer's shortcut; the button below is the way for everyone else. */}
      <section
        aria-label={texts.dropTitle}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dragging
            ? "border-indigo-500 bg-indigo-50"
            : error
              ? "border-red-300 bg-red-50/40"
              : "border-gray-300 bg-gray-50"
        }`}
      >
        <UploadIcon aria-hidden="true" className="size-8 text-gray-500" />
        {/* A phone has no files to drag: its button is the way. */}
        <p className="text-sm font-medium text-gray-800 max-sm:hidden">
          {texts.dropTitle} <span className="font-normal text-gray-600">{texts.dropOr}</span>
        </p>
        <Button
          variant="secondary"
          disabled={disabled}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onClick={() => inputRef.current?.click()}
        >
          {file ? texts.chooseOther : texts.choose}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          aria-label={label}
          className="hidden"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            // Cleared so choosing the same file again (after fixing it) still reports a change.
            event.target.value = "";
            if (chosen) onChoose(chosen);
          }}
        />
        <p id={hintId} className="text-xs text-gray-600">
          {texts.fileHint}
        </p>
      </section>
      {error ? (
        <Notice tone="error" id={errorId} className="mt-3">
          {error}
        </Notice>
      ) : null}
      {file ? (
        <div className="mt-3 flex items-center gap-3 rounded-lg border border-gray-200 bg-white px-3 py-2">
          <FileSpreadsheet aria-hidden="true" className="size-6 shrink-0 text-green-700" />
          <p className="min-w-0 flex-1 text-sm">
            <span className="sr-only">{texts.chosen}: </span>
            <span className="block font-medium wrap-anywhere text-gray-900">{file.name}</span>
            <span className="block text-xs text-gray-600 tabular-nums">{formatBytes(file.size)}</span>
          </p>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChoose(null)}
            aria-label={texts.remove}
            className="flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-70"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
