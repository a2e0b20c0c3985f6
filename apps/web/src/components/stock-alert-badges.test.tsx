import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LotExpiryBadge, StockAlertBadges, stockAlertLabels } from "./stock-alert-badges";

describe("StockAlertBadges", () => {
  it("names every kind in Spanish, most urgent first, each with its own colour", () => {
    const { container } = render(<StockAlertBadges alerts={["expiring", "low", "expired", "out"]} />);
    const badges = [...container.querySelectorAll(":scope > span > span")];
    expect(badges.map((badge) => badge.textContent)).toEqual(["Agotado", "Vencido", "Stock bajo", "Por vencer"]);
    // Told apart by text and by colour: no two kinds share a fill.
    const fills = badges.map((badge) => badge.className.match(/\bbg-\S+/)?.[0]);
    expect(new Set(fills).size).toBe(4);
  });

  it("renders nothing for a product without alerts", () => {
    const { container } = render(<StockAlertBadges alerts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("the colour dot is hidden from screen readers: the label is what is read", () => {
    render(<StockAlertBadges alerts={["low"]} />);
    const badge = screen.getByText(stockAlertLabels.low);
    expect(badge.querySelector("[aria-hidden='true']")).not.toBeNull();
    expect(badge).toHaveTextContent(/^Stock bajo$/);
  });
});

describe("LotExpiryBadge", () => {
  it("says 'Vencido' or 'Por vencer', and nothing for a lot that is neither", () => {
    const { rerender, container } = render(<LotExpiryBadge expiry="expired" />);
    expect(screen.getByText("Vencido")).toBeInTheDocument();
    rerender(<LotExpiryBadge expiry="expiring" />);
    expect(screen.getByText("Por vencer")).toBeInTheDocument();
    rerender(<LotExpiryBadge expiry={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
