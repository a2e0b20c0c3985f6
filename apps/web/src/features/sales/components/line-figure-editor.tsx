import { Pencil } from "lucide-react";
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { keepMoney } from "../../../lib/form-numbers";
import type { LineValue } from "../sale-lines";

type LineFigureEditorProps = {
  /** What the cell shows: "3", "$ 12.000,00". */
  shown: string;
  /** What the input starts with: "3", "12000". */
  typed: string;
  /** The input's name ('Cantidad de Arroz Diana 500 g'). */
  label: string;
  /** The button's name, with the value it shows ('Cambiar la cantidad de Arroz Diana 500 g: 3'). */
  editLabel: string;
  /**
   * A quantity is a number input; a price is pesos as written in Colombia (keepMoney: dots dropped, a decimal
   * comma), so it is text with a decimal keypad.
   */
  kind: "quantity" | "price";
  /** The typed text read as the add-product form reads it: the value, or the form's message for it. */
  read: (text: string) => LineValue;
  onCommit: (value: number) => void;
};

/**
 * A line's quantity or price, corrected in place: the value is a button; pressing it puts an input in its
 * place, taken with Enter or by leaving it, dropped with Escape. A value the add-product form would refuse
 * keeps the input open with that form's message under it.
 */
export function LineFigureEditor({ shown, typed, label, editLabel, kind, read, onCommit }: LineFigureEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the input closes: back to the button after Enter or Escape, not after a click away.
  const returnFocus = useRef(false);
  const errorId = useId();
  const editing = draft !== null;
  // The input's width, kept by the value too: the table's columns do not move when a line is corrected. Both
  // sit on the right in the table (a figure column) and on the left of a phone's card line.
  const width = kind === "quantity" ? "w-24" : "w-32";
  const minWidth = kind === "quantity" ? "min-w-24" : "min-w-32";

  useLayoutEffect(() => {
    if (editing) {
      input.current?.focus();
      input.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  const close = (focusButton: boolean) => {
    returnFocus.current = focusButton;
    setDraft(null);
    setError(null);
  };
  const commit = (text: string, focusButton: boolean) => {
    const result = read(text);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    onCommit(result.value);
    close(focusButton);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit(event.currentTarget.value, true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  if (!editing) {
    return (
      <span className={`inline-flex sm:justify-end ${minWidth}`}>
        <button
          ref={button}
          type="button"
          aria-label={editLabel}
          title={editLabel}
          onClick={() => setDraft(typed)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-md border border-dashed border-gray-300 px-2 py-1 tabular-nums text-gray-900 transition-colors hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 max-sm:min-h-11"
        >
          {shown}
          <Pencil aria-hidden="true" className="size-3.5 shrink-0 text-gray-500" />
        </button>
      </span>
    );
  }
  return (
    <span className={`inline-flex flex-col sm:items-end ${width}`}>
      <input
        ref={input}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        {...(kind === "quantity"
          ? { type: "number", inputMode: "numeric", min: 1, step: 1 }
          : { type: "text", inputMode: "decimal" })}
        value={draft}
        onChange={(event) => {
          setDraft(kind === "price" ? keepMoney(event.target.value) : event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        // Leaving the field takes what it holds; a value the form refuses stays open, with its message.
        onBlur={(event) => {
          if (input.current === event.currentTarget) commit(event.currentTarget.value, false);
        }}
        className={`block w-full rounded-md border bg-white px-2 py-1.5 text-right text-sm tabular-nums text-gray-900 shadow-sm focus-visible:outline-none focus-visible:ring-2 ${
          error
            ? "border-red-600 focus-visible:ring-red-500"
            : "border-gray-300 focus-visible:border-indigo-500 focus-visible:ring-indigo-500"
        }`}
      />
      {error ? (
        <span id={errorId} role="alert" className="mt-1 w-full text-xs whitespace-normal text-red-700 sm:text-right">
          {error}
        </span>
      ) : null}
    </span>
  );
}
