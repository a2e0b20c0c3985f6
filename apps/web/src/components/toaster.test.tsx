import { render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifySuccess } from "../lib/notify";
import { Toaster } from "./toaster";

/** A window that is (or is not) as narrow as a phone, for the toaster's media query. */
function screenIsPhone(phone: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: phone && query.includes("max-width"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const toaster = () => document.querySelector("[data-sonner-toaster]");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Toaster", () => {
  it("shows the toasts at the bottom right of a wide screen, away from the page header's buttons", async () => {
    screenIsPhone(false);
    const { unmount } = render(<Toaster />);
    notifySuccess("Traslado T-000009 registrado");
    await waitFor(() => expect(toaster()).toHaveAttribute("data-y-position", "bottom"));
    expect(toaster()).toHaveAttribute("data-x-position", "right");
    unmount();
  });

  it("shows them at the top of a phone, off the buttons that end its forms", async () => {
    screenIsPhone(true);
    const { unmount } = render(<Toaster />);
    notifySuccess("Traslado T-000009 registrado");
    await waitFor(() => expect(toaster()).toHaveAttribute("data-y-position", "top"));
    unmount();
  });
});
