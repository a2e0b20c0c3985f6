import { type ReactNode, useId } from "react";

type SidebarGroupProps = {
  label: string;
  children: ReactNode;
};

export function SidebarGroup({ label, children }: SidebarGroupProps) {
  const labelId = useId();
  return (
    // No gap above the first group: without the dashboard link (no dashboard:read) it opens the list.
    <div className="mt-5 first:mt-0">
      <p
        id={labelId}
        className="sr-only md:not-sr-only md:mb-2 md:block md:px-3 md:text-xs md:font-semibold md:uppercase md:tracking-wider md:text-slate-400"
      >
        {label}
      </p>
      <ul aria-labelledby={labelId} className="space-y-1 border-t border-slate-800 pt-3 md:border-t-0 md:pt-0">
        {children}
      </ul>
    </div>
  );
}
