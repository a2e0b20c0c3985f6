import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import {
  addDays,
  addMonths,
  clampDate,
  dayName,
  monthTitle,
  monthWeeks,
  WEEKDAYS,
  weekdayIndex,
} from "../lib/calendar-days";

type DateCalendarProps = {
  /** The field's date, YYYY-MM-DD, or null when it holds none. */
  value: string | null;
  today: string;
  min?: string | undefined;
  max?: string | undefined;
  onSelect: (iso: string) => void;
};

const navButton =
  "rounded-lg p-1.5 text-gray-700 enabled:hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:text-gray-300";

/** Keys that move the focused day, as in the ARIA date picker pattern. */
function movedDay(day: string, event: KeyboardEvent): string | null {
  switch (event.key) {
    case "ArrowLeft":
      return addDays(day, -1);
    case "ArrowRight":
      return addDays(day, 1);
    case "ArrowUp":
      return addDays(day, -7);
    case "ArrowDown":
      return addDays(day, 7);
    case "Home":
      return addDays(day, -weekdayIndex(day));
    case "End":
      return addDays(day, 6 - weekdayIndex(day));
    case "PageUp":
      return addMonths(day, event.shiftKey ? -12 : -1);
    case "PageDown":
      return addMonths(day, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/**
 * A month of days, Monday first, in Spanish: the date field's picker. One day is focusable at a time
 * (arrows move by day and week, Home/End to the week's ends, PageUp/PageDown by month, with Shift by
 * year); Enter or a click chooses it. Days outside [min, max] cannot be chosen.
 */
export function DateCalendar({ value, today, min, max, onSelect }: DateCalendarProps) {
  const [focused, setFocused] = useState(() => clampDate(value ?? today, min, max));
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  // The chosen (or today's) day takes the focus on opening, then follows the keys; the month buttons
  // change the month and keep it.
  const focusDay = useRef(true);
  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const move = (day: string) => {
    focusDay.current = true;
    setFocused(clampDate(day, min, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const day = movedDay(focused, event);
    if (!day) return;
    event.preventDefault();
    move(day);
  };

  const outside = (day: string) => (min !== undefined && day < min) || (max !== undefined && day > max);
  const previousMonth = addMonths(focused, -1);
  const nextMonth = addMonths(focused, 1);

  return (
    <div className="w-72 rounded-xl border border-gray-200 bg-white p-3 shadow-lg">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className={navButton}
          aria-label="Mes anterior"
          disabled={min !== undefined && previousMonth.slice(0, 7) < min.slice(0, 7)}
          onClick={() => setFocused(clampDate(previousMonth, min, max))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p id={titleId} aria-live="polite" className="text-sm font-semibold text-gray-900">
          {monthTitle(focused)}
        </p>
        <button
          type="button"
          className={navButton}
          aria-label="Mes siguiente"
          disabled={max !== undefined && nextMonth.slice(0, 7) > max.slice(0, 7)}
          onClick={() => setFocused(clampDate(nextMonth, min, max))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <table ref={grid} aria-labelledby={titleId} className="w-full text-center text-sm">
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday.short}
                scope="col"
                abbr={weekday.long}
                className="pb-1 text-xs font-medium text-gray-600"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day ? (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      disabled={outside(day)}
                      aria-label={dayName(day)}
                      aria-pressed={day === value}
                      onKeyDown={onKeyDown}
                      aria-current={day === today ? "date" : undefined}
                      onClick={() => onSelect(day)}
                      onFocus={() => setFocused(day)}
                      className={`size-9 rounded-lg tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:text-gray-400 ${
                        day === value
                          ? "bg-indigo-600 font-semibold text-white hover:bg-indigo-700"
                          : `text-gray-900 enabled:hover:bg-indigo-50 ${day === today ? "font-semibold ring-1 ring-indigo-300" : ""}`
                      }`}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a blank day's place in its week is its identity.
                  <td key={`blank-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 flex justify-end border-t border-gray-100 pt-2">
        <button
          type="button"
          disabled={outside(today)}
          onClick={() => onSelect(today)}
          className="rounded-lg px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:text-gray-400"
        >
          Hoy
        </button>
      </div>
    </div>
  );
}
