import { messages } from "@inventario/shared/messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Toaster } from "../../../components/toaster";
import { createQueryClient } from "../../../lib/query-client";
import { sessionStore } from "../../../lib/session-store";
import { adminUser, hangingResponse, jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { LoginForm } from "./login-form";

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: "/auth/login", element: <LoginForm /> },
      { path: "/dashboard", element: <p>Panel principal</p> },
    ],
    { initialEntries: ["/auth/login"] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const emailField = () => screen.getByLabelText("Correo electrónico");
const passwordField = () => screen.getByLabelText("Contraseña");
const submit = () => screen.getByRole("button", { name: "Ingresar" });

beforeEach(() => {
  sessionStore.signOut();
});

afterEach(() => {
  toast.dismiss();
});

describe("LoginForm", () => {
  it("shows the required messages and sends nothing", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, adminUser));
    const { user } = renderLogin();

    await user.click(submit());

    expect(await screen.findByText(messages.login.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.login.passwordRequired)).toBeInTheDocument();
    expect(emailField()).toHaveAttribute("aria-invalid", "true");
    expect(emailField()).toHaveAccessibleDescription(messages.login.emailRequired);
    expect(passwordField()).toHaveAccessibleDescription(messages.login.passwordRequired);
    expect(screen.getAllByRole("alert")).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects a malformed email and a blank password without a request", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, adminUser));
    const { user } = renderLogin();

    await user.type(emailField(), "ana@correo");
    await user.type(passwordField(), "   ");
    await user.click(submit());

    expect(await screen.findByText(messages.login.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.login.passwordRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in with the trimmed email and goes to /dashboard", async () => {
    const fetchMock = stubFetch(({ method, url }) =>
      method === "POST" && url === "/api/auth" ? jsonResponse(200, adminUser) : undefined,
    );
    const { router, user } = renderLogin();

    await user.type(emailField(), "  admin@inventario.local ");
    await user.type(passwordField(), "admin12345");
    await user.click(submit());

    expect(await screen.findByText("Panel principal")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(sessionStore.getSnapshot()).toEqual({ status: "authenticated", user: adminUser });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: "admin@inventario.local", password: "admin12345" });
  });

  it("shows the server's message in an error toast when the credentials are wrong", async () => {
    stubFetch(() => jsonResponse(401, { message: messages.login.failed, code: "UNAUTHENTICATED" }));
    const { router, user } = renderLogin();

    await user.type(emailField(), "admin@inventario.local");
    await user.type(passwordField(), "equivocada");
    await user.click(submit());

    expect(await screen.findByText(messages.login.failed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth/login");
    expect(sessionStore.getSnapshot().status).toBe("not-authenticated");
  });

  it("shows the rate limit message of a 429", async () => {
    stubFetch(() => jsonResponse(429, { message: messages.login.tooManyAttempts, code: "RATE_LIMITED" }));
    const { user } = renderLogin();

    await user.type(emailField(), "admin@inventario.local");
    await user.type(passwordField(), "equivocada");
    await user.click(submit());

    expect(await screen.findByText(messages.login.tooManyAttempts)).toBeInTheDocument();
  });

  it("disables the button and says it is signing in while the request runs", async () => {
    stubFetch(({ signal }) => hangingResponse(signal));
    const { user } = renderLogin();

    await user.type(emailField(), "admin@inventario.local");
    await user.type(passwordField(), "admin12345");
    await user.click(submit());

    const busy = await screen.findByRole("button", { name: "Ingresando..." });
    expect(busy).toBeDisabled();
  });

  it("shows and hides the password", async () => {
    const { user } = renderLogin();
    expect(passwordField()).toHaveAttribute("type", "password");

    await user.click(screen.getByRole("button", { name: "Mostrar contraseña" }));
    expect(passwordField()).toHaveAttribute("type", "text");
    const hide = screen.getByRole("button", { name: "Ocultar contraseña" });
    expect(hide).toHaveAttribute("aria-pressed", "true");

    await user.click(hide);
    expect(passwordField()).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Mostrar contraseña" })).toHaveAttribute("aria-pressed", "false");
  });
});
