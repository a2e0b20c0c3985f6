import { describe, expect, it } from "vitest";
import { QUERY_KEY_ROOTS, rootsOf } from "./query-key-roots";

// Every source file of the app and its tests, as text.
const sources = import.meta.glob<string>(
  ["../**/*.{ts,tsx}", "!./query-keys.ts", "!./query-key-roots.ts", "!./query-keys.test.ts"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An array literal (not an indexed type) that starts with a key's first segment: `["products"`, `['withdrawals', …`. */
const literalKey = new RegExp(`(?<![\\w\\])])\\[\\s*["'\`](${QUERY_KEY_ROOTS.map(escapeRegExp).join("|")})["'\`]`);
/** A query key written in place: `queryKey: [`, `invalidates: [`, `setQueryData([`… */
const inlineKey =
  /\b(queryKey|invalidates)\s*:\s*\[|\b(setQueryData|getQueryData|invalidateQueries|refetchQueries)\(\s*\[/;

describe("query keys", () => {
  it("reads the app's sources", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it("are written only in lib/query-keys.ts, so no screen can invalidate another's cache by a string", () => {
    const offenders = Object.entries(sources)
      .flatMap(([path, text]) =>
        text.split("\n").map((line, index) => ({ where: `${path}:${index + 1}`, line: line.trim() })),
      )
      .filter(({ line }) => literalKey.test(line) || inlineKey.test(line))
      .map(({ where, line }) => `${where}  ${line}`);
    expect(offenders).toEqual([]);
  });

  it("recognises a key written in place", () => {
    expect(literalKey.test('const stale = ["withdrawals"] as const;')).toBe(true);
    expect(inlineKey.test("useQuery({ queryKey: [resource, page] })")).toBe(true);
    expect(inlineKey.test("queryClient.invalidateQueries([`x`])")).toBe(true);
    expect(literalKey.test('type Row = InventoryProduct["warehouses"];')).toBe(false);
  });

  it("have distinct roots: no two factories share one", () => {
    expect(new Set(QUERY_KEY_ROOTS).size).toBe(QUERY_KEY_ROOTS.length);
  });

  it("takes the roots from every factory, those of keys rooted in an argument included", () => {
    // The roots the factories had when the list was kept by hand: none may go missing from the derived one.
    for (const root of ["clients", "employees", "products", "product-detail", "product-names", "me", "reports"]) {
      expect(QUERY_KEY_ROOTS).toContain(root);
    }
    expect(rootsOf("stockKeys", { all: ["stock"], page: (page: number) => ["stock-pages", page] })).toEqual([
      "stock",
      "stock-pages",
    ]);
    expect(rootsOf("ownerKeys", { all: (owner: string) => [owner], roots: ["a", "b"] })).toEqual(["a", "b"]);
    expect(() => rootsOf("ownerKeys", { all: (owner: string) => [owner] })).toThrow(/ownerKeys: .*`roots`/);
    // A predicate builds no key.
    expect(rootsOf("detailKeys", { is: (key: readonly unknown[]) => key[0] === "x" })).toEqual([]);
  });
});
