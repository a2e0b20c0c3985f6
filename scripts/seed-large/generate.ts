// The data set: deterministic for a given seed. Movements are produced in time order (so their
// time-ordered ids append to the primary key) while per-lot balances, kept in typed arrays, decide
// which takes are possible: every lot's quantity equals its ledger sum and never goes below zero.
// Sales and picking requests share numbers given in creation order; transfers are numbered apart.

import { addDays } from "@inventario/shared/alerts";
import { type DocumentKind, documentSearchTokens } from "@inventario/shared/document-numbers";
import type { MovementType } from "@inventario/shared/movements";
import type { SaleStatus } from "@inventario/shared/sales";
import { valueAtAverage } from "@inventario/shared/valuation";
import { demoPeople } from "../../apps/server/src/db/seed/demo-people";
import { mulberry32 } from "../../apps/server/src/db/seed/random";
import { businessToday } from "../../apps/server/src/lib/business-date";
import { newId, newIdAt } from "../../apps/server/src/lib/ids";
import { normalizeForSearch, personSearchText, personSortKey } from "../../apps/server/src/lib/search-text";
import type { BulkWriter, Row, Table } from "./bulk-writer";
import {
  BRANDS,
  CANCEL_REASONS,
  CATEGORIES,
  CITIES,
  OBSERVATIONS,
  RETURN_REASONS,
  SIZES,
  TRANSFER_NOTES,
  ZONES,
} from "./names";
import { progress } from "./progress";
import { writePurchasing } from "./purchasing";
import { TABLES } from "./tables";
import { LedgerValuation, type Valued } from "./valuation";

export type Sizes = { products: number; warehouses: number; clients: number; movements: number; seed: number };

const DAY = 86_400_000;
const FLUSH_ROWS = 10_000;
/** Products whose history is long on purpose: the benchmark reads a 10k-movement product. */
export const HOT_PRODUCTS = 5;
const HOT_MOVEMENTS = 10_000;
/** One transfer per this many movements: 200k at the large size. */
const MOVEMENTS_PER_TRANSFER = 50;
/** Share of the completed sales that get a return, and of the pending ones that are cancelled. */
const RETURNED_SHARE = 0.01;
const CANCELLED_SHARE = 0.01;
/**
 * Stock levels and expirations as a business has them (issue 19): about 30 % of the products with a
 * minimum, per-warehouse levels on about 10 % of the initial lots; of all lots about 10 % undated,
 * 0.5 % already expired and 2 % expiring within 90 days, the rest further ahead.
 */
const PRODUCTS_WITH_MINIMUM = 0.3;
const LOTS_WITH_LEVELS = 0.1;
const UNDATED_SHARE = 0.1;
const EXPIRED_SHARE = 0.005 / (1 - UNDATED_SHARE);
const EXPIRING_SHARE = 0.02 / (1 - UNDATED_SHARE);
/** The levels come from a stream of their own, so the rest of a seed's rows stay as they were. */
const LEVELS_STREAM = 0x5eed1e7e;
/** As purchasing's (issue 32): the rows before it are those of earlier releases. */
const PURCHASING_STREAM = 0x0c0ffee5;
/**
 * Of the replenishments, this share arrives as a purchase receipt instead (issue 32: ~170,000 at the large
 * size): the same units into the same lot, as a PURCHASE at a cost of its own. Drawn from a stream of its own,
 * so every other row stays as earlier releases wrote it.
 */
const RECEIVED_SHARE = 0.06;
const RECEIPTS_STREAM = 0x7ece1975;

class Sink {
  private buffers = new Map<Table, Row[]>();
  constructor(private readonly writer: BulkWriter) {}
  async push(table: Table, row: Row) {
    const buffer = this.buffers.get(table) ?? [];
    if (buffer.length === 0) this.buffers.set(table, buffer);
    buffer.push(row);
    if (buffer.length >= FLUSH_ROWS) await this.flush(table);
  }
  async flush(table?: Table) {
    for (const [t, rows] of this.buffers) {
      if ((table && t !== table) || rows.length === 0) continue;
      await this.writer.insert(t, rows);
      this.buffers.set(t, []);
    }
  }
}

/** The seeded randomness and clock every part of the data set shares, and where rows go. */
type Context = {
  random: () => number;
  /** The stock levels' own stream. */
  levels: () => number;
  pick: <T>(list: readonly T[]) => T;
  int: (min: number, max: number) => number;
  sink: Sink;
  now: number;
  /** Three years before now: where the history starts. */
  start: number;
  /** `now` as ISO, the rows' created_at/updated_at. */
  at: string;
  /** The business's date at `now`: expirations are laid out around it. */
  today: string;
  /** The last number given per sequence: sales share theirs with their picking requests. */
  numbers: { sale: number; transfer: number };
};
type Employee = { id: string; name: string };
type Warehouses = { ids: string[]; searchNames: string[] };
type Clients = { ids: string[]; searchTexts: string[] };
type Catalog = {
  productIds: string[];
  productPrice: Float64Array;
  productUnit: string[];
  /** "<normalized name> | <normalized sku>": the product's search text, which a transfer's repeats. */
  productSearchText: string[];
  lotIds: string[];
  lotProduct: number[];
  lotWarehouse: number[];
  lotNumbers: string[];
  lotExpiration: Array<string | null>;
  /** The lots laid out with the products; those after them were created by transfers. */
  initialLots: number;
  /** Per lot, the initial lot whose number it carries (itself for an initial lot). */
  lotOrigin: number[];
  /** When a lot created by a transfer was created (ms); initial lots date from the start. */
  lotAcquired: number[];
};
/** A receipt the ledger wrote as a PURCHASE: purchasing.ts writes its order, receipt and line. */
export type LedgerReceipt = { id: string; time: number; lot: number; quantity: number; costCents: number };
type Ledger = {
  balance: Int32Array;
  lotCost: Float64Array;
  withdrawalsWritten: number;
  receipts: LedgerReceipt[];
};

/** "v-000123 v-123 | <rest>": what the application stores as a numbered document's search text. */
const numberedSearchText = (kind: DocumentKind, number: number, rest: string) =>
  `${documentSearchTokens(kind, number)} | ${rest}`;

const iso = (ms: number) => new Date(ms).toISOString();

export async function generate(
  writer: BulkWriter,
  sizes: Sizes,
  roleIds: string[],
): Promise<{ hotProductIds: string[] }> {
  const random = mulberry32(sizes.seed);
  const now = Date.now();
  const ctx: Context = {
    random,
    levels: mulberry32(sizes.seed ^ LEVELS_STREAM),
    pick: (list) => list[Math.floor(random() * list.length)] as (typeof list)[number],
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    sink: new Sink(writer),
    now,
    start: now - 3 * 365 * DAY,
    at: iso(now),
    today: businessToday(new Date(now)),
    numbers: { sale: 0, transfer: 0 },
  };
  const warehouses = await writeWarehouses(ctx, sizes.warehouses);
  const employees = await writeStaff(ctx, sizes.seed, roleIds);
  const clients = await writeClients(ctx, sizes);
  const catalog = await writeProducts(ctx, sizes);
  const ledger = await writeLedger(ctx, sizes, catalog, warehouses, employees, clients);
  await writeLots(ctx, catalog, warehouses.ids, ledger);
  await writePendingRequests(ctx, catalog, ledger, employees, clients);
  await ctx.sink.flush();
  await writePurchasing(writer, {
    random: mulberry32(sizes.seed ^ PURCHASING_STREAM),
    now,
    start: ctx.start,
    productIds: catalog.productIds,
    productPrice: catalog.productPrice,
    warehouseIds: warehouses.ids,
    warehouseSearchNames: warehouses.searchNames,
    employeeIds: employees.map((e) => e.id),
    receipts: ledger.receipts.map(({ lot, ...receipt }) => ({
      ...receipt,
      product: catalog.lotProduct[lot]!,
      warehouse: catalog.lotWarehouse[lot]!,
      lotId: catalog.lotIds[lot]!,
      lotNumber: catalog.lotNumbers[lot]!,
    })),
  });
  return { hotProductIds: catalog.productIds.slice(0, HOT_PRODUCTS) };
}

async function writeWarehouses({ sink, at }: Context, count: number): Promise<Warehouses> {
  const warehouses: Warehouses = { ids: [], searchNames: [] };
  for (let i = 0; i < count; i++) {
    const name = `Bodega ${CITIES[i % CITIES.length]} ${ZONES[Math.floor(i / CITIES.length) % ZONES.length]}${i >= CITIES.length * ZONES.length ? ` ${i}` : ""}`;
    const id = newId();
    warehouses.ids.push(id);
    warehouses.searchNames.push(normalizeForSearch(name));
    await sink.push(TABLES.warehouses, [id, String(1_000_000_000 + i), name, normalizeForSearch(name), 1, at, at]);
  }
  await sink.flush();
  return warehouses;
}

/** Staff who register sales. */
async function writeStaff({ sink, start, at }: Context, seed: number, roleIds: string[]): Promise<Employee[]> {
  const employees: Employee[] = [];
  for (const [i, p] of demoPeople(50, seed + 1, "inventario.co").entries()) {
    const person = { ...p, identification: String(2_000_000_000 + i), email: `staff${i}.${p.email}` };
    const id = newId();
    employees.push({ id, name: `${person.name} ${person.last_name}` });
    await sink.push(TABLES.employees, [
      id,
      person.identification,
      person.name,
      person.last_name,
      person.email,
      person.birthday,
      person.phone_number,
      iso(start),
      roleIds[i % roleIds.length] ?? null,
      1,
      personSearchText(person),
      personSortKey(person),
      at,
      at,
    ]);
  }
  return employees;
}

/** Clients who buy. */
async function writeClients({ sink, at }: Context, sizes: Sizes): Promise<Clients> {
  const clients: Clients = { ids: [], searchTexts: [] };
  const clientBar = progress("clientes", sizes.clients);
  for (let offset = 0; offset < sizes.clients; offset += 1000) {
    const people = demoPeople(Math.min(1000, sizes.clients - offset), sizes.seed + 2 + offset);
    for (const [i, p] of people.entries()) {
      const person = { ...p, identification: String(1_000_000_000 + offset + i), email: `${offset + i}.${p.email}` };
      const id = newId();
      const searchText = personSearchText(person);
      clients.ids.push(id);
      clients.searchTexts.push(searchText);
      await sink.push(TABLES.clients, [
        id,
        person.identification,
        person.name,
        person.last_name,
        person.email,
        person.birthday,
        person.phone_number,
        1,
        searchText,
        personSortKey(person),
        at,
        at,
      ]);
    }
    clientBar.add(people.length);
  }
  await sink.flush();
  clientBar.finish();
  return clients;
}

/** Products and where their lots will be (1–3 per product, in distinct warehouses). */
async function writeProducts(ctx: Context, sizes: Sizes): Promise<Catalog> {
  const { random, pick, int, sink, at } = ctx;
  const catalog: Catalog = {
    productIds: new Array(sizes.products),
    productPrice: new Float64Array(sizes.products),
    productUnit: new Array(sizes.products),
    productSearchText: new Array(sizes.products),
    lotIds: [],
    lotProduct: [],
    lotWarehouse: [],
    lotNumbers: [],
    lotExpiration: [],
    initialLots: 0,
    lotOrigin: [],
    lotAcquired: [],
  };
  const productBar = progress("productos", sizes.products);
  for (let p = 0; p < sizes.products; p++) {
    const category = pick(CATEGORIES);
    const name = `${pick(category.items)} ${pick(BRANDS)} ${pick(SIZES)}`;
    const sku = `${normalizeForSearch(category.name).slice(0, 3).toUpperCase()}-${String(p + 1).padStart(7, "0")}`;
    const id = newId();
    const priceCents = int(8, 2500) * 100 * 100; // $800 to $250.000
    catalog.productIds[p] = id;
    catalog.productPrice[p] = priceCents;
    catalog.productUnit[p] = category.unit;
    catalog.productSearchText[p] = `${normalizeForSearch(name)} | ${normalizeForSearch(sku)}`;
    await sink.push(TABLES.products, [
      id,
      name,
      `${name} — ${category.name.toLowerCase()}`,
      category.name,
      sku,
      priceCents,
      ...productLevels(ctx),
      1,
      catalog.productSearchText[p]!,
      normalizeForSearch(name),
      at,
      at,
    ]);
    const lots = int(1, 3);
    const first = int(0, sizes.warehouses - 1);
    for (let l = 0; l < lots && l < sizes.warehouses; l++) {
      catalog.lotOrigin.push(catalog.lotIds.length);
      catalog.lotIds.push(newId());
      catalog.lotProduct.push(p);
      catalog.lotWarehouse.push((first + l * 7) % sizes.warehouses);
      catalog.lotNumbers.push(`L${String(p).padStart(7, "0")}${l}`);
      // Decided here rather than with the lot row: a transfer copies it to the lot it creates.
      catalog.lotExpiration.push(random() < UNDATED_SHARE ? null : expirationDate(ctx.today, random()));
      catalog.lotAcquired.push(0);
    }
    productBar.add(1);
  }
  catalog.initialLots = catalog.lotIds.length;
  await sink.flush();
  productBar.finish();
  return catalog;
}

/** A product's minimum and maximum: 5–50 and 5–20 times that on about 30 % of them, none on the rest. */
function productLevels({ levels }: Context): [number, number] {
  if (levels() >= PRODUCTS_WITH_MINIMUM) return [0, 0];
  const minimum = 5 + Math.floor(levels() * 46);
  return [minimum, minimum * (5 + Math.floor(levels() * 16))];
}

/** An initial lot's levels for its warehouse: 2–20 and 5–20 times that on about 10 % of them. */
function lotLevels({ levels }: Context): [number, number] {
  if (levels() >= LOTS_WITH_LEVELS) return [0, 0];
  const minimum = 2 + Math.floor(levels() * 19);
  return [minimum, minimum * (5 + Math.floor(levels() * 16))];
}

/**
 * A dated lot's expiration from one uniform draw `u` (one draw, as before, so the main stream keeps
 * its rows): expired 1–60 days ago, expiring today to 89 days ahead, or 91–720 days ahead.
 */
function expirationDate(today: string, u: number): string {
  if (u < EXPIRED_SHARE) return addDays(today, -1 - Math.floor((u / EXPIRED_SHARE) * 60));
  const soon = u - EXPIRED_SHARE;
  if (soon < EXPIRING_SHARE) return addDays(today, Math.floor((soon / EXPIRING_SHARE) * 90));
  return addDays(today, 91 + Math.floor(((soon - EXPIRING_SHARE) / (1 - EXPIRED_SHARE - EXPIRING_SHARE)) * 630));
}

/** Whether the lot had expired by `time`: from then on its units are written off, never dispatched. */
function expiredBy({ today }: Context, catalog: Catalog, lot: number, time: number): boolean {
  const date = catalog.lotExpiration[lot];
  // Only a lot expired today can have been expired earlier: the date check runs for those alone.
  return date != null && date < today && date < businessToday(new Date(time));
}

/** A completed picking request collecting OUT movements (one per item, from `lot`) until it is closed. */
type OpenRequest = {
  id: string;
  at: number;
  employee: Employee;
  /** `value`: what the OUT took out, in cents (the kardex's): a return of its units comes back at it. */
  items: Array<{ product: number; lot: number; quantity: number; value: number }>;
};

/**
 * The ledger, in time order: every lot's entry first, then restocks and takes spread over three years,
 * with transfers between warehouses at even intervals among them. Per-lot balances decide which takes
 * are possible; OUT movements gather into picking requests, a few of whose sales get a return.
 */
async function writeLedger(
  ctx: Context,
  sizes: Sizes,
  catalog: Catalog,
  warehouses: Warehouses,
  employees: Employee[],
  clients: Clients,
): Promise<Ledger> {
  const { random, pick, int, now, start } = ctx;
  const lotCount = catalog.initialLots;
  const transfers = sizes.warehouses > 1 ? Math.floor(sizes.movements / MOVEMENTS_PER_TRANSFER) : 0;
  // A transfer creates at most one lot.
  const ledger: Ledger = {
    balance: new Int32Array(lotCount + transfers),
    lotCost: new Float64Array(lotCount + transfers),
    withdrawalsWritten: 0,
    receipts: [],
  };
  const { balance, lotCost } = ledger;
  const receiving = mulberry32(sizes.seed ^ RECEIPTS_STREAM);
  const hotLots: number[] = [];
  for (let l = 0; l < lotCount && catalog.lotProduct[l]! < HOT_PRODUCTS; l++) hotLots.push(l);
  const budget = Math.max(sizes.movements, lotCount);
  const hotBudget = Math.min(HOT_PRODUCTS * HOT_MOVEMENTS, Math.floor((budget - lotCount) / 2));
  const ledgerBar = progress("movimientos", budget + 2 * transfers);
  const span = now - DAY - start;
  // Event e of the budget happens at this instant; the movements a transfer or a return adds share the
  // instant of the event they follow, so every row stays within the three years.
  const timeOf = (e: number) => start + Math.floor((e / budget) * span);
  const valuation = new LedgerValuation(catalog.productIds.length, sizes.warehouses);
  // Each movement a millisecond after the previous one at least (a transfer's two share an instant):
  // a product's rows in id order are then its history in the order valued.
  let lastMs = Number.NEGATIVE_INFINITY;
  /** Writes a movement valued by weighted average cost (valuation.ts); returns its value in cents. */
  const movement = async (
    lot: number,
    type: MovementType,
    quantity: number,
    reference: string | null,
    time: number,
    costCents: number | null,
    statedValueCents?: number,
  ): Promise<number> => {
    const at = Math.max(time, lastMs + 1);
    lastMs = at;
    const valued = valuation.record(catalog.lotProduct[lot]!, catalog.lotWarehouse[lot]!, type, quantity, at, {
      costCents,
      lotCostCents: lotCost[lot]!,
      statedValueCents,
    });
    await writeMovement(ctx, catalog, warehouses.ids, { lot, type, quantity, reference, time: at, costCents }, valued);
    ledgerBar.add(1);
    return valued.value;
  };
  let open: OpenRequest | null = null;
  const closeRequest = async (time: number) => {
    if (!open) return;
    const request = open;
    open = null;
    ledger.withdrawalsWritten += 1;
    const returned = random() < RETURNED_SHARE ? returnOf(ctx, request) : null;
    const saleId = await writeCompletedRequest(ctx, catalog, request, clients, returned);
    if (returned) {
      const returnId = newIdAt(new Date(time));
      await ctx.sink.push(TABLES.sale_returns, [returnId, saleId, pick(RETURN_REASONS), pick(employees).id, iso(time)]);
      for (const { lot, quantity } of returned.lines) {
        // Back at the value its dispatch took it out with (the request holds one item per product).
        const item = request.items.find((i) => i.lot === lot)!;
        const value = valueAtAverage(quantity, { quantity: item.quantity, valueCents: item.value });
        // Back into the lot it was dispatched from: same cost, so the lot's average cost stays.
        balance[lot]! += quantity;
        await ctx.sink.push(TABLES.sale_return_lines, [
          newId(),
          returnId,
          saleId,
          catalog.productIds[catalog.lotProduct[lot]!]!,
          warehouses.ids[catalog.lotWarehouse[lot]!]!,
          catalog.lotNumbers[lot]!,
          quantity,
          1,
        ]);
        await movement(lot, "RETURN", quantity, saleId, time, lotCost[lot]!, value);
      }
    }
  };

  /** Lots created by transfers, by `${origin lot}:${warehouse}` (a lot is product + warehouse + number). */
  const createdLots = new Map<string, number>();
  /**
   * Moves 1–20 units of a random lot with stock to another warehouse, into the lot with the same number
   * there (created with the source's expiration and cost when missing), as the transfers service does.
   */
  const transfer = async (time: number) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const from = int(0, catalog.lotIds.length - 1);
      if (balance[from]! < 1) continue;
      const fromWarehouse = catalog.lotWarehouse[from]!;
      let toWarehouse = int(0, sizes.warehouses - 2);
      if (toWarehouse >= fromWarehouse) toWarehouse += 1;
      const origin = catalog.lotOrigin[from]!;
      const product = catalog.lotProduct[from]!;
      const quantity = int(1, Math.min(20, balance[from]!));
      const sourceCost = lotCost[from]!;
      let to = catalog.lotWarehouse[origin] === toWarehouse ? origin : createdLots.get(`${origin}:${toWarehouse}`);
      if (to === undefined) {
        to = catalog.lotIds.length;
        createdLots.set(`${origin}:${toWarehouse}`, to);
        catalog.lotIds.push(newIdAt(new Date(time)));
        catalog.lotProduct.push(product);
        catalog.lotWarehouse.push(toWarehouse);
        catalog.lotNumbers.push(catalog.lotNumbers[from]!);
        catalog.lotExpiration.push(catalog.lotExpiration[from]!);
        catalog.lotOrigin.push(origin);
        catalog.lotAcquired.push(time);
        lotCost[to] = sourceCost;
      } else {
        // addStock's upsert of a place: the weighted average cost (integer division), the source's expiration.
        lotCost[to] = Math.floor((balance[to]! * lotCost[to]! + quantity * sourceCost) / (balance[to]! + quantity));
        catalog.lotExpiration[to] = catalog.lotExpiration[from] ?? catalog.lotExpiration[to]!;
      }
      balance[from]! -= quantity;
      balance[to]! += quantity;
      const number = ++ctx.numbers.transfer;
      const id = newIdAt(new Date(time));
      const employee = pick(employees);
      await ctx.sink.push(TABLES.transfers, [
        id,
        number,
        catalog.productIds[product]!,
        warehouses.ids[fromWarehouse]!,
        warehouses.ids[toWarehouse]!,
        catalog.lotNumbers[from]!,
        quantity,
        catalog.productUnit[product]!,
        random() < 0.3 ? pick(TRANSFER_NOTES) : null,
        employee.id,
        [
          documentSearchTokens("transfer", number),
          catalog.productSearchText[product]!,
          warehouses.searchNames[fromWarehouse]!,
          warehouses.searchNames[toWarehouse]!,
        ].join(" | "),
        iso(time),
      ]);
      const value = await movement(from, "TRANSFER_OUT", quantity, id, time, null);
      await movement(to, "TRANSFER_IN", quantity, id, time, sourceCost, value);
      return;
    }
  };

  for (let l = 0; l < lotCount; l++) {
    const quantity = int(100, 1000);
    balance[l] = quantity;
    lotCost[l] = Math.round(catalog.productPrice[catalog.lotProduct[l]!]! * (0.55 + random() * 0.2));
    await movement(l, "IN", quantity, "Inventario inicial", timeOf(l), lotCost[l]!);
  }
  const events = budget - lotCount;
  let transfersDone = 0;
  for (let e = lotCount; e < budget; e++) {
    const lot =
      e - lotCount < hotBudget && hotLots.length > 0
        ? hotLots[(e - lotCount) % hotLots.length]!
        : int(0, catalog.lotIds.length - 1);
    const time = timeOf(e);
    const roll = random();
    const quantity = int(1, 20);
    if (roll < 0.35 || balance[lot]! < quantity) {
      const observation = pick(OBSERVATIONS);
      if (receiving() < RECEIVED_SHARE) {
        // A receipt: valued at its own cost, which the lot's average takes in (addStock's upsert).
        const costCents = Math.round(lotCost[lot]! * (0.9 + receiving() * 0.2));
        const id = newIdAt(new Date(time));
        ledger.receipts.push({ id, time, lot, quantity, costCents });
        lotCost[lot] = Math.floor((balance[lot]! * lotCost[lot]! + quantity * costCents) / (balance[lot]! + quantity));
        balance[lot]! += quantity;
        await movement(lot, "PURCHASE", quantity, id, time, costCents);
      } else {
        balance[lot]! += quantity;
        await movement(lot, "REPLENISH", quantity, observation, time, null);
      }
    } else if (roll < 0.5 || expiredBy(ctx, catalog, lot, time)) {
      // An expired lot's take is a withdrawal: the picking (FEFO) skips expired lots.
      balance[lot]! -= quantity;
      await movement(lot, "WITHDRAWAL", quantity, pick(OBSERVATIONS), time, null);
    } else {
      const product = catalog.lotProduct[lot]!;
      if (!open || open.items.length >= 3 || open.items.some((i) => i.product === product)) {
        await closeRequest(time);
        open = { id: newIdAt(new Date(time)), at: time, employee: pick(employees), items: [] };
      }
      balance[lot]! -= quantity;
      const value = await movement(lot, "OUT", quantity, open.id, time, null);
      open.items.push({ product, lot, quantity, value });
    }
    // Spread evenly over the history, whatever the sizes.
    while (transfersDone < transfers && (transfersDone + 1) * events <= (e - lotCount + 1) * transfers) {
      transfersDone += 1;
      await transfer(time);
    }
  }
  await closeRequest(timeOf(budget - 1));
  for (const row of valuation.dailyRows()) await ctx.sink.push(TABLES.ledger_daily, row);
  await ctx.sink.flush();
  ledgerBar.finish();
  return ledger;
}

type MovementEvent = {
  lot: number;
  type: MovementType;
  quantity: number;
  reference: string | null;
  time: number;
  costCents: number | null;
};

async function writeMovement(
  { sink }: Context,
  catalog: Catalog,
  warehouseIds: string[],
  event: MovementEvent,
  valued: Valued,
) {
  const p = catalog.lotProduct[event.lot]!;
  await sink.push(TABLES.movements, [
    newIdAt(new Date(event.time)),
    catalog.lotIds[event.lot]!,
    catalog.productIds[p]!,
    warehouseIds[catalog.lotWarehouse[event.lot]!]!,
    event.type,
    event.quantity,
    catalog.productUnit[p]!,
    catalog.lotNumbers[event.lot]!,
    event.reference,
    event.costCents,
    null,
    iso(event.time),
    valued.value,
    valued.product.quantity,
    valued.product.valueCents,
    valued.warehouse.quantity,
    valued.warehouse.valueCents,
  ]);
}

/** What comes back of a dispatched sale: everything (half of the returns) or part of some lines. */
type SaleReturn = { lines: Array<{ lot: number; quantity: number }>; status: SaleStatus };

function returnOf({ random, int }: Context, request: OpenRequest): SaleReturn {
  const whole = random() < 0.5;
  const lines = request.items.map((item) => ({
    lot: item.lot,
    quantity: whole ? item.quantity : random() < 0.5 ? int(1, item.quantity) : 0,
  }));
  if (lines.every((l) => l.quantity === 0)) lines[0]!.quantity = int(1, request.items[0]!.quantity);
  const sold = request.items.reduce((n, i) => n + i.quantity, 0);
  const returned = lines.reduce((n, l) => n + l.quantity, 0);
  return {
    lines: lines.filter((l) => l.quantity > 0),
    // As the returns service decides: all of a completed request's units back = RETURNED.
    status: returned === sold ? "RETURNED" : "PARTIALLY_RETURNED",
  };
}

/**
 * A completed picking request, its items, and the sale that created it a minute before, with the
 * next number. Returns the sale's id.
 */
async function writeCompletedRequest(
  ctx: Context,
  catalog: Catalog,
  w: OpenRequest,
  clients: Clients,
  returned: SaleReturn | null,
): Promise<string> {
  const { int, sink } = ctx;
  const number = ++ctx.numbers.sale;
  const created = iso(w.at);
  await sink.push(TABLES.withdrawals, [
    w.id,
    w.employee.name,
    w.employee.id,
    "COMPLETED",
    number,
    numberedSearchText("withdrawal", number, normalizeForSearch(w.employee.name)),
    created,
    created,
  ]);
  const saleId = newIdAt(new Date(w.at - 60_000));
  let total = 0;
  for (const item of w.items) {
    await sink.push(TABLES.withdrawal_items, [
      newId(),
      w.id,
      catalog.productIds[item.product]!,
      item.quantity,
      item.quantity,
    ]);
    const priceCents = catalog.productPrice[item.product]!;
    total += priceCents * item.quantity;
    await sink.push(TABLES.sale_lines, [
      newId(),
      saleId,
      catalog.productIds[item.product]!,
      item.quantity,
      priceCents,
      priceCents * item.quantity,
    ]);
  }
  const client = int(0, clients.ids.length - 1);
  await sink.push(TABLES.sales, [
    saleId,
    clients.ids[client]!,
    "RETAIL",
    "COP",
    total,
    w.employee.id,
    w.id,
    iso(w.at - 60_000),
    number,
    returned?.status ?? "COMPLETED",
    numberedSearchText("sale", number, clients.searchTexts[client]!),
    null,
    null,
    null,
  ]);
  return saleId;
}

/** Lots as the ledger left them: the initial ones, then those transfers created. */
async function writeLots(ctx: Context, catalog: Catalog, warehouseIds: string[], ledger: Ledger) {
  const { sink, start, at } = ctx;
  const lotCount = catalog.lotIds.length;
  const lotBar = progress("lotes", lotCount);
  for (let l = 0; l < lotCount; l++) {
    const p = catalog.lotProduct[l]!;
    const initial = l < catalog.initialLots;
    // addStock creates a transfer's lot without stock levels (a place without levels).
    const [minimum, maximum] = initial ? lotLevels(ctx) : [0, 0];
    await sink.push(TABLES.lots, [
      catalog.lotIds[l]!,
      catalog.productIds[p]!,
      warehouseIds[catalog.lotWarehouse[l]!]!,
      catalog.lotNumbers[l]!,
      catalog.lotNumbers[l]!,
      ledger.balance[l]!,
      catalog.productUnit[p]!,
      ledger.lotCost[l]!,
      catalog.lotExpiration[l]!,
      minimum,
      maximum,
      iso(initial ? start : catalog.lotAcquired[l]!),
      at,
    ]);
    lotBar.add(1);
  }
  await sink.flush();
  lotBar.finish();
}

/**
 * Open picking requests of the last day (after the whole ledger, so numbers follow creation order):
 * each reserves part of what is on hand (never more). A few were cancelled, which released their
 * reservation.
 */
async function writePendingRequests(
  ctx: Context,
  catalog: Catalog,
  ledger: Ledger,
  employees: Employee[],
  clients: Clients,
) {
  const { random, pick, int, sink, now } = ctx;
  const { balance } = ledger;
  const pending = Math.max(10, Math.floor(ledger.withdrawalsWritten * 0.02));
  const pendingBar = progress("pendientes", pending);
  const times = Array.from({ length: pending }, () => now - int(3_600_000, 23 * 3_600_000)).sort((a, b) => a - b);
  for (const time of times) {
    const lot = int(0, catalog.lotIds.length - 1);
    const reserve = Math.min(balance[lot]!, int(1, 10));
    // Expired units are not sellable: a pending sale cannot be promised them (nor hold them now).
    if (reserve <= 0 || (catalog.lotExpiration[lot] ?? ctx.today) < ctx.today) continue;
    const cancelled = random() < CANCELLED_SHARE;
    if (!cancelled) balance[lot]! -= reserve; // reserved: later requests cannot promise it again
    const cancelledAt = cancelled ? iso(time + int(5, 55) * 60_000) : null;
    const number = ++ctx.numbers.sale;
    const id = newIdAt(new Date(time));
    const employee = pick(employees);
    await sink.push(TABLES.withdrawals, [
      id,
      employee.name,
      employee.id,
      cancelled ? "CANCELLED" : "PENDING",
      number,
      numberedSearchText("withdrawal", number, normalizeForSearch(employee.name)),
      iso(time),
      cancelledAt ?? iso(time),
    ]);
    const p = catalog.lotProduct[lot]!;
    await sink.push(TABLES.withdrawal_items, [newId(), id, catalog.productIds[p]!, reserve, 0]);
    const saleId = newIdAt(new Date(time - 60_000));
    const priceCents = catalog.productPrice[p]!;
    const client = int(0, clients.ids.length - 1);
    await sink.push(TABLES.sales, [
      saleId,
      clients.ids[client]!,
      "RETAIL",
      "COP",
      priceCents * reserve,
      employee.id,
      id,
      iso(time - 60_000),
      number,
      cancelled ? "CANCELLED" : "PENDING",
      numberedSearchText("sale", number, clients.searchTexts[client]!),
      cancelledAt,
      cancelled ? pick(employees).id : null,
      cancelled ? pick(CANCEL_REASONS) : null,
    ]);
    await sink.push(TABLES.sale_lines, [
      newId(),
      saleId,
      catalog.productIds[p]!,
      reserve,
      priceCents,
      priceCents * reserve,
    ]);
    pendingBar.add(1);
  }
  await sink.flush();
  pendingBar.finish();
}
