import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pagination } from "./pagination";

describe("Pagination", () => {
  it("is hidden when there is only one page", () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("lists the first, last and neighbouring pages with ellipses for the gaps", () => {
    render(<Pagination page={10} totalPages={20} onPageChange={() => {}} />);
    const nav = screen.getByRole("navigation", { name: "Paginación" });
    const pageButtons = within(nav)
      .getAllByRole("button", { name: /^Página/ })
      .map((button) => button.textContent);
    expect(pageButtons).toEqual(["1", "9", "10", "11", "20"]);
    expect(within(nav).getAllByText("…")).toHaveLength(2);
    expect(within(nav).getByRole("button", { name: "Página 10" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("button", { name: "Página 9" })).not.toHaveAttribute("aria-current");
  });

  it("disables Anterior on the first page and Siguiente on the last", () => {
    const { rerender } = render(<Pagination page={1} totalPages={5} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Anterior" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeEnabled();

    rerender(<Pagination page={5} totalPages={5} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: "Anterior" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeDisabled();
  });

  it("asks for the chosen, previous and next page", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={3} totalPages={5} onPageChange={onPageChange} />);

    await user.click(screen.getByRole("button", { name: "Página 5" }));
    await user.click(screen.getByRole("button", { name: "Anterior" }));
    await user.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(onPageChange.mock.calls).toEqual([[5], [2], [4]]);
  });

  it("does not ask for the page already shown", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={3} totalPages={5} onPageChange={onPageChange} />);

    await user.click(screen.getByRole("button", { name: "Página 3" }));
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
