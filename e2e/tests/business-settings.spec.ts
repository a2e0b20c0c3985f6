import { nitCheckDigit } from "@inventario/shared/nit";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test, withNavigation } from "./fixtures";

/**
 * Issue 35, 'Empresa': the admin opens the business's data from 'Configuración', a wrong check digit is
 * refused, then the data and the DIAN's POS numbering are saved and are still there after a reload. The
 * settings are one record for the whole database and both projects run at once: they save the same
 * values, so neither can find the other's. The two checkboxes keep their first values (IVA on, no cash
 * session required), which other specs' sales rely on.
 */
const BUSINESS = {
  legalName: "Inventario Pruebas E2E S.A.S.",
  nit: "900373913",
  address: "Carrera 43A # 1-50, oficina 301",
  city: "Medellín",
  phone: "+57 604 444 5566",
  uvt: "52374",
  prefix: "POS",
  resolution: "18764000004321",
  resolutionDate: "15/01/2026",
  from: "1",
  to: "50000",
  validUntil: "15/01/2027",
  footer: "Gracias por su compra. Cambios dentro de los 30 días con la factura.",
} as const;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe("business settings", () => {
  test("the admin saves the business's data and POS numbering on 'Empresa' and finds them after a reload", async ({
    page,
  }) => {
    await signIn(page);

    // Under 'Configuración' in the sidebar.
    await withNavigation(page, (nav) => nav.getByRole("link", { name: "Empresa", exact: true }).click());
    await expect(page).toHaveURL(/\/dashboard\/settings\/business$/);
    await expect(page.getByRole("heading", { level: 1, name: "Empresa" })).toBeVisible();
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    await expectAccessible(page);

    const dv = nitCheckDigit(BUSINESS.nit);
    await field(page, "Razón social").fill(BUSINESS.legalName);
    await field(page, "NIT").fill(BUSINESS.nit);
    await expect(page.getByText(`Según el NIT, el DV es ${dv}.`)).toBeVisible();

    // A wrong check digit is refused under 'DV' before anything is sent.
    await field(page, "DV").fill(String((dv + 1) % 10));
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("El dígito de verificación no corresponde al NIT")).toBeVisible();
    await expect(field(page, "DV")).toBeFocused();
    await expectAccessible(page);

    await field(page, "DV").fill(String(dv));
    await field(page, "Dirección").fill(BUSINESS.address);
    await field(page, "Ciudad").fill(BUSINESS.city);
    await field(page, "Teléfono").fill(BUSINESS.phone);
    await page.getByRole("checkbox", { name: "Responsable de IVA" }).check();
    await field(page, "UVT del año").fill(BUSINESS.uvt);
    await field(page, "Prefijo").fill(BUSINESS.prefix.toLowerCase());
    await expect(field(page, "Prefijo")).toHaveValue(BUSINESS.prefix);
    await field(page, "Número de resolución").fill(BUSINESS.resolution);
    await field(page, "Fecha de resolución").fill(BUSINESS.resolutionDate);
    await field(page, "Desde").fill(BUSINESS.from);
    await field(page, "Hasta").fill(BUSINESS.to);
    await field(page, "Vigente hasta").fill(BUSINESS.validUntil);
    await field(page, "Pie de página del recibo").fill(BUSINESS.footer);
    await page.getByRole("checkbox", { name: "Abre la caja antes de registrar ventas en efectivo" }).uncheck();
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Datos de la empresa guardados")).toBeVisible();
    await expect(page.getByText(/^Aún no has registrado/)).toHaveCount(0);

    // Stored: a reload shows every value, the dates as dd/mm/aaaa.
    await page.reload();
    await expect(field(page, "Razón social")).toHaveValue(BUSINESS.legalName);
    await expect(field(page, "NIT")).toHaveValue(BUSINESS.nit);
    await expect(field(page, "DV")).toHaveValue(String(dv));
    await expect(field(page, "Dirección")).toHaveValue(BUSINESS.address);
    await expect(field(page, "Ciudad")).toHaveValue(BUSINESS.city);
    await expect(field(page, "Teléfono")).toHaveValue(BUSINESS.phone);
    await expect(page.getByRole("checkbox", { name: "Responsable de IVA" })).toBeChecked();
    await expect(field(page, "UVT del año")).toHaveValue(BUSINESS.uvt);
    await expect(field(page, "Prefijo")).toHaveValue(BUSINESS.prefix);
    await expect(field(page, "Número de resolución")).toHaveValue(BUSINESS.resolution);
    await expect(field(page, "Fecha de resolución")).toHaveValue(BUSINESS.resolutionDate);
    await expect(field(page, "Desde")).toHaveValue(BUSINESS.from);
    await expect(field(page, "Hasta")).toHaveValue(BUSINESS.to);
    await expect(field(page, "Vigente hasta")).toHaveValue(BUSINESS.validUntil);
    await expect(field(page, "Pie de página del recibo")).toHaveValue(BUSINESS.footer);
    await expect(
      page.getByRole("checkbox", { name: "Abre la caja antes de registrar ventas en efectivo" }),
    ).not.toBeChecked();
    await expect(page.getByText(/^Aún no has registrado/)).toHaveCount(0);
    await expectAccessible(page);
  });
});
