import { apiErrorSchema } from "@inventario/shared/errors";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createStockedProduct, multipartBody } from "./helpers/catalog";
import { fingerprintedTables } from "./helpers/fingerprint";
import { type Fixtures, type FuzzRequest, requestArbitrary } from "./helpers/fuzz-inputs";
import { type DocumentedRoute, documentedRoutes } from "./helpers/openapi-routes";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from "./helpers/test-app";
import { testDbKind } from "./helpers/test-database";
import { installWriteJournal } from "./helpers/write-journal";

/**
 * Walks every route of the OpenAPI document as a signed-in admin with generated hostile and
 * valid-ish requests: no answer may be a 5xx, a refused write (4xx) must write no row of any table
 * (a trigger journal watches them all: helpers/write-journal.ts), and every 4xx must be in the API's
 * error shape. Reproduce a run with FUZZ_SEED=<seed>;
 * FUZZ_RUNS sets the requests per route; FUZZ_VERBOSE=1 prints each route's statuses.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SESSION_COOKIE = "inventario_session";

let t: TestApp;
let cookie: string;
let fixtures: Fixtures;
/** The error behind each 5xx, by request id, so the report names the cause and not only "INTERNAL". */
const serverErrors = new Map<string, Error>();

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.addHook("onError", async (request, _reply, error) => {
      serverErrors.set(request.id, error);
    });
  });
  cookie = await signIn(t.app);
  fixtures = await createFixtures(t.app, cookie);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** One row of each kind, so generated requests can name real rows and reach the business rules. */
async function createFixtures(app: FastifyInstance, cookie: string): Promise<Fixtures> {
  const call = async (method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: { cookie }, payload });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const { productId, warehouseId } = await createStockedProduct(app, cookie, { quantity: 1_000_000 });
  const role = await call("POST", "/api/roles", { rol_name: "fuzz-rol" });
  const person = { name: "Fuzz", last_name: "Prueba", birthday: "1990-01-01", phone_number: "3001234567" };
  await call("POST", "/api/clients", { ...person, identification: "1000000001", email: "cliente@fuzz.co" });
  await call("POST", "/api/employees", { ...person, identification: "2000000002", email: "empleado@fuzz.co" });
  await call("PUT", "/api/employees/2000000002/access", { role: "fuzz-rol", password: "clave-fuzz-123" });
  const sale = await call("POST", "/api/sale", {
    client_id: "1000000001",
    type: "RETAIL",
    currency: "COP",
    items: [{ product_id: productId, quantity: 1, unit_price: 1000 }],
  });
  const withdrawal = await call("GET", `/api/withdrawals/${sale.withdrawal_id}`);
  const image = multipartBody("image", "a.png", "image/png", Buffer.from("89504e470d0a1a0a0000", "hex"));
  await app.inject({
    method: "POST",
    url: `/api/product/${productId}/image`,
    ...image,
    headers: { ...image.headers, cookie },
  });
  const permissions: Array<{ name: string }> = await call("GET", "/api/auth/me/permissions");
  return {
    ids: {
      product: [productId],
      warehouse: [warehouseId],
      roles: [role.id],
      clients: ["1000000001"],
      employees: ["2000000002"],
      sale: [sale.id],
      withdrawals: [withdrawal.id],
    },
    fields: {
      product_id: [productId],
      productId: [productId],
      "product_ids[]": [productId],
      warehouse_id: [warehouseId],
      client_id: ["1000000001"],
      withdrawal_item_id: withdrawal.items.map((item: { id: string }) => item.id),
      role: ["fuzz-rol"],
      "auth.email": [ADMIN_EMAIL],
      "auth.password": [ADMIN_PASSWORD],
      // The fixture lot's own, so restock and withdraw reach the stock rules.
      unit: ["UD"],
      lot_number: ["L1"],
      "permissions[]": permissions.map((p) => p.name),
    },
  };
}

/**
 * The walk: every route but the deactivations, then the reads once more (what the writes stored, at
 * the schemas' limits, must still be readable by every list and detail), then the deactivations, so
 * the rows they soft-delete serve every other route first, then the reactivations.
 */
function walkPlan(routes: DocumentedRoute[]): Array<{ route: DocumentedRoute; runs: number }> {
  const rank = (r: DocumentedRoute) => (r.method === "DELETE" ? 2 : r.method === "PATCH" ? 3 : 0);
  const plan = routes.map((route) => ({ route, runs: RUNS, rank: rank(route) }));
  for (const route of routes) {
    if (route.method === "GET") plan.push({ route, runs: Math.ceil(RUNS / 4), rank: 1 });
  }
  return plan.sort((a, b) => a.rank - b.rank);
}

type Finding = { problem: string; count: number; example: string };

it("no route answers 5xx, and no refused write changes anything", async () => {
  const started = Date.now();
  const db = t.app.db as unknown as Kysely<unknown>;
  // The fingerprint's tables (every table but the few a refused request may write by design).
  const journal = await installWriteJournal(db, testDbKind, await fingerprintedTables(db));
  const routes = documentedRoutes(t.app.swagger());
  const findings = new Map<string, Finding>();
  const statuses = new Map<number, number>();
  const walked = new Set<string>();
  const byRoute = new Map<string, Map<number, number>>();
  const validRefusals = new Map<string, string>();
  let requests = 0;
  let serverFailures = 0;
  let signIns = 0;
  /** Accepted creations the journal saw: a journal blind to writes would pass every check. */
  let acceptedChanges = 0;

  const record = (route: DocumentedRoute, problem: string, request: FuzzRequest, detail: string) => {
    const key = `${route.method} ${route.path} | ${problem}`;
    const found = findings.get(key);
    if (found) found.count += 1;
    else {
      const body = request.payload === undefined ? "" : String(request.payload).slice(0, 300);
      const example = `${request.kind}\n    ${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)} ${body}\n    -> ${detail.slice(0, 400)}`;
      findings.set(key, { problem: key, count: 1, example });
    }
  };

  const send = async (route: DocumentedRoute, request: FuzzRequest) => {
    const isWrite = request.method !== "GET" && request.method !== "HEAD";
    const before = isWrite ? await journal.mark() : undefined;
    const response = await t.app.inject({
      method: request.method as "GET",
      url: request.url,
      headers: { ...request.headers, cookie },
      payload: request.payload,
    });
    requests += 1;
    walked.add(`${route.method} ${route.path}`);
    const status = response.statusCode;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status >= 400 && request.kind === "valid" && !validRefusals.has(`${route.method} ${route.path}`)) {
      validRefusals.set(`${route.method} ${route.path}`, `${status} ${response.body.slice(0, 200)}`);
    }
    const routeStatuses = byRoute.get(`${route.method} ${route.path}`) ?? new Map<number, number>();
    routeStatuses.set(status, (routeStatuses.get(status) ?? 0) + 1);
    byRoute.set(`${route.method} ${route.path}`, routeStatuses);
    if (status >= 500) {
      serverFailures += 1;
      const error = serverErrors.get(String(response.headers["x-request-id"]));
      const cause = error ? `${error.name}: ${error.message}`.split("\n")[0] : response.body;
      record(route, `${status} ${cause?.replace(/\d+/g, "N").slice(0, 120)}`, request, response.body);
    } else if (status >= 400 && before !== undefined) {
      const written = await journal.writtenSince(before);
      if (written.length)
        record(route, `refused write (${status}) wrote ${written.join(", ")}`, request, response.body);
    } else if (status < 300 && before !== undefined && route.method === "POST") {
      if ((await journal.writtenSince(before)).length) acceptedChanges += 1;
    }
    // A HEAD answer has no body to check.
    if (status >= 400 && request.method !== "HEAD" && !hasErrorShape(response.body)) {
      record(route, `${status} without { message, code } of the API`, request, response.body);
    }
    if (response.cookies.some((c) => c.name === SESSION_COOKIE)) {
      // Sign-out (or a fresh sign-in) replaced the cookie: carry on with a session of our own.
      cookie = await signIn(t.app);
      signIns += 1;
    } else if (status === 401) {
      const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
      if (me.statusCode === 401) {
        record(route, "ended the admin's session", request, response.body);
        cookie = await signIn(t.app);
        signIns += 1;
      }
    }
  };

  for (const [index, { route, runs }] of walkPlan(routes).entries()) {
    // A seed per step: what one route is sent does not depend on how many requests the others took.
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route, fixtures), (request) => send(route, request)),
      { seed: SEED + index, numRuns: runs, endOnFailure: true },
    );
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const histogram = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}:${n}`)
    .join(" ");
  console.log(
    `fuzz[${testDbKind}] seed ${SEED}, ${RUNS} runs per route: ${walked.size}/${routes.length} routes, ` +
      `${requests} requests in ${seconds}s, ${serverFailures} answered 5xx, ${signIns} re-sign-ins; statuses ${histogram}`,
  );
  if (process.env.FUZZ_VERBOSE) {
    // How deep each route got: a route that never answers 2xx is not being tested past its validation.
    for (const [route, counts] of byRoute) {
      const refusal = validRefusals.get(route);
      console.log(`  ${route}: ${histogramOf(counts)}${refusal ? `; a valid body got ${refusal}` : ""}`);
    }
  }
  const report = [...findings.values()]
    .sort((a, b) => a.problem.localeCompare(b.problem))
    .map((f) => `${f.problem} (x${f.count})\n  e.g. ${f.example}`);

  expect(walked.size, "every documented route was walked").toBe(routes.length);
  expect(acceptedChanges, "the write journal sees accepted writes").toBeGreaterThan(0);
  // A route left out of the document would also be left out of the walk.
  expect(routes.length, "every /api route is documented").toBe(t.app.apiRoutes.length);
  expect(report, `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} reproduces this run`).toEqual([]);
}, 900_000);

function histogramOf(counts: Map<number, number>): string {
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}:${n}`)
    .join(" ");
}

/** The API's error shape, with one of its stable codes (not a framework's own). */
function hasErrorShape(body: string): boolean {
  try {
    return apiErrorSchema.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}
