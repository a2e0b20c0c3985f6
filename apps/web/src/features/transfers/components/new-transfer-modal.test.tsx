import { transferMessages } from "@inventario/shared/transfers";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { arroz } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests, toastsWithText } from "../../../test/screen-test";
import { arrozLots, stubTransferApi, transfer } from "../../../test/transfer-fixtures";
import { transferTexts } from "../transfer-texts";

setUpScreenTests();
beforeAll(() => import("../pages/transfers-page"));

async function openForm(handler?: MockHandler) {
  const fetchMock = stubTransferApi(handler);
  const user = userEvent.setup();
  renderApp("/dashboard/transfers");
  await screen.findByText("T-000045");
  await user.click(screen.getByRole("button", { name: "Nuevo traslado" }));
  const dialog = await screen.findByRole("dialog", { name: "Nuevo traslado" });
  return { fetchMock, user, dialog };
}

const select = (dialog: HTMLElement, label: string) => within(dialog).getByRole("combobox", { name: label });
const optionTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole("option")
    .map((option) => option.textContent);

async function chooseArroz(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(select(dialog, transferTexts.product), "arr");
  await user.click(
    await within(dialog).findByRole("option", { name: `${arroz.sku} - ${arroz.name}` }, { timeout: 3000 }),
  );
  await waitFor(() => expect(select(dialog, transferTexts.from)).toBeEnabled());
}

/** Arroz, 12 units of lot L-2024 from Bodega Principal to Bodega Sur. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await chooseArroz(user, dialog);
  await user.selectOptions(select(dialog, transferTexts.from), "w-1");
  await user.selectOptions(select(dialog, transferTexts.lot), "l-1");
  await user.selectOptions(select(dialog, transferTexts.to), "w-4");
  await user.type(within(dialog).getByRole("spinbutton", { name: transferTexts.quantity }), "12");
  await user.type(within(dialog).getByRole("textbox", { name: transferTexts.note }), "Reabastecer el sur");
}

const headersOf = (fetchMock: ReturnType<typeof stubTransferApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === "POST")
    .map(([, init]) => init?.headers as Record<string, string>);

describe("new transfer", () => {
  it("says what is missing without sending anything", async () => {
    const { fetchMock, user, dialog } = await openForm();
    expect(select(dialog, transferTexts.from)).toBeDisabled();
    expect(select(dialog, transferTexts.to)).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "Trasladar" }));
    expect(await within(dialog).findByText(transferMessages.productRequired)).toBeInTheDocument();
    expect(select(dialog, transferTexts.from)).toHaveAccessibleDescription(transferMessages.fromRequired);
    expect(select(dialog, transferTexts.to)).toHaveAccessibleDescription(transferMessages.toRequired);
    expect(within(dialog).getByText("La cantidad debe ser un número entero mayor o igual a 1")).toBeInTheDocument();
    expect(select(dialog, transferTexts.product)).toHaveFocus();
    expect(liveCalls(fetchMock, "POST", "/api/transfers")).toHaveLength(0);
  });

  it("offers the warehouses and lots that hold the product, and any other active warehouse as destination", async () => {
    const { user, dialog } = await openForm();
    await chooseArroz(user, dialog);

    // Emptied lots and the inactive Bodega Norte are no source.
    expect(optionTexts(select(dialog, transferTexts.from))).toEqual([
      transferTexts.fromPlaceholder,
      "Bodega Medellín (5 KG)",
      "Bodega Principal (50 KG)",
    ]);
    await user.selectOptions(select(dialog, transferTexts.from), "w-1");
    expect(optionTexts(select(dialog, transferTexts.lot))).toEqual([
      transferTexts.lotPlaceholder,
      "L-2024 · 40 KG · vence 01/09/2025",
      "L-2025 · 10 KG",
    ]);
    // The same warehouse on both sides is refused: the source is not offered as destination.
    expect(optionTexts(select(dialog, transferTexts.to))).toEqual([
      transferTexts.toPlaceholder,
      "Bodega Medellín",
      "Bodega Sur",
    ]);

    await user.selectOptions(select(dialog, transferTexts.lot), "l-1");
    const quantity = within(dialog).getByRole("spinbutton", { name: transferTexts.quantity });
    expect(quantity).toHaveAttribute("max", "40");
    expect(within(dialog).getByText("Disponible en el lote: 40 KG")).toBeInTheDocument();

    // A warehouse with one lot chooses it; a destination that became the source is dropped.
    await user.selectOptions(select(dialog, transferTexts.to), "w-3");
    await user.selectOptions(select(dialog, transferTexts.from), "w-3");
    expect(select(dialog, transferTexts.lot)).toHaveValue("l-3");
    expect(optionTexts(select(dialog, transferTexts.lot))).toEqual([transferTexts.lotPlaceholder, "Sin lote · 5 KG"]);
    expect(select(dialog, transferTexts.to)).toHaveValue("");
    expect(optionTexts(select(dialog, transferTexts.to))).toEqual([
      transferTexts.toPlaceholder,
      "Bodega Principal",
      "Bodega Sur",
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Trasladar" }));
    await waitFor(() =>
      expect(select(dialog, transferTexts.to)).toHaveAccessibleDescription(transferMessages.toRequired),
    );
  });

  it("refuses more than the lot holds and a lot not chosen", async () => {
    const { fetchMock, user, dialog } = await openForm();
    await chooseArroz(user, dialog);
    await user.selectOptions(select(dialog, transferTexts.from), "w-1");
    await user.selectOptions(select(dialog, transferTexts.to), "w-4");
    await user.type(within(dialog).getByRole("spinbutton", { name: transferTexts.quantity }), "41");
    await user.click(within(dialog).getByRole("button", { name: "Trasladar" }));
    expect(await within(dialog).findByText(transferTexts.lotRequired)).toBeInTheDocument();

    await user.selectOptions(select(dialog, transferTexts.lot), "l-1");
    await user.click(within(dialog).getByRole("button", { name: "Trasladar" }));
    expect(await within(dialog).findByText(transferMessages.notEnough(40, "KG"))).toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", "/api/transfers")).toHaveLength(0);
  });

  it("sends the transfer with an Idempotency-Key, confirms and reloads the list", async () => {
    const { fetchMock, user, dialog } = await openForm((request) =>
      isCall(request, "POST", "/api/transfers") ? jsonResponse(201, transfer({ number: "T-000046" })) : undefined,
    );
    await fillForm(user, dialog);
    const listCallsBefore = liveCalls(fetchMock, "GET", "/api/transfers").length;
    await user.click(within(dialog).getByRole("button", { name: "Trasladar" }));

    await waitFor(() => expect(toastsWithText(transferTexts.success("T-000046"))).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", "/api/transfers").map(({ body }) => body)).toEqual([
      {
        product_id: arroz.id,
        from_warehouse_id: "w-1",
        lot_number: "L-2024",
        to_warehouse_id: "w-4",
        quantity: 12,
        note: "Reabastecer el sur",
      },
    ]);
    const [headers] = headersOf(fetchMock, "/api/transfers");
    expect(headers?.["Idempotency-Key"]).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(liveCalls(fetchMock, "GET", "/api/transfers").length).toBeGreaterThan(listCallsBefore));
  });

  it("shows the server's field error under its input and keeps the key for the same retry", async () => {
    const reason = transferMessages.notEnough(8, "KG");
    const { fetchMock, user, dialog } = await openForm((request) =>
      isCall(request, "POST", "/api/transfers")
        ? jsonResponse(409, { message: reason, code: "CONFLICT", fields: { quantity: reason } })
        : undefined,
    );
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Trasladar" }));

    const quantity = within(dialog).getByRole("spinbutton", { name: transferTexts.quantity });
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(reason));
    expect(quantity).toHaveFocus();
    expect(toastsWithText(reason)).toHaveLength(1);
    expect(screen.getByRole("dialog", { name: "Nuevo traslado" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Trasladar" }));
    await waitFor(() => expect(liveCalls(fetchMock, "POST", "/api/transfers")).toHaveLength(2));
    const [first, second] = headersOf(fetchMock, "/api/transfers");
    expect(second?.["Idempotency-Key"]).toBe(first?.["Idempotency-Key"]);
  });

  it("says so when the product has no stock in any active warehouse", async () => {
    const { user, dialog } = await openForm((request) =>
      isCall(request, "GET", `/api/inventory/current/${arroz.id}`)
        ? jsonResponse(200, pageOf(arrozLots.filter((lot) => lot.quantity === 0 || lot.warehouse_id === "w-2")))
        : undefined,
    );
    await user.type(select(dialog, transferTexts.product), "arr");
    await user.click(
      await within(dialog).findByRole("option", { name: `${arroz.sku} - ${arroz.name}` }, { timeout: 3000 }),
    );
    expect(await within(dialog).findByText(transferTexts.noStock)).toBeInTheDocument();
    expect(select(dialog, transferTexts.from)).toBeDisabled();
  });
});

describe("new transfer for a user limited to some warehouses ('Bodegas asignadas')", () => {
  const clerk = { id: "u-9", name: "Bodeguero", role: "bodeguero", warehouse_ids: ["w-3"] };

  async function openAsClerk() {
    stubTransferApi(undefined, ["transfers:read", "transfers:create", "products:read", "warehouses:read"], clerk);
    const user = userEvent.setup();
    renderApp("/dashboard/transfers");
    await screen.findByText("T-000045");
    await user.click(screen.getByRole("button", { name: "Nuevo traslado" }));
    const dialog = await screen.findByRole("dialog", { name: "Nuevo traslado" });
    return { user, dialog };
  }

  it("offers only their warehouses as origin, preselecting the only one, and any other as destination", async () => {
    const { user, dialog } = await openAsClerk();
    await chooseArroz(user, dialog);

    // Bodega Principal holds arroz too, but is not the clerk's.
    expect(optionTexts(select(dialog, transferTexts.from))).toEqual([
      transferTexts.fromPlaceholder,
      "Bodega Medellín (5 KG)",
    ]);
    await waitFor(() => expect(select(dialog, transferTexts.from)).toHaveValue("w-3"));
    expect(select(dialog, transferTexts.lot)).toHaveValue("l-3");
    expect(optionTexts(select(dialog, transferTexts.to))).toEqual([
      transferTexts.toPlaceholder,
      "Bodega Principal",
      "Bodega Sur",
    ]);
  });
});
