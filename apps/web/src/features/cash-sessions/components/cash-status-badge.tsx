import { type CashSessionStatus, cashSessionStatusLabels } from "@inventario/shared/cash-sessions";
import { Lock, LockOpen } from "lucide-react";
import { type BadgeLook, IconBadge } from "../../../components/icon-badge";

const looks: Record<CashSessionStatus, BadgeLook> = {
  OPEN: { icon: LockOpen, className: "bg-sky-50 text-sky-900 ring-sky-600/30" },
  CLOSED: { icon: Lock, className: "bg-gray-100 text-gray-800 ring-gray-500/30" },
};

/** 'Abierta' or 'Cerrada' in words, its icon and colour a second cue only. */
export function CashStatusBadge({ status }: { status: CashSessionStatus }) {
  return <IconBadge look={looks[status]} label={cashSessionStatusLabels[status]} />;
}
