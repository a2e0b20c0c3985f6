import { DOCUMENT_KIND_CODES, DOCUMENT_KINDS } from "@inventario/shared/document-numbers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_TABLES } from "../src/db/documents";
import { introspectedSchema } from "./helpers/schema";
import { createTestApp, type TestApp } from "./helpers/test-app";

// The document kinds (shared/document-numbers.ts) name tables the ledger's references are joined to;
// db/documents.ts checks them against db/types.ts at compile time, this against the migrated schema.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("document kinds", () => {
  it("name a migrated table with an id and the number column, for every kind", async () => {
    const schema = await introspectedSchema(t.app.db);
    for (const kind of DOCUMENT_KIND_CODES) {
      const { table, numberColumn } = DOCUMENT_TABLES[kind];
      const missing = `Document kind "${kind}": add its table "${table}" with columns id and ${numberColumn} in a migration (docs/EXTENDING.md, "Adding a document kind")`;
      expect(schema[table], missing).toBeDefined();
      expect(schema[table], missing).toHaveProperty("id");
      expect(schema[table], missing).toHaveProperty(numberColumn);
    }
  });

  it("are the shared registry, entry for entry", () => {
    expect(DOCUMENT_TABLES).toBe(DOCUMENT_KINDS);
  });
});
