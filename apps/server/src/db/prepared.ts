import { type Compilable, CompiledQuery, type RawBuilder } from "kysely";
import type { Db } from "./connection";

type Scalar = string | number | boolean | null;
/** A query builder, or a `sql` template (compiled against the database). */
type Statement<Row> = Compilable<Row> | RawBuilder<Row>;

/**
 * A query of fixed shape, built and compiled once per dialect and then run with each call's values.
 * Kysely's builder costs ~35 µs a query on this machine — more than SQLite takes to run a short one —
 * and the hot reads (session, permission, list version) run on every request.
 *
 * `build` is called once, with placeholders for the arguments: it must pass them to the query as
 * values only (no `if (arg)`, no `sql.raw(arg)`, no arrays), so that every call has the same SQL.
 */
export function prepared<Args extends Scalar[], Row>(
  build: (db: Db, ...args: Args) => Statement<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  // Keyed by the dialect's adapter, which a database shares with its transactions: the SQL depends
  // only on the dialect, so a statement run inside transactions is compiled once too.
  const compiled = new WeakMap<object, { sql: string; values: Array<{ arg: number } | { value: unknown }> }>();
  return async (db, ...args) => {
    const dialect = db.getExecutor().adapter;
    let query = compiled.get(dialect);
    if (!query) {
      query = compile(db, build, args.length);
      compiled.set(dialect, query);
    }
    const parameters = query.values.map((v) => ("arg" in v ? args[v.arg] : v.value));
    return runNamed<Row>(db, query.sql, parameters);
  };
}

/**
 * prepared() for statements with a few shapes (a select list, a literal LIMIT, a number of ids): one
 * compiled statement per dialect and `variant`, the name of the shape. `build` is used only the first
 * time a variant runs, so everything that shapes the SQL must be named in `variant`.
 */
export function preparedVariants<Args extends Scalar[], Row>() {
  const variants = new Map<string, (db: Db, ...args: Args) => Promise<Row[]>>();
  return (db: Db, variant: string, build: (db: Db, ...args: Args) => Statement<Row>, ...args: Args) => {
    let run = variants.get(variant);
    if (!run) {
      run = prepared(build);
      variants.set(variant, run);
    }
    return run(db, ...args);
  };
}

const shapeIds = new WeakMap<object, number>();
let lastShapeId = 0;
/** A number that names an object (a select list) in a variant name. */
export function shapeId(shape: object): number {
  let id = shapeIds.get(shape);
  if (id === undefined) {
    id = ++lastShapeId;
    shapeIds.set(shape, id);
  }
  return id;
}

/**
 * PostgreSQL parses and plans an unnamed statement on every run; for the hot reads planning costs
 * more than executing (0.45 ms against 0.23 ms for a product page). Statements run here get a name,
 * so each pooled connection parses them once, and run on connections that keep one generic plan per
 * statement (connection.ts). Only fixed-shape SQL belongs here — every text stays prepared on every
 * connection — and nothing whose best plan depends on its values (a LIMIT is written as a literal:
 * a generic plan that cannot see it expects thousands of rows and hash-joins a whole table).
 * Inside a transaction the statement runs on the transaction's connection, also named (parsed once per
 * connection), planned as PostgreSQL chooses.
 */
export async function runNamed<Row>(db: Db, sql: string, parameters: unknown[]): Promise<Row[]> {
  if (!statementNames.has(sql) && statementNames.size < MAX_NAMED_STATEMENTS) {
    statementNames.set(sql, `inventario_${statementNames.size + 1}`);
  }
  const runner = db.isTransaction ? db : (hotReadsOf.get(db) ?? db);
  const { rows } = await runner.executeQuery<Row>(CompiledQuery.raw(sql, parameters));
  return rows;
}

/** A PostgreSQL database's handle for the hot reads (connection.ts); SQLite has one connection. */
export const hotReadsOf = new WeakMap<Db, Db>();

/** SQL text → statement name, for connection.ts. Bounded in case a caller's SQL is not fixed after all. */
export const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 200;

function compile<Args extends Scalar[], Row>(db: Db, build: (db: Db, ...args: Args) => Statement<Row>, arity: number) {
  const placeholders = Array.from({ length: arity }, (_, i) => `${PLACEHOLDER}${i}\u0000`);
  const query = build(db, ...(placeholders as Args));
  const { sql, parameters } = "isRawBuilder" in query ? query.compile(db) : query.compile();
  if (sql.includes(PLACEHOLDER)) throw new Error("prepared(): an argument was written into the SQL");
  const values = parameters.map((value) => {
    const arg = placeholders.indexOf(value as string);
    if (arg < 0 && typeof value === "string" && value.includes(PLACEHOLDER)) {
      throw new Error("prepared(): an argument was transformed before it became a value");
    }
    return arg >= 0 ? { arg } : { value };
  });
  return { sql, values };
}

const PLACEHOLDER = "\u0000prepared-argument-";
