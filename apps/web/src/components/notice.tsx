import { CircleAlert, CircleCheck, Info, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

const tones = {
  info: { classes: "bg-sky-50 text-sky-900", icon: Info, role: undefined },
  warning: { classes: "bg-amber-50 text-amber-900", icon: Info, role: "status" },
  success: { classes: "bg-green-50 font-medium text-green-900", icon: CircleCheck, role: "status" },
  error: { classes: "bg-red-50 font-medium text-red-800", icon: CircleAlert, role: "alert" },
} as const satisfies Record<string, { classes: string; icon: LucideIcon; role: string | undefined }>;

type NoticeProps = {
  tone: keyof typeof tones;
  id?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A sentence on a tinted band with its icon: a column left aside (info), nothing to import (warning), a
 * file ready (success), or why a file or a call was refused (error, announced at once).
 */
export function Notice({ tone, id, className = "", children }: NoticeProps) {
  const { classes, icon: Icon, role } = tones[tone];
  return (
    <p id={id} role={role} className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${classes} ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 wrap-break-word">{children}</span>
    </p>
  );
}
