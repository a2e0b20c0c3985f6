// The data set: deterministic for a given seed. Movements are produced in time order (so their
// time-ordered ids append to the primary key) while per-lot balances, kept in typed arrays, decide
// which takes are possible: every lot's quantity equals its ledger sum and never goes below zero.
import { demoPeople } from "../../apps/server/src/db/seed/demo-people";
import { mulberry32 } from "../../apps/server/src/db/seed/random";
import { newId, newIdAt } from "../../apps/server/src/lib/ids";
import { normalizeForSearch, personSearchText, personSortKey } from "../../apps/server/src/lib/search-text";
import type { BulkWriter, Row, Table } from "./bulk-writer";
import { BRANDS, CATEGORIES, CITIES, OBSERVATIONS, SIZES, ZONES } from "./names";
import { progress } from "./progress";
import { TABLES } from "./tables";

export type Sizes = { products: number; warehouses: number; clients: number; movements: number; seed: number };

const DAY = 86_400_000;
const FLUSH_ROWS = 10_000;
/** Products whose history is long on purpose: the benchmark reads a 10k-movement product. */
export const HOT_PRODUCTS = 5;
const HOT_MOVEMENTS = 10_000;

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
  pick: <T>(list: readonly T[]) => T;
  int: (min: number, max: number) => number;
  sink: Sink;
  now: number;
  /** Three years before now: where the history starts. */
  start: number;
  /** `now` as ISO, the rows' created_at/updated_at. */
  at: string;
};
type Employee = { id: string; name: string };
type Catalog = {
  productIds: string[];
  productPrice: Float64Array;
  productUnit: string[];
  lotIds: string[];
  lotProduct: number[];
  lotWarehouse: number[];
  lotNumbers: string[];
};
type Ledger = { balance: Int32Array; lotCost: Float64Array; withdrawalsWritten: number };

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
    pick: (list) => list[Math.floor(random() * list.length)] as (typeof list)[number],
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    sink: new Sink(writer),
    now,
    start: now - 3 * 365 * DAY,
    at: iso(now),
  };
  const warehouseIds = await writeWarehouses(ctx, sizes.warehouses);
  const employees = await writeStaff(ctx, sizes.seed, roleIds);
  const clientIds = await writeClients(ctx, sizes);
  const catalog = await writeProducts(ctx, sizes);
  const ledger = await writeLedger(ctx, sizes, catalog, warehouseIds, employees, clientIds);
  await writeLots(ctx, catalog, warehouseIds, ledger);
  await writePendingRequests(ctx, catalog, ledger, employees, clientIds);
  return { hotProductIds: catalog.productIds.slice(0, HOT_PRODUCTS) };
}

async function writeWarehouses({ sink, at }: Context, count: number): Promise<string[]> {
  const warehouseIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `Bodega ${CITIES[i % CITIES.length]} ${ZONES[Math.floor(i / CITIES.length) % ZONES.length]}${i >= CITIES.length * ZONES.length ? ` ${i}` : ""}`;
    const id = newId();
    warehouseIds.push(id);
    await sink.push(TABLES.warehouses, [id, String(1_000_000_000 + i), name, normalizeForSearch(name), 1, at, at]);
  }
  await sink.flush();
  return warehouseIds;
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
async function writeClients({ sink, at }: Context, sizes: Sizes): Promise<string[]> {
  const clientIds: string[] = [];
  const clientBar = progress("clientes", sizes.clients);
  for (let offset = 0; offset < sizes.clients; offset += 1000) {
    const people = demoPeople(Math.min(1000, sizes.clients - offset), sizes.seed + 2 + offset);
    for (const [i, p] of people.entries()) {
      const person = { ...p, identification: String(1_000_000_000 + offset + i), email: `${offset + i}.${p.email}` };
      const id = newId();
      clientIds.push(id);
      await sink.push(TABLES.clients, [
        id,
        person.identification,
        person.name,
        person.last_name,
        person.email,
        person.birthday,
        person.phone_number,
        1,
        personSearchText(person),
        personSortKey(person),
        at,
        at,
      ]);
    }
    clientBar.add(people.length);
  }
  await sink.flush();
  clientBar.finish();
  return clientIds;
}

/** Products and where their lots will be (1–3 per product, in distinct warehouses). */
async function writeProducts({ pick, int, sink, at }: Context, sizes: Sizes): Promise<Catalog> {
  const catalog: Catalog = {
    productIds: new Array(sizes.products),
    productPrice: new Float64Array(sizes.products),
    productUnit: new Array(sizes.products),
    lotIds: [],
    lotProduct: [],
    lotWarehouse: [],
    lotNumbers: [],
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
    await sink.push(TABLES.products, [
      id,
      name,
      `${name} — ${category.name.toLowerCase()}`,
      category.name,
      sku,
      priceCents,
      10,
      1000,
      1,
      `${normalizeForSearch(name)} | ${normalizeForSearch(sku)}`,
      normalizeForSearch(name),
      at,
      at,
    ]);
    const lots = int(1, 3);
    const first = int(0, sizes.warehouses - 1);
    for (let l = 0; l < lots && l < sizes.warehouses; l++) {
      catalog.lotIds.push(newId());
      catalog.lotProduct.push(p);
      catalog.lotWarehouse.push((first + l * 7) % sizes.warehouses);
      catalog.lotNumbers.push(`L${String(p).padStart(7, "0")}${l}`);
    }
    productBar.add(1);
  }
  await sink.flush();
  productBar.finish();
  return catalog;
}

/** A completed picking request collecting OUT movements until it is closed. */
type OpenRequest = { id: string; at: number; employee: Employee; items: Array<{ product: number; quantity: number }> };

/**
 * The ledger, in time order: every lot's entry first, then restocks and takes spread over three years.
 * Per-lot balances decide which takes are possible; OUT movements gather into picking requests.
 */
async function writeLedger(
  ctx: Context,
  sizes: Sizes,
  catalog: Catalog,
  warehouseIds: string[],
  employees: Employee[],
  clientIds: string[],
): Promise<Ledger> {
  const { random, pick, int, now, start } = ctx;
  const lotCount = catalog.lotIds.length;
  const ledger: Ledger = {
    balance: new Int32Array(lotCount),
    lotCost: new Float64Array(lotCount),
    withdrawalsWritten: 0,
  };
  const { balance, lotCost } = ledger;
  const hotLots: number[] = [];
  for (let l = 0; l < lotCount && catalog.lotProduct[l]! < HOT_PRODUCTS; l++) hotLots.push(l);
  const budget = Math.max(sizes.movements, lotCount);
  const hotBudget = Math.min(HOT_PRODUCTS * HOT_MOVEMENTS, Math.floor((budget - lotCount) / 2));
  const ledgerBar = progress("movimientos", budget);
  const span = now - DAY - start;
  let sequence = 0;
  const when = () => start + Math.floor((sequence++ / budget) * span);
  const movement = async (
    lot: number,
    type: string,
    quantity: number,
    reference: string | null,
    time: number,
    costCents: number | null,
  ) => {
    await writeMovement(ctx, catalog, warehouseIds, { lot, type, quantity, reference, time, costCents });
    ledgerBar.add(1);
  };
  let open: OpenRequest | null = null;
  const closeRequest = async () => {
    if (!open) return;
    const request = open;
    open = null;
    ledger.withdrawalsWritten += 1;
    await writeCompletedRequest(ctx, catalog, request, clientIds);
  };

  for (let l = 0; l < lotCount; l++) {
    const quantity = int(100, 1000);
    balance[l] = quantity;
    lotCost[l] = Math.round(catalog.productPrice[catalog.lotProduct[l]!]! * (0.55 + random() * 0.2));
    await movement(l, "IN", quantity, "Inventario inicial", when(), lotCost[l]!);
  }
  for (let e = lotCount; e < budget; e++) {
    const lot =
      e - lotCount < hotBudget && hotLots.length > 0 ? hotLots[(e - lotCount) % hotLots.length]! : int(0, lotCount - 1);
    const time = when();
    const roll = random();
    const quantity = int(1, 20);
    if (roll < 0.35 || balance[lot]! < quantity) {
      balance[lot]! += quantity;
      await movement(lot, "REPLENISH", quantity, pick(OBSERVATIONS), time, null);
    } else if (roll < 0.5) {
      balance[lot]! -= quantity;
      await movement(lot, "WITHDRAWAL", quantity, pick(OBSERVATIONS), time, null);
    } else {
      const product = catalog.lotProduct[lot]!;
      if (!open || open.items.length >= 3 || open.items.some((i) => i.product === product)) {
        await closeRequest();
        open = { id: newIdAt(new Date(time)), at: time, employee: pick(employees), items: [] };
      }
      open.items.push({ product, quantity });
      balance[lot]! -= quantity;
      await movement(lot, "OUT", quantity, open.id, time, null);
    }
  }
  await closeRequest();
  await ctx.sink.flush();
  ledgerBar.finish();
  return ledger;
}

type MovementEvent = {
  lot: number;
  type: string;
  quantity: number;
  reference: string | null;
  time: number;
  costCents: number | null;
};

async function writeMovement({ sink }: Context, catalog: Catalog, warehouseIds: string[], event: MovementEvent) {
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
  ]);
}

/** A completed picking request, its items, and the sale that created it a minute before. */
async function writeCompletedRequest({ pick, sink }: Context, catalog: Catalog, w: OpenRequest, clientIds: string[]) {
  const created = iso(w.at);
  await sink.push(TABLES.withdrawals, [
    w.id,
    w.employee.name,
    w.employee.id,
    "COMPLETED",
    normalizeForSearch(w.employee.name),
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
  await sink.push(TABLES.sales, [
    saleId,
    pick(clientIds),
    "RETAIL",
    "COP",
    total,
    w.employee.id,
    w.id,
    iso(w.at - 60_000),
  ]);
}

/** Lots as the ledger left them. */
async function writeLots(
  { random, int, sink, now, start, at }: Context,
  catalog: Catalog,
  warehouseIds: string[],
  ledger: Ledger,
) {
  const lotCount = catalog.lotIds.length;
  const lotBar = progress("lotes", lotCount);
  for (let l = 0; l < lotCount; l++) {
    const p = catalog.lotProduct[l]!;
    const expiration = random() < 0.1 ? null : iso(now + int(-30, 720) * DAY).slice(0, 10);
    await sink.push(TABLES.lots, [
      catalog.lotIds[l]!,
      catalog.productIds[p]!,
      warehouseIds[catalog.lotWarehouse[l]!]!,
      catalog.lotNumbers[l]!,
      catalog.lotNumbers[l]!,
      ledger.balance[l]!,
      catalog.productUnit[p]!,
      ledger.lotCost[l]!,
      expiration,
      10,
      1000,
      iso(start),
      at,
    ]);
    lotBar.add(1);
  }
  await sink.flush();
  lotBar.finish();
}

/** Open picking requests: reserve part of what is on hand (never more), for the last few days. */
async function writePendingRequests(
  ctx: Context,
  catalog: Catalog,
  ledger: Ledger,
  employees: Employee[],
  clientIds: string[],
) {
  const { pick, int, sink, now } = ctx;
  const { balance } = ledger;
  const pending = Math.max(10, Math.floor(ledger.withdrawalsWritten * 0.02));
  const pendingBar = progress("pendientes", pending);
  for (let i = 0; i < pending; i++) {
    const lot = int(0, catalog.lotIds.length - 1);
    const reserve = Math.min(balance[lot]!, int(1, 10));
    if (reserve <= 0) continue;
    balance[lot]! -= reserve; // reserved: later requests cannot promise it again
    const time = now - int(1, 72) * 3_600_000;
    const id = newIdAt(new Date(time));
    const employee = pick(employees);
    await sink.push(TABLES.withdrawals, [
      id,
      employee.name,
      employee.id,
      "PENDING",
      normalizeForSearch(employee.name),
      iso(time),
      iso(time),
    ]);
    const p = catalog.lotProduct[lot]!;
    await sink.push(TABLES.withdrawal_items, [newId(), id, catalog.productIds[p]!, reserve, 0]);
    const saleId = newIdAt(new Date(time - 60_000));
    const priceCents = catalog.productPrice[p]!;
    await sink.push(TABLES.sales, [
      saleId,
      pick(clientIds),
      "RETAIL",
      "COP",
      priceCents * reserve,
      employee.id,
      id,
      iso(time - 60_000),
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
