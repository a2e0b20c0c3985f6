import { ApiRequestError } from "../../lib/api-error";

/**
 * The purchase forms edit documents of lines (an order, a receipt, a return, the suggested orders). Their
 * messages are kept by line — `<line key>.<field>` — rather than by position, since a line left out of the
 * body (a quantity of 0) or removed renumbers the rest. These read a schema issue's path or a server's field
 * name (`items.3.quantity`) back onto the line it names.
 */

/** Where a message goes: a key of the form's messages, or nowhere (left to the toast). */
export type KeyOf<K extends string> = (path: readonly string[]) => K | null;

/** `items.<n>.<field>` of a body whose items are the lines `lineKeys` in order, as that line's key. */
export function itemErrorKey<F extends string>(
  path: readonly string[],
  lineKeys: readonly string[],
  fields: readonly F[],
): `${string}.${F}` | null {
  const [root, index, field] = path;
  const line = index === undefined ? undefined : lineKeys[Number(index)];
  if (root !== "items" || line === undefined || !fields.includes(field as F)) return null;
  return `${line}.${field as F}`;
}

/** A schema's refusal: each issue's message under the key its path maps to (the first one per key). */
export function issueErrors<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  keyOf: KeyOf<K>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = keyOf(issue.path.map(String));
    if (key) errors[key] ??= issue.message;
  }
  return errors;
}

/** The server's field messages of a refused write (400, 409), under the keys their names map to. */
export function serverErrors<K extends string>(error: unknown, keyOf: KeyOf<K>): Partial<Record<K, string>> {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  return issueErrors(
    Object.entries(error.fields).map(([name, message]) => ({ path: name.split("."), message })),
    keyOf,
  );
}
