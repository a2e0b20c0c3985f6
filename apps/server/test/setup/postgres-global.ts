import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "../../../../scripts/postgres-cluster.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One cluster per run (or TEST_DATABASE_URL); each test file creates its own database in it. */
export default async function setup(project: TestProject) {
  const existing = process.env.TEST_DATABASE_URL;
  if (existing) {
    project.provide("postgresUrl", existing);
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
