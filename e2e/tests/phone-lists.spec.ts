import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/**
 * Issue 21: below 640 px every list is a stack of cards (the row's main field as the title, the other
 * fields as label–value lines, the actions as buttons), at 1280/1366 px the table it always was, with the
 * same rows, from one shared component (components/data-table.tsx). Each project checks both widths on
 * the same page: the mobile project starts as a phone, the desktop one as a desktop. Both run at once
 * against one database, so each creates its own rows, tagged, and searches the list for them.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

function uniqueData(testInfo: TestInfo) {
  const mobile = testInfo.project.name === "mobile";
  const now = Date.now();
  const tag = `${mobile ? "M" : "D"}${now}`;
  return {
    mobile,
    tag,
    // Ten digits each, apart from the other specs' leading digits.
    identifications: [0, 1, 2].map((index) => `${mobile ? 5 : 4}${String(now + index).slice(-9)}`),
    lastName: `Tarjetas${tag}`,
  };
}

type Data = ReturnType<typeof uniqueData>;

async function created(request: APIRequestContext, path: string, data: object): Promise<{ id: string }> {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string };
}

/** Opens a list screen and searches it for the test's own rows. */
async function openList(page: Page, path: string, title: string, search: string, query: string): Promise<Locator> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page
    .getByRole("searchbox", { name: search })
    .or(page.getByRole("textbox", { name: search }))
    .fill(query);
  const table = page.getByRole("table");
  await expect(table.getByText(/^Cargando/)).toHaveCount(0);
  return table;
}

const bodyRows = (table: Locator) => table.locator("tbody").getByRole("row");

/** Each row's cells' texts, in order: the same in both layouts (a phone's labels are not text). */
async function rowTexts(table: Locator): Promise<string[][]> {
  const rows = await bodyRows(table).all();
  return Promise.all(rows.map(async (row) => (await row.getByRole("cell").allTextContents()).map((t) => t.trim())));
}

/** Neither the page nor (on a phone) the list scrolls sideways. A desktop's table may, inside its frame, as ever. */
async function expectNoSidewaysScroll(table: Locator, listToo = true): Promise<void> {
  const widths = await table.evaluate((element) => {
    const frame = element.closest("section") as HTMLElement;
    return {
      document: document.documentElement.scrollWidth,
      window: window.innerWidth,
      frame: frame.scrollWidth,
      frameVisible: frame.clientWidth,
    };
  });
  expect(widths.document, "the page scrolls sideways").toBeLessThanOrEqual(widths.window);
  if (listToo) expect(widths.frame, "the list scrolls sideways").toBeLessThanOrEqual(widths.frameVisible);
}

/** A phone: one full-width card per row, one under the other, no visible header row, labelled lines. */
async function expectCards(table: Locator, count: number, titleText: (texts: string[]) => string) {
  await expectNoSidewaysScroll(table);
  const frame = await table.evaluate((element) => element.closest("section")!.getBoundingClientRect().toJSON());
  const header = await table.locator("thead").boundingBox();
  expect(header!.height, "the header row is visible on a phone").toBeLessThanOrEqual(1);
  // Still there for screen readers.
  await expect(table.getByRole("columnheader")).not.toHaveCount(0);

  const headers = (await table.getByRole("columnheader").allTextContents()).map((t) => t.trim());
  const rows = await bodyRows(table).all();
  expect(rows).toHaveLength(count);
  let previousBottom = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    const box = (await row.boundingBox())!;
    expect(box.width, "a card fills the list's width").toBeGreaterThanOrEqual(frame.width - 2);
    expect(box.y, "cards stack one under another").toBeGreaterThanOrEqual(previousBottom);
    previousBottom = box.y + box.height;

    // The title: the main field, first in the card, without a label.
    const title = row.locator('[data-cell="title"]');
    await expect(title).toHaveCount(1);
    const texts = (await row.getByRole("cell").allTextContents()).map((t) => t.trim());
    await expect(title).toHaveText(titleText(texts));
    const titleBox = (await title.boundingBox())!;
    // Every other field is a line under the title, named by its column's header: the name is drawn (as
    // generated content) before the value, which starts to its right.
    const cells = await row.getByRole("cell").all();
    let labelled = 0;
    for (const [index, cell] of cells.entries()) {
      const label = await cell.getAttribute("data-cell-label");
      if (label === null) continue;
      labelled++;
      expect(label).toBe(headers[index]);
      const line = (await cell.boundingBox())!;
      expect(line.y).toBeGreaterThan(titleBox.y);
      expect(await cell.evaluate((element) => getComputedStyle(element, "::before").content)).not.toBe("none");
      const value = (await cell.locator(":scope > div").boundingBox())!;
      expect(value.x - line.x, "the label stands before the value").toBeGreaterThanOrEqual(60);
    }
    expect(labelled).toBeGreaterThan(0);
  }
}

/** A desktop: the table with its header row, each row's cells side by side. */
async function expectTable(table: Locator, count: number) {
  await expectNoSidewaysScroll(table, false);
  const header = (await table.locator("thead").getByRole("row").boundingBox())!;
  expect(header.height).toBeGreaterThan(20);
  const rows = await bodyRows(table).all();
  expect(rows).toHaveLength(count);
  for (const row of rows) {
    const cells = await row.getByRole("cell").all();
    const tops = await Promise.all(cells.map(async (cell) => (await cell.boundingBox())!.y));
    expect(new Set(tops).size, "a row's cells sit side by side").toBe(1);
    // No card's labels on the desktop.
    const label = await cells[1]!.evaluate((cell) => getComputedStyle(cell, "::before").content);
    expect(label).toBe("none");
  }
}

/** Both layouts of one list, the project's own width first, then the other: the same rows in the same order. */
async function expectBothLayouts(
  page: Page,
  data: Data,
  table: Locator,
  count: number,
  title: (t: string[]) => string,
) {
  const sizes = data.mobile ? [PHONE, DESKTOP] : [DESKTOP, PHONE];
  let seen: string[][] | undefined;
  for (const size of sizes) {
    await page.setViewportSize(size);
    if (size === PHONE) await expectCards(table, count, title);
    else await expectTable(table, count);
    const texts = await rowTexts(table);
    if (seen) expect(texts).toEqual(seen);
    seen = texts;
    await expectAccessible(page);
  }
  return seen!;
}

test.describe("lists on a phone", () => {
  test("'Mis Clientes' shows a card per client on a phone and the table on a desktop, with the same rows", async ({
    page,
  }, testInfo) => {
    const data = uniqueData(testInfo);
    await signIn(page);
    for (const [index, identification] of data.identifications.entries()) {
      await created(page.request, "/api/clients", {
        identification,
        name: ["Ana", "Bernardo", "Carolina"][index],
        last_name: data.lastName,
        // Long enough to have been cut off in the table on a phone.
        email: `cliente.con.correo.largo.${index}.${data.tag.toLowerCase()}@empresa-de-pruebas.com.co`,
        birthday: "1990-07-21",
        phone_number: `310444556${index}`,
      });
    }
    const table = await openList(
      page,
      "/dashboard/clients",
      "Mis Clientes",
      "Buscar por identificación, nombre, apellido o correo",
      data.lastName,
    );
    await expect(bodyRows(table)).toHaveCount(3);
    // Identificación, Estado, Nombre (the card's title), Correo, Número de celular, Acciones.
    const texts = await expectBothLayouts(page, data, table, 3, (cells) => cells[2]!);
    expect(texts.map((cells) => cells[2])).toEqual(
      expect.arrayContaining(["Ana", "Bernardo", "Carolina"].map((name) => `${name} ${data.lastName}`)),
    );
  });

  test("'Mis Productos' cards carry the row's actions as large buttons that work from the keyboard", async ({
    page,
  }, testInfo) => {
    const data = uniqueData(testInfo);
    await signIn(page);
    const warehouse = await created(page.request, "/api/warehouse", { name: `Bodega Tarjetas ${data.tag}` });
    for (const index of [1, 2, 3]) {
      await created(page.request, "/api/product", {
        name: `Producto con un nombre bastante largo ${index} ${data.tag}`,
        sku: `TRJ-${index}-${data.tag}`,
        description: "Producto de la prueba de listas en el teléfono",
        category: "Pruebas",
        image_url: null,
        price: 1500 * index,
        warehouse_id: warehouse.id,
        quantity: 10 * index,
        unit: "UD",
        costs: 1000,
        lot_number: "L-1",
        expiration_date: null,
        min_stock: 0,
        max_stock: 0,
      });
    }
    const table = await openList(
      page,
      "/dashboard/products",
      "Mis Productos",
      "Buscar producto por: nombre o SKU",
      data.tag,
    );
    await expect(bodyRows(table)).toHaveCount(3);
    // Nombre (the title), SKU, Cantidad, Precio, Acciones.
    await expectBothLayouts(page, data, table, 3, (cells) => cells[0]!);

    await page.setViewportSize(PHONE);
    const card = bodyRows(table).first();
    const actions = card.locator('[data-cell="actions"]');
    const buttons = await actions.locator("a, button").all();
    expect(buttons.length).toBeGreaterThanOrEqual(1);
    for (const button of buttons) {
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // The actions are the card's last line.
    const cellBottoms = await card
      .getByRole("cell")
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().bottom));
    const actionsBox = (await actions.boundingBox())!;
    expect(Math.max(...cellBottoms)).toBeCloseTo(actionsBox.y + actionsBox.height, 0);

    // From the keyboard: 'Ver' opens the product.
    const name = (await card.locator('[data-cell="title"]').locator("span").first().textContent())!.trim();
    const view = card.getByRole("link", { name: `Ver ${name}` });
    await view.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  });
});
