import type { LucideIcon } from "lucide-react";
import type { Ref } from "react";
import { Button } from "../../../components/button";

/**
 * A key of the counter's shortcuts (F2, F4, F9) shown on what it reaches, for a keyboard at hand (not on a
 * phone). Hidden from assistive technology, which reads the control's `aria-keyshortcuts` instead, so the
 * control keeps its name. A span drawn as a key: a `kbd` hidden this way is taken for a focusable element.
 */
export function ShortcutKey({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="hidden rounded border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-mono text-[11px] leading-none font-medium text-gray-700 shadow-[inset_0_-1px_0_rgb(0_0_0/0.08)] md:inline-block"
    >
      {children}
    </span>
  );
}

type ShortcutButtonProps = {
  /** The function key that reaches it ('F2'), announced as its `aria-keyshortcuts`. */
  shortcut: string;
  icon: LucideIcon;
  label: string;
  /** Where the counter's focus returns when its dialog closes. */
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
};

/** A secondary button of the counter that a function key also presses: its icon, its name, then its key. */
export function ShortcutButton({ shortcut, icon: Icon, label, ref, onClick }: ShortcutButtonProps) {
  return (
    <Button ref={ref} variant="secondary" onClick={onClick} aria-keyshortcuts={shortcut}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <ShortcutKey>{shortcut}</ShortcutKey>
    </Button>
  );
}
