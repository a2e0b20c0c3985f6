import { render } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Providers } from "../app/providers";
import { routes } from "../app/routes";

/** The real route table, guards and providers, started at `path`; strict mode to catch effect bugs. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  return { router, ...view };
}

/** Loads the lazy screens once, so a test's first navigation does not race the module transform. */
export async function preloadScreens(): Promise<void> {
  await Promise.all([
    import("../features/auth/components/auth-layout"),
    import("../features/auth/pages/login-page"),
    import("../app/shell/dashboard-layout"),
    import("../features/clients/pages/clients-page"),
    import("../features/clients/pages/client-view-page"),
    import("../features/employees/pages/employees-page"),
    import("../features/employees/pages/employee-view-page"),
    import("../features/roles/pages/employee-permissions-page"),
    import("../features/roles/pages/roles-and-permissions-page"),
    import("../features/dashboard/pages/dashboard-home-page"),
    import("../features/products/pages/products-page"),
    import("../features/warehouses/pages/warehouses-page"),
  ]);
}
