import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Locator, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@inventario.test", password: "clave-e2e-12345" };

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Measure the settled page: a toast half-way through its fade-in has no meaningful contrast. (Endless
  // animations such as spinners and a list's loading bar are not waited for.) A list loading its next page
  // is scanned as it is: its rows keep their full contrast while it loads (clients.spec.ts checks it).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  // axe runs in the page itself (legacy mode: the app has no iframe, so no frame is left out) and details
  // only violations, the one result read here. By default AxeBuilder finished every scan in a new page of
  // the context and listed every passing node: 2.2-2.9 s a scan against 0.6 s, a third of the desktop
  // suite's time (87 scans).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(blocking, blocking.join("\n")).toEqual([]);
}

/**
 * Runs `use` with the main navigation on screen: below 640 px it is a drawer, opened from the header's menu
 * button first and closed afterwards (while open, the rest of the page is out of reach). On a wider
 * window the sidebar is always there.
 */
export async function withNavigation<T>(page: Page, use: (nav: Locator) => Promise<T>): Promise<T> {
  const menu = page.getByRole("button", { name: "Abrir menú" });
  await expect(page.getByRole("navigation", { name: "Navegación principal" }).or(menu)).toBeVisible();
  const drawer = await menu.isVisible();
  if (drawer) {
    await menu.click();
    // Said apart from what `use` waits for: twice in ~50 loaded runs a link of the drawer was never found
    // (cash-sessions.spec.ts [mobile], right after signing in); the failure must tell a drawer that did not
    // open from one that closed again or that lacks the link.
    await expect(page.getByRole("dialog", { name: "Menú" }), "the navigation drawer opened").toBeVisible();
  }
  // A failure inside `use` leaves the drawer as it is: the failure's screenshot and page snapshot show it.
  const result = await use(page.getByRole("navigation", { name: "Navegación principal" }));
  // Unless `use` left the page (a link picked closes the drawer by itself).
  if (drawer && (await page.getByRole("dialog", { name: "Menú" }).isVisible())) await page.keyboard.press("Escape");
  return result;
}

/**
 * Signs in as the admin for a test about something else: the session from the call the login form makes,
 * then the dashboard opened. Going through the form in every test cost ~2 s each; the form itself is
 * walked by signInThroughForm (auth.spec.ts).
 */
export async function signIn(page: Page): Promise<void> {
  const response = await page.request.post("/api/auth", { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The login form filled and sent, then the session check that landing on /dashboard starts waited out: the
 * specification sets the status to 'checking' there, so the shell gives way to 'Verificando sesión...' and
 * mounts again once GET /api/auth/me answers. A tap before that (the phone's menu, opened as the shell still
 * showed) was lost with the shell it opened: 'Caja' was then never found in the drawer (cash-sessions.spec.ts).
 */
export async function submitLoginForm(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto("/auth/login");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  const sessionCheck = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/auth/me" && response.request().method() === "GET",
  );
  await page.getByRole("button", { name: "Ingresar" }).click();
  await sessionCheck;
  await expect(page.getByText("Verificando sesión...")).toBeHidden();
}

/** Signs in as staff do: the login form, then the dashboard it leads to. */
export async function signInThroughForm(page: Page): Promise<void> {
  await submitLoginForm(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Something that let the window itself scroll, seen on the screen at `url`. */
type WindowScroll = { url: string; kind: "tall" | "scrolled"; problem: string };

/**
 * Runs in the page: the shell owns every scrollbar, so the window must never scroll. After every DOM change
 * (a navigation, data arriving, a modal) the next frame measures the document and tries to scroll it, so a
 * screen that only overflows once its data has loaded is caught as well as one that overflows at once.
 */
function guardWindowScroll(): void {
  const describe = (kind: WindowScroll["kind"], problem: string): WindowScroll => {
    const bottom = document.scrollingElement?.scrollHeight ?? 0;
    // The elements reaching the bottom of the document, below the window, stretch it; the last in document
    // order are the innermost, the likeliest cause.
    const culprits = Array.from(document.querySelectorAll("body *"))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.bottom + window.scrollY >= bottom - 1 && rect.top + window.scrollY > window.innerHeight;
      })
      .slice(-3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`);
    const where = culprits.length ? `; reaching the bottom: ${culprits.join(", ")}` : "";
    return { url: location.pathname, kind, problem: `${problem}${where}` };
  };
  const check = (): WindowScroll[] => {
    const root = document.scrollingElement;
    if (!root) return [];
    const found: WindowScroll[] = [];
    if (root.scrollHeight > window.innerHeight + 1) {
      found.push(describe("tall", `document ${root.scrollHeight}px tall in a ${window.innerHeight}px window`));
    }
    window.scrollBy(0, 10_000);
    if (window.scrollY !== 0) {
      found.push(describe("scrolled", `window.scrollBy(0, 10000) scrolled the window to ${window.scrollY}px`));
      window.scrollTo(0, 0);
    }
    return found;
  };
  const scope = window as unknown as {
    __reportWindowScroll?: (found: WindowScroll) => Promise<void>;
    __checkWindowScroll: () => WindowScroll[];
  };
  let scheduled = false;
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      for (const found of check()) void scope.__reportWindowScroll?.(found);
    });
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  scope.__checkWindowScroll = check;
}

type WindowScrollWatch = { found: WindowScroll[]; contexts: BrowserContext[] };
/** The running test's watch (a worker runs one test at a time). */
let watching: WindowScrollWatch | null = null;

function record(watch: WindowScrollWatch, found: WindowScroll): void {
  // The first report per screen and kind of problem is enough to find it.
  if (!watch.found.some((seen) => seen.url === found.url && seen.kind === found.kind)) watch.found.push(found);
}

/**
 * Checks every screen any page of `context` visits during the running test (see guardWindowScroll). The
 * test's own context is watched already; call it for any other context a test opens.
 */
export async function watchWindowScroll(context: BrowserContext): Promise<void> {
  const watch = watching;
  if (!watch) return;
  watch.contexts.push(context);
  await context.exposeBinding("__reportWindowScroll", (_source, found: WindowScroll) => record(watch, found));
  await context.addInitScript(guardWindowScroll);
}

export const test = base.extend<{ windowScroll: undefined }>({
  // Automatic: every spec fails when a screen it visited let the window scroll (wheel-scrolling such a
  // screen moves the whole shell off the window and leaves it blank).
  windowScroll: [
    async ({ context }, use) => {
      const watch: WindowScrollWatch = { found: [], contexts: [] };
      watching = watch;
      await watchWindowScroll(context);
      await use(undefined);
      // The last screen of each page, in case nothing changed on it after its final render.
      for (const page of watch.contexts.flatMap((watched) => watched.pages())) {
        const last = await page
          .evaluate(() => (window as unknown as { __checkWindowScroll?: () => unknown }).__checkWindowScroll?.() ?? [])
          .catch(() => []);
        for (const found of last as WindowScroll[]) record(watch, found);
      }
      watching = null;
      const list = watch.found.map((found) => `${found.url} (${found.problem})`).join("\n");
      expect(watch.found, `the window scrolled on:\n${list}`).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
