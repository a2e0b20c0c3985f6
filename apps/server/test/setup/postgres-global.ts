import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "../../../../scripts/postgres-cluster.mjs";
import { buildPostgresTemplate } from "./migrated-template";
import { buildServerBundle } from "./server-bundle";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    /** The run's migrated database; each test file's database is created from it as a template. */
    postgresTemplate: string;
  }
}

/**
 * One cluster per run (or TEST_DATABASE_URL) holding the run's migrated template; each test file
 * creates its own database in it.
 */
export default async function setup(project: TestProject) {
  const cluster = process.env.TEST_DATABASE_URL ? undefined : await startPostgresCluster();
  const url = cluster?.url ?? String(process.env.TEST_DATABASE_URL);
  try {
    const template = await buildPostgresTemplate(url);
    project.provide("postgresUrl", url);
    project.provide("postgresTemplate", template.name);
    const bundle = buildServerBundle();
    project.provide("serverBundle", bundle.file);
    return async () => {
      try {
        await template.drop();
      } finally {
        bundle.remove();
        cluster?.stop();
      }
    };
  } catch (error) {
    cluster?.stop();
    throw error;
  }
}
