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

export function load({ url, next, cookie, connections = 10, seconds = 5 }: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
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
        times.sort((a, b) => a - b);
        resolve({
          requests_per_second: Math.round(times.length / seconds),
          ok_per_second: Math.round(Math.max(0, times.length - result.non2xx) / seconds),
          p50_ms: round(percentile(times, 0.5)),
          p95_ms: round(percentile(times, 0.95)),
          p99_ms: round(percentile(times, 0.99)),
          errors: result.errors,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
    });
  });
}
