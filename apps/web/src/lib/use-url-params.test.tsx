import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useUrlParams } from "./use-url-params";
import { urlFilterSetter, urlPageSetter, useUrlSearchQuery } from "./use-url-search-query";

/** A list screen's controls that change several parameters in one handler, as a fast hand or a loaded machine does. */
function Filters() {
  const [params, edit] = useUrlParams();
  const setFilter = urlFilterSetter<"from" | "group">(edit);
  const query = useUrlSearchQuery();
  return (
    <div>
      <output>{params.toString()}</output>
      <button
        type="button"
        onClick={() => {
          setFilter("from", "2026-01-01");
          setFilter("group", "product");
        }}
      >
        dos filtros
      </button>
      <button
        type="button"
        onClick={() => {
          query.setPage(3);
          setFilter("group", "category");
          urlPageSetter(edit)(2);
        }}
      >
        página y filtro
      </button>
    </div>
  );
}

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: "/list", element: <Filters /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

const searchOf = (router: ReturnType<typeof renderAt>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe("useUrlParams", () => {
  it("keeps both of two filters set before a render", async () => {
    const router = renderAt("/list?search=arroz&page=4");
    await userEvent.click(screen.getByRole("button", { name: "dos filtros" }));
    expect(searchOf(router)).toEqual({ search: "arroz", from: "2026-01-01", group: "product" });
    expect(screen.getByRole("status").textContent).toBe("search=arroz&from=2026-01-01&group=product");
  });

  it("chains a page, a filter and a page set by different hooks in one handler", async () => {
    const router = renderAt("/list?from=2026-02-01");
    await userEvent.click(screen.getByRole("button", { name: "página y filtro" }));
    expect(searchOf(router)).toEqual({ from: "2026-02-01", group: "category", page: "2" });
  });

  it("starts from the shown URL once another location is on display, not from its last write", async () => {
    const router = renderAt("/list?from=2026-02-01");
    await userEvent.click(screen.getByRole("button", { name: "dos filtros" }));
    await act(() => router.navigate("/list?group=day", { replace: true }));
    expect(screen.getByRole("status").textContent).toBe("group=day");
    await userEvent.click(screen.getByRole("button", { name: "página y filtro" }));
    expect(searchOf(router)).toEqual({ group: "category", page: "2" });
  });
});
