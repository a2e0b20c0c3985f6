import { afterNextPaint } from "../../../lib/after-next-paint";
import type { RequestOptions } from "../../../lib/api-client";
import { isAbortError } from "../../../lib/api-error";

/**
 * SPEC §8: dashboard load errors only go to the console. The home screen is where everyone lands, also
 * those who may not read every figure on it, so a refused count must not greet them with a warning.
 * Sent once the screen has painted (lib/after-next-paint.ts).
 */
export async function loadQuietly<T>(
  what: string,
  load: (options: RequestOptions) => Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T> {
  try {
    await afterNextPaint();
    return await load({ signal, quiet: true });
  } catch (error) {
    if (!isAbortError(error)) console.error(`Dashboard: could not load ${what}`, error);
    throw error;
  }
}
