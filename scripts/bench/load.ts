// autocannon from this process against a server in another process, bounded in time. Latency
// percentiles are computed from every response time (autocannon itself reports p90/p97.5, not p95).
import autocannon from "autocannon";

export type LoadResult = {
  requests_per_second: number;
  /** Answers with a 2xx status per second. */
  ok_per_second: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  errors: number;
  non2xx: number;
};

export type LoadOptions = {
  url: string;
  /** A request per call, e.g. a random page or search term each time. */
  next: () => { path: string; method?: "GET" | "POST"; body?: string };
  cookie?: string;
  connections?: number;
  seconds?: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

export function load(options: LoadOptions): Promise<LoadResult> {
  return startLoad(options).done;
}

/** A load that runs until its `seconds` are over or until stop() (then its rates are per elapsed second). */
export type RunningLoad = { done: Promise<LoadResult>; stop(): void };

/**
 * A load without an end of its own: runs until stop() (at most an hour). Its requests never time out
 * (autocannon drops an answer after 10 s otherwise): a request that waits out a stalled server counts
 * with its whole wait.
 */
export function startLoadUntilStopped(options: Omit<LoadOptions, "seconds">): RunningLoad {
  return startLoad({ ...options, seconds: 3600 }, 3600);
}

function startLoad({ url, next, cookie, connections = 10, seconds = 5 }: LoadOptions, timeout = 10): RunningLoad {
  const times: number[] = [];
  const start = performance.now();
  let stopped = false;
  let instance: autocannon.Instance | undefined;
  const done = new Promise<LoadResult>((resolve, reject) => {
    const running = autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout,
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        requests: [
          {
            setupRequest: (request) => {
              const r = next();
              return { ...request, path: r.path, method: r.method ?? "GET", ...(r.body ? { body: r.body } : {}) };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const elapsed = stopped ? (performance.now() - start) / 1000 : seconds;
        times.sort((a, b) => a - b);
        resolve({
          requests_per_second: Math.round(times.length / elapsed),
          ok_per_second: Math.round(Math.max(0, times.length - result.non2xx) / elapsed),
          p50_ms: round(percentile(times, 0.5)),
          p95_ms: round(percentile(times, 0.95)),
          p99_ms: round(percentile(times, 0.99)),
          errors: result.errors,
          non2xx: result.non2xx,
        });
      },
    );
    instance = running;
    running.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
    });
  });
  return {
    done,
    stop: () => {
      stopped = true;
      instance?.stop();
    },
  };
}
