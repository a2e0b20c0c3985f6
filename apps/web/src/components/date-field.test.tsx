import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DateField } from "./date-field";

type HarnessProps = {
  initial?: string;
  onChange?: (value: string) => void;
  passInvalidText?: boolean;
  min?: string;
  max?: string;
};

/** A filter's owner: keeps the field's value and shows it. */
function Harness({ initial = "", onChange = () => {}, passInvalidText = false, min = "", max = "" }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Desde"
        value={value}
        min={min || undefined}
        max={max || undefined}
        passInvalidText={passInvalidText}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <output aria-label="Valor">{value}</output>
      <button type="button">Otro</button>
    </>
  );
}

const field = () => screen.getByRole("textbox", { name: "Desde" });

describe("DateField", () => {
  it("shows dd/mm/aaaa and hands on YYYY-MM-DD once the typed date is complete", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="2024-03-05" onChange={onChange} />);
    expect(field()).toHaveValue("05/03/2024");
    expect(field()).toHaveAttribute("placeholder", "dd/mm/aaaa");

    // Emptied, a filter hears of it on leaving the field, not while the last digit is erased.
    await user.clear(field());
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith("");
    await user.type(field(), "3101202");
    expect(field()).toHaveValue("31/01/202");
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.type(field(), "5");
    expect(field()).toHaveValue("31/01/2025");
    expect(onChange).toHaveBeenLastCalledWith("2025-01-31");
  });

  it("says in Spanish, on leaving it, that a text is no date, and keeps the last date in a filter", async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-03-05" />);
    await user.clear(field());
    await user.type(field(), "31022024");
    await user.tab();
    expect(field()).toHaveAccessibleDescription("La fecha no es válida");
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("status", { name: "Valor" })).toHaveTextContent("2024-03-05");

    await user.clear(field());
    await user.type(field(), "3102");
    await user.tab();
    expect(field()).toHaveAccessibleDescription("Escriba la fecha completa: dd/mm/aaaa");
  });

  it("in a form, hands on the text that is no date, so the form's schema refuses it", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} passInvalidText />);
    await user.type(field(), "31022024");
    expect(onChange).toHaveBeenLastCalledWith("31/02/2024");
  });

  it("moves the date a day with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-02-28" />);
    await user.click(field());
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(field()).toHaveValue("01/03/2024");
    expect(screen.getByRole("status", { name: "Valor" })).toHaveTextContent("2024-03-01");
  });

  it("opens a Spanish calendar, Monday first, moved through with the keyboard, that chooses a day", async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-03-05" max="2024-03-20" />);
    await user.click(screen.getByRole("button", { name: "Abrir calendario" }));
    const calendar = screen.getByRole("dialog", { name: "Elegir fecha: Desde" });
    expect(within(calendar).getByText("Marzo de 2024")).toBeInTheDocument();
    expect(
      within(calendar)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["lu", "ma", "mi", "ju", "vi", "sá", "do"]);
    const chosen = within(calendar).getByRole("button", { name: "martes, 5 de marzo de 2024" });
    expect(chosen).toHaveFocus();
    expect(chosen).toHaveAttribute("aria-pressed", "true");
    // After the latest day allowed, nothing can be chosen.
    expect(within(calendar).getByRole("button", { name: "jueves, 21 de marzo de 2024" })).toBeDisabled();

    await user.keyboard("{ArrowDown}{ArrowRight}");
    expect(within(calendar).getByRole("button", { name: "miércoles, 13 de marzo de 2024" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(field()).toHaveValue("13/03/2024");
    expect(screen.getByRole("status", { name: "Valor" })).toHaveTextContent("2024-03-13");
    expect(screen.getByRole("button", { name: "Abrir calendario" })).toHaveFocus();
  });

  it("closes the calendar with Escape, changing nothing", async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-03-05" />);
    await user.click(screen.getByRole("button", { name: "Abrir calendario" }));
    await user.keyboard("{PageDown}{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(field()).toHaveValue("05/03/2024");
  });
});
