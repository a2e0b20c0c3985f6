import { describe, expect, it } from "vitest";
import { createDatabase } from "../src/db/connection";
import { createTestApp } from "./helpers/test-app";

// The guard of setup/no-database.ts: what would open a database in this project fails, naming the fix.
describe("a *.unit.test.ts file", () => {
  it("cannot open a SQLite or PostgreSQL database", () => {
    expect(() => createDatabase({ kind: "sqlite", path: ":memory:" })).toThrow(/Rename it to \*\.test\.ts/);
    expect(() => createDatabase({ kind: "postgres", url: "postgres://127.0.0.1/x" })).toThrow(
      /opened a database \(pg\)/,
    );
  });

  it("cannot start a test app", async () => {
    await expect(createTestApp()).rejects.toThrow(/\*\.unit\.test\.ts files open none/);
    await expect(createTestApp({ fromScratch: true })).rejects.toThrow(/Rename it to \*\.test\.ts/);
  });
});
