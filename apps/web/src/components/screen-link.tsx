import type { ReactNode } from "react";
import { Link } from "react-router";
import { mayOpen, screenOf } from "../app/screen-access";
import { usePermissionPredicate } from "../lib/my-permissions";

/**
 * Whether the user may read the screen `to` belongs to (app/screen-access.ts): a link to a screen that would
 * only say 'Sin acceso' is not offered. False while the permissions load; a path outside the shell's screens
 * is always open.
 */
export function useMayOpenPath(to: string): boolean {
  const can = usePermissionPredicate();
  const url = new URL(to, "http://localhost");
  const screen = screenOf(url.pathname, url.search);
  if (!screen) return true;
  return can !== null && mayOpen(screen, can);
}

/** A link's look in a table or among a document's facts: the app's link colour, underlined on hover. */
export const linkClassName =
  "text-indigo-700 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500";

type ScreenLinkProps = {
  to: string;
  /** The link's look. */
  className?: string;
  /** The same text's look without the link (no link colour or underline). */
  plainClassName?: string;
  /**
   * What shows instead of the link, when it is not the same text plain: null for a link whose text only
   * invites to go ('Ver …'), which would mean nothing as plain text.
   */
  fallback?: ReactNode;
  children: ReactNode;
};

/** A link to another screen for whoever may read it; for anyone else the same text, not a link. */
export function ScreenLink({ to, className, plainClassName, fallback, children }: ScreenLinkProps) {
  if (!useMayOpenPath(to)) {
    return fallback === undefined ? <span className={plainClassName}>{children}</span> : fallback;
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
