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
        className="relative flex w-full items-center justify-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-slate-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 md:justify-start"
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <span className="sr-only md:not-sr-only md:flex-1 md:text-left">{label}</span>
        <ChevronDown
          aria-hidden="true"
          className={`absolute right-0.5 bottom-0.5 size-3 shrink-0 transition-transform md:static md:size-4 ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="mt-1 space-y-1 rounded-lg bg-slate-800/60 py-1 md:ml-4 md:bg-transparent"
      >
        {children}
      </ul>
    </>
  );
}
