// Bundles the server and the workspace's shared package into dist/; npm dependencies stay external
// (native better-sqlite3, and plugins that read their own files at run time).
import { copyFile, readdir } from "node:fs/promises";
import { build } from "esbuild";

const outdir = process.env.SERVER_OUTDIR ?? "dist";
// SERVER_SCRIPTS=1 bundles the command-line scripts (src/scripts/*.ts, npm run db:verify…) beside the server:
// the server tests run them so (test/setup/server-bundle.ts). `npm run build` leaves them out.
const scripts =
  process.env.SERVER_SCRIPTS === "1"
    ? Object.fromEntries(
        (await readdir("src/scripts"))
          .filter((file) => file.endsWith(".ts"))
          .map((file) => [file.slice(0, -".ts".length), `src/scripts/${file}`]),
      )
    : {};

await build({
  entryPoints: { server: "src/server.ts", ...scripts },
  outdir,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "externalize-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@inventario/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// SQLite's long-read worker threads run this file (src/db/long-read-pool.ts): beside server.js, as it sits
// beside the module that starts it in the source.
await copyFile("src/db/long-read-worker.mjs", `${outdir}/long-read-worker.mjs`);
// The maintenance thread (src/db/sqlite-maintenance.ts: WAL checkpoints, search-index merges), likewise.
await copyFile("src/db/sqlite-maintenance-worker.mjs", `${outdir}/sqlite-maintenance-worker.mjs`);
