import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
  build: {
    outDir: "dist",
    rolldownOptions: {
      output: {
        // Fewer, larger chunks (issue 21, mobile Lighthouse): left to itself the bundler made a chunk for
        // every set of screens sharing a module, and the dashboard's first load fetched 27 of them — over
        // a phone's six connections that is five round trips before the first screen can render.
        // - the first load's libraries in one chunk and the app's own first-load code in another;
        // - code the screens share grouped by which screens use it, small groups merged into a neighbour
        //   (a screen may load some code it does not use: a few kB cost less than a round trip).
        codeSplitting: {
          groups: [
            { name: "vendor", test: /node_modules/, tags: ["$initial"], priority: 3 },
            { name: "index", tags: ["$initial"], priority: 2 },
            { name: "screens", minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 30_000, priority: 1 },
          ],
        },
        // Merged chunks can import each other both ways; without it a shared schema could run before the
        // schema it extends (seen: "Cannot read properties of undefined (reading 'extend')").
        strictExecutionOrder: true,
      },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
  },
});
