/** A page number, or a gap drawn as "…"; the two gaps are told apart so they can serve as React keys. */
type PageItem = number | "start-ellipsis" | "end-ellipsis";

/**
 * The pages the control shows (SPEC "Pagination control"): always the first and the last, the pages
 * within one of the current, and an ellipsis wherever pages are skipped. Nothing when there is one page.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(page, 1), totalPages);
  const shown = [...new Set([1, current - 1, current, current + 1, totalPages])]
    .filter((candidate) => candidate >= 1 && candidate <= totalPages)
    .sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const candidate of shown) {
    if (candidate - previous > 1) items.push(candidate < current ? "start-ellipsis" : "end-ellipsis");
    items.push(candidate);
    previous = candidate;
  }
  return items;
}
