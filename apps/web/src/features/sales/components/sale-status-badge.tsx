import { type SaleStatus, saleStatusLabels } from "@inventario/shared/sales";
import { Ban, CircleCheck, Clock, RotateCcw, Undo2 } from "lucide-react";
import { type BadgeLook, IconBadge } from "../../../components/icon-badge";

const looks: Record<SaleStatus, BadgeLook> = {
  PENDING: { icon: Clock, className: "bg-amber-50 text-amber-900 ring-amber-600/30" },
  COMPLETED: { icon: CircleCheck, className: "bg-green-50 text-green-800 ring-green-600/20" },
  CANCELLED: { icon: Ban, className: "bg-gray-100 text-gray-800 ring-gray-500/30" },
  PARTIALLY_RETURNED: { icon: RotateCcw, className: "bg-sky-50 text-sky-900 ring-sky-600/30" },
  RETURNED: { icon: Undo2, className: "bg-violet-50 text-violet-900 ring-violet-600/30" },
};

/** A sale's state in words, with its own icon and colour as a second cue, never the only one. */
export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  return <IconBadge look={looks[status]} label={saleStatusLabels[status]} wrapOnPhone />;
}
