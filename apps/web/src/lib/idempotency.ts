import { useCallback, useRef } from "react";

/**
 * A random Idempotency-Key: 128 bits as hex. crypto.getRandomValues rather than randomUUID because
 * the latter only exists on HTTPS pages and localhost, and the app may be served over plain HTTP on a
 * local network.
 */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Gives each submitted form its own Idempotency-Key (docs/decisions/0012-idempotent-writes.md). The key
 * is kept while the same content is submitted again after a failure — a failure may hide a write that
 * did commit (the answer was lost), and the server answers a repeated key with that write instead of
 * doing it twice — and a fresh one is made after a success or when the content changed.
 */
export function useIdempotentWrite<TVariables, TData>(
  write: (variables: TVariables, idempotencyKey: string) => Promise<TData>,
): (variables: TVariables) => Promise<TData> {
  const submission = useRef<{ key: string; content: string } | null>(null);
  return useCallback(
    async (variables: TVariables) => {
      const content = JSON.stringify(variables);
      if (submission.current?.content !== content) submission.current = { key: newIdempotencyKey(), content };
      const result = await write(variables, submission.current.key);
      submission.current = null;
      return result;
    },
    [write],
  );
}
