import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";
import { type ScreenName, screenNames, screenOf, screens } from "./screen-access";

const SHELL = screens.dashboard.path;

/** Every route of the app that loads a screen's code, by its full path (parameters as written). */
function lazyRoutePaths(children: readonly RouteObject[], parent = ""): string[] {
  return children.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
    const own = route.lazy && (route.index || route.path) ? [path] : [];
    return [...own, ...lazyRoutePaths(route.children ?? [], path)];
  });
}

const shellRoutes = lazyRoutePaths(routes).filter((path) => path === SHELL || path.startsWith(`${SHELL}/`));

/** The screen a route belongs to: the shell's root holds only its own page, not every path under it. */
function ownerOf(path: string): ScreenName | null {
  const concrete = path.replace(/:[^/]+/g, "x");
  const owner = screenOf(concrete);
  return owner && (screens[owner].path !== SHELL || concrete === SHELL) ? owner : null;
}

describe("the screen table and the routes", () => {
  it("finds the shell's routes", () => {
    expect(shellRoutes).toContain("/dashboard");
    expect(shellRoutes).toContain("/dashboard/products/view/:productId");
    expect(shellRoutes.length).toBeGreaterThan(15);
  });

  it("gives every lazy route of the shell a screen (its permission, label and sidebar place)", () => {
    const orphans = shellRoutes
      .filter((path) => ownerOf(path) === null)
      .map(
        (path) =>
          `route ${path} (app/routes.tsx) belongs to no screen: add it to \`screens\` in app/screen-access.ts, with the permission reading it needs, its label, and its sidebar group and icon`,
      );
    expect(orphans).toEqual([]);
  });

  it("gives every screen a route", () => {
    const unrouted = screenNames
      .filter((name) => {
        const { path } = screens[name];
        return !shellRoutes.some((route) => route === path || route.startsWith(`${path}/`));
      })
      .map((name) => `screen ${name} (app/screen-access.ts) has no route: add its page to app/routes.tsx`);
    expect(unrouted).toEqual([]);
  });

  it("tells a route of no screen from one of the shell's root", () => {
    expect(ownerOf("/dashboard")).toBe("dashboard");
    expect(ownerOf("/dashboard/purchases")).toBeNull();
    expect(ownerOf("/dashboard/clients/view/:identification")).toBe("clients");
  });
});
