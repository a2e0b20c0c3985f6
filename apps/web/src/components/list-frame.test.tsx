import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ListFooter } from "./list-frame";
import { listRangeText } from "./list-range";

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

describe("listRangeText", () => {
  it("says which rows of how many a page shows", () => {
    expect(listRangeText({ data: rows(10), page: 1, total: 120 })).toBe("1–10 de 120");
    expect(listRangeText({ data: rows(3), page: 13, total: 123 })).toBe("121–123 de 123");
  });

  it("groups thousands as in Colombia, and says 'más de' when the list stopped counting", () => {
    expect(listRangeText({ data: rows(10), page: 1_001, total: 10_000, total_capped: true })).toBe(
      "10.001–10.010 de más de 10.000",
    );
  });

  it("says nothing for an empty page: the table says why", () => {
    expect(listRangeText({ data: [], page: 1, total: 0 })).toBeNull();
  });
});

describe("ListFooter", () => {
  it("shows the range beside the pagination, which pages", async () => {
    const onPageChange = vi.fn();
    render(
      <ListFooter page={1} data={{ data: rows(10), page: 1, total: 25, total_pages: 3 }} onPageChange={onPageChange} />,
    );
    expect(screen.getByText("1–10 de 25")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Paginación" });
    await userEvent.click(within(nav).getByRole("button", { name: "Página 3" }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it("shows the range of a single page without a pagination, and nothing before the first answer", () => {
    const { rerender, container } = render(
      <ListFooter page={1} data={{ data: rows(4), page: 1, total: 4, total_pages: 1 }} onPageChange={() => {}} />,
    );
    expect(screen.getByText("1–4 de 4")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    rerender(<ListFooter page={1} data={undefined} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
