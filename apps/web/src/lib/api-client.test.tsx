import { REQUEST_TIMEOUT_MS, UNAVAILABLE_RETRY_AFTER_MS } from "@inventario/shared/constants";
import { messages } from "@inventario/shared/messages";
import type { SaleCreateInput } from "@inventario/shared/sales";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../components/toaster";
import { useCreateSale } from "../features/sales/api/create-sale";
import { adminUser, hangingResponse, jsonResponse, stubFetch } from "../test/fetch-mock";
import { api } from "./api-client";
import { ApiRequestError, isAbortError } from "./api-error";
import { createQueryClient } from "./query-client";
import { sessionStore } from "./session-store";

beforeEach(() => {
  sessionStore.signIn(adminUser);
});

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

describe("api client", () => {
  it("calls /api with cookies, JSON and the query string, and returns the parsed body", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { data: [1, 2] }));
    const body = await api.post<{ data: number[] }>("/clients", { name: "Ana" }, { query: { page: 2, search: "" } });

    expect(body).toEqual({ data: [1, 2] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/clients?page=2");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: JSON.stringify({ name: "Ana" }) });
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json", Accept: "application/json" });
  });

  it("resolves a 204 to undefined", async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.post("/auth/logout")).resolves.toBeUndefined();
  });

  it("gives up after 10 seconds with the Spanish timeout message", async () => {
    vi.useFakeTimers();
    stubFetch(({ signal }) => hangingResponse(signal));
    const result = api.get("/slow").catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, code: "TIMEOUT", message: messages.errors.timeout });
  });

  it("maps the error body to status, code, message and fields", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        message: "Revisa los datos ingresados.",
        code: "VALIDATION",
        fields: { email: "El formato del correo es inválido" },
      }),
    );
    const error = await api.post("/clients", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION",
      message: "Revisa los datos ingresados.",
      fields: { email: "El formato del correo es inválido" },
    });
  });

  it("falls back to a Spanish message when the answer is not JSON", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(api.get("/clients")).rejects.toMatchObject({
      status: 502,
      code: "INTERNAL",
      message: messages.errors.unavailable,
    });
  });

  it("reports a dropped connection in Spanish", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(api.get("/clients")).rejects.toMatchObject({ code: "NETWORK", message: messages.errors.network });
  });

  it("ends the session on a 401", async () => {
    stubFetch(() => jsonResponse(401, { message: messages.errors.unauthenticated, code: "UNAUTHENTICATED" }));
    await expect(api.get("/clients")).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getSnapshot()).toEqual({ status: "not-authenticated", user: null });
  });

  it("leaves the session alone on the login call's 401", async () => {
    sessionStore.signOut();
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    stubFetch(() => jsonResponse(401, { message: messages.login.failed, code: "UNAUTHENTICATED" }));

    await expect(api.post("/auth", {}, { keepSessionOn401: true })).rejects.toMatchObject({
      message: messages.login.failed,
    });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it("shows a 403 as a warning toast with the server's message", async () => {
    render(<Toaster />);
    const warning = vi.spyOn(toast, "warning");
    stubFetch(() => jsonResponse(403, { message: "No tienes permisos para esta acción", code: "FORBIDDEN" }));

    await expect(api.delete("/clients/1")).rejects.toMatchObject({ status: 403, code: "FORBIDDEN" });
    // The toast library loads with the first toast (lib/notify.ts): the toast follows the refusal.
    expect(await screen.findByText("No tienes permisos para esta acción")).toBeInTheDocument();
    expect(warning).toHaveBeenCalledTimes(1);
    expect(sessionStore.getSnapshot().status).toBe("authenticated");
  });

  it("lets a screen name its own 403 message", async () => {
    render(<Toaster />);
    stubFetch(() => jsonResponse(403, { message: "No tienes permisos para esta acción", code: "FORBIDDEN" }));

    await api.get("/clients", { forbiddenMessage: "No tienes permisos para ver los clientes" }).catch(() => {});
    expect(await screen.findByText("No tienes permisos para ver los clientes")).toBeInTheDocument();
  });

  it("leaves a quiet request's 403 to the caller, still ending the session on a 401", async () => {
    const warning = vi.spyOn(toast, "warning");
    stubFetch(({ url }) =>
      url === "/api/product/active/count"
        ? jsonResponse(403, { message: "No tienes permisos para esta acción", code: "FORBIDDEN" })
        : jsonResponse(401, { message: messages.errors.unauthenticated, code: "UNAUTHENTICATED" }),
    );

    await expect(api.get("/product/active/count", { quiet: true })).rejects.toMatchObject({ status: 403 });
    // A toast would follow once the toast library is loaded (lib/notify.ts): give it that time.
    await import("sonner");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warning).not.toHaveBeenCalled();
    expect(sessionStore.getSnapshot().status).toBe("authenticated");

    await expect(api.get("/movement/recent", { quiet: true })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getSnapshot().status).toBe("not-authenticated");
  });

  it("rejects a cancelled request with a recognisable abort and no toast", async () => {
    render(<Toaster />);
    const spies = [vi.spyOn(toast, "error"), vi.spyOn(toast, "warning")];
    stubFetch(({ signal }) => hangingResponse(signal));
    const controller = new AbortController();

    const result = api.get("/clients", { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const error = await result;

    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiRequestError);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(sessionStore.getSnapshot().status).toBe("authenticated");
  });

  it("does not even call the server with a signal that is already aborted", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    const controller = new AbortController();
    controller.abort();
    const error = await api.get("/clients", { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("idempotent writes", () => {
  /** The Idempotency-Key header of each call the fetch mock received. */
  const keysSent = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]);

  const unavailable = () => jsonResponse(503, { message: messages.errors.databaseUnavailable, code: "UNAVAILABLE" });

  it("sends the key as the Idempotency-Key header, and no header without one", async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { id: "v-1" }));
    await api.post("/sale", { items: [] }, { idempotencyKey: "clave-0001" });
    await api.post("/sale", { items: [] });
    expect(keysSent(fetchMock)).toEqual(["clave-0001", undefined]);
  });

  it("retries once, with the same key and body, after a network error", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetchMock = stubFetch(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError("Failed to fetch")) : jsonResponse(201, { id: "v-1" });
    });
    const result = api.post("/sale", { items: [1] }, { idempotencyKey: "clave-0002" });
    await vi.advanceTimersByTimeAsync(UNAVAILABLE_RETRY_AFTER_MS);

    await expect(result).resolves.toEqual({ id: "v-1" });
    expect(keysSent(fetchMock)).toEqual(["clave-0002", "clave-0002"]);
    const bodies = fetchMock.mock.calls.map(([, init]) => init?.body);
    expect(bodies[1]).toBe(bodies[0]);
  });

  it("retries once after a 503 and gives the second failure to the caller; never a refusal or a keyless write", async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(unavailable);
    const result = api.put("/inventory/withdraw", { quantity: 1 }, { idempotencyKey: "clave-0003" }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(UNAVAILABLE_RETRY_AFTER_MS);
    expect(await result).toMatchObject({ status: 503, code: "UNAVAILABLE" });
    expect(keysSent(fetchMock)).toEqual(["clave-0003", "clave-0003"]);

    // A refusal will not change by asking again.
    const refused = stubFetch(() => jsonResponse(409, { message: "Sin stock", code: "INSUFFICIENT_STOCK" }));
    await expect(api.post("/sale", {}, { idempotencyKey: "clave-0004" })).rejects.toMatchObject({ status: 409 });
    expect(refused).toHaveBeenCalledTimes(1);
    // Without a key a second try could repeat a write that committed.
    const dropped = stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(api.post("/sale", {})).rejects.toMatchObject({ code: "NETWORK" });
    expect(dropped).toHaveBeenCalledTimes(1);
  });

  it("gives each submitted form a fresh key, kept only to resubmit the same content after a failure", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const answers: Array<() => Response | Promise<Response>> = [
      () => jsonResponse(201, { id: "v-1" }),
      () => jsonResponse(201, { id: "v-2" }),
      // The third form: the connection drops twice (the client's own retry included)…
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => Promise.reject(new TypeError("Failed to fetch")),
      // …and the user submits it again.
      () => jsonResponse(201, { id: "v-3" }),
    ];
    const fetchMock = stubFetch(() => answers.shift()?.());
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateSale(), { wrapper });
    const sale: SaleCreateInput = { client_id: "1000000001", type: "RETAIL", currency: "COP", items: [] };

    await act(() => result.current.mutateAsync(sale));
    await act(() => result.current.mutateAsync(sale));
    await act(async () => {
      const failed = result.current.mutateAsync({ ...sale, client_id: "1000000002" }).catch(() => {});
      await vi.advanceTimersByTimeAsync(UNAVAILABLE_RETRY_AFTER_MS);
      await failed;
    });
    await act(() => result.current.mutateAsync({ ...sale, client_id: "1000000002" }));

    const [first, second, third, retried, resubmitted] = keysSent(fetchMock);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // Two sales of the same content are two forms: two keys, two sales.
    expect(second).not.toBe(first);
    expect(new Set([third, retried, resubmitted])).toEqual(new Set([third]));
    expect([first, second]).not.toContain(third);
  });
});
