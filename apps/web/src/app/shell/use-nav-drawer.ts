import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Where the sidebar stops being a drawer: Tailwind's `md`. Below it a labelled sidebar would leave a phone
 * or a small tablet too little room, and a rail of icons has no room for their labels.
 */
const SIDEBAR_SHOWN = "(min-width: 48rem)";

/**
 * The phone's navigation drawer: open from the header's menu button until the user picks a screen (any
 * change of location), presses Escape, taps outside or closes it, or the window grows wide enough for the
 * sidebar. Focus goes to the drawer when it opens and back to the menu button when it is dismissed.
 */
export function useNavDrawer() {
  const location = useLocation();
  // Open at the location it was opened at: a navigation closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const firstInDrawerRef = useRef<HTMLButtonElement>(null);

  // Set when dismissed: the menu button takes focus once closed, not before (it is inert while open).
  const returnFocus = useRef(false);

  const show = useCallback(() => setOpenAt(location.key), [location.key]);
  const dismiss = useCallback(() => {
    returnFocus.current = true;
    setOpenAt(null);
  }, []);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    menuButtonRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    firstInDrawerRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // A popup inside the drawer (the user menu) closes first, and says so by preventing the default.
      if (event.key === "Escape" && !event.defaultPrevented) dismiss();
    };
    const wide = window.matchMedia?.(SIDEBAR_SHOWN);
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) setOpenAt(null);
    };
    document.addEventListener("keydown", onKeyDown);
    wide?.addEventListener("change", onWide);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      wide?.removeEventListener("change", onWide);
    };
  }, [open, dismiss]);

  return { open, show, dismiss, menuButtonRef, firstInDrawerRef };
}
