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

export async function generate(
  writer: BulkWriter,
  sizes: Sizes,
  roleIds: string[],
): Promise<{ hotProductIds: string[] }> {
  const random = mulberry32(sizes.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const sink = new Sink(writer);
  const now = Date.now();
  const start = now - 3 * 365 * DAY;
  const iso = (ms: number) => new Date(ms).toISOString();
  const at = iso(now);

  // Warehouses.
  const warehouseIds: string[] = [];
  for (let i = 0; i < sizes.warehouses; i++) {
    const name = `Bodega ${CITIES[i % CITIES.length]} ${ZONES[Math.floor(i / CITIES.length) % ZONES.length]}${i >= CITIES.length * ZONES.length ? ` ${i}` : ""}`;
    const id = newId();
    warehouseIds.push(id);
    await sink.push(TABLES.warehouses, [id, String(1_000_000_000 + i), name, normalizeForSearch(name), 1, at, at]);
  }
  await sink.flush();

  // Staff who register sales, and clients who buy.
  const employees: Array<{ id: string; name: string }> = [];
  for (const [i, p] of demoPeople(50, sizes.seed + 1, "inventario.co").entries()) {
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

  // Products and their lots (1–3 per product, in distinct warehouses).
  const productIds: string[] = new Array(sizes.products);
  const productPrice = new Float64Array(sizes.products);
  const productUnit: string[] = new Array(sizes.products);
  const lotIds: string[] = [];
  const lotProduct: number[] = [];
  const lotWarehouse: number[] = [];
  const lotNumbers: string[] = [];
  const productBar = progress("productos", sizes.products);
  for (let p = 0; p < sizes.products; p++) {
    const category = pick(CATEGORIES);
    const name = `${pick(category.items)} ${pick(BRANDS)} ${pick(SIZES)}`;
    const sku = `${normalizeForSearch(category.name).slice(0, 3).toUpperCase()}-${String(p + 1).padStart(7, "0")}`;
    const id = newId();
    const priceCents = int(8, 2500) * 100 * 100; // $800 to $250.000
    productIds[p] = id;
    productPrice[p] = priceCents;
    productUnit[p] = category.unit;
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
      lotIds.push(newId());
      lotProduct.push(p);
      lotWarehouse.push((first + l * 7) % sizes.warehouses);
      lotNumbers.push(`L${String(p).padStart(7, "0")}${l}`);
    }
    productBar.add(1);
  }
  await sink.flush();
  productBar.finish();

  // The ledger, in time order. First every lot's entry, then restocks and takes spread over three years.
  const lotCount = lotIds.length;
  const balance = new Int32Array(lotCount);
  const lotCost = new Float64Array(lotCount);
  const hotLots: number[] = [];
  for (let l = 0; l < lotCount && lotProduct[l]! < HOT_PRODUCTS; l++) hotLots.push(l);
  const budget = Math.max(sizes.movements, lotCount);
  const hotBudget = Math.min(HOT_PRODUCTS * HOT_MOVEMENTS, Math.floor((budget - lotCount) / 2));
  const ledgerBar = progress("movimientos", budget);
  const span = now - DAY - start;
  let sequence = 0;
  const when = () => start + Math.floor((sequence++ / budget) * span);

  // Completed picking requests collect OUT movements; each has its sale.
  let open: {
    id: string;
    at: number;
    employee: { id: string; name: string };
    items: Array<{ product: number; quantity: number }>;
  } | null = null;
  let withdrawalsWritten = 0;
  async function closeRequest() {
    if (!open) return;
    const w = open;
    open = null;
    withdrawalsWritten += 1;
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
        productIds[item.product]!,
        item.quantity,
        item.quantity,
      ]);
      const priceCents = productPrice[item.product]!;
      total += priceCents * item.quantity;
      await sink.push(TABLES.sale_lines, [
        newId(),
        saleId,
        productIds[item.product]!,
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

  async function movement(
    lot: number,
    type: string,
    quantity: number,
    reference: string | null,
    time: number,
    costCents: number | null,
  ) {
    const p = lotProduct[lot]!;
    await sink.push(TABLES.movements, [
      newIdAt(new Date(time)),
      lotIds[lot]!,
      productIds[p]!,
      warehouseIds[lotWarehouse[lot]!]!,
      type,
      quantity,
      productUnit[p]!,
      lotNumbers[lot]!,
      reference,
      costCents,
      null,
      iso(time),
    ]);
    ledgerBar.add(1);
  }

  for (let l = 0; l < lotCount; l++) {
    const quantity = int(100, 1000);
    balance[l] = quantity;
    lotCost[l] = Math.round(productPrice[lotProduct[l]!]! * (0.55 + random() * 0.2));
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
      const product = lotProduct[lot]!;
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
  await sink.flush();
  ledgerBar.finish();

  // Lots as the ledger left them.
  const lotBar = progress("lotes", lotCount);
  for (let l = 0; l < lotCount; l++) {
    const p = lotProduct[l]!;
    const expiration = random() < 0.1 ? null : iso(now + int(-30, 720) * DAY).slice(0, 10);
    await sink.push(TABLES.lots, [
      lotIds[l]!,
      productIds[p]!,
      warehouseIds[lotWarehouse[l]!]!,
      lotNumbers[l]!,
      lotNumbers[l]!,
      balance[l]!,
      productUnit[p]!,
      lotCost[l]!,
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

  // Open picking requests: reserve part of what is on hand (never more), for the last few days.
  const pending = Math.max(10, Math.floor(withdrawalsWritten * 0.02));
  const pendingBar = progress("pendientes", pending);
  for (let i = 0; i < pending; i++) {
    const lot = int(0, lotCount - 1);
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
    const p = lotProduct[lot]!;
    await sink.push(TABLES.withdrawal_items, [newId(), id, productIds[p]!, reserve, 0]);
    const saleId = newIdAt(new Date(time - 60_000));
    const priceCents = productPrice[p]!;
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
    await sink.push(TABLES.sale_lines, [newId(), saleId, productIds[p]!, reserve, priceCents, priceCents * reserve]);
    pendingBar.add(1);
  }
  await sink.flush();
  pendingBar.finish();
  return { hotProductIds: productIds.slice(0, HOT_PRODUCTS) };
}
