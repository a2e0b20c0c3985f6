import { ChevronDown, type LucideIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";

type SidebarCollapsibleProps = {
  label: string;
  icon: LucideIcon;
  /** Starts open when one of its links is the current screen, so the active link is never hidden. */
  defaultOpen: boolean;
  children: ReactNode;
};

export function SidebarCollapsible({ label, icon: Icon, defaultOpen, children }: SidebarCollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        title={label}
        onClick={() => setOpen((value) => !value)}
        className="relative flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-slate-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 max-md:min-h-11"
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className="flex-1 text-left">{label}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 ml-4 space-y-1 py-1">
        {children}
      </ul>
    </>
  );
}
