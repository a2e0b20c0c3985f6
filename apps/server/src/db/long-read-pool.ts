import { Worker } from "node:worker_threads";

/** What the worker answers (long-read-worker.mjs). */
export type WorkerReply = {
  id: number;
  rows: unknown[];
  done?: boolean;
  changes?: number;
  lastInsertRowid?: number | bigint;
  error?: { message: string; code?: string };
};

/** What is asked of a worker, less the id the pool gives it. */
export type WorkerRequest =
  | { type: "query"; sql: string; parameters: readonly unknown[] }
  | { type: "stream"; id?: number; sql: string; parameters: readonly unknown[]; chunkSize: number }
  | { type: "next" | "close"; id: number };

/**
 * The code of a long read's failure when its worker is gone (it crashed, ran out of memory, or was
 * terminated): the database is unavailable for that request (503, db/unavailable.ts), and the pool
 * replaces the worker for the next one.
 */
export const WORKER_LOST = "LONG_READ_WORKER_LOST";

const WORKER_FILE = new URL("./long-read-worker.mjs", import.meta.url);

/**
 * The file and the pragmas of each worker's connection, read-only unless `writable` (the long writes'
 * worker, long-writes.ts). No heap limit (Worker's resourceLimits): a result of large rows outgrowing it
 * aborted the whole process instead of ending the worker (Node 20).
 */
export type WorkerSettings = { path: string; pragmas: readonly string[]; writable?: boolean };

/**
 * One worker thread with its own connection to the SQLite file, and its answers in flight. Once gone,
 * every request on it fails with WORKER_LOST.
 */
export class SqliteWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  lost: Error | null = null;

  constructor(settings: WorkerSettings) {
    this.worker = new Worker(WORKER_FILE, { workerData: settings });
    // An idle worker does not keep the process alive; one with a request in flight does (request()).
    this.worker.unref();
    this.worker.on("message", (reply: WorkerReply) => this.settle(reply));
    // Without an 'error' listener a worker's uncaught error would end the process.
    this.worker.on("error", (error) => this.fail(`the long-read worker failed: ${error.message}`));
    this.worker.on("exit", (code) => this.fail(`the long-read worker exited (code ${code})`));
  }

  /** A fresh id for a stream, whose later messages (next, close) carry it. */
  newId(): number {
    return this.nextId++;
  }

  request(request: WorkerRequest): Promise<WorkerReply> {
    if (this.lost) return Promise.reject(this.lost);
    const id = "id" in request && request.id !== undefined ? request.id : this.newId();
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /**
   * Fails its reads now. The thread itself ends when the statement it runs returns: terminating a worker
   * stops its JavaScript, not a SQLite call in progress. Not waited for, nor keeping the process alive.
   */
  terminate(): void {
    this.fail("the long-read worker was terminated");
    this.worker.terminate().catch(() => {});
  }

  private settle(reply: WorkerReply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    else waiting.resolve(reply);
  }

  private fail(reason: string) {
    if (!this.lost) this.lost = Object.assign(new Error(reason), { code: WORKER_LOST });
    for (const { reject } of this.pending.values()) reject(this.lost);
    this.pending.clear();
    this.worker.unref();
  }
}

/**
 * At most `size` workers, started when first needed; a read waits for a free one (first come, first
 * served). A lost worker is replaced when its holder gives it back.
 */
export class ReaderPool {
  private readonly workers = new Set<SqliteWorker>();
  private readonly idle: SqliteWorker[] = [];
  private readonly waiting: Array<{ resolve: (worker: SqliteWorker) => void; reject: (e: Error) => void }> = [];
  private closed = false;

  constructor(
    private readonly settings: WorkerSettings,
    private readonly size: number,
  ) {}

  acquire(): Promise<SqliteWorker> {
    if (this.closed) return Promise.reject(closedError());
    for (let worker = this.idle.pop(); worker; worker = this.idle.pop()) {
      if (!worker.lost) return Promise.resolve(worker);
      this.workers.delete(worker); // it died while idle
    }
    if (this.workers.size < this.size) return Promise.resolve(this.start());
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  release(worker: SqliteWorker): void {
    if (this.closed) return;
    let usable = worker;
    if (worker.lost) {
      this.workers.delete(worker);
      usable = this.start();
    }
    const next = this.waiting.shift();
    if (next) next.resolve(usable);
    else this.idle.push(usable);
  }

  /**
   * `request` on every started worker, held or not: a worker runs one message at a time, so it runs
   * between its holder's statements. For looking at each connection's own state (its temporary tables).
   */
  everyWorker(request: WorkerRequest): Promise<WorkerReply[]> {
    return Promise.all([...this.workers].filter((worker) => !worker.lost).map((worker) => worker.request(request)));
  }

  /** Ends every worker as a crash would: their reads fail (WORKER_LOST), the next reads start new ones. */
  endWorkers(): void {
    for (const worker of this.workers) worker.terminate();
  }

  /** Ends every worker: a read still running fails (WORKER_LOST), one still waiting too. */
  async destroy(): Promise<void> {
    this.closed = true;
    for (const { reject } of this.waiting.splice(0)) reject(closedError());
    this.idle.length = 0;
    for (const worker of this.workers) worker.terminate();
    this.workers.clear();
  }

  private start(): SqliteWorker {
    const worker = new SqliteWorker(this.settings);
    this.workers.add(worker);
    return worker;
  }
}

const closedError = () => Object.assign(new Error("the database is closed"), { code: WORKER_LOST });
