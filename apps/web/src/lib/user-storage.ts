/**
 * What a signed-in user leaves half-done in this browser (the counter's sale in progress), kept in
 * localStorage under a key of their own: a reload and a new tab of the same user find it, another user
 * signing in on the same browser does not. Signing out forgets all of it (session-store.ts); a session that
 * merely expired keeps it for the same user's next sign-in. Storage may be full or refused (a private
 * window): then nothing is kept, and nothing fails.
 */
const PREFIX = "inventario:";

const keyOf = (userId: string, name: string) => `${PREFIX}${userId}:${name}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored value as parsed JSON, or null when there is none (or it is not JSON). */
export function readUserItem(userId: string, name: string): unknown {
  try {
    const text = storage()?.getItem(keyOf(userId, name));
    return text == null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * Stores `value` as JSON. The same text is not written again, so a tab that takes another tab's value
 * (`onUserItemChange`) does not echo it back.
 */
export function writeUserItem(userId: string, name: string, value: unknown): void {
  try {
    const text = JSON.stringify(value);
    const store = storage();
    if (!store || store.getItem(keyOf(userId, name)) === text) return;
    store.setItem(keyOf(userId, name), text);
  } catch {
    // Full or refused: the value lives only in the screen, as before it was kept.
  }
}

export function removeUserItem(userId: string, name: string): void {
  try {
    storage()?.removeItem(keyOf(userId, name));
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** Everything kept for `userId`: called when they sign out. */
export function forgetUserItems(userId: string): void {
  const store = storage();
  if (!store) return;
  try {
    const prefix = keyOf(userId, "");
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key?.startsWith(prefix) ?? false,
    );
    for (const key of keys) store.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * Calls `listener` with the new value (null once removed) when another tab of this browser changes the
 * item; answers the unsubscribe.
 */
export function onUserItemChange(userId: string, name: string, listener: (value: unknown) => void): () => void {
  if (typeof window === "undefined") return () => {};
  const key = keyOf(userId, name);
  const onStorage = (event: StorageEvent) => {
    // A cleared storage (key null) removed this item too.
    if (event.key !== null && event.key !== key) return;
    if (event.key === null) return listener(null);
    try {
      listener(event.newValue == null ? null : (JSON.parse(event.newValue) as unknown));
    } catch {
      listener(null);
    }
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
