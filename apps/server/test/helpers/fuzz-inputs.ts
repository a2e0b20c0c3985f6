import fc from "fast-check";
import type { DocumentedRoute, JsonSchema, Parameter } from "./openapi-routes";

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

/** Real rows made before the walk, so generated requests get past "not found" into the business rules. */
export type Fixtures = {
  /** Ids of real rows by the route's resource segment (`product`, `warehouse`, `clients`, `roles`…). */
  ids: Record<string, string[]>;
  /**
   * Real values for fields of that name wherever they appear (`product_id`, `permissions[]`…), or in one
   * resource's routes only (`auth.email`).
   */
  fields: Record<string, string[]>;
};

export type FuzzRequest = {
  /** Which generator made it, for the report. */
  kind: string;
  /** The route's own, or HEAD for a GET route now and then (Fastify answers it from the GET handler). */
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

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

const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "unknown_field"];

const plainChar = fc.constantFrom(..."abcdefghijkmnopqrstuvwxyzABCDEFXYZ0123456789");
const spanishChar = fc.constantFrom(..."abcdefghijkmnopqrstuvwxyz0123456789 áéíóúñÑ-_.");
const word = (min: number, max: number) => fc.string({ unit: plainChar, minLength: min, maxLength: max });

type Context = { route: DocumentedRoute; fixtures: Fixtures };

function realValues(name: string, { route, fixtures }: Context): string[] | undefined {
  const bare = name.replace(/^path:/, "");
  // `id`, `ids` and a path's `identification` name rows of the route's own resource.
  if (bare === "id" || bare === "ids[]" || name === "path:identification") return fixtures.ids[route.resource];
  return fixtures.fields[`${route.resource}.${bare}`] ?? fixtures.fields[bare];
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

function integerArb(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  return fc.oneof(
    // Small values mostly, so stock and money rules pass; the bounds themselves now and then.
    { weight: 6, arbitrary: fc.integer({ min, max: Math.min(max, min + 5) }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
    { weight: 1, arbitrary: fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number) },
  );
}

function numberArb(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 100_000 }).map((cents) => Math.min(max, min + cents / 100)) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
    {
      weight: 1,
      arbitrary: fc
        .bigInt({ min: BigInt(Math.ceil(min * 100)), max: BigInt(Math.floor(max * 100)) })
        .map((c) => Number(c) / 100),
    },
  );
}

function stringArb(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const min = Math.max(schema.minLength ?? 0, 1);
  const max = Math.max(min, schema.maxLength ?? 40);
  if (name.includes("email") || schema.pattern?.includes("@")) {
    return fc
      .tuple(word(1, 12), word(1, 8))
      .map(([user, host]) => `${user.replace(/\W/g, "u")}@${host.replace(/\W/g, "h")}.co`);
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (/date|birthday/.test(name)) {
    // Birthdays in the past, other dates (expirations) in the future: what the forms would send.
    const years = name.includes("birth") ? { min: 1950, max: 2005 } : { min: 2030, max: 2045 };
    return fc
      .record({
        y: fc.integer(years),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ y, m, d }) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
  }
  return fc.oneof(
    { weight: 6, arbitrary: word(min, Math.min(max, 30)) },
    { weight: 2, arbitrary: fc.string({ unit: spanishChar, minLength: min, maxLength: Math.min(max, 30) }) },
    // Exactly the longest accepted value, with a non-ASCII character to count in the right unit.
    { weight: 1, arbitrary: fc.constant(`ñ${"a".repeat(max - 1)}`) },
  );
}

/** Values the route's schema accepts, with real ids where a field names a row. */
export function validValue(schema: JsonSchema, name: string, context: Context): fc.Arbitrary<unknown> {
  const real = realValues(name, context);
  const generated = fromSchema(schema, name, context);
  // Mostly the real row, so the request gets past "not found"; now and then any value the schema allows.
  const base = real?.length
    ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: generated })
    : generated;
  return schema.nullable ? fc.option(base, { nil: null, freq: 4 }) : base;
}

function fromSchema(schema: JsonSchema, name: string, context: Context): fc.Arbitrary<unknown> {
  let base: fc.Arbitrary<unknown>;
  if (schema.enum?.length) base = fc.constantFrom(...schema.enum);
  else if (schema.anyOf?.length || schema.oneOf?.length) {
    base = fc.oneof(...(schema.anyOf ?? schema.oneOf ?? []).map((s) => validValue(s, name, context)));
  } else {
    switch (typeOf(schema)) {
      case "object": {
        const properties = schema.properties ?? {};
        const model = Object.fromEntries(
          Object.entries(properties).map(([key, sub]) => [key, validValue(sub, key, context)]),
        );
        base = fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
        break;
      }
      case "array": {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.min(schema.maxItems ?? 3, minLength + 3);
        const item = validValue(schema.items ?? {}, `${name}[]`, context);
        // Now and then as many items as the schema allows: the largest statement a request can cause.
        const full = Math.min(schema.maxItems ?? 500, 500);
        base = fc.oneof(
          { weight: 6, arbitrary: fc.array(item, { minLength, maxLength }) },
          { weight: 1, arbitrary: fc.array(item, { minLength: full, maxLength: full }) },
        );
        break;
      }
      case "integer":
        base = integerArb(schema);
        break;
      case "number":
        base = numberArb(schema);
        break;
      case "boolean":
        base = fc.boolean();
        break;
      case "string":
        base = stringArb(schema, name);
        break;
      default:
        base = fc.constant(null);
    }
  }
  return base;
}

type Path = Array<string | number>;

function pathsOf(value: unknown, at: Path = []): Path[] {
  const paths: Path[] = [at];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) paths.push(...pathsOf(item, [...at, i]));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...at, key]));
  }
  return paths;
}

function setOwn(target: object, key: string | number, value: unknown): void {
  // defineProperty, so `__proto__` becomes an own key that reaches the JSON text, not the prototype.
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

type Mutation = { op: "replace" | "delete" | "extra"; pick: number; value: unknown; key: string };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom("replace", "replace", "delete", "extra"),
  pick: fc.nat(),
  value: nastyValue,
  key: fc.constantFrom(...PROTOTYPE_KEYS),
});

/** The valid value with one field replaced by a nasty one, removed, or joined by an unexpected key. */
function mutate(valid: unknown, { op, pick, value, key }: Mutation): { value: unknown; label: string } {
  const copy = structuredClone(valid);
  const paths = pathsOf(copy);
  const inner = paths.filter((p) => p.length > 0);
  if (op === "extra" || inner.length === 0) {
    const containers = paths.filter((p) => {
      const target = p.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], copy);
      return target !== null && typeof target === "object" && !Array.isArray(target);
    });
    if (containers.length === 0) return { value, label: "replace <body>" };
    const at = containers[pick % containers.length] as Path;
    setOwn(at.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], copy) as object, key, value);
    return { value: copy, label: `extra ${[...at, key].join(".")}` };
  }
  const at = inner[pick % inner.length] as Path;
  const parent = at.slice(0, -1).reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], copy) as
    | Record<string, unknown>
    | unknown[];
  const last = at[at.length - 1] as string | number;
  if (op === "delete") {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last as string];
  } else setOwn(parent, last, value);
  return { value: copy, label: `${op} ${at.join(".")}` };
}

const JSON_TYPE = "application/json";
const WRONG_TYPES = [
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
const RAW_BODIES = [
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

type Body = { kind: string; payload?: string | Buffer; contentType?: string };

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

/** multipart/form-data bodies: a well-formed image, and the ways clients get the format wrong. */
const multipartBodies: fc.Arbitrary<Body> = fc
  .record({
    variant: fc.constantFrom(
      "image",
      "text-file",
      "no-boundary",
      "no-closing",
      "truncated",
      "empty",
      "two-files",
      "field-only",
    ),
    field: fc.constantFrom("image", "file", "__proto__"),
  })
  .map(({ variant, field }) => {
    const boundary = "----fuzzboundary";
    const part = (name: string, bytes: Buffer, type = "image/png") =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from("\r\n"),
      ]);
    const close = Buffer.from(`--${boundary}--\r\n`);
    const withBoundary = `multipart/form-data; boundary=${boundary}`;
    const whole = Buffer.concat([part(field, PNG), close]);
    switch (variant) {
      case "image":
        return { kind: "multipart image", payload: whole, contentType: withBoundary };
      case "text-file":
        return {
          kind: "multipart text",
          payload: Buffer.concat([part(field, Buffer.from("hola"), "text/plain"), close]),
          contentType: withBoundary,
        };
      case "no-boundary":
        return { kind: "multipart no boundary", payload: whole, contentType: "multipart/form-data" };
      case "no-closing":
        return { kind: "multipart unclosed", payload: part(field, PNG), contentType: withBoundary };
      case "truncated":
        return { kind: "multipart truncated", payload: whole.subarray(0, 60), contentType: withBoundary };
      case "empty":
        return { kind: "multipart empty", payload: Buffer.alloc(0), contentType: withBoundary };
      case "two-files":
        return {
          kind: "multipart two files",
          payload: Buffer.concat([part(field, PNG), part(field, PNG), close]),
          contentType: withBoundary,
        };
      default:
        return {
          kind: "multipart field only",
          payload: Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nvalor\r\n--${boundary}--\r\n`,
          ),
          contentType: withBoundary,
        };
    }
  });

function bodyArb(route: DocumentedRoute, context: Context): fc.Arbitrary<Body> {
  const nastyJson = nastyValue.map((v) => ({ kind: "nasty body", payload: toJson(v), contentType: JSON_TYPE }));
  const raw = fc
    .record({ text: fc.constantFrom(...RAW_BODIES), type: fc.constantFrom(JSON_TYPE, ...WRONG_TYPES) })
    .map(({ text, type }) => ({ kind: `raw body as ${type}`, payload: text, contentType: type }));
  if (!route.body) {
    const none = fc.constant<Body>({ kind: "no body" });
    if (route.method === "GET" || route.method === "DELETE") {
      return fc.oneof(
        { weight: 8, arbitrary: none },
        { weight: 1, arbitrary: nastyJson },
        { weight: 1, arbitrary: raw },
      );
    }
    return fc.oneof(
      { weight: 3, arbitrary: none },
      { weight: 1, arbitrary: nastyJson },
      { weight: 1, arbitrary: raw },
      { weight: 3, arbitrary: multipartBodies },
    );
  }
  const valid = validValue(route.body, "body", context);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(valid, mutation).map(([v, m]) => {
        const { value, label } = mutate(v, m);
        return { kind: `valid with ${label}`, payload: toJson(value), contentType: JSON_TYPE };
      }),
    },
    { weight: 2, arbitrary: valid.map((v) => ({ kind: "valid", payload: toJson(v), contentType: JSON_TYPE })) },
    { weight: 1, arbitrary: nastyJson },
    { weight: 1, arbitrary: raw },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...WRONG_TYPES))
        .map(([v, type]) => ({ kind: `valid as ${type}`, payload: toJson(v), contentType: type })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: "missing body" }) },
    { weight: 1, arbitrary: multipartBodies },
  );
}

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

const nastyUrlPiece: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_URL_PIECES) },
  // encodeURIComponent refuses lone surrogates; those are among the constants already.
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }).map(encodeURIComponent) },
);

function encodedValid(schema: JsonSchema, name: string, context: Context): fc.Arbitrary<string> {
  return validValue(schema, name, context).map((v) => encodeURIComponent(String(v)));
}

function pathArb(route: DocumentedRoute, context: Context): fc.Arbitrary<{ path: string; label: string }> {
  if (route.pathParams.length === 0) return fc.constant({ path: route.path, label: "" });
  const pieces = route.pathParams.map((param) => {
    const valid = encodedValid(param.schema, `path:${param.name}`, context);
    const real = realValues(`path:${param.name}`, context);
    return fc.oneof(
      { weight: 6, arbitrary: valid.map((v) => ({ v, label: real ? "" : `random ${param.name}` })) },
      {
        weight: 1,
        arbitrary: encodedValid({ ...param.schema }, "", context).map((v) => ({ v, label: `random ${param.name}` })),
      },
      { weight: 2, arbitrary: nastyUrlPiece.map((v) => ({ v, label: `nasty ${param.name}` })) },
      // A real id with something after it: must not reach the row.
      {
        weight: 1,
        arbitrary: fc
          .tuple(valid, fc.constantFrom("%00", "/..", "%2F..", "'", " "))
          .map(([v, s]) => ({ v: v + s, label: `suffixed ${param.name}` })),
      },
    );
  });
  return fc.tuple(...pieces).map((values) => {
    let path = route.path;
    route.pathParams.forEach((param, i) => {
      path = path.replace(`{${param.name}}`, values[i]?.v ?? "");
    });
    return {
      path,
      label: values
        .map((v) => v.label)
        .filter(Boolean)
        .join(", "),
    };
  });
}

const EXTRA_QUERY = [
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

function queryArb(params: Parameter[], context: Context): fc.Arbitrary<{ query: string; label: string }> {
  const valid =
    params.length === 0
      ? fc.constant<Array<[string, string]>>([])
      : fc
          .tuple(
            ...params.map((p) => {
              const value = encodedValid(p.schema, p.name, context);
              return p.required ? value : fc.option(value, { nil: undefined, freq: 3 });
            }),
          )
          .map((values) =>
            values.flatMap((v, i) => (v === undefined ? [] : [[(params[i] as Parameter).name, v] as [string, string]])),
          );
  const join = (pairs: Array<[string, string]>) => pairs.map(([k, v]) => `${k}=${v}`).join("&");
  return fc.oneof(
    { weight: 5, arbitrary: valid.map((pairs) => ({ query: join(pairs), label: "" })) },
    ...(params.length
      ? [
          {
            weight: 3,
            arbitrary: fc.tuple(valid, fc.nat(), nastyUrlPiece).map(([pairs, pick, nasty]) => {
              const name = (params[pick % params.length] as Parameter).name;
              const rest = pairs.filter(([k]) => k !== name);
              return { query: join([...rest, [name, nasty]]), label: `nasty query ${name}` };
            }),
          },
        ]
      : []),
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...EXTRA_QUERY))
        .map(([pairs, extra]) => ({ query: [join(pairs), extra].filter(Boolean).join("&"), label: `query ${extra}` })),
    },
  );
}

const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 300 }),
  fc.constant("x".repeat(10_000)),
);

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: headerValue.map((v) => ({ "idempotency-key": v })) },
  // A few well-formed keys reused across requests and routes: replays, and the same key with another body.
  { weight: 1, arbitrary: fc.constantFrom("fuzz-key-0001", "fuzz-key-0002").map((v) => ({ "idempotency-key": v })) },
  { weight: 1, arbitrary: headerValue.map((v) => ({ "x-request-id": v })) },
);

/** One request to the route: path, query, headers and body, each valid, real or hostile. */
export function requestArbitrary(route: DocumentedRoute, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  const context = { route, fixtures };
  return fc
    .record({
      path: pathArb(route, context),
      query: queryArb(route.query, context),
      body: bodyArb(route, context),
      headers: extraHeaders,
      head:
        route.method === "GET"
          ? fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) })
          : fc.constant(false),
    })
    .map(({ path, query, body, headers, head }) => {
      const all = { ...headers, ...(body.contentType !== undefined ? { "content-type": body.contentType } : {}) };
      return {
        kind: [body.kind, path.label, query.label, ...Object.keys(headers), head ? "HEAD" : ""]
          .filter(Boolean)
          .join("; "),
        method: head ? "HEAD" : route.method,
        url: query.query ? `${path.path}?${query.query}` : path.path,
        headers: all,
        payload: body.payload,
      };
    });
}
