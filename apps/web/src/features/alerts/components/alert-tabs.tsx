import { ALERT_KINDS, type AlertKind, type AlertSummary, alertKindLabels } from "@inventario/shared/alerts";
import { type KeyboardEvent, useRef } from "react";
import { badgeCount, reachedCountCap } from "../../../lib/alert-summary";
import { alertTexts } from "../alert-texts";

type AlertTabsProps = {
  kind: AlertKind;
  onChange: (kind: AlertKind) => void;
  /** The counts beside each name, once loaded (none for a user whose summary failed). */
  summary: AlertSummary | undefined;
  /** The id of the panel the tabs control. */
  panelId: string;
};

export const tabId = (panelId: string, kind: AlertKind) => `${panelId}-tab-${kind}`;

/**
 * The four kinds as tabs (WAI-ARIA tabs, activated on focus): one Tab stop, the arrows, Home and End move
 * between them. Each shows its count from the summary.
 */
export function AlertTabs({ kind, onChange, summary, panelId }: AlertTabsProps) {
  const tabs = useRef<Partial<Record<AlertKind, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = ALERT_KINDS.indexOf(kind);
    const last = ALERT_KINDS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ALERT_KINDS[target]!;
    onChange(next);
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={alertTexts.tabsLabel}
      // Two by two on a narrow screen, so every tab (and the chosen one) stays in view; one row from sm.
      className="mb-4 grid grid-cols-2 gap-x-1 border-b border-gray-200 sm:flex"
    >
      {ALERT_KINDS.map((each) => {
        const selected = each === kind;
        const count = summary?.[each];
        return (
          <button
            key={each}
            ref={(element) => {
              tabs.current[each] = element;
            }}
            id={tabId(panelId, each)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(each)}
            onKeyDown={onKeyDown}
            className={`-mb-px flex shrink-0 items-center justify-between gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset ${
              selected
                ? "border-indigo-600 text-indigo-700"
                : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900"
            }`}
          >
            {alertKindLabels[each]}
            {count === undefined ? null : (
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${
                  selected ? "bg-indigo-100 text-indigo-800" : "bg-gray-100 text-gray-700"
                }`}
              >
                {badgeCount(count, reachedCountCap(count))}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
