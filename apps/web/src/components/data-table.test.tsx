import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Pencil, Trash2 } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { ActionsCell, DataCell, DataRow } from "./data-row";
import { DataTable, figure, RowGroup } from "./data-table";
import { IconButton } from "./icon-action";

// jsdom applies no media queries, so these tests check what each layout is made of: the table's roles and
// cells (the desktop table), and the classes, labels and the stylesheet rule a phone's cards are drawn with.

/** The app's stylesheet as written (vitest leaves CSS imports empty, so it is read from disk). */
async function readStylesheet(): Promise<string> {
  // A specifier TypeScript does not resolve: the web app has no Node types, the test runs in Node all the same.
  const fs = (await import(/* @vite-ignore */ "node:fs" as string)) as {
    readFileSync: (path: string, encoding: "utf8") => string;
  };
  // Vitest sets the test file's folder; `new URL(…, import.meta.url)` would be rewritten into an asset URL.
  const folder = (import.meta as ImportMeta & { dirname: string }).dirname;
  return fs.readFileSync(`${folder}/../index.css`, "utf8");
}

const COLUMNS = ["Nombre", "SKU", "Cantidad", "Acciones"];
const PRODUCTS = [
  { id: "1", name: "Arroz Diana 500 g", sku: "ARZ-500", quantity: "12" },
  { id: "2", name: "Café Sello Rojo", sku: "CAF-250", quantity: "3" },
];

function ProductList({ onEdit = () => {}, status }: { onEdit?: (name: string) => void; status?: string }) {
  return (
    <DataTable caption="Lista de productos" columns={COLUMNS} status={status}>
      {PRODUCTS.map((product) => (
        <DataRow key={product.id}>
          <DataCell className="px-3 py-3 font-medium">{product.name}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono">{product.sku}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-right">{product.quantity}</DataCell>
          <ActionsCell>
            <IconButton icon={Pencil} label={`Editar ${product.name}`} onClick={() => onEdit(product.name)} />
            <IconButton icon={Trash2} label={`Eliminar ${product.name}`} tone="danger" />
          </ActionsCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

const table = (name = "Lista de productos") => screen.getByRole("table", { name });
const bodyRows = () => within(table()).getAllByRole("row").slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole("cell");
const classesOf = (element: Element) => element.className.split(/\s+/);

describe("DataTable: the table (640 px and wider)", () => {
  it("is a captioned table of column headers and one row of cells per item, each role explicit", () => {
    render(<ProductList />);
    expect(table()).toHaveAttribute("role", "table");
    const headers = within(table()).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(COLUMNS);
    for (const header of headers) expect(header).toHaveAttribute("role", "columnheader");
    for (const group of within(table()).getAllByRole("rowgroup")) expect(group).toHaveAttribute("role", "rowgroup");
    expect(bodyRows()).toHaveLength(2);
    for (const row of bodyRows()) {
      expect(row).toHaveAttribute("role", "row");
      expect(cellsOf(row)).toHaveLength(COLUMNS.length);
      for (const cell of cellsOf(row)) expect(cell).toHaveAttribute("role", "cell");
    }
  });

  it("keeps each cell's own classes, and its content needs no box of its own", () => {
    render(<ProductList />);
    const [name, sku, quantity] = cellsOf(bodyRows()[0]!);
    expect(classesOf(name!)).toEqual(expect.arrayContaining(["px-3", "py-3", "font-medium"]));
    expect(classesOf(sku!)).toEqual(expect.arrayContaining(["whitespace-nowrap", "font-mono"]));
    expect(classesOf(quantity!)).toContain("text-right");
    // The wrapper that lines a value up beside its label on a phone takes no box in the table.
    expect(classesOf(name!.firstElementChild!)).toContain("sm:contents");
  });

  it("scrolls sideways within its labelled, focusable frame when the table is wider than the screen", () => {
    render(<ProductList />);
    const frame = screen.getByRole("region", { name: "Lista de productos" });
    expect(frame).toHaveAttribute("tabindex", "0");
    expect(classesOf(frame)).toContain("overflow-x-auto");
  });

  it("has a cell's text be its value alone: the phone's label is not text of the page", () => {
    render(<ProductList />);
    const [name, sku] = cellsOf(bodyRows()[1]!);
    expect(name).toHaveTextContent(/^Café Sello Rojo$/);
    expect(sku).toHaveTextContent(/^CAF-250$/);
  });
});

describe("DataTable: the cards (narrower than 640 px)", () => {
  it("hides the header row visually but keeps it for screen readers", () => {
    render(<ProductList />);
    const head = within(table()).getAllByRole("rowgroup")[0]!;
    expect(head.tagName).toBe("THEAD");
    expect(classesOf(head)).toContain("max-sm:sr-only");
    expect(classesOf(head)).not.toContain("max-sm:hidden");
  });

  it("turns the table into a column of cards, one per row, with a border and a white background", () => {
    render(<ProductList />);
    expect(classesOf(table())).toContain("max-sm:block");
    const body = within(table()).getAllByRole("rowgroup")[1]!;
    expect(classesOf(body)).toEqual(expect.arrayContaining(["max-sm:flex", "max-sm:flex-col", "max-sm:gap-3"]));
    expect(classesOf(screen.getByRole("region"))).toContain("max-sm:overflow-visible");
    for (const row of bodyRows()) {
      expect(classesOf(row)).toEqual(
        expect.arrayContaining([
          "max-sm:flex",
          "max-sm:flex-col",
          "max-sm:border",
          "max-sm:rounded-xl",
          "max-sm:bg-white",
        ]),
      );
    }
  });

  it("labels every cell with its column's header, except the title and the actions", () => {
    render(<ProductList />);
    for (const row of bodyRows()) {
      const [title, sku, quantity, actions] = cellsOf(row);
      expect(sku).toHaveAttribute("data-cell-label", "SKU");
      expect(quantity).toHaveAttribute("data-cell-label", "Cantidad");
      expect(title).not.toHaveAttribute("data-cell-label");
      expect(actions).not.toHaveAttribute("data-cell-label");
      // Each line of the card puts its label and value side by side, wrapping long values.
      expect(classesOf(sku!)).toEqual(
        expect.arrayContaining(["max-sm:flex", "max-sm:whitespace-normal", "max-sm:p-0"]),
      );
    }
  });

  it("makes the row's main field the card's title, first in the card", () => {
    render(<ProductList />);
    const title = cellsOf(bodyRows()[0]!)[0]!;
    expect(title).toHaveAttribute("data-cell", "title");
    expect(title).toHaveTextContent("Arroz Diana 500 g");
    expect(classesOf(title)).toEqual(expect.arrayContaining(["max-sm:order-first", "max-sm:text-base"]));
  });

  it("makes another column the title when the table says so, and labels the first one", () => {
    render(
      <DataTable caption="Clientes" columns={["Identificación", "Estado", "Nombre"]} titleColumn={2}>
        <DataRow>
          <DataCell>1234567890</DataCell>
          <DataCell>Activo</DataCell>
          <DataCell>Ana Gómez</DataCell>
        </DataRow>
      </DataTable>,
    );
    const [id, state, name] = within(screen.getAllByRole("row")[1]!).getAllByRole("cell");
    expect(id).toHaveAttribute("data-cell-label", "Identificación");
    expect(state).toHaveAttribute("data-cell-label", "Estado");
    expect(name).toHaveAttribute("data-cell", "title");
    expect(name).not.toHaveAttribute("data-cell-label");
  });

  it("puts the actions last, as buttons that work from the keyboard", async () => {
    const onEdit = vi.fn();
    render(<ProductList onEdit={onEdit} />);
    const actions = cellsOf(bodyRows()[1]!)[3]!;
    expect(actions).toHaveAttribute("data-cell", "actions");
    expect(classesOf(actions)).toEqual(
      expect.arrayContaining(["max-sm:order-last", "max-sm:flex", "max-sm:flex-wrap"]),
    );
    const buttons = within(actions).getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Editar Café Sello Rojo",
      "Eliminar Café Sello Rojo",
    ]);
    buttons[0]!.focus();
    await userEvent.keyboard("{Enter}");
    expect(onEdit).toHaveBeenCalledWith("Café Sello Rojo");
  });

  it("numbers the cells a component gives as one fragment one by one", () => {
    const figures = (sku: string, quantity: string) => (
      <>
        <DataCell>{sku}</DataCell>
        <DataCell>{quantity}</DataCell>
      </>
    );
    render(
      <DataTable caption="Lista" columns={["Nombre", "SKU", "Cantidad", "Costo"]}>
        <DataRow>
          <DataCell>Arroz</DataCell>
          {figures("ARZ-500", "12")}
          {null}
          <DataCell>$ 2.500,00</DataCell>
        </DataRow>
      </DataTable>,
    );
    const cells = within(screen.getAllByRole("row")[1]!).getAllByRole("cell");
    expect(cells.map((cell) => cell.getAttribute("data-cell-label"))).toEqual([null, "SKU", "Cantidad", "Costo"]);
  });

  it("lets a cell name itself where no single header names its column, and a gap cell show no label", () => {
    render(
      <DataTable caption="Kardex" columns={["Fecha"]}>
        <DataRow>
          <DataCell>24/11/2026</DataCell>
          <DataCell label="" />
          <DataCell label="Entradas · Cantidad">5</DataCell>
        </DataRow>
      </DataTable>,
    );
    const [date, gap, quantity] = within(screen.getAllByRole("row")[1]!).getAllByRole("cell");
    expect(date).toHaveAttribute("data-cell", "title");
    expect(gap).not.toHaveAttribute("data-cell-label");
    expect(quantity).toHaveAttribute("data-cell-label", "Entradas · Cantidad");
  });

  it("keeps a selected row's own background instead of the card's white", () => {
    render(
      <DataTable caption="Lista" columns={["Nombre"]}>
        <DataRow className="bg-indigo-50">
          <DataCell>Arroz</DataCell>
        </DataRow>
      </DataTable>,
    );
    const row = screen.getAllByRole("row")[1]!;
    expect(classesOf(row)).toContain("bg-indigo-50");
    expect(classesOf(row)).not.toContain("max-sm:bg-white");
  });

  it("makes each group of rows a row group of its own, one card on a phone with its rows as sections", () => {
    render(
      <DataTable caption="Alertas" columns={["Producto", "Bodega", "Disponible"]} grouped>
        {["Arroz", "Café"].map((product) => (
          <RowGroup key={product}>
            <DataRow>
              <DataCell rowHeader rowSpan={2}>
                {product}
              </DataCell>
              <DataCell>Todas</DataCell>
              <DataCell>4</DataCell>
            </DataRow>
            {/* Its first cell is the second column's: the product's header spans down into it. */}
            <DataRow firstColumn={1}>
              <DataCell>Bodega Sur</DataCell>
              <DataCell>3</DataCell>
            </DataRow>
          </RowGroup>
        ))}
      </DataTable>,
    );
    const [, arroz, cafe, ...rest] = within(table("Alertas")).getAllByRole("rowgroup");
    expect(rest).toEqual([]);
    expect(cafe).toHaveTextContent("Café");
    expect(classesOf(arroz!)).toEqual(expect.arrayContaining(["max-sm:flex", "max-sm:border", "max-sm:bg-white"]));
    const [first, second] = within(arroz!).getAllByRole("row");
    for (const row of [first!, second!]) {
      // A section of the card, not a card of its own.
      expect(classesOf(row)).toEqual(expect.arrayContaining(["max-sm:grid", "max-sm:border-t"]));
      expect(classesOf(row)).not.toContain("max-sm:rounded-xl");
      expect(classesOf(row)).not.toContain("max-sm:bg-white");
    }
    expect(within(first!).getByRole("rowheader")).toHaveAttribute("data-cell", "title");
    expect(within(first!).getByRole("rowheader")).toHaveAttribute("rowspan", "2");
    expect(cellsOf(first!).map((cell) => cell.getAttribute("data-cell-label"))).toEqual(["Bodega", "Disponible"]);
    expect(cellsOf(second!).map((cell) => cell.getAttribute("data-cell-label"))).toEqual(["Bodega", "Disponible"]);
  });

  it("shows a loading, empty or error text as one row spanning every column, one card on a phone", () => {
    render(<ProductList status="No hay productos." />);
    const rows = bodyRows();
    expect(rows).toHaveLength(1);
    const [status] = cellsOf(rows[0]!);
    expect(cellsOf(rows[0]!)).toHaveLength(1);
    expect(status).toHaveTextContent("No hay productos.");
    expect(status).toHaveAttribute("colspan", String(COLUMNS.length));
    expect(status).toHaveAttribute("data-cell", "status");
    expect(status).not.toHaveAttribute("data-cell-label");
    expect(classesOf(rows[0]!)).toEqual(expect.arrayContaining(["max-sm:flex", "max-sm:border"]));
    expect(classesOf(status!)).toContain("max-sm:block");
  });

  it("draws the labels below Tailwind's sm (40rem) only, hidden from screen readers, with 44 px action buttons", async () => {
    const stylesheet = await readStylesheet();
    expect(stylesheet).toContain("@media (width < 40rem)");
    const phone = /@media \(width < 40rem\) \{([\s\S]*?)\n\}/.exec(stylesheet)?.[1] ?? "";
    const label = /\[data-cell-label\]::before \{([^}]*)\}/.exec(phone)?.[1] ?? "";
    // The alternative text after the slash is empty: the column header is what screen readers announce.
    expect(label).toContain('content: attr(data-cell-label) / "";');
    const actions = /\[data-cell="actions"\] :is\(a, button\) \{([^}]*)\}/.exec(phone)?.[1] ?? "";
    expect(actions).toContain("min-width: 2.75rem;");
    expect(actions).toContain("min-height: 2.75rem;");
  });
});

describe("DataTable: loading the next rows, and amounts", () => {
  function Loading({ busy }: { busy: boolean }) {
    return (
      <DataTable caption="Lista de productos" columns={["Nombre", figure("Cantidad")]} busy={busy}>
        {PRODUCTS.map((product) => (
          <DataRow key={product.id}>
            <DataCell className="px-3 py-3">{product.name}</DataCell>
            <DataCell className="px-3 py-3">{product.quantity}</DataCell>
          </DataRow>
        ))}
      </DataTable>
    );
  }

  it("announces the wait (aria-busy) and shows a bar, keeping the rows at full contrast (no opacity)", () => {
    const { rerender, container } = render(<Loading busy />);
    expect(table()).toHaveAttribute("aria-busy", "true");
    const bar = container.querySelector("[data-loading-bar]");
    expect(bar).not.toBeNull();
    expect(bar).toHaveAttribute("aria-hidden", "true");
    // Nothing between the rows and the page is made translucent (axe color-contrast failed on dimmed rows).
    for (let node: Element | null = bodyRows()[0]!; node; node = node.parentElement) {
      expect(classesOf(node).some((name) => /^opacity-/.test(name))).toBe(false);
    }

    rerender(<Loading busy={false} />);
    expect(table()).toHaveAttribute("aria-busy", "false");
    expect(container.querySelector("[data-loading-bar]")).toBeNull();
  });

  it("right-aligns an amount column's header and every cell of it, and no other", () => {
    render(<Loading busy={false} />);
    const [name, quantity] = within(table()).getAllByRole("columnheader");
    expect(classesOf(quantity!)).toContain("text-right");
    expect(classesOf(name!)).not.toContain("text-right");
    for (const row of bodyRows()) {
      const [nameCell, quantityCell] = cellsOf(row);
      expect(classesOf(quantityCell!)).toEqual(expect.arrayContaining(["text-right", "tabular-nums"]));
      expect(classesOf(nameCell!)).not.toContain("text-right");
      // A phone's card lines the label and the value up from the left, as every other line.
      expect(classesOf(quantityCell!)).toContain("max-sm:text-left");
    }
  });
});
