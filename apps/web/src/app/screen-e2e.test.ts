import { describe, expect, it } from "vitest";
import { screenNames, screenOf, screens } from "./screen-access";

// Every file of the end-to-end suite (specs, fixtures and the flows they share), as text; a location
// checked with a regular expression (`toHaveURL(/\/dashboard\/sales/)`) read as the path it matches.
const e2eSources = Object.values(
  import.meta.glob<string>("../../../../e2e/tests/*.ts", { query: "?raw", import: "default", eager: true }),
).map((source) => source.replace(/\\([/?])/g, "$1"));

/**
 * The screens the suite's files name a location of: each `/dashboard…` path they spell (a template's
 * `${…}` read as one segment), with its query, taken to the screen it belongs to as the shell would.
 */
const namedScreens = new Set(
  e2eSources.flatMap((source) =>
    [...source.matchAll(/\/dashboard(?:\/(?:[\w.-]|\$\{[^}]*\})+)*(\?[\w=&-]*)?/g)].map((m) =>
      screenOf(m[0].replace(m[1] ?? "", "").replace(/\$\{[^}]*\}/g, "x"), m[1] ?? ""),
    ),
  ),
);

describe("every screen of the screen table", () => {
  it("is visited by an end-to-end spec, which runs axe on it", () => {
    expect(e2eSources.length).toBeGreaterThan(10);
    const unvisited = screenNames
      .filter((name) => !namedScreens.has(name))
      .map(
        (name) =>
          `screen ${name} (${screens[name].path}): no spec of e2e/tests/ opens it: add one that visits it (docs/EXTENDING.md, "Adding a domain", step 9)`,
      );
    expect(unvisited).toEqual([]);
  });
});
