import fc from "fast-check";
import { bodyArb } from "./fuzz-bodies";
import { EXTRA_QUERY, headerValue, nastyUrlPiece } from "./fuzz-hostile-values";
import { encodedValid, type Fixtures, type FuzzContext, realValues } from "./fuzz-schema-values";
import type { DocumentedRoute, Parameter } from "./openapi-routes";

/**
 * Whole requests for the route fuzzer: path, query and headers built here, bodies in fuzz-bodies.ts,
 * values from fuzz-schema-values.ts (valid) and fuzz-hostile-values.ts (hostile).
 */

export type { Fixtures };

export type FuzzRequest = {
  /** Which generator made it, for the report. */
  kind: string;
  /** The route's own, or HEAD for a GET route now and then (Fastify answers it from the GET handler). */
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

function pathArb(route: DocumentedRoute, context: FuzzContext): fc.Arbitrary<{ path: string; label: string }> {
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

function queryArb(params: Parameter[], context: FuzzContext): fc.Arbitrary<{ query: string; label: string }> {
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
