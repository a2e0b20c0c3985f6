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
      <p id={labelId} className="mb-2 block px-3 text-xs font-semibold tracking-wider text-slate-400 uppercase">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="space-y-1">
        {children}
      </ul>
    </div>
  );
}
