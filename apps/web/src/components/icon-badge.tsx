import type { LucideIcon } from "lucide-react";

/** A state's icon and colours (background, text and ring classes): one per state of a document. */
export type BadgeLook = { icon: LucideIcon; className: string };

type IconBadgeProps = {
  look: BadgeLook;
  label: string;
  /** On a phone's card the label may wrap (a long state beside other facts); in the table it never does. */
  wrapOnPhone?: boolean;
};

/** A document's state in words, its icon and colour a second cue only, never the only one. */
export function IconBadge({ look: { icon: Icon, className }, label, wrapOnPhone = false }: IconBadgeProps) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${wrapOnPhone ? "max-sm:whitespace-normal max-sm:rounded-lg " : ""}${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
