/** The subset of JSON Schema that fastify-type-provider-zod emits for our routes. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
};

export type Parameter = { name: string; schema: JsonSchema; required: boolean };

export type DocumentedRoute = {
  method: string;
  /** As documented, e.g. `/api/product/{id}`. */
  path: string;
  /** First path segment after /api (`product`, `clients`…): which kind of row its ids name. */
  resource: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body schema, when the route documents one. */
  body?: JsonSchema;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

const METHODS = new Set(["get", "put", "post", "delete", "patch"]);

/** Every operation of the OpenAPI document, so a route added later is walked without touching the tests. */
export function documentedRoutes(document: unknown): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  for (const [path, operations] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const pick = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true }));
      routes.push({
        method: method.toUpperCase(),
        path,
        resource: path.split("/")[2] ?? "",
        pathParams: pick("path"),
        query: pick("query"),
        body: operation.requestBody?.content?.["application/json"]?.schema,
      });
    }
  }
  return routes;
}
