import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";

type SidebarLinkProps = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only the exact path counts as active, for a link whose path prefixes the others (/dashboard). */
  end?: boolean;
  /** A count beside the label; it brings its own accessible name. */
  badge?: ReactNode;
};

export function SidebarLink({ to, label, icon: Icon, end = false, badge }: SidebarLinkProps) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        `relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 max-md:min-h-11 ${
          isActive ? "bg-indigo-600 text-white" : "text-slate-300 hover:bg-slate-800 hover:text-white"
        }`
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span>{label}</span>
      {badge}
    </NavLink>
  );
}
