// Bundles the server and the workspace's shared package into dist/; npm dependencies stay external
// (native better-sqlite3, and plugins that read their own files at run time).
import { build } from "esbuild";

await build({
  entryPoints: { server: "src/server.ts" },
  outdir: process.env.SERVER_OUTDIR ?? "dist",
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
