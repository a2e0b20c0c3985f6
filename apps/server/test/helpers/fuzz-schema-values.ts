import fc from "fast-check";
import type { DocumentedRoute, JsonSchema } from "./openapi-routes";

/**
 * The valid side of the route fuzzer: values generated from a route's JSON schema, with the real rows
 * of the fixtures where a field names one, so requests get past validation into the business rules.
 */

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

const plainChar = fc.constantFrom(..."abcdefghijkmnopqrstuvwxyzABCDEFXYZ0123456789");
const spanishChar = fc.constantFrom(..."abcdefghijkmnopqrstuvwxyz0123456789 áéíóúñÑ-_.");
const word = (min: number, max: number) => fc.string({ unit: plainChar, minLength: min, maxLength: max });

/** The route being walked and the real rows its generated values may name. */
export type FuzzContext = { route: DocumentedRoute; fixtures: Fixtures };

/** The fixtures' real values for a field, a path parameter (`path:<name>`) or an array item (`<name>[]`). */
export function realValues(name: string, { route, fixtures }: FuzzContext): string[] | undefined {
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
export function validValue(schema: JsonSchema, name: string, context: FuzzContext): fc.Arbitrary<unknown> {
  const real = realValues(name, context);
  const generated = fromSchema(schema, name, context);
  // Mostly the real row, so the request gets past "not found"; now and then any value the schema allows.
  const base = real?.length
    ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: generated })
    : generated;
  return schema.nullable ? fc.option(base, { nil: null, freq: 4 }) : base;
}

function fromSchema(schema: JsonSchema, name: string, context: FuzzContext): fc.Arbitrary<unknown> {
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

/** A schema-valid value, URL-encoded for a path segment or a query value. */
export function encodedValid(schema: JsonSchema, name: string, context: FuzzContext): fc.Arbitrary<string> {
  return validValue(schema, name, context).map((v) => encodeURIComponent(String(v)));
}
