import { type CashSessionStatus, cashSessionStatusLabels } from "@inventario/shared/cash-sessions";
import { Lock, LockOpen, type LucideIcon } from "lucide-react";

const looks: Record<CashSessionStatus, { icon: LucideIcon; className: string }> = {
  OPEN: { icon: LockOpen, className: "bg-sky-50 text-sky-900 ring-sky-600/30" },
  CLOSED: { icon: Lock, className: "bg-gray-100 text-gray-800 ring-gray-500/30" },
};

/** 'Abierta' or 'Cerrada' in words, its icon and colour a second cue only. */
export function CashStatusBadge({ status }: { status: CashSessionStatus }) {
  const { icon: Icon, className } = looks[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {cashSessionStatusLabels[status]}
    </span>
  );
}
