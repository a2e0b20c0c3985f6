import { ScanBarcode } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "./button";
import { controlClassName } from "./field-frame";

/** What a scan did, said under the field: `ok` false is an error (red, announced at once). */
export type ScanOutcome = { ok: boolean; message: string };

type ScanFieldProps = {
  hint: string;
  /** The button beside the field, for a code typed by hand and sent with the mouse or a finger. */
  submitLabel: string;
  /** Called with the trimmed code; never with an empty one. */
  onScan: (code: string) => Promise<ScanOutcome> | ScanOutcome;
  /** Focus the field on opening the screen, so the first scan lands in it (not on touch screens). */
  focusOnMount?: boolean;
  /** Shown after a successful scan, beside its message (e.g. a button that goes to what was found). */
  action?: ReactNode;
};

export const scanFieldTexts = { label: "Escanear código" } as const;

/** A phone's keyboard would pop up over the screen on opening it; a scanner there needs a tap first anyway. */
const touchOnly = () => typeof window.matchMedia === "function" && window.matchMedia("(pointer: coarse)").matches;

/**
 * 'Escanear código' (issue 21): a USB or Bluetooth scanner types the code and Enter. Enter sends the code,
 * the field clears and keeps the focus for the next scan; what the scan did is said under it (an error in
 * an alert, with a short red flash of the border that is a steady red border under reduced motion).
 */
export function ScanField({ hint, submitLabel, onScan, focusOnMount = false, action }: ScanFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  // `seq` renews the message's node, so the same message after another scan is announced again.
  const [outcome, setOutcome] = useState<(ScanOutcome & { seq: number }) | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    if (focusOnMount && !touchOnly()) inputRef.current?.focus();
  }, [focusOnMount]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const scanned = code.trim();
    inputRef.current?.focus();
    if (scanned === "") return;
    // Cleared before the answer: a scanner may send the next code while this one is looked up.
    setCode("");
    const result = await onScan(scanned);
    seq.current += 1;
    setOutcome({ ...result, seq: seq.current });
  };

  const error = outcome && !outcome.ok ? outcome.message : undefined;
  return (
    <form noValidate onSubmit={submit} className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {scanFieldTexts.label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <ScanBarcode
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
          />
          <input
            ref={inputRef}
            id={id}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="enter"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            className={controlClassName(error, "pl-9 font-mono")}
          />
          {error ? (
            // Remounted per refused scan so the flash plays again; the input itself keeps its focus.
            <span
              key={outcome?.seq}
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 rounded-lg motion-safe:animate-scan-flash"
            />
          ) : null}
        </div>
        <Button type="submit" variant="secondary">
          {submitLabel}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-gray-600">
        {hint}
      </p>
      {/* Both regions stay in the page, empty, so what enters them is announced. */}
      <div className="text-sm">
        <p id={`${id}-error`} role="alert" className="font-medium text-red-700">
          {error ? <span key={outcome?.seq}>{error}</span> : null}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p role="status" className="text-green-800">
            {outcome?.ok ? <span key={outcome.seq}>{outcome.message}</span> : null}
          </p>
          {outcome?.ok ? action : null}
        </div>
      </div>
    </form>
  );
}
