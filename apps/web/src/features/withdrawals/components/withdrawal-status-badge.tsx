import { Ban, CircleCheck, Clock } from "lucide-react";
import { IconBadge } from "../../../components/icon-badge";
import type { StatusTone } from "../withdrawal-texts";

type WithdrawalStatusBadgeProps = {
  tone: StatusTone;
  label: string;
};

const looks = {
  done: { icon: CircleCheck, className: "bg-green-50 text-green-800 ring-green-600/20" },
  pending: { icon: Clock, className: "bg-amber-50 text-amber-900 ring-amber-600/30" },
  cancelled: { icon: Ban, className: "bg-gray-100 text-gray-800 ring-gray-500/30" },
} as const;

/** Completado, Pendiente or Anulada, told apart by text and icon as well as colour. */
export function WithdrawalStatusBadge({ tone, label }: WithdrawalStatusBadgeProps) {
  return <IconBadge look={looks[tone]} label={label} wrapOnPhone />;
}
