import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Modal } from "./modal";

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal
        open={open}
        title="Agregar nuevo cliente"
        onClose={() => setOpen(false)}
        footer={<button type="button">Guardar</button>}
      >
        <label>
          Nombres
          <input />
        </label>
        <label>
          Apellidos
          <input />
        </label>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<ModalHarness />);
  await user.click(screen.getByRole("button", { name: "Abrir" }));
  return user;
}

describe("Modal", () => {
  it("is a modal dialog named by its title and starts on its first field", async () => {
    await openModal();
    const dialog = screen.getByRole("dialog", { name: "Agregar nuevo cliente" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("textbox", { name: "Nombres" })).toHaveFocus();
  });

  it("closes on Escape and gives focus back to the button that opened it", async () => {
    const user = await openModal();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Abrir" })).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const user = await openModal();
    const close = screen.getByRole("button", { name: "Cerrar" });
    const save = screen.getByRole("button", { name: "Guardar" });

    await user.tab();
    expect(screen.getByRole("textbox", { name: "Apellidos" })).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it("closes from the close button and from a press on the backdrop, not from one inside", async () => {
    const user = await openModal();
    await user.click(screen.getByRole("textbox", { name: "Nombres" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Abrir" }));
    const backdrop = screen.getByRole("dialog").parentElement;
    if (!backdrop) throw new Error("the dialog sits on a backdrop");
    await user.click(backdrop);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
