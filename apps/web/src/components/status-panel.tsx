import type { ReactNode } from "react";

/** A screen's one message in place of its content: loading, not found, not allowed. */
export function StatusPanel({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white px-4 py-10 text-center text-gray-600 shadow-sm">
      {children}
    </div>
  );
}
