import type { ImportCheckResult } from "@inventario/shared/import-api";
import { importTexts } from "../import-texts";

const count = new Intl.NumberFormat("es-CO");
const FIGURES = ["rows", "create", "update", "unchanged"] as const;

/** What the check counted: rows read, and of them the ones to create, to update and left as they are. */
export function ReviewCounts({ check }: { check: ImportCheckResult }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {FIGURES.map((figure) => (
        <div key={figure} className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2">
          <dt className="text-sm text-gray-600">{importTexts.counts[figure]}</dt>
          <dd className="text-xl font-semibold text-gray-900 tabular-nums">{count.format(check[figure])}</dd>
        </div>
      ))}
    </dl>
  );
}
