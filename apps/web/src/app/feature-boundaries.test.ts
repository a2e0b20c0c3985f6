import { describe, expect, it } from "vitest";

// Every source file under features/, as text.
const sources = import.meta.glob<string>("../features/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The one feature others may import: the screens and calls clients and employees share (server: modules/people). */
const SHARED_FEATURES = new Set(["people"]);

const featureOf = (path: string) => /features\/([^/]+)\//.exec(path)?.[1];

/** Where a relative import of `file` lands, as a path from src/. */
function resolve(file: string, specifier: string): string {
  const parts = file
    .replace(/^\.\.\//, "")
    .split("/")
    .slice(0, -1);
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== ".") parts.push(segment);
  }
  return parts.join("/");
}

describe("feature boundaries", () => {
  it("reads the features", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it("tells which feature an import lands in", () => {
    expect(featureOf(`${resolve("../features/sales/pages/sale-page.tsx", "../../withdrawals/api/get-stock")}/`)).toBe(
      "withdrawals",
    );
    expect(
      featureOf(`${resolve("../features/sales/pages/sale-page.tsx", "../../../lib/api-client")}/`),
    ).toBeUndefined();
  });

  it("no feature imports another one, except the shared people feature", () => {
    const offenders = Object.entries(sources).flatMap(([file, text]) => {
      const own = featureOf(file);
      return [...text.matchAll(/from "(\.[^"]+)"/g)]
        .map(([, specifier]) => ({ specifier: specifier!, target: featureOf(`${resolve(file, specifier!)}/`) }))
        .filter(({ target }) => target !== undefined && target !== own && !SHARED_FEATURES.has(target))
        .map(({ specifier }) => `${file} imports ${specifier}`);
    });
    expect(offenders).toEqual([]);
  });

  it("keeps a call two features need once, in lib/: no two feature files say the same", () => {
    // Compared without comments and blank lines: two copies differing only in a comment are still copies.
    const code = (text: string) =>
      text
        .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "")
        .replace(/\s+/g, " ")
        .trim();
    const byCode = new Map<string, string[]>();
    for (const [file, text] of Object.entries(sources)) {
      byCode.set(code(text), [...(byCode.get(code(text)) ?? []), file]);
    }
    const copies = [...byCode.values()].filter((files) => files.length > 1).map((files) => files.join(" = "));
    expect(copies).toEqual([]);
  });
});
