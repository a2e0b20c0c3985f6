import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiRequestError } from "./api-error";
import { useModalForm } from "./use-modal-form";

const schema = z.object({ name: z.string().trim().min(1, "El nombre es obligatorio") });
type Values = z.input<typeof schema>;
type Payload = z.output<typeof schema>;
type Callbacks = { onSuccess: (saved: string) => void; onError: (error: unknown) => void };

function NameForm(props: {
  send: (payload: Payload, callbacks: Callbacks) => void;
  onSaved: (saved: string) => void;
  onInvalid?: () => void;
}) {
  const { register, errors, onSubmit } = useModalForm<Values, Payload, string>({
    resolver: zodResolver(schema),
    defaultValues: { name: "" },
    fieldNames: ["name"],
    ...props,
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <label>
        Nombre
        <input {...register("name")} />
      </label>
      {errors.name ? <p role="alert">{errors.name.message}</p> : null}
      <button type="submit">Guardar</button>
    </form>
  );
}

describe("useModalForm", () => {
  it("sends nothing while the schema refuses the form, and calls onInvalid", async () => {
    const send = vi.fn();
    const onInvalid = vi.fn();
    render(<NameForm send={send} onSaved={vi.fn()} onInvalid={onInvalid} />);
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("El nombre es obligatorio");
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the schema's output and hands what was saved to onSaved", async () => {
    const onSaved = vi.fn();
    const send = vi.fn((_payload: Payload, callbacks: Callbacks) => callbacks.onSuccess("guardado"));
    render(<NameForm send={send} onSaved={onSaved} />);
    await userEvent.type(screen.getByLabelText("Nombre"), "  Bodega norte  ");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("guardado"));
    expect(send.mock.calls[0]?.[0]).toEqual({ name: "Bodega norte" });
  });

  it("puts the server's message under its field and does not call onSaved", async () => {
    const onSaved = vi.fn();
    const refused = new ApiRequestError({
      status: 409,
      code: "CONFLICT",
      message: "Ya existe",
      fields: { name: "Ya existe una bodega con ese nombre" },
    });
    render(<NameForm send={(_payload, callbacks) => callbacks.onError(refused)} onSaved={onSaved} />);
    await userEvent.type(screen.getByLabelText("Nombre"), "Norte");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Ya existe una bodega con ese nombre");
    expect(screen.getByLabelText("Nombre")).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
