import { type BusinessSettings, businessSettingsMessages } from "@inventario/shared/business-settings";
import { nitMessages } from "@inventario/shared/nit";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { norte, principal } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, requestsTo } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";

setUpScreenTests();
beforeAll(() => import("./business-settings-page"));

const PATH = "/dashboard/settings/business";
const API = "/api/settings/business";

/** What GET answers before an admin first saves the business's data (the migration's defaults). */
const unconfigured: BusinessSettings = {
  legal_name: "",
  nit: "",
  dv: null,
  vat_responsible: true,
  address: "",
  city: "",
  phone: "",
  receipt_footer: "",
  uvt: 52_374,
  pos_prefix: "",
  pos_resolution: null,
  pos_resolution_date: null,
  pos_from: null,
  pos_to: null,
  pos_valid_until: null,
  require_cash_session: false,
  counter_warehouse_id: null,
  auto_print_receipt: false,
  configured: false,
  updated_at: null,
};

/** A business with every field saved, the DIAN's POS numbering included. */
const configured: BusinessSettings = {
  legal_name: "Tienda La Esquina S.A.S.",
  nit: "800197268",
  dv: 4,
  vat_responsible: true,
  address: "Calle 10 # 43-20",
  city: "Medellín",
  phone: "+57 604 555 1234",
  receipt_footer: "Gracias por su compra",
  uvt: 52_374,
  pos_prefix: "POS",
  pos_resolution: "18764000001234",
  pos_resolution_date: "2026-01-15",
  pos_from: 1,
  pos_to: 5000,
  pos_valid_until: "2027-01-15",
  require_cash_session: false,
  counter_warehouse_id: null,
  auto_print_receipt: false,
  configured: true,
  updated_at: "2026-11-29T15:00:00.000Z",
};

/** The admin on 'Empresa' with `settings` stored; `handler` answers the rest (the PUT) first. */
async function openSettings(settings: BusinessSettings, handler: MockHandler = () => undefined) {
  const fetchMock = stubSignedIn((request) => {
    const answered = handler(request);
    if (answered) return answered;
    if (isCall(request, "GET", API)) return jsonResponse(200, settings);
    if (isCall(request, "GET", "/api/warehouse")) return jsonResponse(200, pageOf([principal, norte]));
    return undefined;
  });
  const user = userEvent.setup();
  const view = renderApp(PATH);
  await screen.findByRole("button", { name: "Guardar" });
  return { fetchMock, user, ...view };
}

const field = (label: string) => screen.getByLabelText(label);
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Guardar" }));
const puts = (fetchMock: Parameters<typeof liveCalls>[0]) => liveCalls(fetchMock, "PUT", API);

describe("business settings ('Empresa')", () => {
  it("loads the stored data into its sections, with the DV the NIT implies", async () => {
    await openSettings(configured);

    expect(screen.getByRole("heading", { level: 1, name: "Empresa" })).toBeInTheDocument();
    for (const section of [
      "Datos de la empresa",
      "Impuestos",
      "Numeración POS autorizada por la DIAN",
      "Recibo",
      "Caja",
    ]) {
      expect(screen.getByRole("region", { name: section })).toBeInTheDocument();
    }
    expect(field("Razón social")).toHaveValue(configured.legal_name);
    expect(field("NIT")).toHaveValue("800197268");
    expect(field("DV")).toHaveValue("4");
    expect(field("DV")).toHaveAccessibleDescription("Según el NIT, el DV es 4.");
    expect(field("Dirección")).toHaveValue(configured.address);
    expect(field("Ciudad")).toHaveValue("Medellín");
    expect(field("Teléfono")).toHaveValue(configured.phone);
    expect(screen.getByRole("checkbox", { name: "Responsable de IVA" })).toBeChecked();
    expect(field("UVT del año")).toHaveValue("52374");
    expect(field("Prefijo")).toHaveValue("POS");
    expect(field("Número de resolución")).toHaveValue("18764000001234");
    // Dates as a Colombian writes them, never a native date input.
    expect(field("Fecha de resolución")).toHaveValue("15/01/2026");
    expect(field("Fecha de resolución")).toHaveAttribute("type", "text");
    expect(field("Desde")).toHaveValue("1");
    expect(field("Hasta")).toHaveValue("5000");
    expect(field("Vigente hasta")).toHaveValue("15/01/2027");
    expect(field("Pie de página del recibo")).toHaveValue("Gracias por su compra");
    expect(
      screen.getByRole("checkbox", { name: "Abre la caja antes de registrar ventas en efectivo" }),
    ).not.toBeChecked();
    expect(screen.queryByText(/Aún no has registrado/)).not.toBeInTheDocument();
  });

  it("says the business's data was never saved, with the UVT of 2026 already in place", async () => {
    await openSettings(unconfigured);

    expect(
      screen.getByText("Aún no has registrado los datos de la empresa: los recibos los necesitan."),
    ).toBeInTheDocument();
    expect(field("Razón social")).toHaveValue("");
    expect(field("DV")).toHaveValue("");
    expect(field("UVT del año")).toHaveValue("52374");
    expect(field("Fecha de resolución")).toHaveValue("");
  });

  it("says the load failed and asks again with 'Reintentar'", async () => {
    let failing = true;
    stubSignedIn((request) => {
      if (!isCall(request, "GET", API)) return undefined;
      return failing ? jsonResponse(500, { message: "mal", code: "INTERNAL" }) : jsonResponse(200, configured);
    });
    const user = userEvent.setup();
    renderApp(PATH);

    // A 5xx is asked once more before the screen gives up.
    expect(await screen.findByText(businessSettingsMessages.loadFailed, {}, { timeout: 4_000 })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByLabelText("Razón social")).toHaveValue(configured.legal_name);
  });

  it("refuses a DV that does not match the NIT under 'DV' without sending anything", async () => {
    const { fetchMock, user } = await openSettings(configured);

    await user.clear(field("DV"));
    await user.type(field("DV"), "5");
    await save(user);

    await waitFor(() => expect(screen.getByText(nitMessages.dvMismatch)).toBeInTheDocument());
    expect(field("DV")).toHaveAttribute("aria-invalid", "true");
    // The message first, then which digit the NIT implies.
    expect(field("DV")).toHaveAccessibleDescription(`${nitMessages.dvMismatch} Según el NIT, el DV es 4.`);
    expect(field("DV")).toHaveFocus();
    expect(requestsTo(fetchMock, "PUT", API)).toBe(0);
  });

  it("asks for the whole numbering when only part of it is given", async () => {
    const { fetchMock, user } = await openSettings(unconfigured);

    await user.type(field("Razón social"), "Tienda La Esquina S.A.S.");
    await user.type(field("NIT"), "800197268");
    await user.type(field("DV"), "4");
    await user.type(field("Número de resolución"), "18764000001234");
    await save(user);

    await waitFor(() =>
      expect(field("Fecha de resolución")).toHaveAccessibleDescription(businessSettingsMessages.numberingIncomplete),
    );
    expect(field("Desde")).toHaveAccessibleDescription(businessSettingsMessages.numberingIncomplete);
    expect(requestsTo(fetchMock, "PUT", API)).toBe(0);
  });

  it("sends numbers, dates as YYYY-MM-DD and the checkboxes, then shows what was stored", async () => {
    const { fetchMock, user } = await openSettings(unconfigured, (request) =>
      isCall(request, "PUT", API) ? jsonResponse(200, { ...configured, require_cash_session: true }) : undefined,
    );

    await user.type(field("Razón social"), " Tienda La Esquina S.A.S. ");
    await user.type(field("NIT"), "800.197.268");
    expect(field("NIT")).toHaveValue("800197268");
    expect(screen.getByText("Según el NIT, el DV es 4.")).toBeInTheDocument();
    await user.type(field("DV"), "4");
    await user.type(field("Dirección"), "Calle 10 # 43-20");
    await user.type(field("Ciudad"), "Medellín");
    await user.type(field("Teléfono"), "+57 604 555 1234");
    await user.clear(field("UVT del año"));
    await user.type(field("UVT del año"), "52.374");
    expect(field("UVT del año")).toHaveValue("52374");
    await user.type(field("Prefijo"), "pos");
    expect(field("Prefijo")).toHaveValue("POS");
    await user.type(field("Número de resolución"), "18764000001234");
    await user.type(field("Fecha de resolución"), "15012026");
    expect(field("Fecha de resolución")).toHaveValue("15/01/2026");
    await user.type(field("Desde"), "1");
    await user.type(field("Hasta"), "5.000");
    await user.type(field("Vigente hasta"), "15/01/2027");
    await user.type(field("Pie de página del recibo"), "Gracias por su compra");
    await user.click(screen.getByRole("checkbox", { name: "Abre la caja antes de registrar ventas en efectivo" }));
    await user.click(screen.getByRole("checkbox", { name: "Imprimir el recibo al registrar cada venta" }));
    // Only active bodegas are offered: Norte is inactive.
    const counter = await screen.findByRole("combobox", { name: "Bodega del mostrador" });
    expect([...(counter as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      "Ninguna",
      principal.name,
    ]);
    await user.selectOptions(counter, principal.name);
    await save(user);

    await waitFor(() => expect(toastsWithText(businessSettingsMessages.saved)).toHaveLength(1));
    expect(puts(fetchMock)).toHaveLength(1);
    expect(puts(fetchMock)[0]?.body).toEqual({
      legal_name: "Tienda La Esquina S.A.S.",
      nit: "800197268",
      dv: 4,
      vat_responsible: true,
      address: "Calle 10 # 43-20",
      city: "Medellín",
      phone: "+57 604 555 1234",
      receipt_footer: "Gracias por su compra",
      uvt: 52_374,
      pos_prefix: "POS",
      pos_resolution: "18764000001234",
      pos_resolution_date: "2026-01-15",
      pos_from: 1,
      pos_to: 5000,
      pos_valid_until: "2027-01-15",
      require_cash_session: true,
      auto_print_receipt: true,
      counter_warehouse_id: principal.id,
    });
    // Saved: the notice goes, the form shows the answer.
    await waitFor(() => expect(screen.queryByText(/Aún no has registrado/)).not.toBeInTheDocument());
    expect(screen.getByRole("checkbox", { name: "Abre la caja antes de registrar ventas en efectivo" })).toBeChecked();
    expect(field("Fecha de resolución")).toHaveValue("15/01/2026");
  });

  it("sends an empty numbering as nulls", async () => {
    const { fetchMock, user } = await openSettings(
      {
        ...configured,
        pos_prefix: "",
        pos_resolution: null,
        pos_resolution_date: null,
        pos_from: null,
        pos_to: null,
        pos_valid_until: null,
      },
      (request) => (isCall(request, "PUT", API) ? jsonResponse(200, configured) : undefined),
    );

    await user.clear(field("Ciudad"));
    await user.type(field("Ciudad"), "Envigado");
    await save(user);

    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]?.body).toMatchObject({
      city: "Envigado",
      pos_prefix: "",
      pos_resolution: null,
      pos_resolution_date: null,
      pos_from: null,
      pos_to: null,
      pos_valid_until: null,
    });
  });

  it("puts the server's field message under its field and keeps what was typed", async () => {
    const message = "El teléfono no es válido para la DIAN";
    const { user } = await openSettings(configured, (request) =>
      isCall(request, "PUT", API)
        ? jsonResponse(400, { message, code: "VALIDATION", fields: { phone: message } })
        : undefined,
    );

    await user.clear(field("Teléfono"));
    await user.type(field("Teléfono"), "604 555 0000");
    await save(user);

    await waitFor(() => expect(field("Teléfono")).toHaveAccessibleDescription(message));
    expect(field("Teléfono")).toHaveFocus();
    expect(field("Teléfono")).toHaveValue("604 555 0000");
    expect(toastsWithText(businessSettingsMessages.saved)).toHaveLength(0);
  });
});
