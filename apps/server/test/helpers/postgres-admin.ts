import pg from "pg";

/** Runs `work` on a client of the test cluster's admin database (create, copy and drop databases). */
export async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Retries `statement` while PostgreSQL answers 55006 (object in use): a closed pool's backends take a
 * moment to exit, and until they have, a database can be neither dropped nor copied as a template.
 * Without FORCE: terminating the app's just-closed connections would surface as errors in the run.
 */
export async function whenDatabaseFree(client: pg.Client, statement: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The same server's URL on another database. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name unique to this process and moment (letters, digits and _: no quoting needed). */
export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
