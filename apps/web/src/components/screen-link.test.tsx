import type { Permission } from "@inventario/shared/permissions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { roleKeys } from "../lib/query-keys";
import { staffUser } from "../test/fetch-mock";
import { stubSignedIn } from "../test/screen-test";
import { ScreenLink } from "./screen-link";

afterEach(() => vi.restoreAllMocks());

const linkLook = "text-indigo-700 underline";
const plainLook = "text-gray-900";

/** `link` under a router, for a user whose effective set is `held` (already loaded, as in the shell). */
function renderFor(held: Permission[], link: ReactNode) {
  stubSignedIn(() => undefined, staffUser, held);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(
    roleKeys.mine,
    held.map((name) => ({ name, assigned: true })),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{link}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const productLink = (
  <ScreenLink to="/dashboard/products/view/p-1" className={linkLook} plainClassName={plainLook}>
    Arroz Diana 500 g
  </ScreenLink>
);

describe("ScreenLink", () => {
  it("links to a screen the user may read", () => {
    renderFor(["products:read"], productLink);
    const link = screen.getByRole("link", { name: "Arroz Diana 500 g" });
    expect(link).toHaveAttribute("href", "/dashboard/products/view/p-1");
    expect(link).toHaveClass("text-indigo-700", "underline");
  });

  it("shows the same text, plain, where the user may not read the screen", () => {
    renderFor(["alerts:read"], productLink);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    const text = screen.getByText("Arroz Diana 500 g");
    expect(text.tagName).toBe("SPAN");
    expect(text).toHaveClass("text-gray-900");
    expect(text).not.toHaveClass("text-indigo-700");
  });

  it("shows its fallback instead, when there is one", () => {
    renderFor(
      ["sales:read"],
      <p>
        Venta V-000123{" "}
        <ScreenLink to="/dashboard/pickingRequests/view/w-1" fallback={null}>
          Ver solicitud A-000123
        </ScreenLink>
      </p>,
    );
    expect(screen.getByText("Venta V-000123")).toBeInTheDocument();
    expect(screen.queryByText("Ver solicitud A-000123")).not.toBeInTheDocument();
  });

  it("links to a screen that needs only a session, and to a path outside the screens", () => {
    renderFor(
      [],
      <>
        <ScreenLink to="/dashboard/rolesAndPermissions?vista=mis-permisos">Mis permisos</ScreenLink>
        <ScreenLink to="/auth/login">Iniciar sesión</ScreenLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Mis permisos" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Iniciar sesión" })).toBeInTheDocument();
  });
});
