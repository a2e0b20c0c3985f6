import { type StockCountStatus, stockCountStatusLabels } from "@inventario/shared/stock-counts";
import { Ban, CircleCheck, ClipboardList, SearchCheck } from "lucide-react";
import { type BadgeLook, IconBadge } from "../../../components/icon-badge";

const looks: Record<StockCountStatus, BadgeLook> = {
  OPEN: { icon: ClipboardList, className: "bg-sky-50 text-sky-900 ring-sky-600/30" },
  REVIEW: { icon: SearchCheck, className: "bg-amber-50 text-amber-900 ring-amber-600/30" },
  APPLIED: { icon: CircleCheck, className: "bg-green-50 text-green-800 ring-green-600/20" },
  CANCELLED: { icon: Ban, className: "bg-red-50 text-red-800 ring-red-600/20" },
};

/** A count's state in words, its icon and colour a second cue only. */
export function CountStatusBadge({ status }: { status: StockCountStatus }) {
  return <IconBadge look={looks[status]} label={stockCountStatusLabels[status]} />;
}
