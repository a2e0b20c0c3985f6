import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * A page on its own browser context, signed in as `page` is, to look at a print sheet with print media
 * emulated: paper is taller than the window, which the shell's window-scroll watch (fixtures.ts) rightly
 * refuses on screen. `button` puts the sheet in the page; the print dialog itself is the browser's, so the
 * calls are counted instead of opening it.
 */
export async function printPreview(
  browser: Browser,
  page: Page,
  testInfo: TestInfo,
  url: string,
  button: string | RegExp,
) {
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
  await preview.goto(url);
  await preview.getByRole("button", { name: button, exact: typeof button === "string" }).click();
  await expect.poll(() => preview.evaluate(() => (window as unknown as { __prints: number }).__prints)).toBe(1);
  await preview.emulateMedia({ media: "print" });
  return { preview, close: () => context.close() };
}
