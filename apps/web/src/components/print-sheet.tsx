import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal, flushSync } from "react-dom";

/** Millimetres per CSS pixel (96 px to the inch). */
const MM_PER_PX = 25.4 / 96;
const RECEIPT = { width: 80, margin: 4, fallbackHeight: 200 } as const;

/**
 * The paper each sheet is laid out for. Only one sheet is in the page at a time (each belongs to its own
 * screen), so its `@page` rule, mounted with it, is the page's. A receipt's roll is cut where its text ends:
 * its page is as tall as the receipt measures (`receiptHeight`).
 */
const pageRule = (paper: Paper, receiptHeight: number | null) =>
  paper === "a4"
    ? "@page { size: A4 portrait; margin: 12mm; }"
    : `@page { size: ${RECEIPT.width}mm ${receiptHeight ?? RECEIPT.fallbackHeight}mm; margin: ${RECEIPT.margin}mm; }`;

/** A picking sheet on A4; a receipt on 80 mm roll paper (72 mm printable). */
type Paper = "a4" | "receipt";

type PrintSheetProps = {
  paper: Paper;
  /** Names the sheet for assistive technology (it is a labelled article). */
  label: string;
  children: ReactNode;
};

/**
 * The height a receipt takes on its roll, in whole millimetres with its margins: a copy is laid out at the
 * printable width out of sight, measured and removed at once (the sheet itself is not laid out on screen).
 */
function measureReceipt(sheet: HTMLElement): number | null {
  const copy = sheet.cloneNode(true) as HTMLElement;
  copy.querySelector("style")?.remove();
  copy.removeAttribute("data-print-sheet");
  copy.removeAttribute("aria-label");
  copy.setAttribute("aria-hidden", "true");
  copy.style.cssText = `display:block;position:fixed;top:0;left:-10000px;visibility:hidden;width:${RECEIPT.width - 2 * RECEIPT.margin}mm`;
  document.body.append(copy);
  const height = copy.getBoundingClientRect().height;
  copy.remove();
  return height > 0 ? Math.ceil(height * MM_PER_PX) + 2 * RECEIPT.margin + 2 : null;
}

/**
 * What paper shows of a screen (issue 21): rendered at the body's level, hidden on screen, and alone on
 * paper — index.css hides every other child of the body while one is there, so the sidebar, the header, the
 * buttons and the toasts never print. Black on white, whatever the screen's colours.
 */
export function PrintSheet({ paper, label, children }: PrintSheetProps) {
  const sheet = useRef<HTMLElement>(null);
  const [receiptHeight, setReceiptHeight] = useState<number | null>(null);
  // After every render: the receipt's lines may have changed (the sale was reloaded).
  useLayoutEffect(() => {
    if (paper !== "receipt" || !sheet.current) return;
    const measured = measureReceipt(sheet.current);
    setReceiptHeight((current) => (current === measured ? current : measured));
  });
  return createPortal(
    <article ref={sheet} data-print-sheet={paper} aria-label={label} className="hidden bg-white text-black print:block">
      <style>{pageRule(paper, receiptHeight)}</style>
      {children}
    </article>,
    document.body,
  );
}

/**
 * 'Imprimir': `print()` puts the sheet in the page (`requested`) and opens the browser's print dialog once it
 * is there. With `onBrowserPrint`, the browser's own Ctrl+P puts it there first too. The sheet then stays:
 * hidden on screen, it only changes what paper shows.
 */
export function usePrintSheet({ onBrowserPrint = false } = {}) {
  const [requests, setRequests] = useState(0);
  const [mounted, setMounted] = useState(false);
  const printed = useRef(0);

  useEffect(() => {
    if (requests <= printed.current) return;
    printed.current = requests;
    window.print();
  }, [requests]);

  useEffect(() => {
    if (!onBrowserPrint) return;
    // The dialog lays the page out right after this event: the sheet must be in the DOM by then.
    const mount = () => flushSync(() => setMounted(true));
    window.addEventListener("beforeprint", mount);
    return () => window.removeEventListener("beforeprint", mount);
  }, [onBrowserPrint]);

  return {
    requested: mounted || requests > 0,
    print: () => {
      setMounted(true);
      setRequests((count) => count + 1);
    },
  };
}

/** A box to tick by hand on paper, one per line of a sheet. */
export function PaperCheckbox() {
  return <span aria-hidden="true" className="inline-block size-4 border-2 border-black align-middle" />;
}
