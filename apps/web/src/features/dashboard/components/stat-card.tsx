import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

type StatCardProps = {
  label: string;
  icon: LucideIcon;
  count: number | undefined;
  loading: boolean;
  /** The screen the figure comes from: the whole card links there. */
  to?: string;
  /** The count stopped at the server's cap: there are more ('500+'). */
  more?: boolean;
};

const countFormat = new Intl.NumberFormat("es-CO");

/** One figure of the dashboard. A count that could not be loaded shows a dash: the console has the why. */
export function StatCard({ label, icon: Icon, count, loading, to, more = false }: StatCardProps) {
  return (
    <article
      className={`flex flex-col items-start gap-2 rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5 ${
        to ? "relative transition-colors focus-within:ring-2 focus-within:ring-indigo-500 hover:border-indigo-300" : ""
      }`}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 sm:size-12">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-medium text-gray-600">
          {to ? (
            // The link's box covers the card (after:inset-0), so the figure and the icon are clickable too.
            <Link to={to} className="after:absolute after:inset-0 hover:text-indigo-700 focus-visible:outline-none">
              {label}
            </Link>
          ) : (
            label
          )}
        </h2>
        {loading ? (
          <p aria-busy="true" className="mt-1 text-2xl font-semibold text-gray-400">
            <span aria-hidden="true" className="inline-block h-7 w-16 animate-pulse rounded bg-gray-200 align-middle" />
            <span className="sr-only">Cargando...</span>
          </p>
        ) : (
          <p className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">
            {count === undefined ? "—" : `${countFormat.format(count)}${more ? "+" : ""}`}
          </p>
        )}
      </div>
    </article>
  );
}
