import { sql } from "kysely";
import { countedWhere, LISTS, type ListName } from "../lists/lists";
import type { Invariant } from "./invariant";

/**
 * One list's buckets against its rows: each bucket counts the rows of the list from its lower bound up
 * to the next bucket's (db/lists/, docs/decisions/0008-list-counts.md). Each count is a range of the
 * list's own order, so the check reads each row's index entry once.
 */
function bucketMismatches(name: ListName): string {
  const list = LISTS[name];
  const [rowKey, lower, next] = list.sortKey
    ? [`(r.${list.sortKey}, r.id)`, "(b.lower_key, b.lower_id)", "(b.next_key, b.next_id)"]
    : ["r.id", "b.lower_id", "b.next_id"];
  return `
    select '${name} ' || b.lower_id as id, b.row_count as kept,
      (select count(*) from ${list.table} r where ${countedWhere(list, "r")} and ${rowKey} >= ${lower}
         and (b.next_id is null or ${rowKey} < ${next})) as expected
    from (select lower_key, lower_id, row_count,
            lead(lower_key) over (order by lower_key, lower_id) as next_key,
            lead(lower_id) over (order by lower_key, lower_id) as next_id
          from list_buckets where list = '${name}') b`;
}

/** The paged lists' kept positions (list_buckets, kept by triggers on each list's table). */
export const LIST_INVARIANTS: Invariant[] = [
  {
    key: "list-positions",
    rule: "Cada tramo de cada lista paginada (list_buckets) cuenta exactamente las filas de la lista en su tramo",
    subject: "tramo de la lista",
    wholeDatabaseOnly: true,
    broken: () =>
      sql.raw(
        `select id, kept, expected from (${(Object.keys(LISTS) as ListName[]).map(bucketMismatches).join(" union all ")}) buckets
         where kept <> expected`,
      ),
  },
];
