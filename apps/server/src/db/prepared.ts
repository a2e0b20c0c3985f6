import {
  type Compilable,
  CompiledQuery,
  type Expression,
  type OperationNode,
  type RawBuilder,
  ValueNode,
} from "kysely";
import type { Db } from "./connection";

/**
 * Compiled statements for the hot reads — the session and permission checks every request makes, and
 * the pages whose targets are measured (product page, product and client search, a product's movement
 * history) — and for the audit trail's statements every recorded event runs. Two costs are saved
 * (docs/decisions/0008-list-counts.md, 0009): Kysely's builder, ~35 µs a query on this machine — more
 * than SQLite takes to run a short one — and, on PostgreSQL, planning, which cost twice a product page's
 * execution: statements run here outside a transaction are named and run on a pool that keeps one generic
 * plan per statement (connection.ts). Everything else uses the builder directly.
 *
 * The rules, and what enforces them:
 * - `build` runs once, and every call must have the same SQL, so the arguments are `Arg`s: Kysely
 *   expressions standing for a bound value. The type system refuses them where text is needed
 *   (`sql.raw(arg)`, `arg.trim()`, `arg > 3`); writing one into SQL text (`${arg}` in a string) throws.
 * - A LIMIT is a literal (`sql.lit(10)`): a generic plan cannot see a bound LIMIT, expected thousands of
 *   rows and hash-joined a whole table (590 ms). A LIMIT bound as a parameter throws when compiled.
 * - One statement, one shape: there are no variants. A query of another shape (another select list,
 *   another number of ids) is another `prepared()` constant.
 * The checks run when a statement is first compiled, so any test that reaches it fails when one breaks
 * (apps/server/test/lists.test.ts shows each refusal).
 */
export function prepared<Args extends Arg<Scalar>[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row> | RawBuilder<Row>,
): (db: Db, ...values: ValuesOf<Args>) => Promise<Row[]> {
  // Per dialect adapter, which a database shares with its transactions: the SQL depends only on it.
  const compiled = new WeakMap<object, { sql: string; parameters: Array<{ arg: number } | { value: unknown }> }>();
  return async (db, ...values) => {
    const adapter = db.getExecutor().adapter;
    let statement = compiled.get(adapter);
    if (!statement) {
      statement = compile(db, build, values.length);
      compiled.set(adapter, statement);
    }
    const parameters = statement.parameters.map((p) => ("arg" in p ? values[p.arg] : p.value));
    const runner = db.isTransaction ? db : (hotReadsOf.get(db) ?? db);
    const { rows } = await runner.executeQuery<Row>(CompiledQuery.raw(statement.sql, parameters));
    return rows;
  };
}

type Scalar = string | number | null;

/** An argument of a prepared statement: usable only where Kysely takes a value. */
export type Arg<T extends Scalar> = Expression<T>;

type ValuesOf<Args> = { [K in keyof Args]: Args[K] extends Arg<infer T> ? T : never };

/** A PostgreSQL database's handle on the pool of generic plans (connection.ts); SQLite has one connection. */
export const hotReadsOf = new WeakMap<Db, Db>();

/** SQL text → statement name, for that pool (connection.ts): each connection parses a statement once. */
export const statementNames = new Map<string, string>();

// biome-ignore lint/suspicious/noExplicitAny: called with the Arg expressions made here, whatever their types.
type AnyBuild = (db: Db, ...args: any[]) => Compilable<unknown> | RawBuilder<unknown>;

function compile(db: Db, build: AnyBuild, arity: number) {
  const tokens = Array.from({ length: arity }, (_, i) => ({ preparedArgument: i }));
  const args = tokens.map(argument);
  const query = build(db, ...args);
  const { sql, parameters } = "isRawBuilder" in query ? query.compile(db) : query.compile();
  if (/\blimit\s+(\?|\$\d)/i.test(sql)) throw new Error(`prepared(): a LIMIT must be a literal (sql.lit): ${sql}`);
  if (!statementNames.has(sql)) statementNames.set(sql, `inventario_${statementNames.size + 1}`);
  return {
    sql,
    parameters: parameters.map((value) => {
      const arg = tokens.indexOf(value as (typeof tokens)[number]);
      return arg >= 0 ? { arg } : { value };
    }),
  };
}

/** An expression compiled to a bound value (the token, replaced by each call's value). */
function argument(token: object): Arg<Scalar> {
  const expression: Arg<Scalar> & { toString(): string } = {
    get expressionType() {
      return undefined;
    },
    toOperationNode: (): OperationNode => ValueNode.create(token),
    toString() {
      throw new Error("prepared(): an argument was written into the SQL text; pass it as a value");
    },
  };
  return expression;
}
