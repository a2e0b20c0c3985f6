import type { AlertKind } from "@inventario/shared/alerts";

/**
 * How one product or lot is called when it has an alert. Singular, unlike the tabs of 'Alertas'
 * (alertKindLabels: 'Agotados', 'Vencidos'), because each badge speaks of one thing.
 */
export const stockAlertLabels: Record<AlertKind, string> = {
  low: "Stock bajo",
  out: "Agotado",
  expiring: "Por vencer",
  expired: "Vencido",
};

/**
 * Each kind has its own colour, but the label always says it (never colour alone). Every pair keeps
 * text contrast above 4.5:1: dark text on a pale fill, and white on red-700 for the one that is worst.
 */
const tones: Record<AlertKind, { badge: string; dot: string }> = {
  low: { badge: "bg-amber-50 text-amber-900 ring-amber-600/30", dot: "bg-amber-500" },
  out: { badge: "bg-red-50 text-red-800 ring-red-600/30", dot: "bg-red-600" },
  expiring: { badge: "bg-violet-50 text-violet-800 ring-violet-600/30", dot: "bg-violet-500" },
  expired: { badge: "bg-red-700 text-white ring-red-800", dot: "bg-white" },
};

/** Most urgent first, whatever order the server sent them in. */
const ORDER: AlertKind[] = ["out", "expired", "low", "expiring"];

export function StockAlertBadge({ kind }: { kind: AlertKind }) {
  const tone = tones[kind];
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tone.badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {stockAlertLabels[kind]}
    </span>
  );
}

type StockAlertBadgesProps = {
  alerts: readonly AlertKind[];
  className?: string;
};

/** A product's alerts as a row of badges; nothing at all when it has none. */
export function StockAlertBadges({ alerts, className = "" }: StockAlertBadgesProps) {
  const shown = ORDER.filter((kind) => alerts.includes(kind));
  if (shown.length === 0) return null;
  return (
    <span className={`flex flex-wrap gap-1 ${className}`}>
      {shown.map((kind) => (
        <StockAlertBadge key={kind} kind={kind} />
      ))}
    </span>
  );
}

/** A lot's expiry ('Vencido' / 'Por vencer'); nothing for a lot that is neither. */
export function LotExpiryBadge({ expiry }: { expiry: "expired" | "expiring" | null }) {
  return expiry ? <StockAlertBadge kind={expiry} /> : null;
}
