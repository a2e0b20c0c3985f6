import type { TestProject } from "vitest/node";
import { buildSqliteTemplate } from "./migrated-template";
import { buildServerBundle } from "./server-bundle";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's migrated SQLite file; each test file's database starts as a copy of it. */
    sqliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await buildSqliteTemplate();
  project.provide("sqliteTemplate", template.file);
  const bundle = buildServerBundle();
  project.provide("serverBundle", bundle.file);
  return () => {
    template.remove();
    bundle.remove();
  };
}
