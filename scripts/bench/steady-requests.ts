// Requests sent at a steady rate whatever the server does (an open loop), as clerks click without waiting
// for each other. Each one's time runs from when it was due, not from when it left: a server that stalls
// for 8 s makes every click due meanwhile wait (8 s, 7.96 s, …), where a closed loop such as autocannon's
// would have only its few connections waiting and the stall would hide beyond its p99.

export type SteadyResult = {
  /** Requests sent, one every 1/rate s. */
  requests: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  /** Requests that failed or answered other than 2xx. */
  failed: number;
};

export type SteadyRequests = {
  /** Stops sending; resolves once every request sent has its answer. */
  stop(): Promise<SteadyResult>;
};

/** Every 1/`perSecond` s a GET of `path()` on `base`, until stop(). */
export function startSteadyRequests(options: {
  base: string;
  cookie: string;
  perSecond: number;
  path: () => string;
}): SteadyRequests {
  const { base, cookie, perSecond, path } = options;
  const periodMs = 1000 / perSecond;
  const start = performance.now();
  const times: number[] = [];
  const pending = new Set<Promise<void>>();
  let sent = 0;
  let failed = 0;

  const send = (dueAt: number) => {
    const request = fetch(`${base}${path()}`, { headers: { cookie } })
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) failed++;
      })
      .catch(() => {
        failed++;
      })
      .finally(() => {
        times.push(performance.now() - dueAt);
        pending.delete(request);
      });
    pending.add(request);
  };
  // A timer of this process may fire late (it also reads the heavy answer): every request due by then is
  // sent at once, each timed from when it was due.
  const sendDue = () => {
    const due = Math.floor((performance.now() - start) / periodMs) + 1;
    for (; sent < due; sent++) send(start + sent * periodMs);
  };
  const timer = setInterval(sendDue, periodMs / 2);

  return {
    async stop() {
      sendDue();
      clearInterval(timer);
      while (pending.size > 0) await Promise.all([...pending]);
      times.sort((a, b) => a - b);
      const at = (p: number) =>
        Math.round((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0) * 100) / 100;
      return { requests: sent, p50_ms: at(0.5), p95_ms: at(0.95), p99_ms: at(0.99), max_ms: at(1), failed };
    },
  };
}
