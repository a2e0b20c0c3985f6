import type { CashMovementType, CashSessionStatus } from "@inventario/shared/cash-sessions";
import type { MovementType } from "@inventario/shared/movements";
import type { PaymentMethod, SaleStatus } from "@inventario/shared/sales";
import type { TaxClass } from "@inventario/shared/taxes";
import type { Generated, GeneratedAlways } from "kysely";

/**
 * Column conventions shared by both dialects (docs/decisions/0001-portable-columns.md):
 * ids are UUID v7 text, instants are ISO-8601 UTC text, booleans are 0/1 integers.
 */
export type Flag = 0 | 1;

export interface RolesTable {
  id: string;
  name: string;
  created_at: string;
}

export interface EmployeesTable {
  id: string;
  identification: string;
  name: string;
  last_name: string;
  email: string;
  birthday: string | null;
  phone_number: string | null;
  hired_at: string | null;
  /** Null until an admin gives the employee sign-in access. */
  role_id: string | null;
  password_hash: string | null;
  is_active: Generated<Flag>;
  search_text: string;
  sort_key: string;
  created_at: string;
  updated_at: string;
}

export interface ClientsTable {
  id: string;
  identification: string;
  name: string;
  last_name: string;
  email: string;
  birthday: string;
  phone_number: string;
  is_active: Generated<Flag>;
  search_text: string;
  sort_key: string;
  created_at: string;
  updated_at: string;
}

export interface RolePermissionsTable {
  role_id: string;
  permission: string;
}

export interface EmployeePermissionsTable {
  employee_id: string;
  permission: string;
}

export interface WarehousesTable {
  id: string;
  identification: string;
  name: string;
  name_key: string;
  is_active: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  category: string;
  sku: string;
  image_url: string | null;
  price_cents: number;
  /** IVA_19, IVA_5, EXENTO or EXCLUIDO (migration 0037). */
  tax_class: Generated<TaxClass>;
  min_stock: Generated<number>;
  max_stock: Generated<number>;
  is_active: Generated<Flag>;
  /** Sum of the product's lots' quantities, kept by triggers on lots. */
  stock: Generated<number>;
  /** What pending picking requests still need (migration 0018; withdrawals.repository.ts keeps it). */
  reserved: Generated<number>;
  /** Units on open purchase orders (SENT, PARTIAL) not yet received or closed (0028; purchases.repository.ts keeps it). */
  on_order: Generated<number>;
  /** Sum of the product's lots flagged expired, kept by the same triggers as stock. */
  expired_stock: Generated<number>;
  /** While the product is in the low-stock alert, how far its available stock is below the minimum (0022). */
  low_gap: GeneratedAlways<number | null>;
  /** While the product is in the out-of-stock alert, its available stock (≤ 0) (0022). */
  out_gap: GeneratedAlways<number | null>;
  search_text: string;
  sort_key: string;
  created_at: string;
  updated_at: string;
}

export interface LotsTable {
  id: string;
  product_id: string;
  warehouse_id: string;
  lot_number: string | null;
  /** lot_number or '': makes "no lot" unique per product and warehouse too. */
  lot_key: string;
  quantity: number;
  unit: string;
  cost_cents: number;
  expiration_date: string | null;
  min_stock: number;
  max_stock: number;
  acquired_at: string;
  updated_at: string;
  /** 1 once its expiration date is before the business's today, as of the last expiry sync (0018). */
  expired: Generated<Flag>;
  /** 1 while the lot holds stock (0022). */
  has_stock: GeneratedAlways<Flag>;
}

/** Per product and warehouse: its lots' totals (kept by triggers on lots) and its stock levels (0018). */
export interface WarehouseStockTable {
  product_id: string;
  warehouse_id: string;
  stock: Generated<number>;
  expired_stock: Generated<number>;
  /** The warehouse's minimum and maximum: those of the product's latest entry into it. */
  min_stock: Generated<number>;
  max_stock: Generated<number>;
  /** While in the warehouse's low-stock alert, how far its sellable stock is below the minimum (0022). */
  low_gap: GeneratedAlways<number | null>;
  /** While in the warehouse's out-of-stock alert, its sellable stock (≤ 0) (0022). */
  out_gap: GeneratedAlways<number | null>;
}

export type { MovementType };

/**
 * Rows of each product in the ledger, kept by triggers on movements (migration 0044); a product
 * without a row here has none.
 */
export interface ProductMovementCountsTable {
  product_id: string;
  movement_count: number;
}

/** The movement types the database accepts (migration 0014): the codes of shared/movements.ts. */
export interface MovementTypesTable {
  code: MovementType;
}

export interface MovementsTable {
  id: string;
  lot_id: string;
  product_id: string;
  warehouse_id: string;
  type: MovementType;
  quantity: number;
  unit: string;
  lot_number: string | null;
  reference: string | null;
  cost_cents: number | null;
  employee_id: string | null;
  created_at: string;
  /**
   * The kardex (migration 0019, shared/valuation.ts): the movement's value in cents and the balances
   * after it, of its product and of its product in its warehouse. Written by stock-ledger.ts.
   */
  value_cents: Generated<number>;
  balance_quantity: Generated<number>;
  balance_value_cents: Generated<number>;
  warehouse_balance_quantity: Generated<number>;
  warehouse_balance_value_cents: Generated<number>;
}

/** Per business day and movement type: the ledger's totals, in shards (migration 0019). */
export interface LedgerDailyTable {
  day: string;
  type: MovementType;
  shard: number;
  movements: number;
  quantity: number;
  value_cents: number;
}

export interface ProductImagesTable {
  product_id: string;
  content_type: string;
  bytes: Buffer;
  etag: string;
  updated_at: string;
}

export interface WithdrawalsTable {
  id: string;
  requested_by: string;
  employee_id: string | null;
  status: "PENDING" | "COMPLETED" | "CANCELLED";
  /** Shared with its sale (A-000123 / V-000123); migration 0016. */
  number: number;
  search_text: string;
  created_at: string;
  updated_at: string;
  /** The bodega its picking takes from first: its sale's counter's (0042); null when none was set. */
  preferred_warehouse_id: string | null;
}

export interface WithdrawalItemsTable {
  id: string;
  withdrawal_id: string;
  product_id: string;
  requested_quantity: number;
  fulfilled_quantity: Generated<number>;
}

export interface SalesTable {
  id: string;
  client_id: string;
  type: string;
  currency: string;
  total_cents: number;
  employee_id: string | null;
  withdrawal_id: string;
  created_at: string;
  /** V-000123: sales_number_seq on PostgreSQL, max + 1 on SQLite (migration 0016). */
  number: number;
  status: Generated<SaleStatus>;
  /** Number tokens and the client's searchable text at the time of the sale. */
  search_text: string;
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  /** Its value before taxes exceeded 5 UVT of the day: a factura electrónica must be issued (0037). */
  requires_electronic_invoice: Generated<Flag>;
  /** Its 'Documento equivalente POS' number and the prefix it had (0039); null without a numbering. */
  receipt_prefix: string | null;
  receipt_number: number | null;
  /** The shift its payments went into: the seller's open one when registered (0040); null without one. */
  cash_session_id: string | null;
}

export interface SaleReturnsTable {
  id: string;
  sale_id: string;
  reason: string;
  employee_id: string | null;
  created_at: string;
}

export interface SaleReturnLinesTable {
  id: string;
  return_id: string;
  sale_id: string;
  product_id: string;
  warehouse_id: string;
  lot_number: string | null;
  quantity: number;
  /** 1: back into sellable stock (a RETURN movement); 0: written off, recorded without stock. */
  restock: Flag;
}

/** An applied import (issue 31): a numbered document, I-000001. */
export interface ImportsTable {
  id: string;
  /** I-000001: imports_number_seq on PostgreSQL, max + 1 on SQLite. */
  number: number;
  kind: "products" | "stock" | "clients" | "employees" | "warehouses" | "suppliers";
  file_name: string;
  /** Opening stock only: the hash of its normalised rows (a second upload of the same stock is refused). */
  content_hash: string | null;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  employee_id: string | null;
  created_at: string;
}

export interface SuppliersTable {
  id: string;
  /** Digits only, without the check digit. */
  nit: string;
  dv: number;
  name: string;
  /** The name normalized (lib/search-text.ts): the list's order. */
  name_key: string;
  contact_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  payment_terms_days: number;
  is_active: Generated<Flag>;
  /** NIT and names normalized; blank never (inactive suppliers are found too, to reactivate them). */
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface SupplierProductsTable {
  supplier_id: string;
  product_id: string;
  supplier_sku: string;
  unit_cost_cents: number;
  min_quantity: number;
  pack_size: number;
  lead_time_days: number;
  /** 1 for the product's preferred supplier (at most one per product: a partial unique index). */
  preferred: Flag;
}

export type PurchaseOrderStatus = "DRAFT" | "SENT" | "PARTIAL" | "RECEIVED" | "CANCELLED" | "CLOSED";

export interface PurchaseOrdersTable {
  id: string;
  /** OC-000123: purchase_orders_number_seq on PostgreSQL, max + 1 on SQLite. */
  number: number;
  supplier_id: string;
  warehouse_id: string;
  status: PurchaseOrderStatus;
  expected_at: string | null;
  notes: Generated<string>;
  total_cents: Generated<number>;
  /** Why it was cancelled or closed. */
  reason: string | null;
  employee_id: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  closed_at: string | null;
}

export interface PurchaseOrderItemsTable {
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  quantity: number;
  unit_cost_cents: number;
  over_receipt_percent: Generated<number>;
  received: Generated<number>;
  /** Units given up when the order was closed. */
  closed: Generated<number>;
}

export interface PurchaseReceiptsTable {
  id: string;
  /** RC-000045 */
  number: number;
  order_id: string;
  total_cents: number;
  employee_id: string | null;
  created_at: string;
  /** The business date it was received on (the purchases report's day). */
  business_date: string;
}

export interface PurchaseReceiptLinesTable {
  id: string;
  receipt_id: string;
  item_id: string;
  product_id: string;
  warehouse_id: string;
  lot_id: string;
  lot_number: string | null;
  expiration_date: string | null;
  quantity: number;
  unit_cost_cents: number;
  /** Units sent back to the supplier since (supplier_returns). */
  returned: Generated<number>;
}

export interface SupplierReturnsTable {
  id: string;
  /** DP-000007 */
  number: number;
  receipt_id: string;
  reason: string;
  employee_id: string | null;
  created_at: string;
}

export interface SupplierReturnLinesTable {
  id: string;
  return_id: string;
  receipt_line_id: string;
  quantity: number;
}

export interface TransfersTable {
  id: string;
  /** T-000045: transfers_number_seq on PostgreSQL, max + 1 on SQLite. */
  number: number;
  product_id: string;
  from_warehouse_id: string;
  to_warehouse_id: string;
  lot_number: string | null;
  quantity: number;
  unit: string;
  note: string | null;
  employee_id: string | null;
  search_text: string;
  created_at: string;
}

/**
 * Per business day and employee ('' for none): the sales not cancelled, their units and amount, kept by
 * the sales repository in each sale's transaction; summed over shards (migration 0020).
 */
export interface SalesDailyTable {
  day: string;
  employee_id: string;
  shard: number;
  sales: number;
  units: number;
  amount_cents: number;
}

/** Per business day and product, the sales not cancelled holding it (migration 0024; docs/MACHINERY.md). */
export interface SalesProductDailyTable {
  day: string;
  product_id: string;
  sales: number;
  units: number;
  amount_cents: number;
}

/** Per product, its sales_product_daily rows summed over every day (migration 0024). */
export interface SalesProductTotalsTable {
  product_id: string;
  sales: number;
  units: number;
  amount_cents: number;
}

export interface SaleLinesTable {
  id: string;
  sale_id: string;
  product_id: string;
  quantity: number;
  unit_price_cents: number;
  /** quantity × unit price, IVA included. */
  subtotal_cents: number;
  /** The product's IVA class when sold, and what the subtotal holds of base and IVA (0037; null before it). */
  tax_class: TaxClass | null;
  base_cents: number | null;
  tax_cents: number | null;
  /** The product's price when sold (0041; null before it): a line sold at another price shows both. */
  list_price_cents: number | null;
}

/** Per DIAN resolution, the last POS number a sale took (issue 35, migration 0039). */
export interface PosCountersTable {
  resolution: string;
  last_number: number;
}

/** One payment of a sale (issue 35, migration 0038), in the order given. */
export interface SalePaymentsTable {
  id: string;
  sale_id: string;
  method: PaymentMethod;
  amount_cents: number;
}

/** A cash-register shift (issue 35, migration 0040): at most one OPEN per employee; read-only once CLOSED. */
export interface CashSessionsTable {
  id: string;
  /** cash_sessions_number_seq on PostgreSQL, max + 1 on SQLite. */
  number: number;
  employee_id: string;
  status: CashSessionStatus;
  opening_amount_cents: number;
  opened_at: string;
  closed_at: string | null;
  closed_by_id: string | null;
  note: Generated<string>;
}

/** Cash put into or taken out of an open shift (0040). */
export interface CashMovementsTable {
  id: string;
  cash_session_id: string;
  type: CashMovementType;
  amount_cents: number;
  reason: string;
  employee_id: string | null;
  created_at: string;
}

/** A closed shift's figures per method as they stood at its closing (0040). */
export interface CashSessionCountsTable {
  cash_session_id: string;
  method: PaymentMethod;
  expected_cents: number;
  counted_cents: number;
}

/** Money given back for a return (return_id) or a cancellation (null), out of the giver's open shift (0040). */
export interface SaleRefundsTable {
  id: string;
  sale_id: string;
  return_id: string | null;
  method: PaymentMethod;
  amount_cents: number;
  cash_session_id: string | null;
  employee_id: string | null;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked table does not leak usable sessions. */
  id: string;
  employee_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** A run of a paged list starting at (lower_key, lower_id), and how many rows it holds (lists/). */
export interface ListBucketsTable {
  list: string;
  lower_key: string;
  lower_id: string;
  row_count: number;
}

/** Bumped by every write that can change a list or what its searches find. */
export interface ListStatsTable {
  list: string;
  version: number;
}

/** The first answer to a write sent with an Idempotency-Key (migration 0013). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  fingerprint: string;
  /** Null only inside the transaction that claimed the key. */
  status_code: number | null;
  /** The answer's JSON body. */
  response: string | null;
  created_at: string;
}

/** Sign-in attempt counters per hashed key (migration 0012); times in epoch milliseconds. */
export interface LoginThrottleTable {
  key: string;
  attempts: number;
  window_started_at: number;
  blocked_until: number;
  reservation: string | null;
}

/** What the database itself must remember (migration 0023): `daily_totals_time_zone`, the kept daily totals' zone. */
export interface SettingsTable {
  name: string;
  value: string;
}

export type StockCountStatus = "OPEN" | "REVIEW" | "APPLIED" | "CANCELLED";

/** A physical stock count (migration 0030, issue 33). */
export interface StockCountsTable {
  id: string;
  /** CF-000012: stock_counts_number_seq on PostgreSQL, max + 1 on SQLite. */
  number: number;
  warehouse_id: string;
  status: StockCountStatus;
  blind: Flag;
  scope_category: string | null;
  /** The scope's search, normalized as search_text is. */
  scope_search: string | null;
  /** How many products the scope lists in stock_count_products (null: no list). */
  scope_sku_count: number | null;
  note: Generated<string>;
  /** Why it was cancelled. */
  reason: string | null;
  uncounted: "keep" | "zero" | null;
  opened_by: string | null;
  approved_by: string | null;
  net_value_cents: number | null;
  created_at: string;
  updated_at: string;
  /** When it last went to review: from then on every lot in scope that held stock has a line. */
  reviewed_at: string | null;
  applied_at: string | null;
  cancelled_at: string | null;
}

/** The products a count's scope lists by SKU. */
export interface StockCountProductsTable {
  count_id: string;
  product_id: string;
}

/** A counted product's lot in a count: the sum of its entries of the current round. */
export interface StockCountLinesTable {
  id: string;
  count_id: string;
  product_id: string;
  /** null for a lot the book does not know (created when the count is applied). */
  lot_id: string | null;
  lot_number: string | null;
  lot_key: string;
  unit: string;
  counted: number | null;
  round: Generated<number>;
  /** 1 once a reviewer sent it back to recount. */
  recount: Generated<Flag>;
  /** The lot's book quantity when the round's first entry counted it. */
  book_quantity: Generated<number>;
  booked_at: string | null;
  last_counted_at: string | null;
  /** 1 when its lot's stock moved between the line's count and the review. */
  moved: Generated<Flag>;
  /** Once applied: the adjustment written (signed units) and its value in cents. */
  adjusted: number | null;
  adjusted_value_cents: number | null;
}

/** One entry of a count, kept as evidence. */
export interface StockCountEntriesTable {
  id: string;
  count_id: string;
  line_id: string;
  employee_id: string | null;
  round: number;
  mode: "add" | "set";
  quantity: number;
  /** The counter's own count of the line after this entry (what a later "set" replaces). */
  employee_total: number;
  /** The lot's book quantity when this entry was made. */
  book_quantity: number;
  created_at: string;
}

/** The audit trail (migration 0033, docs/decisions/0028-audit-trail.md): append-only, chained by shard. */
export interface AuditLogTable {
  id: string;
  at: string;
  user_id: string | null;
  address: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  /** JSON: [{field, before, after}]. */
  changes: string;
  search_text: string;
  shard: number;
  seq: number;
  hash: string;
}

/** Each audit chain's head, locked by the writer that appends to it; where the chain starts. */
export interface AuditChainsTable {
  shard: number;
  seq: number;
  hash: string;
  start_seq: number;
  start_hash: string;
}

/** The warehouses an employee may change stock in; none = all (issue 34, warehouse scoping). */
export interface EmployeeWarehousesTable {
  employee_id: string;
  warehouse_id: string;
}

/** The business's own data ('Empresa', issue 35): one row, id 1, created with its defaults by migration 0035. */
export interface BusinessSettingsTable {
  id: number;
  legal_name: Generated<string>;
  /** Digits only, without the check digit; "" until an admin saves the settings. */
  nit: Generated<string>;
  dv: number | null;
  vat_responsible: Generated<Flag>;
  address: Generated<string>;
  city: Generated<string>;
  phone: Generated<string>;
  receipt_footer: Generated<string>;
  /** The year's UVT in pesos. */
  uvt: Generated<number>;
  pos_prefix: Generated<string>;
  pos_resolution: string | null;
  pos_resolution_date: string | null;
  /** bigint: PostgreSQL answers it as text. */
  pos_from: number | string | null;
  pos_to: number | string | null;
  pos_valid_until: string | null;
  require_cash_session: Generated<Flag>;
  /** The counter's bodega (0042): where sales of sellers without assigned warehouses ship from first. */
  counter_warehouse_id: string | null;
  auto_print_receipt: Generated<Flag>;
  /** null until an admin first saves them. */
  updated_at: string | null;
}

export interface Database {
  roles: RolesTable;
  employees: EmployeesTable;
  sessions: SessionsTable;
  clients: ClientsTable;
  role_permissions: RolePermissionsTable;
  employee_permissions: EmployeePermissionsTable;
  employee_warehouses: EmployeeWarehousesTable;
  business_settings: BusinessSettingsTable;
  warehouses: WarehousesTable;
  products: ProductsTable;
  lots: LotsTable;
  warehouse_stock: WarehouseStockTable;
  movement_types: MovementTypesTable;
  movements: MovementsTable;
  product_movement_counts: ProductMovementCountsTable;
  ledger_daily: LedgerDailyTable;
  product_images: ProductImagesTable;
  withdrawals: WithdrawalsTable;
  withdrawal_items: WithdrawalItemsTable;
  sales: SalesTable;
  sale_lines: SaleLinesTable;
  sale_payments: SalePaymentsTable;
  pos_counters: PosCountersTable;
  cash_sessions: CashSessionsTable;
  cash_movements: CashMovementsTable;
  cash_session_counts: CashSessionCountsTable;
  sale_refunds: SaleRefundsTable;
  sales_daily: SalesDailyTable;
  sales_product_daily: SalesProductDailyTable;
  sales_product_totals: SalesProductTotalsTable;
  sale_returns: SaleReturnsTable;
  sale_return_lines: SaleReturnLinesTable;
  transfers: TransfersTable;
  imports: ImportsTable;
  suppliers: SuppliersTable;
  supplier_products: SupplierProductsTable;
  purchase_orders: PurchaseOrdersTable;
  purchase_order_items: PurchaseOrderItemsTable;
  purchase_receipts: PurchaseReceiptsTable;
  purchase_receipt_lines: PurchaseReceiptLinesTable;
  supplier_returns: SupplierReturnsTable;
  supplier_return_lines: SupplierReturnLinesTable;
  stock_counts: StockCountsTable;
  stock_count_products: StockCountProductsTable;
  stock_count_lines: StockCountLinesTable;
  stock_count_entries: StockCountEntriesTable;
  list_buckets: ListBucketsTable;
  list_stats: ListStatsTable;
  login_throttle: LoginThrottleTable;
  idempotency_keys: IdempotencyKeysTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  audit_chains: AuditChainsTable;
}
