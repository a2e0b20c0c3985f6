import type { BusinessSettings } from "@inventario/shared/business-settings";
import type { CashSession, CashSessionListItem } from "@inventario/shared/cash-sessions";

// Issue 35: 'Caja N.º 12' of Laura Gómez, opened with a base of $ 100.000 on 29/11/2026 at 8:00 a. m. (Bogotá):
// two sales (one in cash with $ 5.000 of change, one by debit card), a cash refund, a cash entry.

export const openShift: CashSession = {
  id: "cs-12",
  number: 12,
  status: "OPEN",
  employee: { id: "u-2", name: "Laura Gómez" },
  opened_at: "2026-11-29T13:00:00.000Z",
  closed_at: null,
  closed_by_name: null,
  opening_amount: 100_000,
  // 100.000 + 50.000 − 5.000 − 2.000 + 20.000
  expected_cash: 163_000,
  difference: null,
  note: "",
  methods: [
    { method: "CASH", sales: 50_000, refunds: 2_000, expected: 163_000, counted: null, difference: null },
    { method: "DEBIT_CARD", sales: 30_000, refunds: 0, expected: 30_000, counted: null, difference: null },
  ],
  cash_in: 20_000,
  cash_out: 0,
  change_given: 5_000,
  movements: [
    {
      id: "m-1",
      type: "IN",
      amount: 20_000,
      reason: "Cambio (sencillo)",
      created_at: "2026-11-29T14:30:00.000Z",
      employee_name: "Laura Gómez",
    },
  ],
  sales_count: 2,
  sales_total: 75_000,
  first_receipt_number: "POS1-101",
  last_receipt_number: "POS1-102",
  taxes: [
    { tax_class: "IVA_19", base: 50_420.17, tax: 9_579.83 },
    { tax_class: "EXCLUIDO", base: 15_000, tax: 0 },
  ],
};

/** A shift just opened: nothing sold, nothing moved. */
export const emptyShift: CashSession = {
  ...openShift,
  expected_cash: 100_000,
  methods: [{ method: "CASH", sales: 0, refunds: 0, expected: 100_000, counted: null, difference: null }],
  cash_in: 0,
  change_given: 0,
  movements: [],
  sales_count: 0,
  sales_total: 0,
  first_receipt_number: null,
  last_receipt_number: null,
  taxes: [],
};

/** The same shift closed at 6:00 p. m.: $ 2.000 short in cash, the card batch exact. */
export const closedShift: CashSession = {
  ...openShift,
  status: "CLOSED",
  closed_at: "2026-11-29T23:00:00.000Z",
  closed_by_name: "Laura Gómez",
  difference: -2_000,
  note: "Faltaron $ 2.000 en monedas",
  methods: [
    { method: "CASH", sales: 50_000, refunds: 2_000, expected: 163_000, counted: 161_000, difference: -2_000 },
    { method: "DEBIT_CARD", sales: 30_000, refunds: 0, expected: 30_000, counted: 30_000, difference: 0 },
  ],
};

export const listItemOf = (session: CashSession): CashSessionListItem => ({
  id: session.id,
  number: session.number,
  status: session.status,
  employee: session.employee,
  opened_at: session.opened_at,
  closed_at: session.closed_at,
  closed_by_name: session.closed_by_name,
  opening_amount: session.opening_amount,
  expected_cash: session.expected_cash,
  difference: session.difference,
});

/** The business's data as 'Empresa' saved it: the report's heading. */
export const business: BusinessSettings = {
  legal_name: "Tienda La Esquina S.A.S.",
  nit: "800197268",
  dv: 4,
  vat_responsible: true,
  address: "Calle 10 # 43-20",
  city: "Medellín",
  phone: "+57 604 555 1234",
  receipt_footer: "",
  uvt: 52_374,
  pos_prefix: "POS1",
  pos_resolution: null,
  pos_resolution_date: null,
  pos_from: null,
  pos_to: null,
  pos_valid_until: null,
  require_cash_session: false,
  counter_warehouse_id: null,
  auto_print_receipt: false,
  configured: true,
  updated_at: "2026-11-29T15:00:00.000Z",
};
