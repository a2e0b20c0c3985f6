import { createHash } from "node:crypto";
import { messages } from "@inventario/shared/messages";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { Db } from "../../db/connection";
import { AppError } from "../../errors";
import { nowIso, toIso } from "../../lib/time";
import * as repo from "./idempotency.repository";
import { type IdempotentWrite, UNKEYED } from "./idempotent-transaction";

/**
 * The Fastify side of idempotent writes (docs/decisions/0012-idempotent-writes.md). A route opts in
 * with `config: { idempotent: true }`; a request to it that carries an `Idempotency-Key` header gets
 * `request.idempotency`, which the route hands to its service, and the service runs its transaction
 * through `idempotentTransaction` (idempotent-transaction.ts): the key is claimed by the transaction's
 * first statement and the answer stored by its last, so the answer commits with the write or not at
 * all. A retry of a committed request, racing or not, replays the stored answer; a crash between the
 * write and its answer cannot happen because they are one commit.
 */

const IDEMPOTENCY_HEADER = "idempotency-key";
/** Long enough for a UUID or a random token, short and plain enough to store and log as is. */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/** A key answers its retries this long; older rows are ignored, then deleted. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Expired rows are deleted at most this often per process, by the first keyed request due. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route accepts an Idempotency-Key header (its service must use idempotentTransaction). */
    idempotent?: boolean;
    /**
     * The 2xx its write answers, on an idempotent route that also answers another 2xx that writes
     * nothing (an import's dry run, 200, whose handler sets request.idempotency to UNKEYED).
     */
    idempotentStatus?: number;
    /** A request of an idempotent route that writes nothing (an import's dry run): its key is ignored. */
    writesNothing?: (request: FastifyRequest) => boolean;
  }
  interface FastifyRequest {
    /**
     * On a route marked idempotent: the key's write when the request carries one not answered yet, else
     * UNKEYED. Null on every other route, which idempotentTransaction refuses (RouteNotIdempotent).
     */
    idempotency: IdempotentWrite | null;
  }
}

/** The key is held by a committed request: normally replaced by its answer before anyone sees it. */
class KeyAlreadyUsed extends AppError {
  constructor() {
    super(409, "CONFLICT", messages.idempotency.inProgress);
  }
}

const expiryCutoff = () => toIso(new Date(Date.now() - IDEMPOTENCY_TTL_MS));

class KeyedWrite implements IdempotentWrite {
  /** The request's answer is under the key: stored by this request (record) or replayed from its twin. */
  answered = false;

  constructor(
    readonly userId: string,
    readonly key: string,
    readonly fingerprint: string,
    private readonly status: number,
  ) {}

  async claim(trx: Db) {
    const row = { user_id: this.userId, key: this.key, fingerprint: this.fingerprint, created_at: nowIso() };
    if (!(await repo.claimKey(trx, row, expiryCutoff()))) throw new KeyAlreadyUsed();
  }

  async record(trx: Db, body: unknown) {
    await repo.recordAnswer(trx, this.userId, this.key, this.status, JSON.stringify(body ?? null));
    this.answered = true;
  }
}

/** Object keys sorted at every level, so a retry that orders its JSON differently is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
}

/** What "the same request" means: method, route, path parameters and the validated body. */
function fingerprintOf(request: FastifyRequest): string {
  const identity = [request.method, request.routeOptions.url, canonical(request.params), canonical(request.body)];
  return createHash("sha256").update(JSON.stringify(identity)).digest("hex");
}

function replay(request: FastifyRequest, reply: FastifyReply, fingerprint: string, stored: repo.StoredAnswer) {
  if (stored.fingerprint !== fingerprint) {
    throw new AppError(422, "IDEMPOTENCY_MISMATCH", messages.idempotency.mismatch);
  }
  request.log.info({ status: stored.status_code }, "idempotent retry answered with the stored answer");
  return reply.status(stored.status_code).header("idempotent-replayed", "true").send(JSON.parse(stored.response));
}

/** The one 2xx status the route answers with: the status stored and replayed. */
function successStatus(route: RouteOptions): number {
  const statuses = Object.keys((route.schema?.response as object | undefined) ?? {}).filter((s) => /^2\d\d$/.test(s));
  const declared = route.config?.idempotentStatus;
  if (declared !== undefined && statuses.includes(String(declared))) return declared;
  if (statuses.length !== 1) {
    throw new Error(
      `Idempotent route ${route.method} ${route.url} must declare exactly one 2xx response, or name its write's in config.idempotentStatus`,
    );
  }
  return Number(statuses[0]);
}

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest("idempotency", null);
  let lastCleanup = 0;

  async function cleanUpWhenDue(request: FastifyRequest) {
    if (Date.now() - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = Date.now();
    try {
      const deleted = await repo.deleteExpired(db, expiryCutoff());
      if (deleted > 0) request.log.info({ deleted }, "expired idempotency keys deleted");
    } catch (err) {
      // Housekeeping only: expired rows are ignored anyway, the next due request tries again.
      lastCleanup = 0;
      request.log.warn({ err }, "could not delete expired idempotency keys");
    }
  }

  app.addHook("onRoute", (route) => {
    if (!route.config?.idempotent) return;
    const status = successStatus(route);
    if (route.schema) {
      // Described rather than declared as a header schema: a zod header schema would replace the
      // request's headers with its parsed copy.
      route.schema.description = [
        route.schema.description,
        "Accepts an `Idempotency-Key` header (8-128 of A-Z a-z 0-9 - _ . :, per user): a retry with the same key and body within 24 h gets the first answer and writes nothing; the same key with another body is 422 IDEMPOTENCY_MISMATCH.",
      ]
        .filter(Boolean)
        .join("\n\n");
    }

    // After authentication (onRequest) and body validation: the key is the signed-in user's, and the
    // fingerprint is taken over the body as validated.
    const lookUp = async (request: FastifyRequest, reply: FastifyReply) => {
      // Without a key the write is a plain transaction; null is left to routes not marked idempotent.
      request.idempotency = UNKEYED;
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (key === undefined || route.config?.writesNothing?.(request)) return;
      if (typeof key !== "string" || !KEY_PATTERN.test(key)) {
        throw new AppError(400, "VALIDATION", messages.idempotency.invalidKey, {
          "Idempotency-Key": messages.idempotency.invalidKey,
        });
      }
      // Every idempotent route requires a signed-in user (its access rule); without one there is no scope.
      if (!request.user) return;
      const fingerprint = fingerprintOf(request);
      await cleanUpWhenDue(request);
      const stored = await repo.findAnswer(db, request.user.id, key, expiryCutoff());
      if (stored) return replay(request, reply, fingerprint, stored);
      request.idempotency = new KeyedWrite(request.user.id, key, fingerprint, status);
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), lookUp];

    // A retry that raced the first request learns about it only inside its own transaction (the claim),
    // or earlier, from a check the first request's commit now fails (a SKU taken, stock gone): either
    // way, once it fails, the first request's answer, when there is one, is the answer.
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        const write = request.idempotency;
        if (!(write instanceof KeyedWrite)) throw error;
        let stored: repo.StoredAnswer | null;
        try {
          stored = await repo.findAnswer(db, write.userId, write.key, expiryCutoff());
        } catch {
          throw error;
        }
        if (!stored) throw error;
        write.answered = true;
        return replay(request, reply, write.fingerprint, stored);
      }
    };

    // A route marked idempotent whose service never runs idempotentTransaction with
    // request.idempotency accepts the header, stores nothing, and a retry writes again. Start-up cannot
    // see the wiring, so a keyed success that recorded no answer is refused here instead of hiding it:
    // a 500 (the error handler logs it at error level). The write has committed by then, but the route
    // fails on its first keyed request (the web app sends a key with every such write, and the route
    // fuzzer refuses any 5xx), so it cannot reach users unnoticed.
    const requireRecordedAnswer = async (request: FastifyRequest, reply: FastifyReply) => {
      const write = request.idempotency;
      if (!(write instanceof KeyedWrite) || write.answered) return;
      if (reply.statusCode !== status) return;
      throw new Error(
        `Idempotent route ${request.method} ${route.url} answered ${reply.statusCode} without recording its answer: ` +
          "its service must run idempotentTransaction with request.idempotency",
      );
    };
    route.onSend = [...[route.onSend ?? []].flat(), requireRecordedAnswer];
  });
}
