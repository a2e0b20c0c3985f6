import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSteadyRequests } from "./steady-requests";

describe("requests at a steady rate", () => {
  /** Answers are held until this time (performance.now()), as a stalled server holds them. */
  let holdUntil = 0;
  let status = 200;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      setTimeout(() => response.writeHead(status).end("{}"), Math.max(0, holdUntil - performance.now()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("times each request from when it was due, so the ones sent while the server holds them wait", async () => {
    status = 200;
    holdUntil = performance.now() + 500;
    const start = performance.now();
    const requests = startSteadyRequests({ base, cookie: "", perSecond: 50, path: () => "/" });
    await new Promise((resolve) => setTimeout(resolve, 800));
    const due = (performance.now() - start) / 20;
    const result = await requests.stop();
    // One every 20 ms, however late this process's timers fire.
    expect(result.requests).toBeGreaterThanOrEqual(Math.floor(due));
    expect(result.requests).toBeLessThanOrEqual(Math.ceil(due) + 2);
    // The first waited out the whole hold; those due after it did not.
    expect(result.max_ms).toBeGreaterThanOrEqual(450);
    expect(result.p50_ms).toBeLessThan(result.max_ms);
    expect(result.failed).toBe(0);
  });

  it("counts an answer other than 2xx as failed", async () => {
    status = 500;
    holdUntil = 0;
    const requests = startSteadyRequests({ base, cookie: "", perSecond: 50, path: () => "/" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const result = await requests.stop();
    expect(result.requests).toBeGreaterThan(0);
    expect(result.failed).toBe(result.requests);
  });
});
