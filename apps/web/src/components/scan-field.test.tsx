import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ScanField } from "./scan-field";

function renderField(onScan = vi.fn(async (code: string) => ({ ok: code === "OK", message: `leído ${code}` }))) {
  const user = userEvent.setup();
  render(<ScanField hint="Escanea un código" submitLabel="Agregar" onScan={onScan} focusOnMount />);
  const field = screen.getByRole("textbox", { name: "Escanear código" });
  return { user, field, onScan };
}

const flash = () => document.querySelector(".motion-safe\\:animate-scan-flash");

describe("ScanField", () => {
  it("takes the focus, sends the trimmed code on Enter, clears itself and keeps the focus", async () => {
    const { user, field, onScan } = renderField();
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription("Escanea un código");
    await user.keyboard("  OK  {Enter}");
    expect(onScan).toHaveBeenCalledWith("OK");
    expect(field).toHaveValue("");
    expect(field).toHaveFocus();
    expect(await screen.findByRole("status")).toHaveTextContent("leído OK");
  });

  it("ignores Enter on an empty or blank field", async () => {
    const { user, field, onScan } = renderField();
    await user.type(field, "{Enter}   {Enter}");
    expect(onScan).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("shows a refused code in the alert, with a red border and a flash that motion-reduced users do not see move", async () => {
    const { user, field } = renderField();
    await user.type(field, "MAL{Enter}");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("leído MAL"));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveClass("border-red-600");
    const first = flash();
    expect(first).not.toBeNull();
    expect(first).toHaveAttribute("aria-hidden", "true");

    // The same refusal again flashes again: a new element, so the animation restarts.
    await user.type(field, "MAL{Enter}");
    await waitFor(() => expect(flash()).not.toBe(first));
    expect(flash()).not.toBeNull();

    await user.type(field, "OK{Enter}");
    await waitFor(() => expect(screen.getByRole("alert")).toBeEmptyDOMElement());
    expect(flash()).toBeNull();
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("sends a typed code with its button too", async () => {
    const { user, field, onScan } = renderField();
    await user.type(field, "OK");
    await user.click(screen.getByRole("button", { name: "Agregar" }));
    expect(onScan).toHaveBeenCalledWith("OK");
    expect(field).toHaveFocus();
    expect(within(field.closest("form")!).getByRole("status")).toHaveTextContent("leído OK");
  });
});
