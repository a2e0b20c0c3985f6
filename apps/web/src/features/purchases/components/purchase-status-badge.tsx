import { type PurchaseOrderStatus, purchaseOrderStatusLabels } from "@inventario/shared/purchases";
import { Ban, CircleCheck, FilePen, Lock, PackageOpen, Send } from "lucide-react";
import { type BadgeLook, IconBadge } from "../../../components/icon-badge";

const looks: Record<PurchaseOrderStatus, BadgeLook> = {
  DRAFT: { icon: FilePen, className: "bg-gray-100 text-gray-800 ring-gray-500/30" },
  SENT: { icon: Send, className: "bg-sky-50 text-sky-900 ring-sky-600/30" },
  PARTIAL: { icon: PackageOpen, className: "bg-amber-50 text-amber-900 ring-amber-600/30" },
  RECEIVED: { icon: CircleCheck, className: "bg-green-50 text-green-800 ring-green-600/20" },
  CANCELLED: { icon: Ban, className: "bg-red-50 text-red-800 ring-red-600/20" },
  CLOSED: { icon: Lock, className: "bg-violet-50 text-violet-900 ring-violet-600/30" },
};

/** An order's state in words, with its own icon and colour as a second cue, never the only one. */
export function PurchaseStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return <IconBadge look={looks[status]} label={purchaseOrderStatusLabels[status]} wrapOnPhone />;
}
