import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { loadConfig } from "./config/env";
import { announceGeneratedPassword, prepareDatabase } from "./db/bootstrap";

const here = path.dirname(fileURLToPath(import.meta.url));
// Bundled, this file runs from apps/server/dist; from source, apps/server/src. Both sit beside apps/web.
const defaultWebDist = path.resolve(here, "../../web/dist");

async function main(): Promise<void> {
  const config = loadConfig();
  config.webDist ??= defaultWebDist;
  const app = await buildApp(config);

  const result = await prepareDatabase(app.db, config);
  if (result.migrations.length > 0) app.log.info({ migrations: result.migrations }, "migrations applied");
  if (result.adminCreated) app.log.info({ email: config.admin.email }, "admin employee created");
  if (result.generatedPassword) announceGeneratedPassword(config.admin.email, result.generatedPassword);

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, "shutting down");
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`Inventario listo en ${address} (${config.database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
