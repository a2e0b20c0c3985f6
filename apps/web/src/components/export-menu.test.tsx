import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, type MockRequest, stubFetch } from "../test/fetch-mock";
import { toastsWithText } from "../test/screen-test";
import { ExportMenu, formatBytes } from "./export-menu";
import { exportTexts } from "./export-texts";
import { Toaster } from "./toaster";

/** A streamed answer whose chunks the test releases one by one. */
function controlledResponse(headers: Record<string, string>, signal: AbortSignal | undefined) {
  let push!: (chunk: string | null) => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (chunk) => (chunk === null ? controller.close() : controller.enqueue(new TextEncoder().encode(chunk)));
      signal?.addEventListener("abort", () =>
        controller.error(new DOMException("The operation was aborted.", "AbortError")),
      );
    },
  });
  return { response: new Response(body, { status: 200, headers }), push: (chunk: string | null) => push(chunk) };
}

const CSV_HEADERS = {
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": 'attachment; filename="productos-2026-11-24.csv"',
  "x-total-count": "3",
};

let saved: Array<{ name: string; size: number }>;
beforeEach(() => {
  saved = [];
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:export", revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: 0 });
  });
});
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

function renderMenu() {
  return render(
    <>
      <ExportMenu path="/product" query={{ search: "peñalosa", page: 3 }} />
      <Toaster />
    </>,
  );
}

describe("ExportMenu", () => {
  it("downloads the screen's filters as CSV, showing bytes and rows as they arrive, under the server's name", async () => {
    const user = userEvent.setup();
    let request: MockRequest | undefined;
    let stream: ReturnType<typeof controlledResponse> | undefined;
    stubFetch((r) => {
      request = r;
      stream = controlledResponse(CSV_HEADERS, r.signal);
      return stream.response;
    });
    renderMenu();

    const toggle = screen.getByRole("button", { name: exportTexts.button });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const choices = screen.getByRole("group", { name: exportTexts.menuLabel });
    expect(choices).toBeInTheDocument();
    // The first choice takes the focus; the arrows move between them.
    expect(screen.getByRole("button", { name: exportTexts.xlsx })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: exportTexts.csv })).toHaveFocus();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(request).toBeDefined());
    const url = new URL(request?.url ?? "", "http://localhost");
    expect(url.pathname).toBe("/api/product");
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: "peñalosa", format: "csv" });
    expect(request?.credentials).toBe("include");

    expect(await screen.findByRole("status")).toHaveTextContent(exportTexts.exporting(exportTexts.csv));
    await waitFor(() => expect(screen.getByRole("button", { name: exportTexts.cancel })).toHaveFocus());
    act(() => stream?.push("\uFEFFNombre;SKU\r\nAcción;A-1\r\n"));
    await waitFor(() => expect(screen.getByText(/1 de 3 filas/)).toBeInTheDocument());
    expect(screen.getByRole("progressbar", { name: exportTexts.progressLabel })).toHaveAttribute("value", "1");
    act(() => stream?.push("Peñalosa;A-2\r\nCafé;A-3\r\n"));
    await waitFor(() => expect(screen.getByText(/3 de 3 filas/)).toBeInTheDocument());
    act(() => stream?.push(null));

    await waitFor(() => expect(saved).toEqual([{ name: "productos-2026-11-24.csv", size: 0 }]));
    await waitFor(() => expect(toastsWithText(exportTexts.done("productos-2026-11-24.csv"))).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole("button", { name: exportTexts.button })).toHaveFocus());
  });

  it("cancels: the request is aborted, nothing is saved and a toast says so", async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    stubFetch((r) => {
      signal = r.signal;
      return controlledResponse({ ...CSV_HEADERS, "content-type": "application/octet-stream" }, r.signal).response;
    });
    renderMenu();
    await user.click(screen.getByRole("button", { name: exportTexts.button }));
    await user.click(screen.getByRole("button", { name: exportTexts.xlsx }));
    await user.click(await screen.findByRole("button", { name: exportTexts.cancel }));
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(toastsWithText(exportTexts.cancelled)).toHaveLength(1));
    expect(saved).toEqual([]);
    expect(await screen.findByRole("button", { name: exportTexts.button })).toBeInTheDocument();
  });

  it("tells the server's refusal in a toast", async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse(403, { message: "No tienes permiso para ver los productos", code: "FORBIDDEN" }));
    renderMenu();
    await user.click(screen.getByRole("button", { name: exportTexts.button }));
    await user.click(screen.getByRole("button", { name: exportTexts.xlsx }));
    await waitFor(() => expect(toastsWithText("No tienes permiso para ver los productos")).toHaveLength(1));
    expect(saved).toEqual([]);
  });

  it("closes its choices with Escape, back on the button", async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole("button", { name: exportTexts.button });
    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: exportTexts.menuLabel })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it("formats sizes in es-CO", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("1,5 KB");
    expect(formatBytes(1_258_291)).toBe("1,2 MB");
  });
});
