import type { SessionUser } from "@inventario/shared/auth";
import { ChevronsUpDown, LogOut } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useLogout } from "../../features/auth/api/logout";
import { capitalize } from "../../lib/capitalize";

type UserMenuProps = {
  user: SessionUser;
};

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase("es-CO"))
    .join("");
}

export function UserMenu({ user }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { logout } = useLogout();

  const name = capitalize(user.name);
  const role = capitalize(user.role);

  useEffect(() => {
    if (!open) return;
    firstItemRef.current?.focus();
    const closeOnOutsidePress = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", closeOnOutsidePress);
    return () => document.removeEventListener("mousedown", closeOnOutsidePress);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "Tab") {
      // A menu is left with Tab like any popup; focus continues from the trigger.
      setOpen(false);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only listens for Escape/Tab bubbling up from the menu and its button.
    <div ref={containerRef} className="relative" onKeyDown={onKeyDown}>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="Opciones de usuario"
          className="absolute bottom-full left-0 z-30 mb-2 w-56 rounded-lg border border-gray-200 bg-white p-1 text-gray-800 shadow-lg"
        >
          <button
            ref={firstItemRef}
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              logout();
            }}
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <LogOut aria-hidden="true" className="size-4 text-gray-600" />
            Cerrar sesión
          </button>
        </div>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title={`${name} (${role})`}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-3 rounded-lg p-2 text-left transition-colors hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
      >
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
        >
          {initialsOf(name)}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium text-white">{name}</span>
          <span className="truncate text-xs text-slate-400">{role}</span>
        </span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      </button>
    </div>
  );
}
