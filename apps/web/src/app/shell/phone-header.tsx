import { Boxes, Menu } from "lucide-react";
import type { Ref } from "react";
import { shellTexts } from "./shell-texts";

type PhoneHeaderProps = {
  drawerId: string;
  open: boolean;
  onOpen: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  inert: boolean;
};

/** Below 768 px the sidebar is a drawer: this bar, above the screen, opens it. */
export function PhoneHeader({ drawerId, open, onOpen, menuButtonRef, inert }: PhoneHeaderProps) {
  return (
    <header inert={inert} className="flex h-14 shrink-0 items-center gap-2 bg-slate-900 px-2 text-white md:hidden">
      <button
        ref={menuButtonRef}
        type="button"
        aria-expanded={open}
        aria-controls={drawerId}
        aria-haspopup="dialog"
        onClick={onOpen}
        className="flex size-11 items-center justify-center rounded-lg text-slate-200 hover:bg-slate-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{shellTexts.openMenu}</span>
      </button>
      <Boxes aria-hidden="true" className="size-6 shrink-0 text-indigo-400" />
      <span className="text-lg font-semibold tracking-tight">Inventario</span>
    </header>
  );
}
