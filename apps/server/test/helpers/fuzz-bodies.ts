import fc from "fast-check";
import { nastyValue, PROTOTYPE_KEYS, RAW_BODIES, toJson, WRONG_TYPES } from "./fuzz-hostile-values";
import { type FuzzContext, validValue } from "./fuzz-schema-values";
import type { DocumentedRoute } from "./openapi-routes";

/** Request bodies for the route fuzzer: valid ones, valid ones with one field broken, raw text, multipart. */

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

/** A body for the route: mostly its schema's, mutated or not; hostile JSON, raw text and multipart otherwise. */
export function bodyArb(route: DocumentedRoute, context: FuzzContext): fc.Arbitrary<Body> {
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
