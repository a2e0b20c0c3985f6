import fc from "fast-check";

/**
 * The hostile side of the route fuzzer: values, bodies, URL pieces and headers that break naive code.
 * Nothing here knows a route; fuzz-bodies.ts and fuzz-inputs.ts mix these into schema-valid requests.
 */

/** JSON text written as is into a body: tokens JSON.stringify cannot produce (NaN, 1e999, __proto__ keys). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify that keeps RawJson as written and own `__proto__` keys as keys. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${toJson((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const HUGE = 100_000;
const hugeString = "x".repeat(HUGE);
const hugeArrays = [Array(HUGE).fill(1), Array(HUGE).fill("a"), Array(HUGE).fill(null)];

/** Values that break naive code: wrong types, limits, control characters, prototype keys. */
const nastyConstants: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 63,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u0007\b\u001b\u007f\u0085",
  "\t\r\n",
  "\u202e\u200b\ufeff",
  "😀",
  "👩‍👩‍👧‍👦".repeat(20),
  "\ud800",
  "NaN",
  "-Infinity",
  "1e308",
  "-1",
  "0x10",
  "null",
  "true",
  "../../../etc/passwd",
  "%00",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "2026-02-30",
  "0000-00-00",
  "1990-01-01T00:00:00Z",
  hugeString,
  "😀".repeat(HUGE / 2),
  "\u0000".repeat(1000),
  [],
  {},
  [null],
  [[[]]],
  new RawJson("NaN"),
  new RawJson("-Infinity"),
  new RawJson("-0"),
  new RawJson("1e999"),
  new RawJson("123456789012345678901234567890"),
  new RawJson('{"__proto__":{"isAdmin":true}}'),
  new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
];

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...nastyConstants) },
  { weight: 1, arbitrary: fc.constantFrom(...hugeArrays) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Keys slipped into a body object next to its fields. */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "unknown_field"];

/** Content-Type headers the JSON routes must refuse or read correctly. */
export const WRONG_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/xml",
  "application/octet-stream",
  "multipart/form-data",
  "application/json; charset=utf-16le",
  "application/json; charset=latin1",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/json, text/plain",
];

const deepArray = `${"[".repeat(HUGE)}${"]".repeat(HUGE)}`;
/** Malformed or hostile JSON texts, sent as they are. */
export const RAW_BODIES = [
  "",
  "{",
  '{"a":',
  "nul",
  "[1,2",
  '{"a":1,}',
  "\ufeff{}",
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  "\u0000",
  "'single'",
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"a":{"__proto__":{"x":1}}}',
  '{"constructor":{"prototype":{"x":1}}}',
  deepArray,
  `${"[".repeat(1000)}{"__proto__":1}${"]".repeat(1000)}`,
  `{"a":"${hugeString}"`,
  "name=x&price=1",
];

/** Already URL-encoded path segments and query values that attack parsing and lookups. */
const NASTY_URL_PIECES = [
  "",
  "..",
  "../..",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f",
  "%00",
  "a%00b",
  "%",
  "%ZZ",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AF",
  encodeURIComponent("😀"),
  "%20",
  "%09%0A%0D",
  "-1",
  "0",
  "1.5",
  "1e308",
  "NaN",
  "Infinity",
  "9007199254740993",
  "null",
  "undefined",
  "true",
  "__proto__",
  "constructor",
  "%27%20OR%201%3D1--",
  "x".repeat(65),
  "x".repeat(HUGE),
  "%00".repeat(1000),
];

export const nastyUrlPiece: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_URL_PIECES) },
  // encodeURIComponent refuses lone surrogates; those are among the constants already.
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }).map(encodeURIComponent) },
);

/** Query pieces appended to a valid query: repeated, bracketed, prototype and malformed parameters. */
export const EXTRA_QUERY = [
  "__proto__=1",
  "__proto__[isAdmin]=true",
  "constructor[prototype][x]=1",
  "page=1&page=2",
  "search[]=a",
  "%ZZ=1",
  "a=%",
  "&&&",
  "=",
  "page",
];

/** Printable header values, up to one far longer than any id. */
export const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 300 }),
  fc.constant("x".repeat(10_000)),
);
