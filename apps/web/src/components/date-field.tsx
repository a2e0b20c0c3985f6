import { todayInBusinessZone } from "@inventario/shared/dates";
import { CalendarDays } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, type Ref, useId, useLayoutEffect, useRef, useState } from "react";
import { addDays, clampDate } from "../lib/calendar-days";
import { isoToText, maskDateText, textToIso } from "../lib/date-text";
import { DateCalendar } from "./date-calendar";
import { controlClassName, FieldFrame, useFieldControl } from "./field-frame";

export const dateFieldTexts = {
  placeholder: "dd/mm/aaaa",
  openCalendar: "Abrir calendario",
  calendar: "Elegir fecha",
  incomplete: "Escriba la fecha completa: dd/mm/aaaa",
  invalid: "La fecha no es válida",
} as const;

type DateFieldProps = {
  label: string;
  /** YYYY-MM-DD, or "" for none (in a form, also the text typed while it is not a date yet). */
  value: string;
  /** A date as YYYY-MM-DD, or "" when the field is emptied. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest and latest day the calendar offers, YYYY-MM-DD; typed dates are the caller's to check. */
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
  /**
   * In a form: text that is not a date yet is handed on as typed, so the form's schema refuses it
   * ('La fecha no es válida') instead of sending the field empty. A filter keeps its last date instead.
   */
  passInvalidText?: boolean;
  id?: string;
  name?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** Where the calendar opens: below the field, or above it when the window has no room below. */
function popoverPlace(anchor: HTMLElement) {
  const box = anchor.getBoundingClientRect();
  const height = 360;
  const width = 288;
  const below = box.bottom + 4 + height <= window.innerHeight || box.top < height;
  return {
    top: below ? box.bottom + 4 : Math.max(4, box.top - 4 - height),
    left: Math.max(4, Math.min(box.left, window.innerWidth - width - 4)),
  };
}

/**
 * The app's date field: dd/mm/aaaa on screen whatever the browser's language (a native date input reads
 * mm/dd/yyyy on an English Chrome), YYYY-MM-DD to the caller. Typed with the keyboard — the slashes come
 * by themselves (lib/date-text.ts), ArrowUp/ArrowDown move the date a day, Alt+ArrowDown opens the
 * calendar — or chosen in a calendar (Spanish, Monday first, keyboard-navigable). A text that is no
 * date says so on leaving the field.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  error,
  passInvalidText = false,
  id,
  name,
  className = "",
  inputRef,
}: DateFieldProps) {
  const [text, setText] = useState(() => isoToText(value));
  const [ownError, setOwnError] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState({ top: 0, left: 0 });
  const emitted = useRef(value);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const calendarId = useId();
  const shownError = error ?? ownError;
  const { controlId, errorId, ariaProps } = useFieldControl(id, shownError);

  // A value set from outside (the URL, a form reset, an edited record) replaces what is shown.
  if (value !== emitted.current) {
    emitted.current = value;
    const shown = isoToText(value);
    if (shown !== text) setText(shown);
  }

  const emit = (next: string) => {
    if (next === emitted.current) return;
    emitted.current = next;
    onChange(next);
  };

  const show = (next: string) => {
    setText(next);
    setOwnError(undefined);
    const iso = textToIso(next);
    if (iso) emit(iso);
    // A filter learns that it was emptied on leaving the field: emptied while its last digit is erased,
    // it would jump back to its default under the user's fingers.
    else if (passInvalidText) emit(next);
  };

  const choose = (iso: string) => {
    show(isoToText(iso));
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      return;
    }
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    const current = textToIso(text) ?? todayInBusinessZone();
    show(isoToText(clampDate(addDays(current, event.key === "ArrowUp" ? 1 : -1), min, max)));
  };

  const onFieldBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (text === "") emit("");
    else if (!textToIso(text)) {
      setOwnError(/^\d{2}\/\d{2}\/\d{4}$/.test(text) ? dateFieldTexts.invalid : dateFieldTexts.incomplete);
    }
    if (!anchor.current?.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  // Placed against the window (fixed), so a modal's scrolling body does not clip it; kept beside the
  // field while the page scrolls or resizes.
  useLayoutEffect(() => {
    if (!open || !anchor.current) return;
    const field = anchor.current;
    const update = () => setPlace(popoverPlace(field));
    update();
    window.addEventListener("scroll", update, true);
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update, true);
      window.removeEventListener("resize", update);
    };
  }, [open]);

  // A press anywhere else, or the focus moving out of the field and its calendar, closes it.
  const onWrapperBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    <FieldFrame label={label} controlId={controlId} errorId={errorId} error={shownError} className={className}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: not an interaction: the focus leaving the field and its calendar closes the calendar. */}
      <div ref={anchor} className="relative" onBlur={onWrapperBlur}>
        <input
          ref={inputRef}
          id={controlId}
          name={name}
          {...ariaProps}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={dateFieldTexts.placeholder}
          maxLength={10}
          value={text}
          onChange={(event) => {
            const deleting = (event.nativeEvent as InputEvent).inputType?.startsWith("delete") ?? false;
            show(maskDateText(event.target.value, deleting || event.target.value.length < text.length));
          }}
          onKeyDown={onKeyDown}
          onBlur={onFieldBlur}
          className={`${controlClassName(shownError, "pr-11")} tabular-nums`}
        />
        <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">
          <button
            ref={button}
            type="button"
            aria-label={dateFieldTexts.openCalendar}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? calendarId : undefined}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
            className="rounded-md p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <CalendarDays aria-hidden="true" className="size-5" />
          </button>
        </div>
        {open ? (
          <div
            id={calendarId}
            role="dialog"
            aria-label={`${dateFieldTexts.calendar}: ${label}`}
            className="fixed z-[60]"
            style={{ top: place.top, left: place.left }}
            onKeyDown={(event) => {
              if (event.key !== "Escape") return;
              // The calendar closes, not the modal it may be in.
              event.stopPropagation();
              setOpen(false);
              button.current?.focus();
            }}
          >
            <DateCalendar value={textToIso(text)} today={todayInBusinessZone()} min={min} max={max} onSelect={choose} />
          </div>
        ) : null}
      </div>
    </FieldFrame>
  );
}
