import { type CashSession, cashSessionMessages } from "@inventario/shared/cash-sessions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { closedShift, emptyShift, openShift } from "../../../test/cash-session-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { movementFormTexts } from "../cash-session-texts";

setUpScreenTests();
beforeAll(() => Promise.all([import("./cash-page"), import("./cash-session-page")]));

const PATH = "/dashboard/cash";
const CURRENT = "/api/cash-sessions/current";

/** 'Caja' for the admin, the signed-in employee's shift `shift` (null: none open); `handler` answers first. */
async function openCash(shift: CashSession | null, handler: MockHandler = () => undefined, permissions?: string[]) {
  let current = shift;
  const fetchMock = stubSignedIn(
    (request) => {
      const answer = handler(request);
      if (answer) return answer;
      if (isCall(request, "GET", CURRENT)) return jsonResponse(200, { session: current });
      if (isCall(request, "GET", "/api/settings/business")) return jsonResponse(404, { message: "x", code: "X" });
      return undefined;
    },
    permissions ? staffUser : undefined,
    permissions,
  );
  const user = userEvent.setup();
  const view = renderApp(PATH);
  await screen.findByRole("heading", { level: 1, name: "Caja" });
  return { fetchMock, user, ...view, setCurrent: (next: CashSession | null) => (current = next) };
}

/** The Idempotency-Key header of each POST to `path`, in order. */
const keysOf = (fetchMock: Awaited<ReturnType<typeof openCash>>["fetchMock"], path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === "POST")
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]);

const text = (element: Element) => element.textContent?.replace(/\s+/g, " ").trim();
/** The open shift's line under the title ('Caja N.º 12 · abierta el …', its date kept on one line). */
const shiftLine = (pattern: RegExp) =>
  screen.findByText((_, element) => element?.tagName === "P" && pattern.test(text(element) ?? ""));
/** Each row of a table as the texts of its cells. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => text(cell)));

describe("'Caja' without an open shift", () => {
  it("asks for the base, required (the schema's message, nothing sent), then opens the shift with it", async () => {
    const { fetchMock, user } = await openCash(null, (request) =>
      isCall(request, "POST", "/api/cash-sessions") ? jsonResponse(201, emptyShift) : undefined,
    );
    const card = await screen.findByRole("region", { name: "Abrir caja" });
    const base = within(card).getByLabelText("Base");
    expect(base).toHaveValue("");

    await user.click(within(card).getByRole("button", { name: "Abrir caja" }));
    expect(await within(card).findByText(cashSessionMessages.openingInvalid)).toBeInTheDocument();
    expect(base).toHaveAttribute("aria-invalid", "true");
    expect(liveCalls(fetchMock, "POST", "/api/cash-sessions")).toHaveLength(0);

    // Pesos as a Colombian writes them: the dots are dropped as typed.
    await user.type(base, "100.000");
    expect(base).toHaveValue("100000");
    await user.click(within(card).getByRole("button", { name: "Abrir caja" }));

    await waitFor(() =>
      expect(liveCalls(fetchMock, "POST", "/api/cash-sessions").map(({ body }) => body)).toEqual([
        { opening_amount: 100_000 },
      ]),
    );
    expect(keysOf(fetchMock, "/api/cash-sessions")[0]).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(toastsWithText("Caja N.º 12 abierta")).toHaveLength(1));
    // The shift the server answered is on screen at once.
    expect(await shiftLine(/^Caja N\.º 12 · abierta el 29\/11\/2026 8:00/)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Abrir caja" })).not.toBeInTheDocument();
    expect(screen.getByText("No hay movimientos de efectivo en esta caja.")).toBeInTheDocument();
  });

  it("opens with a base of $ 0", async () => {
    const { fetchMock, user } = await openCash(null, (request) =>
      isCall(request, "POST", "/api/cash-sessions")
        ? jsonResponse(201, { ...emptyShift, opening_amount: 0, expected_cash: 0 })
        : undefined,
    );
    await user.type(await screen.findByLabelText("Base"), "0");
    await user.click(screen.getByRole("button", { name: "Abrir caja" }));
    await waitFor(() =>
      expect(liveCalls(fetchMock, "POST", "/api/cash-sessions").map(({ body }) => body)).toEqual([
        { opening_amount: 0 },
      ]),
    );
    expect(await shiftLine(/^Caja N\.º 12 · abierta/)).toBeInTheDocument();
  });

  it("says a shift already open elsewhere (409) with the server's words, and stays", async () => {
    await openCash(null, (request) =>
      isCall(request, "POST", "/api/cash-sessions")
        ? jsonResponse(409, { message: cashSessionMessages.alreadyOpen, code: "CONFLICT" })
        : undefined,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Base"), "50000");
    await user.click(screen.getByRole("button", { name: "Abrir caja" }));
    await waitFor(() => expect(toastsWithText(cashSessionMessages.alreadyOpen)).toHaveLength(1));
    expect(screen.getByLabelText("Base")).toHaveValue("50000");
  });

  it("says the shift could not be loaded, and asks again with 'Reintentar'", async () => {
    let failing = true;
    await openCash(null, (request) =>
      isCall(request, "GET", CURRENT) && failing ? jsonResponse(500, { message: "x", code: "INTERNAL" }) : undefined,
    );
    const user = userEvent.setup();
    const retry = await screen.findByRole("button", { name: "Reintentar" }, { timeout: 4_000 });
    expect(screen.getByText("Ocurrió un error obteniendo la caja", { selector: "span" })).toBeInTheDocument();
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole("region", { name: "Abrir caja" })).toBeInTheDocument();
  });
});

describe("'Caja' with an open shift", () => {
  it("shows its figures, per method, the IVA per class and the cash movements", async () => {
    await openCash(openShift);
    expect(await shiftLine(/^Caja N\.º 12 · abierta el 29\/11\/2026 8:00/)).toBeInTheDocument();

    const figures = screen.getByRole("region", { name: "Cifras de la caja" });
    const figure = (label: string) => text(within(figures).getByText(label).parentElement!);
    expect(figure("Base")).toBe("Base$ 100.000,00");
    expect(figure("Ventas")).toBe("Ventas$ 75.000,002 ventas");
    expect(figure("Cambio entregado")).toBe("Cambio entregado$ 5.000,00");
    expect(figure("Entradas")).toBe("Entradas$ 20.000,00");
    expect(figure("Salidas")).toBe("Salidas$ 0,00");
    expect(figure("Efectivo esperado")).toBe("Efectivo esperado$ 163.000,00");

    const methods = screen.getByRole("table", { name: "Cifras por medio de pago" });
    expect(rowsOf(methods)).toEqual([
      ["Medio de pago", "Ventas", "Devoluciones", "Esperado"],
      ["Efectivo", "$ 50.000,00", "$ 2.000,00", "$ 163.000,00"],
      ["Tarjeta débito", "$ 30.000,00", "$ 0,00", "$ 30.000,00"],
    ]);
    expect(text(screen.getByLabelText("IVA de la caja"))).toBe(
      "Subtotal sin IVA$ 65.420,17IVA 19 % sobre $ 50.420,17$ 9.579,83Excluido sobre $ 15.000,00$ 0,00",
    );
    const movements = screen.getByRole("table", { name: "Movimientos de efectivo de la caja" });
    expect(rowsOf(movements)).toEqual([
      ["Hora", "Tipo", "Valor", "Motivo", "Registrado por"],
      [expect.stringMatching(/^9:30 a\. ?m\.$/), "Entrada", "$ 20.000,00", "Cambio (sencillo)", "Laura Gómez"],
    ]);
  });

  it("registers a movement: type, value and a frequent reason, sent with an Idempotency-Key", async () => {
    const moved: CashSession = {
      ...openShift,
      cash_out: 30_000,
      expected_cash: 133_000,
      methods: [{ ...openShift.methods[0]!, expected: 133_000 }, openShift.methods[1]!],
      movements: [
        ...openShift.movements,
        {
          id: "m-2",
          type: "OUT",
          amount: 30_000,
          reason: "Pago a proveedor",
          created_at: "2026-11-29T16:00:00.000Z",
          employee_name: "Laura Gómez",
        },
      ],
    };
    const { fetchMock, user } = await openCash(openShift, (request) =>
      isCall(request, "POST", "/api/cash-sessions/cs-12/movements") ? jsonResponse(201, moved) : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Registrar movimiento" }));
    const dialog = await screen.findByRole("dialog", { name: "Registrar movimiento" });

    // Nothing chosen: the schema's messages, nothing sent.
    await user.click(within(dialog).getByRole("button", { name: "Registrar" }));
    expect(await within(dialog).findByText(cashSessionMessages.typeInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(cashSessionMessages.amountInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(cashSessionMessages.reasonRequired)).toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", "/api/cash-sessions/cs-12/movements")).toHaveLength(0);

    await user.click(within(dialog).getByRole("radio", { name: "Salida" }));
    await user.type(within(dialog).getByLabelText("Valor"), "30000");
    const reasons = within(dialog).getByRole("group", { name: "Sugerencias" });
    expect(within(reasons).getAllByRole("button").map(text)).toEqual([
      "Pago a proveedor",
      "Consignación",
      "Cambio (sencillo)",
      "Gastos",
    ]);
    await user.click(within(reasons).getByRole("button", { name: "Pago a proveedor" }));
    expect(within(dialog).getByLabelText("Motivo")).toHaveValue("Pago a proveedor");
    expect(within(reasons).getByRole("button", { name: "Pago a proveedor" })).toHaveAttribute("aria-pressed", "true");
    await user.click(within(dialog).getByRole("button", { name: "Registrar" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(liveCalls(fetchMock, "POST", "/api/cash-sessions/cs-12/movements").map(({ body }) => body)).toEqual([
      { type: "OUT", amount: 30_000, reason: "Pago a proveedor" },
    ]);
    expect(keysOf(fetchMock, "/api/cash-sessions/cs-12/movements")[0]).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(toastsWithText(movementFormTexts.success("OUT", 30_000))).toHaveLength(1));
    const movements = screen.getByRole("table", { name: "Movimientos de efectivo de la caja" });
    expect(within(movements).getAllByRole("row")).toHaveLength(3);
    expect(rowsOf(movements)[2]).toEqual([
      expect.stringMatching(/^11:00 a\. ?m\.$/),
      "Salida",
      "$ 30.000,00",
      "Pago a proveedor",
      "Laura Gómez",
    ]);
    const figures = screen.getByRole("region", { name: "Cifras de la caja" });
    expect(text(within(figures).getByText("Efectivo esperado").parentElement!)).toBe("Efectivo esperado$ 133.000,00");
  });

  it("takes a reason of its own, and puts the server's refusal of an exit beyond the cash under 'Valor'", async () => {
    const refusal = cashSessionMessages.cashOutTooMuch(163_000);
    const { fetchMock, user } = await openCash(openShift, (request) =>
      isCall(request, "POST", "/api/cash-sessions/cs-12/movements")
        ? jsonResponse(409, { message: refusal, code: "CONFLICT", fields: { amount: refusal } })
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: "Registrar movimiento" }));
    const dialog = await screen.findByRole("dialog", { name: "Registrar movimiento" });
    await user.click(within(dialog).getByRole("radio", { name: "Salida" }));
    await user.type(within(dialog).getByLabelText("Valor"), "200000");
    await user.type(within(dialog).getByLabelText("Motivo"), "Compra de bolsas");
    await user.click(within(dialog).getByRole("button", { name: "Registrar" }));

    await waitFor(() => expect(within(dialog).getByLabelText("Valor")).toHaveAccessibleDescription(refusal));
    expect(within(dialog).getByLabelText("Valor")).toHaveFocus();
    expect(liveCalls(fetchMock, "POST", "/api/cash-sessions/cs-12/movements").map(({ body }) => body)).toEqual([
      { type: "OUT", amount: 200_000, reason: "Compra de bolsas" },
    ]);
    expect(screen.getByRole("dialog", { name: "Registrar movimiento" })).toBeInTheDocument();
  });

  it("closes with what was counted per method, the differences live, counting cash by denomination", async () => {
    const { fetchMock, user, router } = await openCash(openShift, (request) => {
      if (isCall(request, "POST", "/api/cash-sessions/cs-12/close")) return jsonResponse(200, closedShift);
      if (isCall(request, "GET", "/api/cash-sessions/cs-12")) return jsonResponse(200, closedShift);
      return undefined;
    });
    await user.click(await screen.findByRole("button", { name: "Cerrar caja" }));
    const dialog = await screen.findByRole("dialog", { name: "Cerrar Caja N.º 12" });
    const cash = within(dialog).getByRole("group", { name: "Efectivo" });
    const card = within(dialog).getByRole("group", { name: "Tarjeta débito" });
    expect(text(within(cash).getByText("Esperado").parentElement!)).toBe("Esperado$ 163.000,00");
    expect(text(within(card).getByText("Esperado").parentElement!)).toBe("Esperado$ 30.000,00");

    // Nothing counted: each 'Contado' is required, nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Cerrar caja" }));
    await waitFor(() => expect(within(cash).getByLabelText("Contado")).toHaveAttribute("aria-invalid", "true"));
    expect(within(card).getByLabelText("Contado")).toHaveAccessibleDescription(cashSessionMessages.countedInvalid);
    expect(liveCalls(fetchMock, "POST", "/api/cash-sessions/cs-12/close")).toHaveLength(0);

    // Cash counted bill by bill: 1 × 100.000 + 3 × 20.000 + 1 × 1.000 = 161.000, $ 2.000 short.
    const toggle = within(cash).getByRole("button", { name: "Contar por denominación" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const count = within(cash).getByRole("region", { name: "Conteo por denominación" });
    expect(
      within(count)
        .getAllByRole("textbox")
        .map((input) => input.getAttribute("aria-label")),
    ).toEqual([
      "Cantidad de $ 100.000",
      "Cantidad de $ 50.000",
      "Cantidad de $ 20.000",
      "Cantidad de $ 10.000",
      "Cantidad de $ 5.000",
      "Cantidad de $ 2.000",
      "Cantidad de $ 1.000",
      "Cantidad de $ 500",
      "Cantidad de $ 200",
      "Cantidad de $ 100",
      "Cantidad de $ 50",
    ]);
    await user.type(within(count).getByLabelText("Cantidad de $ 100.000"), "1");
    await user.type(within(count).getByLabelText("Cantidad de $ 20.000"), "3x");
    await user.type(within(count).getByLabelText("Cantidad de $ 1.000"), "1");
    expect(within(count).getByLabelText("Cantidad de $ 20.000")).toHaveValue("3");
    expect(text(within(count).getByText("Total contado en efectivo").parentElement!)).toBe(
      "Total contado en efectivo$ 161.000,00",
    );
    expect(within(cash).getByLabelText("Contado")).toHaveValue("161000");
    expect(within(cash).getByLabelText("Contado")).not.toHaveAttribute("aria-invalid");
    const cashDifference = within(cash).getByText("Diferencia").parentElement!;
    expect(text(cashDifference)).toBe("Diferencia-$ 2.000,00 (Faltante)");
    expect(within(cashDifference).getByText(/2\.000/)).toHaveClass("text-red-700");

    // The card batch: more than expected, then exact.
    await user.type(within(card).getByLabelText("Contado"), "31000");
    expect(text(within(card).getByText("Diferencia").parentElement!)).toBe("Diferencia+$ 1.000,00 (Sobrante)");
    expect(within(within(card).getByText("Diferencia").parentElement!).getByText(/1\.000/)).toHaveClass(
      "text-green-800",
    );
    expect(text(within(dialog).getByText("Diferencia total:").parentElement!)).toBe(
      "Diferencia total: -$ 1.000,00 (Faltante)",
    );
    await user.clear(within(card).getByLabelText("Contado"));
    await user.type(within(card).getByLabelText("Contado"), "30000");
    expect(text(within(card).getByText("Diferencia").parentElement!)).toBe("Diferencia$ 0,00 (Sin diferencia)");

    await user.type(within(dialog).getByLabelText("Nota (opcional)"), "Faltaron $ 2.000 en monedas");
    await user.click(within(dialog).getByRole("button", { name: "Cerrar caja" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/cash-sessions/cs-12"));
    expect(liveCalls(fetchMock, "POST", "/api/cash-sessions/cs-12/close").map(({ body }) => body)).toEqual([
      {
        counted: [
          { method: "CASH", amount: 161_000 },
          { method: "DEBIT_CARD", amount: 30_000 },
        ],
        note: "Faltaron $ 2.000 en monedas",
      },
    ]);
    expect(keysOf(fetchMock, "/api/cash-sessions/cs-12/close")[0]).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(toastsWithText("Caja N.º 12 cerrada")).toHaveLength(1));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Informe de cierre · Caja N.º 12" }),
    ).toBeInTheDocument();
  });

  it("is 'Sin acceso' for whoever reads shifts but does not run one (cash:read alone)", async () => {
    const fetchMock = stubSignedIn(() => undefined, staffUser, ["cash:read"]);
    renderApp(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Sin acceso" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Registrar movimiento" })).not.toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", CURRENT)).toHaveLength(0);
  });
});
