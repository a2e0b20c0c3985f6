/**
 * Every TanStack Query key of the app, one factory per server domain. Screens of one domain invalidate
 * another's cache (a sale makes the picking list stale, a dispatch the stock and the products), so the
 * keys live here, not in the features: a renamed key then breaks the build instead of a reload.
 * `query-keys.test.ts` fails when a key is written as a literal anywhere else; the roots it looks for are
 * read off the factories exported here (`query-key-roots.ts`), so a new factory is checked without a step.
 */

const PEOPLE_RESOURCES = ["clients", "employees"] as const;
/** Clients and employees share one API shape: each kind's pages and details sit under its name. */
type PeopleResource = (typeof PEOPLE_RESOURCES)[number];

export const peopleKeys = {
  /** The roots of these keys, which are their first argument (see query-key-roots.ts). */
  roots: PEOPLE_RESOURCES,
  all: (resource: PeopleResource) => [resource] as const,
  list: (resource: PeopleResource, search: string, page: number) => [resource, "list", { search, page }] as const,
  detail: (resource: PeopleResource, identification: string) => [resource, "detail", identification] as const,
};

/** Every cached product page sits under one key, so one invalidation reloads whichever page is shown. */
export const productKeys = {
  all: ["products"] as const,
  list: (search: string, page: number) => ["products", "list", { search, page }] as const,
};

const DETAIL_ROOT = "product-detail";

/** The kardex's filters as its request sends them: the cache key of one page. */
type KardexKey = { from: string; to: string; warehouse: string; page: number };

/**
 * Everything the product detail screen caches sits under ['product-detail', productId]: a stock change,
 * an entry or a save invalidates that one key and every card and table of the product reloads.
 */
export const productDetailKeys = {
  all: (productId: string) => [DETAIL_ROOT, productId] as const,
  inventory: (productId: string) => [DETAIL_ROOT, productId, "inventory"] as const,
  product: (productId: string) => [DETAIL_ROOT, productId, "product"] as const,
  lots: (productId: string, page: number) => [DETAIL_ROOT, productId, "lots", page] as const,
  movements: (productId: string, page: number) => [DETAIL_ROOT, productId, "movements", page] as const,
  entries: (productId: string, page: number) => [DETAIL_ROOT, productId, "entries", page] as const,
  kardex: (productId: string, query: KardexKey) => [DETAIL_ROOT, productId, "kardex", query] as const,
  warehouseNames: (productId: string, ids: readonly string[]) =>
    [DETAIL_ROOT, productId, "warehouse-names", ids] as const,
  /** Tells the detail screen's cache from the other screens'. */
  isDetailKey: (queryKey: readonly unknown[]) => queryKey[0] === DETAIL_ROOT,
};

/**
 * Suppliers: their pages, one supplier, its price list, a product's suppliers and the price list's product
 * search. A supplier's write or a saved price list invalidates `all`: marking a product preferred takes
 * the mark from its other suppliers, whose lists and the product's section must reload too.
 */
export const supplierKeys = {
  all: ["suppliers"] as const,
  list: (search: string, page: number) => ["suppliers", "list", { search, page }] as const,
  detail: (id: string) => ["suppliers", "detail", id] as const,
  products: (id: string) => ["suppliers", "products", id] as const,
  // Under the suppliers' key: a price list saved on a supplier's screen refreshes its products' sections.
  ofProduct: (productId: string) => ["suppliers", "of-product", productId] as const,
  productSuggestions: (search: string) => ["suppliers", "product-suggestions", search] as const,
  /** Every active supplier, for a select (a purchase order's, the purchase screens' filters). */
  options: () => ["suppliers", "options"] as const,
};

/** The purchase orders list's filters as its request sends them: the cache key of one page. */
type PurchaseOrderListKey = { search: string; page: number; status: string; supplier: string; warehouse: string };

/** 'Sugerido de compra''s filters as its request sends them: the cache key of one page. */
type SuggestionListKey = { warehouse: string; supplier: string; category: string; search: string; page: number };

/**
 * Purchases (issue 32): the orders' pages and records, a receipt with its returns, the replenishment
 * suggestions and the order form's product search. Every write of the domain invalidates `all`: an order
 * sent, received or cancelled changes its lists, its record and what is still suggested.
 */
export const purchaseKeys = {
  all: ["purchases"] as const,
  orderList: (query: PurchaseOrderListKey) => ["purchases", "orders", "list", query] as const,
  order: (id: string) => ["purchases", "orders", "detail", id] as const,
  receipt: (id: string) => ["purchases", "receipts", "detail", id] as const,
  suggestions: (query: SuggestionListKey) => ["purchases", "suggestions", query] as const,
  productSuggestions: (search: string) => ["purchases", "product-suggestions", search] as const,
};

/** Every cached warehouse list (pages, the product forms' options) sits under one key. */
export const warehouseKeys = {
  all: ["warehouses"] as const,
  list: (search: string, page: number) => ["warehouses", "list", { search, page }] as const,
  // Under the warehouses' key: a warehouse added or renamed on its own screen then refreshes the selects too.
  options: () => ["warehouses", "options"] as const,
};

/** 'Existencias''s filters as its request sends them: the cache key of one page. */
type WarehouseStockKey = {
  state: string;
  days: number | undefined;
  category: string;
  search: string;
  page: number;
  after: string;
};

/**
 * 'Existencias' of a warehouse (issue 33): its pages, its print view's rows and its name. Every stock write
 * makes them stale (`lib/stock-write-invalidations.ts`).
 */
export const warehouseStockKeys = {
  all: ["warehouse-stock"] as const,
  page: (warehouseId: string, query: WarehouseStockKey) => ["warehouse-stock", warehouseId, "page", query] as const,
  /** The print view: the first rows (up to a cap) for these filters. */
  print: (warehouseId: string, query: Omit<WarehouseStockKey, "page" | "after">) =>
    ["warehouse-stock", warehouseId, "print", query] as const,
};

/**
 * Stock per product and warehouse, which a dispatch changes. Product names never change with it, so
 * they have their own key and reloading a picking request does not ask for them again.
 */
export const inventoryKeys = {
  all: ["inventory"] as const,
  byProducts: (productIds: readonly string[]) => ["inventory", "by-products", productIds] as const,
  currentLots: (productId: string) => ["inventory", "current-lots", productId] as const,
  productNames: (ids: readonly string[]) => ["product-names", ids] as const,
  /** Every cached set of names: a products import may rename any. */
  allProductNames: ["product-names"] as const,
};

/** Picking requests: a new sale adds one, an assignment changes one. */
export const withdrawalKeys = {
  all: ["withdrawals"] as const,
  list: (search: string, page: number) => ["withdrawals", "list", { search, page }] as const,
  detail: (id: string) => ["withdrawals", "detail", id] as const,
};

/** Sale filters as the history list sends them: the cache key of one page. */
type SaleListKey = { search: string; page: number; from: string; to: string; status: string };

/**
 * The sale screen's suggestions, the sales history and a sale's detail. A cancellation or a return
 * makes the detail and every history page stale; a new sale the history pages.
 */
export const saleKeys = {
  clientSuggestions: (search: string) => ["sales", "client-suggestions", search] as const,
  productSuggestions: (search: string) => ["sales", "product-suggestions", search] as const,
  lists: () => ["sales", "list"] as const,
  list: (query: SaleListKey) => ["sales", "list", query] as const,
  detail: (id: string) => ["sales", "detail", id] as const,
};

/**
 * Transfers between warehouses and the transfer form's product search. A new transfer adds a row to
 * every list page and moves the product's stock (inventoryKeys, productDetailKeys).
 */
export const transferKeys = {
  all: ["transfers"] as const,
  list: (search: string, page: number) => ["transfers", "list", { search, page }] as const,
  productSuggestions: (search: string) => ["transfers", "product-suggestions", search] as const,
};

/** Cached role data; a role's set and an employee's grants are replaced by what their PUT answers. */
export const roleKeys = {
  list: ["roles", "list"] as const,
  permissions: (roleId: string) => ["roles", "permissions", roleId] as const,
  mine: ["me", "permissions"] as const,
  employeeGrants: (identification: string) => ["employee-grants", identification] as const,
  /** The employee's 'Bodegas asignadas' (issue 34), replaced by what their PUT answers. */
  employeeWarehouses: (identification: string) => ["employee-warehouses", identification] as const,
};

/** Every cached dashboard answer sits under one key, apart from the lists the other screens cache. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  count: (resource: string) => ["dashboard", "count", resource] as const,
  recentMovements: () => ["dashboard", "recent-movements"] as const,
  charts: () => ["dashboard", "charts"] as const,
  names: (kind: string, ids: readonly string[]) => ["dashboard", "names", kind, ids] as const,
};

/** The alerts screen's filters as its list sends them: the cache key of one page. */
type AlertListKey = { kind: string; days: number | undefined; warehouse: string; search: string; page: number };

/**
 * Stock alerts (issue 19): the counts the sidebar badge, the dashboard and the tabs show, and the pages of
 * each tab. Any write may change them (a sale, an entry, a write-off), so they all sit under one key.
 */
export const alertKeys = {
  all: ["alerts"] as const,
  summary: (days: number) => ["alerts", "summary", days] as const,
  lists: () => ["alerts", "list"] as const,
  list: (query: AlertListKey) => ["alerts", "list", query] as const,
};

/** A grouped report's filters (the sales', the purchases') as its request sends them: the cache key of one page. */
type GroupedReportKey = { from: string; to: string; group: string; page: number };

/** The inventory value report's filters as its request sends them: the cache key of one page. */
type InventoryValueKey = { date: string; warehouse: string; search: string; page: number };

/**
 * Reports (issue 20). Every write may change a value, but a report is read for a closing date, not
 * watched live: the default stale time is enough, and no write lists them.
 */
export const reportKeys = {
  all: ["reports"] as const,
  inventoryValue: (query: InventoryValueKey) => ["reports", "inventory-value", query] as const,
  sales: (query: GroupedReportKey) => ["reports", "sales", query] as const,
  /** The sales report's top 10 products: asked apart, by range only (a new grouping or page reuses it). */
  salesTopProducts: (range: { from: string; to: string }) => ["reports", "sales-top-products", range] as const,
  /** The sales report's value before IVA and its IVA per class (issue 35): asked apart, by range only. */
  salesTaxes: (range: { from: string; to: string }) => ["reports", "sales-taxes", range] as const,
  /** What purchase receipts brought in (issue 32). */
  purchases: (query: GroupedReportKey) => ["reports", "purchases", query] as const,
};

/**
 * The import history (issue 31). An applied import adds a row to it and changes the lists of what it
 * imported (`features/imports/import-invalidations.ts` names them by kind).
 */
export const importKeys = {
  all: ["imports"] as const,
  list: (page: number) => ["imports", "list", { page }] as const,
};

/** The counts list's filters as its request sends them: the cache key of one page. */
type StockCountListKey = { page: number; status: string; warehouse: string };

/** A count sheet's filters as its request sends them: the cache key of one page. */
type CountSheetKey = { filter: string; search: string; page: number; after: string };

/**
 * Physical stock counts ('Toma física', issue 33): the counts' pages, one count, the pages of its sheet and
 * of its variance report. A scan reloads the count's sheet, record and report; a change of status (review,
 * recount, cancel, apply) every key of the domain, as the list shows the status too.
 */
export const stockCountKeys = {
  all: ["stock-counts"] as const,
  list: (query: StockCountListKey) => ["stock-counts", "list", query] as const,
  detail: (id: string) => ["stock-counts", "detail", id] as const,
  /** Every page of one count's sheet, whatever its filters. */
  sheet: (id: string) => ["stock-counts", "sheet", id] as const,
  sheetPage: (id: string, query: CountSheetKey) => ["stock-counts", "sheet", id, query] as const,
  /** The printed sheet: its first lines (up to a cap) for a filter and search, under the sheet's key. */
  printSheet: (id: string, query: { filter: string; search: string }) =>
    ["stock-counts", "sheet", id, "print", query] as const,
  /** Every page of one count's variance report ('Informe de diferencias'). */
  variance: (id: string) => ["stock-counts", "variance", id] as const,
  variancePage: (id: string, page: number) => ["stock-counts", "variance", id, { page }] as const,
};

/** 'Auditoría''s filters as its request sends them: the cache key of one page. */
type AuditListKey = {
  user: string;
  entity: string;
  action: string;
  from: string;
  to: string;
  search: string;
  page: number;
  after: string;
};

/**
 * The audit trail (issue 34): the pages of 'Auditoría' and each record's 'Historial de cambios' (a product's,
 * a supplier's, a person's). Any write may add a row, so every successful write reloads the ones on screen
 * (`query-client.ts`), as it does the alerts.
 */
export const auditKeys = {
  all: ["audit"] as const,
  list: (query: AuditListKey) => ["audit", "list", query] as const,
  /** Whom the trail filters by: every employee (a new one appears after the write that added them). */
  users: () => ["audit", "users"] as const,
  /** One record's history, by its kind and id, page by page. */
  record: (entity: string, entityId: string, page: number) => ["audit", "record", entity, entityId, page] as const,
};

/**
 * The settings (issue 35): 'Empresa', the business's own data, which every screen that prints reads. A
 * save puts its answer in place of the cached one.
 */
export const settingsKeys = {
  all: ["settings"] as const,
  business: () => ["settings", "business"] as const,
};

/** 'Cajas''s filters as its request sends them: the cache key of one page. */
type CashSessionListKey = { page: number; status: string };

/**
 * Cash-register shifts ('Caja', issue 35): the signed-in employee's open shift, the shifts' pages and one
 * shift's figures. Opening, a movement and the closing answer the shift, which replaces the cached one; every
 * key of the domain reloads then. A sale or a refund changes the open shift's figures: its screens ask again
 * whenever they are shown (stale at once).
 */
export const cashSessionKeys = {
  all: ["cash-sessions"] as const,
  current: () => ["cash-sessions", "current"] as const,
  lists: () => ["cash-sessions", "list"] as const,
  list: (query: CashSessionListKey) => ["cash-sessions", "list", query] as const,
  detail: (id: string) => ["cash-sessions", "detail", id] as const,
};
