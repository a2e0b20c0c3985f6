import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, submitLoginForm, watchWindowScroll } from "./fixtures";

/** What differs between the client and the employee screens in the shared scenario. */
export type PeopleScreens = {
  listPath: string;
  listTitle: string;
  addButton: string;
  createTitle: string;
  editTitle: string;
  created: string;
  updated: string;
  deleted: string;
  reactivated: string;
  viewTitle: string;
};

export type TestPerson = {
  identification: string;
  name: string;
  lastName: string;
  /** The last name as someone types it in a hurry: lower case, without accents. */
  plainLastName: string;
  email: string;
  birthday: string;
  phone: string;
};

let sequence = 0;

/**
 * Both projects run every spec in parallel against one database, so each person gets an identification,
 * email and last name of its own, derived from the project, the clock and a counter.
 */
export function uniquePerson(testInfo: TestInfo): TestPerson {
  sequence += 1;
  const projectDigit = testInfo.project.name === "mobile" ? "2" : "1";
  const stamp = `${Date.now()}${testInfo.workerIndex}${sequence}`;
  const identification = `${projectDigit}${stamp.slice(-9)}`;
  // Letters only, so the search text is the last name itself.
  const tag = Array.from(identification.slice(1), (digit) => String.fromCharCode(97 + Number(digit))).join("");
  return {
    identification,
    name: "José",
    lastName: `Ramírez ${tag}`,
    plainLastName: `ramirez ${tag}`,
    email: `jose.${tag}@prueba.co`,
    birthday: "1992-07-20",
    phone: "3151112233",
  };
}

export const fullName = (person: TestPerson) => `${person.name} ${person.lastName}`;

export function rowOf(page: Page, person: TestPerson): Locator {
  return page.getByRole("row").filter({ hasText: person.identification });
}

export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await submitLoginForm(page, { email, password });
  // The dashboard, or the first screen of a user who may not read it.
  await expect(page).toHaveURL(/\/dashboard(\/[A-Za-z]+)?$/);
}

/** A second browser window with the project's own settings (viewport, touch, locale), for another user. */
export async function newProjectPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, locale, reducedMotion } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale, reducedMotion });
  await watchWindowScroll(context);
  return context.newPage();
}

/** The list has loaded when its loading row is gone and the table is there. */
export async function openList(page: Page, screens: PeopleScreens): Promise<void> {
  await page.goto(screens.listPath);
  await expect(page.getByRole("heading", { level: 1, name: screens.listTitle })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
}

export async function fillPersonForm(dialog: Locator, person: TestPerson, identification: string): Promise<void> {
  await dialog.getByLabel("Identificación").fill(identification);
  await dialog.getByLabel("Nombres").fill(person.name);
  await dialog.getByLabel("Apellidos").fill(person.lastName);
  await dialog.getByLabel("Correo").fill(person.email);
  await dialog.getByLabel("Fecha de nacimiento").fill(person.birthday);
  await dialog.getByLabel("Celular").fill(person.phone);
}

/** Add, find without accents, edit, delete, reactivate and view one person, checking accessibility throughout. */
export async function runPersonLifecycle(page: Page, screens: PeopleScreens, person: TestPerson): Promise<void> {
  await openList(page, screens);
  await expectAccessible(page);

  // Add, first with a nine-digit identification.
  await page.getByRole("button", { name: screens.addButton }).click();
  const createDialog = page.getByRole("dialog", { name: screens.createTitle });
  await fillPersonForm(createDialog, person, person.identification.slice(0, 9));
  await createDialog.getByRole("button", { name: "Guardar" }).click();
  await expect(createDialog.getByText("Debe contener exactamente 10 dígitos")).toBeVisible();
  await expectAccessible(page);
  await createDialog.getByLabel("Identificación").fill(person.identification);
  await createDialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(screens.created)).toBeVisible();
  await expect(createDialog).toBeHidden();

  // Find them by their last name typed without accents or capitals.
  await page
    .getByRole("searchbox", { name: "Buscar por identificación, nombre, apellido o correo" })
    .fill(person.plainLastName);
  const row = rowOf(page, person);
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row.getByText(fullName(person))).toBeVisible();
  await expect(row.getByText("Activo", { exact: true })).toBeVisible();

  // Edit the phone.
  await row.getByRole("button", { name: `Editar a ${fullName(person)}` }).click();
  const editDialog = page.getByRole("dialog", { name: screens.editTitle });
  await expect(editDialog.getByLabel("Identificación")).toBeDisabled();
  await expect(editDialog.getByLabel("Identificación")).toHaveValue(person.identification);
  await editDialog.getByLabel("Celular").fill("3209998877");
  await editDialog.getByRole("button", { name: "Actualizar" }).click();
  await expect(page.getByText(screens.updated)).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(row.getByText("3209998877")).toBeVisible();

  // Delete after the browser's confirmation: the person stays, inactive.
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(`Seguro que quieres eliminar a ${fullName(person)}?`);
    void dialog.accept();
  });
  await row.getByRole("button", { name: `Eliminar a ${fullName(person)}` }).click();
  await expect(page.getByText(screens.deleted)).toBeVisible();
  await expect(row.getByText("Inactivo")).toBeVisible();
  await expect(row.getByRole("button", { name: `Editar a ${fullName(person)}` })).toHaveCount(0);
  await expectAccessible(page);

  // Reactivate.
  await row.getByRole("button", { name: `Reactivar a ${fullName(person)}` }).click();
  await expect(page.getByText(screens.reactivated)).toBeVisible();
  await expect(row.getByText("Activo", { exact: true })).toBeVisible();

  // The read-only details.
  await row.getByRole("link", { name: `Ver a ${fullName(person)}` }).click();
  await expect(page).toHaveURL(new RegExp(`${screens.listPath}/view/${person.identification}$`));
  await expect(page.getByRole("heading", { level: 1, name: screens.viewTitle })).toBeVisible();
  // The person's details, not their 'Historial de cambios' below, which names the same values.
  const details = page.locator("dl");
  await expect(details.getByText("20/07/1992")).toBeVisible();
  await expect(details.getByText("3209998877")).toBeVisible();
  await expect(details.getByText(person.email)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Historial de cambios" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Volver" }).click();
  await expect(page).toHaveURL(new RegExp(`${screens.listPath}$`));
}

/** Creates the person as an employee through the API, with the signed-in page's session. */
export async function createEmployeeThroughApi(page: Page, person: TestPerson): Promise<void> {
  const created = await page.request.post("/api/employees", {
    data: {
      identification: person.identification,
      name: person.name,
      last_name: person.lastName,
      email: person.email,
      birthday: person.birthday,
      phone_number: person.phone,
    },
  });
  expect(created.status()).toBe(201);
}
