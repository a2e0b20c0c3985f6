/**
 * A thin bar sliding along the top edge of its (relatively positioned) box while what the box shows is
 * being refreshed. What is on screen keeps its full contrast (a low-vision user reads it too): the wait is
 * this bar, and `aria-busy` on the box for screen readers.
 */
export function LoadingBar() {
  return (
    <div
      aria-hidden="true"
      data-loading-bar=""
      className="pointer-events-none absolute inset-x-0 top-0 z-20 h-1 overflow-hidden rounded-t-xl bg-indigo-100"
    >
      <div className="h-full w-1/3 bg-indigo-600 motion-safe:animate-list-progress" />
    </div>
  );
}
