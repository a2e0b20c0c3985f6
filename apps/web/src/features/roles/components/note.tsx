import { Info } from "lucide-react";
import type { ReactNode } from "react";

/** A remark that explains why the controls below look the way they do (read-only, fixed, inherited). */
export function Note({ children }: { children: ReactNode }) {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
