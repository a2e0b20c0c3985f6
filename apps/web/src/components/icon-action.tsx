import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";

type Tone = "neutral" | "danger" | "success";

const toneClasses: Record<Tone, string> = {
  neutral: "text-gray-600 hover:bg-gray-100 hover:text-gray-900",
  danger: "text-red-700 hover:bg-red-50 hover:text-red-800",
  success: "text-green-700 hover:bg-green-50 hover:text-green-800",
};

const baseClasses =
  "inline-flex size-8 items-center justify-center rounded-lg transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50";

type IconActionProps = {
  icon: LucideIcon;
  /** The accessible name and the tooltip: icons alone say nothing to a screen reader. */
  label: string;
  tone?: Tone;
};

export function IconButton({
  icon: Icon,
  label,
  tone = "neutral",
  ...props
}: IconActionProps & Omit<ComponentProps<"button">, "children" | "className">) {
  return (
    <button type="button" aria-label={label} title={label} className={`${baseClasses} ${toneClasses[tone]}`} {...props}>
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

export function IconLink({ icon: Icon, label, tone = "neutral", to }: IconActionProps & { to: string }) {
  return (
    <Link to={to} aria-label={label} title={label} className={`${baseClasses} ${toneClasses[tone]}`}>
      <Icon aria-hidden="true" className="size-4" />
    </Link>
  );
}
