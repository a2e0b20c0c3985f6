import { ADMIN, expect, expectAccessible, signIn, signInThroughForm, test, withNavigation } from "./fixtures";

test.describe("sign-in", () => {
  test("shows the three validation messages and sends nothing while they stand", async ({ page }) => {
    const loginCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth") && request.method() === "POST") loginCalls.push(request.url());
    });
    await page.goto("/auth/login");
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByText("El correo es obligatorio")).toBeVisible();
    await expect(page.getByText("La contraseña es obligatoria")).toBeVisible();

    await page.getByLabel("Correo electrónico").fill("correo sin formato");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByText("El formato del correo es inválido")).toBeVisible();
    await expectAccessible(page);
    expect(loginCalls).toEqual([]);
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await page.goto("/auth/login");
    const password = page.getByLabel("Contraseña", { exact: true });
    await password.fill("secreta");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Mostrar contraseña" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Ocultar contraseña" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("wrong credentials show the failure toast and stay on the login page", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByLabel("Correo electrónico").fill(ADMIN.email);
    await page.getByLabel("Contraseña", { exact: true }).fill("clave-equivocada");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByText("Error, revisa tus datos e intenta nuevamente")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expectAccessible(page);
  });

  test("signing in leads to the dashboard, whose shell names the user", async ({ page }) => {
    await signInThroughForm(page);
    await withNavigation(page, async (nav) => {
      await expect(nav).toBeVisible();
      await expect(page.getByRole("button", { name: /Administrador/ })).toBeVisible();
      await expectAccessible(page);
    });
    await expectAccessible(page);
  });
});

test.describe("routing guards", () => {
  test("a deep link while signed out goes to the login page", async ({ page }) => {
    await page.goto("/dashboard/products/view/abc");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  });

  test("an unknown path goes to the login page", async ({ page }) => {
    await page.goto("/no/existe");
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test("/auth/register renders nothing and other auth paths show the login form", async ({ page }) => {
    await page.goto("/auth/register");
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth\/register$/);
    await page.goto("/auth/cualquier-cosa");
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  });

  test("a signed-in user on /auth/login is sent to /dashboard, and deep links load", async ({ page }) => {
    await signIn(page);
    await page.goto("/auth/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/products/view/abc");
    await expect(page).toHaveURL(/\/dashboard\/products\/view\/abc$/);
    await expect(page.getByText("No se encontró el producto.")).toBeVisible();
    await expectAccessible(page);
  });

  test("logging out from the sidebar menu ends the session", async ({ page }) => {
    await signIn(page);
    await withNavigation(page, async () => {
      await page.getByRole("button", { name: /Administrador/ }).click();
      await expectAccessible(page);
      await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
    });
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/login$/);
    const me = await page.request.get("/api/auth/me");
    expect(me.status()).toBe(401);
  });
});
