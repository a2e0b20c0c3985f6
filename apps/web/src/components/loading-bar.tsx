/** Where the bar sits: over the top edge of a positioned box, or first in a scrolling one (a table's frame). */
const PLACEMENT = {
  overlay: "absolute inset-x-0 top-0",
  // Sticky to the frame's left edge, so it spans the visible width however far the table scrolled; the
  // negative margin takes back its height, so the rows do not move when it comes and goes.
  scroll: "sticky top-0 left-0 -mb-1 w-full",
} as const;

/**
 * A thin bar sliding along the top edge of a box while what the box shows is being refreshed. What is on
 * screen keeps its full contrast (a low-vision user reads it too): the wait is this bar, and `aria-busy` on
 * the box for screen readers.
 */
export function LoadingBar({ placement = "overlay" }: { placement?: keyof typeof PLACEMENT }) {
  return (
    <div
      aria-hidden="true"
      data-loading-bar=""
      className={`pointer-events-none z-20 h-1 overflow-hidden rounded-t-xl bg-indigo-100 ${PLACEMENT[placement]}`}
    >
      <div className="h-full w-1/3 bg-indigo-600 motion-safe:animate-list-progress" />
    </div>
  );
}
