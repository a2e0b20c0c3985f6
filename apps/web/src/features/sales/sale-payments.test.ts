import { describe, expect, it } from "vitest";
import { aceite, arroz } from "../../test/catalog-fixtures";
import type { SaleLine } from "./sale-lines";
import { paymentStatus, toPayments } from "./sale-payments";

/** 2 × $12.500 + 1 × $18.900 = $43.900. */
const lines: SaleLine[] = [
  { product: arroz, quantity: 2, unitPrice: 12_500 },
  { product: aceite, quantity: 1, unitPrice: 18_900 },
];

describe("payments", () => {
  it("sends only amounts above 0, cash first, reading a decimal comma", () => {
    expect(toPayments({ cash: "", others: [] })).toEqual([]);
    expect(
      toPayments({
        cash: "50.000",
        others: [
          { method: "NEQUI", amount: "" },
          { method: "DEBIT_CARD", amount: "1250,5" },
        ],
      }),
    ).toEqual([
      { method: "CASH", amount: 50_000 },
      { method: "DEBIT_CARD", amount: 1250.5 },
    ]);
  });

  it("counts what is missing, the change and why the payments cannot be taken", () => {
    expect(paymentStatus(lines, { cash: "", others: [] })).toMatchObject({ paid: 0, missing: 43_900, issue: null });
    expect(paymentStatus(lines, { cash: "40000", others: [] })).toMatchObject({
      missing: 3_900,
      change: 0,
      issue: expect.stringContaining("faltan"),
    });
    expect(paymentStatus(lines, { cash: "10000", others: [{ method: "CREDIT_CARD", amount: "33900" }] })).toMatchObject(
      { missing: 0, change: 0, issue: null },
    );
    expect(paymentStatus(lines, { cash: "100000", others: [] })).toMatchObject({ change: 56_100, issue: null });
    expect(paymentStatus(lines, { cash: "", others: [{ method: "TRANSFER", amount: "50000" }] }).issue).toMatch(
      /solo el efectivo da cambio/,
    );
  });
});
