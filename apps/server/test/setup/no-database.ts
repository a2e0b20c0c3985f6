import { vi } from "vitest";

/**
 * The server-unit project (files named *.unit.test.ts) runs once, not once per database: its files must
 * open none. Both drivers are replaced here by ones that fail at once, naming the fix, so a file that
 * starts needing a database cannot pass there by quietly testing one dialect only.
 */
function refused(driver: string) {
  return class {
    constructor() {
      throw new Error(
        `A *.unit.test.ts file opened a database (${driver}): it runs once, without one. ` +
          "Rename it to *.test.ts to run it on SQLite and on PostgreSQL.",
      );
    }
  };
}

vi.mock("better-sqlite3", () => ({ default: refused("better-sqlite3") }));
vi.mock("pg", () => {
  const pg = { Pool: refused("pg"), Client: refused("pg"), types: { setTypeParser() {}, builtins: {} } };
  return { default: pg, ...pg };
});
