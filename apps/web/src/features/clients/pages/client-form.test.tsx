import { personMessages } from "@inventario/shared/people";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { hangingResponse, jsonResponse, type MockHandler, requestsTo } from "../../../test/fetch-mock";
import { laura } from "../../../test/people-fixtures";
import { renderApp } from "../../../test/render-app";
import {
  listQuery,
  listRequests,
  pageOf,
  setUpScreenTests,
  stubSignedIn,
  toastsWithText,
} from "../../../test/screen-test";

setUpScreenTests();

/** The client list with Laura on it; `handler` answers the form's own request. */
async function openForm(handler: MockHandler = () => undefined, button = "Agregar usuario") {
  const fetchMock = stubSignedIn((request) =>
    listQuery(request, "clients") ? jsonResponse(200, pageOf([laura])) : handler(request),
  );
  const user = userEvent.setup();
  renderApp("/dashboard/clients");
  await user.click(await screen.findByRole("button", { name: button }));
  const dialog = await screen.findByRole("dialog");
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { fetchMock, user, dialog, field };
}

type Form = Awaited<ReturnType<typeof openForm>>;

const valid = {
  Identificación: "1098765432",
  Nombres: "  José ",
  Apellidos: "Ramírez",
  Correo: " Jose.Ramirez@Correo.CO ",
  // Typed as staff type it into the app's date field (dd/mm/aaaa); sent as 1992-07-20.
  "Fecha de nacimiento": "20/07/1992",
  Celular: "3151112233",
};

async function fill({ user, field }: Form, values: Partial<Record<keyof typeof valid, string>>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

describe("client form", () => {
  it("opens as 'Agregar nuevo cliente' with the six fields, phone and identification numeric", async () => {
    const form = await openForm();
    expect(form.dialog).toHaveAccessibleName("Agregar nuevo cliente");
    for (const label of Object.keys(valid)) expect(form.field(label)).toBeEnabled();
    for (const label of ["Identificación", "Celular"]) {
      expect(form.field(label)).toHaveAttribute("inputmode", "numeric");
      expect(form.field(label)).toHaveAttribute("maxlength", "10");
    }
    // The app's date field (dd/mm/aaaa whatever the browser's language), whose calendar stops at today.
    expect(form.field("Fecha de nacimiento")).toHaveAttribute("placeholder", "dd/mm/aaaa");
    await form.user.click(within(form.dialog).getByRole("button", { name: "Abrir calendario" }));
    const calendar = within(form.dialog).getByRole("dialog", { name: "Elegir fecha: Fecha de nacimiento" });
    expect(within(calendar).getByRole("button", { name: "Mes siguiente" })).toBeDisabled();
    expect(within(calendar).getByRole("button", { name: /, \d+ de /, current: "date" })).toBeEnabled();
    expect(within(form.dialog).getByRole("button", { name: "Guardar" })).toBeInTheDocument();
  });

  it("keeps only digits in identification and phone as they are typed", async () => {
    const form = await openForm();
    await form.user.type(form.field("Identificación"), "10a9-8 7");
    await form.user.type(form.field("Celular"), "+57 315");
    expect(form.field("Identificación")).toHaveValue("10987");
    expect(form.field("Celular")).toHaveValue("57315");
  });

  it("shows every required message and sends nothing", async () => {
    const form = await openForm();
    await form.user.click(within(form.dialog).getByRole("button", { name: "Guardar" }));

    for (const message of [
      personMessages.identificationRequired,
      personMessages.nameRequired,
      personMessages.lastNameRequired,
      personMessages.emailRequired,
      personMessages.birthdayRequired,
      personMessages.phoneRequired,
    ]) {
      expect(await within(form.dialog).findByText(message)).toBeInTheDocument();
    }
    expect(form.field("Identificación")).toHaveAccessibleDescription(personMessages.identificationRequired);
    expect(requestsTo(form.fetchMock, "POST", "/api/clients")).toBe(0);
  });

  it("rejects short numbers, a malformed email, blank names and a future birthday without a request", async () => {
    const form = await openForm();
    await fill(form, {
      ...valid,
      Identificación: "123456789",
      Celular: "315111223",
      Nombres: "   ",
      Correo: "jose@correo",
      "Fecha de nacimiento": "01/01/2999",
    });
    await form.user.click(within(form.dialog).getByRole("button", { name: "Guardar" }));

    expect(await within(form.dialog).findAllByText(personMessages.tenDigits)).toHaveLength(2);
    expect(form.field("Identificación")).toHaveAccessibleDescription(personMessages.tenDigits);
    expect(form.field("Celular")).toHaveAccessibleDescription(personMessages.tenDigits);
    expect(form.field("Nombres")).toHaveAccessibleDescription(personMessages.nameRequired);
    expect(form.field("Correo")).toHaveAccessibleDescription(personMessages.emailInvalid);
    expect(form.field("Fecha de nacimiento")).toHaveAccessibleDescription(personMessages.birthdayInFuture);
    expect(requestsTo(form.fetchMock, "POST", "/api/clients")).toBe(0);
  });

  it("saves the trimmed values, says so, closes and reloads the list", async () => {
    let sent: unknown;
    const form = await openForm((request) => {
      if (request.method !== "POST" || request.url !== "/api/clients") return undefined;
      sent = request.body;
      return jsonResponse(201, { ...laura, is_active: true });
    });
    await fill(form, valid);
    await form.user.click(within(form.dialog).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(toastsWithText("Cliente guardado correctamente")).toHaveLength(1));
    expect(sent).toEqual({
      identification: "1098765432",
      name: "José",
      last_name: "Ramírez",
      email: "jose.ramirez@correo.co",
      birthday: "1992-07-20",
      phone_number: "3151112233",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(listRequests(form.fetchMock, "clients")).toHaveLength(2));
  });

  it("disables 'Guardar' while the request runs", async () => {
    const form = await openForm((request) => (request.method === "POST" ? hangingResponse(request.signal) : undefined));
    await fill(form, valid);
    const save = within(form.dialog).getByRole("button", { name: "Guardar" });
    await form.user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(form.dialog.querySelector("form")).toHaveAttribute("aria-busy", "true");
  });

  it("puts a 409's message under the field it names and keeps the typed data", async () => {
    const duplicate = "Ya existe un cliente con esa identificación";
    const form = await openForm((request) =>
      request.method === "POST"
        ? jsonResponse(409, { message: duplicate, code: "CONFLICT", fields: { identification: duplicate } })
        : undefined,
    );
    await fill(form, valid);
    await form.user.click(within(form.dialog).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(form.field("Identificación")).toHaveAccessibleDescription(duplicate));
    expect(form.field("Identificación")).toHaveFocus();
    expect(toastsWithText(duplicate)).toHaveLength(1);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(form.field("Apellidos")).toHaveValue("Ramírez");
  });

  it("puts a 400's field messages under their fields", async () => {
    const form = await openForm((request) =>
      request.method === "POST"
        ? jsonResponse(400, {
            message: "Revisa los datos ingresados.",
            code: "VALIDATION",
            fields: { email: personMessages.emailInvalid, phone_number: personMessages.tenDigits },
          })
        : undefined,
    );
    await fill(form, valid);
    await form.user.click(within(form.dialog).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(form.field("Correo")).toHaveAccessibleDescription(personMessages.emailInvalid));
    expect(form.field("Celular")).toHaveAccessibleDescription(personMessages.tenDigits);
    expect(toastsWithText("Revisa los datos ingresados.")).toHaveLength(1);
  });

  it.each([
    [403, "FORBIDDEN", "No tienes permisos para esta acción"],
    [500, "INTERNAL", "Error al guardar los datos del cliente"],
  ])("reports a %i with '%s' once and stays open", async (status, code, message) => {
    const form = await openForm((request) =>
      request.method === "POST" ? jsonResponse(status, { message: "del servidor", code }) : undefined,
    );
    await fill(form, valid);
    await form.user.click(within(form.dialog).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1));
    expect(toastsWithText("del servidor")).toHaveLength(0);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("edits with the identification locked, sending the other fields with PUT", async () => {
    let sent: unknown;
    const form = await openForm((request) => {
      if (request.method !== "PUT" || request.url !== "/api/clients/1234567890") return undefined;
      sent = request.body;
      return jsonResponse(200, laura);
    }, "Editar a Laura Gómez");

    expect(form.dialog).toHaveAccessibleName("Editar cliente");
    expect(form.field("Identificación")).toBeDisabled();
    expect(form.field("Identificación")).toHaveValue("1234567890");
    expect(form.field("Nombres")).toHaveValue("Laura");
    expect(form.field("Fecha de nacimiento")).toHaveValue("05/03/1990");
    await fill(form, { Celular: "3209998877" });
    await form.user.click(within(form.dialog).getByRole("button", { name: "Actualizar" }));

    await waitFor(() => expect(toastsWithText("Cliente actualizado correctamente")).toHaveLength(1));
    expect(sent).toEqual({
      name: "Laura",
      last_name: "Gómez",
      email: "laura@correo.co",
      birthday: "1990-03-05",
      phone_number: "3209998877",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes with 'Cancelar' without sending anything", async () => {
    const form = await openForm();
    await fill(form, valid);
    await form.user.click(within(form.dialog).getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(requestsTo(form.fetchMock, "POST", "/api/clients")).toBe(0);
  });
});
