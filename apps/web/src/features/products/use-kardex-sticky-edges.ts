import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * Where the kardex's held columns stick, and whether the table scrolls at all. 'Documento' sticks right
 * of 'Fecha', and the three 'Saldo' figures stick to the right edge one beside the other, so each needs
 * the width of the ones before it: measured from the header cells (figures wider than the usual — a large
 * value — widen their column), written as CSS variables on the wrapper the cells read.
 *
 * `overflows` says whether the table is wider than its box: the cue that there is more to scroll to.
 */
export function useKardexStickyEdges(wrapper: RefObject<HTMLDivElement | null>): { overflows: boolean } {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = wrapper.current;
    const scroller = box?.querySelector("section");
    const table = box?.querySelector("table");
    // jsdom (the unit tests) lays nothing out and has no ResizeObserver: the CSS defaults stand.
    if (!box || !scroller || !table || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const [headRow, figureRow] = Array.from(table.tHead?.rows ?? []);
      const date = headRow?.cells[0];
      const figures = Array.from(figureRow?.cells ?? []);
      const value = figures.at(-1);
      const average = figures.at(-2);
      if (date) box.style.setProperty("--kardex-document-left", `${date.offsetWidth}px`);
      if (value && average) {
        box.style.setProperty("--kardex-average-right", `${value.offsetWidth}px`);
        box.style.setProperty("--kardex-quantity-right", `${value.offsetWidth + average.offsetWidth}px`);
      }
      setOverflows(scroller.scrollWidth > scroller.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    observer.observe(table);
    return () => observer.disconnect();
  }, [wrapper]);
  return { overflows };
}
