import type { ImportRecord } from "@inventario/shared/import-api";
import { CircleCheck } from "lucide-react";
import { importTexts, kindTexts } from "../import-texts";

/** Said after an import is applied: its number, its kind and file, and what it did. */
export function AppliedNotice({ record }: { record: ImportRecord }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      <div className="min-w-0">
        <p className="font-semibold">{importTexts.applied(record.number)}</p>
        <p className="mt-1 wrap-anywhere">
          {kindTexts[record.kind].label} · {record.file_name}
        </p>
        <p className="mt-1">{importTexts.appliedDetail(record)}</p>
        {record.kind === "stock" ? <p className="mt-1">{importTexts.appliedStock}</p> : null}
      </div>
    </div>
  );
}
