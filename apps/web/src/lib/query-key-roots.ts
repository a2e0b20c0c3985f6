import * as queryKeys from "./query-keys";

/** Passed for every argument of a key function: a key whose root comes back as this is rooted in its argument. */
const PROBE = "\u0000argument";

type Factory = Record<string, unknown> & { roots?: readonly string[] };

/**
 * The first segments of the keys one factory builds: each array member's, and each function member's
 * when called (predicates, which answer no array, have none). A factory whose keys are rooted in an
 * argument lists the values it takes as `roots`.
 */
export function rootsOf(name: string, factory: Factory): string[] {
  const keys = Object.entries(factory)
    .filter(([member]) => member !== "roots")
    .map(([, value]) =>
      typeof value === "function" ? value(...Array.from({ length: value.length }, () => PROBE)) : value,
    )
    .filter((key): key is readonly unknown[] => Array.isArray(key) && typeof key[0] === "string");
  const roots = new Set(keys.map((key) => key[0] as string));
  if (!roots.delete(PROBE)) return [...roots];
  if (!factory.roots) throw new Error(`${name}: a key rooted in its argument needs the values it takes as \`roots\``);
  return [...roots, ...factory.roots];
}

/**
 * The first segment of every key of `lib/query-keys.ts`, read off every factory it exports: the check that
 * no key is written elsewhere (query-keys.test.ts) looks for these, and a new factory needs no list kept.
 * Each factory's roots once; two factories sharing a root would show it twice (the test refuses that).
 */
export const QUERY_KEY_ROOTS: readonly string[] = Object.entries(queryKeys).flatMap(([name, factory]) =>
  rootsOf(name, factory as Factory),
);
