import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";

type SidebarLinkProps = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only the exact path counts as active, for a link whose path prefixes the others (/dashboard). */
  end?: boolean;
  /** A count beside the label (over the icon on the rail); it brings its own accessible name. */
  badge?: ReactNode;
};

// On the rail (640–767 px) the label is visually hidden, not removed: it stays the link's accessible name.
export function SidebarLink({ to, label, icon: Icon, end = false, badge }: SidebarLinkProps) {
  return (
    <NavLink
      to={to}
      end={end}
      title={label}
      className={({ isActive }) =>
        `relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 max-sm:min-h-11 sm:max-md:justify-center ${
          isActive ? "bg-indigo-600 text-white" : "text-slate-300 hover:bg-slate-800 hover:text-white"
        }`
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className="sm:max-md:sr-only">{label}</span>
      {badge}
    </NavLink>
  );
}
