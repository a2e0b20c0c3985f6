import { productMessages } from "@inventario/shared/products";
import { saleMessages } from "@inventario/shared/sales";
import { describe, expect, it } from "vitest";
import { aceite, arroz } from "../../test/catalog-fixtures";
import { laura } from "../../test/people-fixtures";
import {
  addLine,
  clientSuggestionLabel,
  lineSubtotal,
  productSuggestionLabel,
  type SaleLine,
  saleTaxSummary,
  saleTotal,
  toSalePayload,
  validateLineDraft,
  validateSale,
} from "./sale-lines";

const arrozLine: SaleLine = { product: arroz, quantity: 2, unitPrice: 12500 };
const aceiteLine: SaleLine = { product: aceite, quantity: 3, unitPrice: 0.1 };

describe("suggestion texts", () => {
  it("shows a client as 'identification - name last_name - email'", () => {
    expect(clientSuggestionLabel(laura)).toBe("1234567890 - Laura Gómez - laura@correo.co");
  });

  it("shows a product as 'sku - name'", () => {
    expect(productSuggestionLabel(arroz)).toBe("ARZ-500 - Arroz Diana 500 g");
  });
});

describe("sale lines", () => {
  it("adds subtotals and the total in cents", () => {
    expect(lineSubtotal(arrozLine)).toBe(25000);
    expect(lineSubtotal(aceiteLine)).toBe(0.3);
    expect(saleTotal([arrozLine, aceiteLine])).toBe(25000.3);
    expect(saleTotal([])).toBe(0);
  });

  it("shows the value before taxes and the IVA per class as the server records them (aceite IVA 5 %, arroz excluido)", () => {
    // 3 × $0,10 = 30 cents at 5 %: base round(30 / 1,05 = 28,57) = 29 cents, IVA 1 cent.
    expect(saleTaxSummary([arrozLine, aceiteLine])).toEqual({
      subtotal: 25000.29,
      taxes: [
        { tax_class: "IVA_5", base: 0.29, tax: 0.01 },
        { tax_class: "EXCLUIDO", base: 25000, tax: 0 },
      ],
    });
    const gravado = { ...arrozLine, product: { ...arroz, tax_class: "IVA_19" as const }, quantity: 1, unitPrice: 1 };
    // $1 at 19 %: base round(100 / 1,19 = 84,03) = 84 cents, IVA 16 cents.
    expect(saleTaxSummary([gravado])).toEqual({
      subtotal: 0.84,
      taxes: [{ tax_class: "IVA_19", base: 0.84, tax: 0.16 }],
    });
    expect(saleTaxSummary([])).toEqual({ subtotal: 0, taxes: [] });
  });

  it("keeps one line per product: the quantities add up and the price just typed wins", () => {
    const lines = addLine(addLine([], arrozLine), aceiteLine);
    expect(addLine(lines, { product: arroz, quantity: 5, unitPrice: 12000 })).toEqual([
      { product: arroz, quantity: 7, unitPrice: 12000 },
      aceiteLine,
    ]);
  });
});

describe("add-product form", () => {
  const product = { id: arroz.id, name: arroz.name, sku: arroz.sku, tax_class: arroz.tax_class };

  it("needs the product, the quantity and the price", () => {
    expect(validateLineDraft({ product: null, quantity: " ", unitPrice: "" })).toEqual({
      errors: {
        product: "Selecciona un producto",
        quantity: "La cantidad es obligatoria",
        unitPrice: "El precio unitario es obligatorio",
      },
    });
  });

  it("applies the server's line rules: a whole quantity of at least 1, a price in pesos", () => {
    expect(validateLineDraft({ product, quantity: "1.5", unitPrice: "-3" })).toEqual({
      errors: { quantity: productMessages.quantityInvalid, unitPrice: saleMessages.priceInvalid },
    });
    expect(validateLineDraft({ product, quantity: "0", unitPrice: "12.500,50" })).toEqual({
      errors: { quantity: productMessages.quantityInvalid, unitPrice: saleMessages.priceInvalid },
    });
    expect(validateLineDraft({ product, quantity: "2", unitPrice: "10.123" })).toEqual({
      errors: { unitPrice: saleMessages.priceInvalid },
    });
  });

  it("returns the line, reading a decimal comma", () => {
    expect(validateLineDraft({ product, quantity: " 3 ", unitPrice: "12500,50" })).toEqual({
      line: { product, quantity: 3, unitPrice: 12500.5 },
    });
  });
});

describe("sale", () => {
  it("needs a client and at least one product", () => {
    expect(validateSale(null, [])).toEqual({
      client: "Selecciona un cliente",
      lines: "Agregar al menos un producto",
    });
    expect(validateSale(laura, [arrozLine])).toEqual({});
  });

  it("sends the client's identification, RETAIL, COP and each line", () => {
    expect(toSalePayload(laura, [arrozLine, aceiteLine])).toEqual({
      client_id: "1234567890",
      type: "RETAIL",
      currency: "COP",
      items: [
        { product_id: "p-1", quantity: 2, unit_price: 12500 },
        { product_id: "p-2", quantity: 3, unit_price: 0.1 },
      ],
    });
  });
});
