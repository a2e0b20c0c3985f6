import type { CashSession } from "@inventario/shared/cash-sessions";
import { cashSessionMessages } from "@inventario/shared/cash-sessions";
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { business, openShift } from "../../../test/cash-session-fixtures";
import { isCall, jsonResponse, liveCalls, staffUser } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { setUpScreenTests, stubSignedIn } from "../../../test/screen-test";

setUpScreenTests();
beforeAll(() => import("./sale-page"));

const CURRENT = "/api/cash-sessions/current";

/** 'Registrar Venta' with the seller's shift `shift` (null: none open) and the cash rule of the settings. */
async function openSale(shift: CashSession | null, required: boolean, permissions?: string[]) {
  const fetchMock = stubSignedIn(
    (request) => {
      if (isCall(request, "GET", CURRENT)) return jsonResponse(200, { session: shift });
      if (isCall(request, "GET", "/api/settings/business"))
        return jsonResponse(200, { ...business, require_cash_session: required });
      return undefined;
    },
    permissions ? staffUser : undefined,
    permissions,
  );
  renderApp("/dashboard/sale");
  await screen.findByRole("heading", { level: 1, name: "Registrar Venta" });
  return fetchMock;
}

describe("register sale: the seller's cash shift beside 'Pago'", () => {
  it("names the open shift, linked to 'Caja'", async () => {
    await openSale(openShift, true);
    const link = await screen.findByRole("link", { name: "Caja N.º 12 abierta" });
    expect(link).toHaveAttribute("href", "/dashboard/cash");
    expect(screen.queryByText(cashSessionMessages.requiredForCash, { exact: false })).not.toBeInTheDocument();
  });

  it("asks to open the shift first when the business requires one for cash", async () => {
    await openSale(null, true);
    const notice = await screen.findByText(`${cashSessionMessages.requiredForCash}.`, { exact: false });
    expect(notice.closest("[role=status]")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Ir a Caja" })).toHaveAttribute("href", "/dashboard/cash");
  });

  it("says nothing without a shift when the business does not require one", async () => {
    const fetchMock = await openSale(null, false);
    await waitFor(() => expect(liveCalls(fetchMock, "GET", CURRENT).length).toBeGreaterThan(0));
    await waitFor(() => expect(liveCalls(fetchMock, "GET", "/api/settings/business").length).toBeGreaterThan(0));
    expect(screen.queryByText(/Caja N\.º/)).not.toBeInTheDocument();
    expect(screen.queryByText(cashSessionMessages.requiredForCash, { exact: false })).not.toBeInTheDocument();
  });

  it("does not ask for a shift of a seller who does not run one (no cash:operate)", async () => {
    const fetchMock = await openSale(openShift, true, ["sales:create", "clients:read", "products:read"]);
    await waitFor(() => expect(liveCalls(fetchMock, "GET", "/api/settings/business").length).toBeGreaterThan(0));
    expect(liveCalls(fetchMock, "GET", CURRENT)).toHaveLength(0);
    expect(screen.queryByText(/Caja N\.º/)).not.toBeInTheDocument();
    expect(screen.queryByText(cashSessionMessages.requiredForCash, { exact: false })).not.toBeInTheDocument();
  });
});
