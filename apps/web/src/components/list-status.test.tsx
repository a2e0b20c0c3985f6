import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../lib/api-error";
import { listStatus } from "./list-status";

const texts = {
  loading: "Cargando productos...",
  empty: "No hay productos registrados.",
  noMatch: "Ningún producto coincide",
  forbidden: "No tienes permisos para ver los productos",
  error: "Ocurrió un error al cargar los productos",
};

const show = (status: ReactNode) => render(<div>{status}</div>);

describe("listStatus", () => {
  it("says it is loading, and nothing once there are rows", () => {
    show(listStatus({ texts, list: { loading: true, rows: undefined, error: null } }));
    expect(screen.getByRole("status")).toHaveTextContent(texts.loading);
    expect(listStatus({ texts, list: { loading: false, rows: [1], error: null } })).toBeNull();
  });

  it("keeps the specification's empty text for a list with no rows at all", () => {
    expect(listStatus({ texts, list: { loading: false, rows: [], error: null } })).toBe(texts.empty);
    expect(listStatus({ texts, list: { loading: false, rows: [], error: null }, search: "" })).toBe(texts.empty);
  });

  it("names a search that matched nothing, with 'Limpiar búsqueda'", async () => {
    const clear = vi.fn();
    show(listStatus({ texts, list: { loading: false, rows: [], error: null }, search: "arroz", onClearSearch: clear }));
    expect(screen.getByText("Ningún producto coincide con «arroz».")).toBeInTheDocument();
    expect(screen.queryByText(texts.empty)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Limpiar búsqueda" }));
    expect(clear).toHaveBeenCalledOnce();
  });

  it("offers 'Reintentar' after a failure, and no button after a refusal", async () => {
    const retry = vi.fn();
    const failed = show(
      listStatus({ texts, list: { loading: false, rows: undefined, error: new Error("red"), retry } }),
    );
    expect(screen.getByText(texts.error)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(retry).toHaveBeenCalledOnce();
    failed.unmount();

    const refused = new ApiRequestError({ status: 403, code: "FORBIDDEN", message: "No tienes permisos" });
    expect(listStatus({ texts, list: { loading: false, rows: undefined, error: refused, retry } })).toBe(
      texts.forbidden,
    );
  });
});
