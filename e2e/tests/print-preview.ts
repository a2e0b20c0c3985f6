import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * A page on its own browser context, signed in as `page` is, whose print dialog only counts its calls (the
 * dialog itself is the browser's): to look at a print sheet with print media emulated, as paper is taller than
 * the window, which the shell's window-scroll watch (fixtures.ts) rightly refuses on screen.
 */
export async function printCountingPage(browser: Browser, page: Page, testInfo: TestInfo) {
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
    viewport: testInfo.project.use.viewport ?? null,
    locale: "es-CO",
    reducedMotion: "reduce",
  });
  const preview = await context.newPage();
  await preview.addInitScript(() => {
    const scope = window as unknown as { __prints: number };
    scope.__prints = 0;
    window.print = () => {
      scope.__prints += 1;
    };
  });
  return { preview, close: () => context.close() };
}

/** How many times the page asked to print. */
export const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { __prints: number }).__prints);

/** `url` on a print-counting page, `button` clicked until it printed once, then print media emulated. */
export async function printPreview(
  browser: Browser,
  page: Page,
  testInfo: TestInfo,
  url: string,
  button: string | RegExp,
) {
  const { preview, close } = await printCountingPage(browser, page, testInfo);
  await preview.goto(url);
  await preview.getByRole("button", { name: button, exact: typeof button === "string" }).click();
  await expect.poll(() => printCalls(preview)).toBe(1);
  await preview.emulateMedia({ media: "print" });
  return { preview, close };
}
