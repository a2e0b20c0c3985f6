import { CircleCheck, Clock } from "lucide-react";

type WithdrawalStatusBadgeProps = {
  completed: boolean;
  label: string;
};

/** Completado or Pendiente, told apart by text and icon as well as colour. */
export function WithdrawalStatusBadge({ completed, label }: WithdrawalStatusBadgeProps) {
  const Icon = completed ? CircleCheck : Clock;
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
        completed ? "bg-green-50 text-green-800 ring-green-600/20" : "bg-amber-50 text-amber-900 ring-amber-600/30"
      }`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
